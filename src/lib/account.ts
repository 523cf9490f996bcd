/**
 * The signed-in account as the screens need it: the session's state and whether the person runs a
 * team. The person's and their teams' reads are src/lib/queries/users.ts.
 */
import type { MyTeam } from '#contract/users.ts';
import { useSelector } from '@xstate/react';
import { selectIsLoggedIn, selectStatus, selectUserId, selectUserLifecycle } from '#machines/session.machine.ts';
import { useServices } from './services.tsx';

/** The session as the UI needs it. */
export function useSessionState() {
  const { session } = useServices();
  const status = useSelector(session.actor, selectStatus);
  const isLoggedIn = useSelector(session.actor, selectIsLoggedIn);
  const userId = useSelector(session.actor, selectUserId);
  const lifecycle = useSelector(session.actor, selectUserLifecycle);
  return { status, isLoggedIn, userId, lifecycle };
}

/** Whether the person is TEAM_ADMIN of at least one team (docs/product.md §5: match creation). */
export function isAdminOfAny(teams: readonly MyTeam[]): boolean {
  return teams.some((t) => t.teamRole === 'TEAM_ADMIN');
}
