/**
 * Query option factories for the signed-in account and the records the guards check
 * (docs/conventions.md §3: TanStack Query owns server data). Keys follow docs/domain.md §5.2.
 */
import type { MyTeam, MyTeamListItem } from '#contract/users.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { selectIsLoggedIn, selectStatus, selectUserId, selectUserLifecycle } from '#machines/session.machine.ts';
import { teamKeys, userKeys } from './queries/keys.ts';
import { useServices, type HttpApi } from './services.tsx';

/**
 * Puts a team the person has just created or joined among their teams, so the team guard finds it
 * before the list is read again; no match request waits for a team that new to them.
 */
export function addToMyTeams(queryClient: QueryClient, userId: number, team: MyTeam) {
  queryClient.setQueryData<MyTeamListItem[]>(userKeys.teams(userId), (old) => [...(old ?? []).filter((t) => t.id !== team.id), { ...team, pendingMatchRequests: 0 }]);
}

export function userQuery(http: HttpApi, userId: number) {
  return queryOptions({
    queryKey: userKeys.all(userId),
    queryFn: ({ signal }) => http.call('getUser', { params: { id: userId }, signal }),
  });
}

export function myTeamsQuery(http: HttpApi, userId: number) {
  return queryOptions({
    queryKey: userKeys.teams(userId),
    queryFn: ({ signal }) => http.call('getMyTeams', { params: { id: userId }, signal }),
  });
}

export function teamQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: teamKeys.all(teamId),
    queryFn: ({ signal }) => http.call('getTeam', { params: { id: teamId }, signal }),
  });
}

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
