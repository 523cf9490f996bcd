/**
 * Route guards (docs/product.md §2.2, §5). The session guard tries one refresh before sending anyone to /login,
 * so a reload keeps the session through the refresh cookie; the access guards read the person's
 * teams (myTeamsQuery, userKeys.teams) and, for match routes, the match itself.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Loading } from '#src/components/ui/loading.tsx';
import { isAdminOfAny, useSessionState } from '#src/lib/account.ts';
import { myTeamsQuery } from '#src/lib/queries/users.ts';
import { matchQuery } from '#src/lib/queries/matches.ts';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { ForbiddenError, NotFoundError } from '#src/lib/http/errors.ts';
import { useServices } from '#src/lib/services.tsx';
import { sideRolesOf } from '#src/lib/use-side-roles.ts';
import { recordRefusal } from '#machines/match.ownership.ts';
import type { GuardKind } from './route-table.ts';

/**
 * Shows its children only when signed in (or offline as the last person; see src/lib/api.ts). Logged out: one refresh first (a quiet loading state,
 * no flash of /login); if that fails, remember the wanted URL and go to /login.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session, storage } = useServices();
  const { status, userId } = useSessionState();
  const [location, navigate] = useLocation();
  const search = useSearch();
  // The URL at the moment the session is found missing, without the effect waiting on every URL change.
  const wantedUrl = useEffectEvent(() => (search ? `${location}?${search}` : location));

  useEffect(() => {
    if (status !== 'loggedOut') return;
    const wanted = wantedUrl();
    let cancelled = false;
    void session.refresh().then((ok) => {
      if (cancelled || ok) return;
      storage.setLoginRedirectUrl(wanted);
      navigate('/login', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [status, session, storage, navigate]);

  // Offline as the last person of this device, the pages show what the service worker cached; a
  // refresh of a known person (a token renewal, a reconnect) keeps the page mounted, so a form being
  // typed or a record screen's queue is never torn down by it.
  if (status === 'loggedIn' || status === 'offline' || (status === 'refreshing' && userId !== null)) return <>{children}</>;
  return <Loading fullScreen />;
}

/** A PENDING person completes /register before anything else (docs/product.md §4). */
export function RequireRegistered({ children }: { children: ReactNode }) {
  const { lifecycle } = useSessionState();
  if (lifecycle === 'PENDING') return <Redirect to="/register" replace />;
  return <>{children}</>;
}

interface AccessProps {
  guard: GuardKind;
  params: Record<string, string>;
  children: ReactNode;
}

/** The per-route checks inside the shell: team membership, admin role, match sides. */
export function RequireAccess({ guard, params, children }: AccessProps) {
  switch (guard) {
    case 'team':
    case 'teamAdmin':
      return (
        <TeamAccess teamId={Number(params.teamId)} needAdmin={guard === 'teamAdmin'}>
          {children}
        </TeamAccess>
      );
    case 'anyAdmin':
      return <AnyAdminAccess>{children}</AnyAdminAccess>;
    case 'matchMember':
    case 'matchAdmin':
    case 'matchRecorder':
      return (
        <MatchAccess matchId={Number(params.matchId)} need={guard}>
          {children}
        </MatchAccess>
      );
    default:
      return <>{children}</>;
  }
}

function useMyTeams() {
  const { http } = useServices();
  const { userId } = useSessionState();
  return useQuery({ ...myTeamsQuery(http, userId ?? 0), enabled: userId !== null });
}

// The guards send a read that failed with nothing to show to /error. One that failed again after it
// had answered (a bad signal at the pitch) keeps the screen on what it has.

function TeamAccess({ teamId, needAdmin, children }: { teamId: number; needAdmin: boolean; children: ReactNode }) {
  const myTeams = useMyTeams();
  const { currentTeam, setCurrentTeamId } = useCurrentTeam();
  const membership = myTeams.data?.find((t) => t.id === teamId);
  const allowed = membership !== undefined && (!needAdmin || membership.teamRole === 'TEAM_ADMIN');

  // Visiting a team you belong to makes it the current team (docs/product.md §4; docs/domain.md §5.11).
  useEffect(() => {
    if (membership && currentTeam?.id !== membership.id) setCurrentTeamId(membership.id);
  }, [membership, currentTeam?.id, setCurrentTeamId]);

  if (myTeams.isPending) return <Loading />;
  if (myTeams.isError && myTeams.data === undefined) return <Redirect to="/error" replace />;
  if (!allowed) return <Redirect to="/unauthorized" replace />;
  return <>{children}</>;
}

function AnyAdminAccess({ children }: { children: ReactNode }) {
  const myTeams = useMyTeams();
  if (myTeams.isPending) return <Loading />;
  if (myTeams.isError && myTeams.data === undefined) return <Redirect to="/error" replace />;
  if (!isAdminOfAny(myTeams.data)) return <Redirect to="/unauthorized" replace />;
  return <>{children}</>;
}

function MatchAccess({ matchId, need, children }: { matchId: number; need: 'matchMember' | 'matchAdmin' | 'matchRecorder'; children: ReactNode }) {
  const { http } = useServices();
  const { userId } = useSessionState();
  const myTeams = useMyTeams();
  // Whether this screen was let in once: a recorder whose role ends at full time keeps the open
  // record screen (its last writes drain, the final score shows) until they leave it.
  const admitted = useRef(false);
  // A 404 or 403 is an answer, not a hiccup: the query client's retry rule never retries a 4xx.
  const match = useQuery(matchQuery(http, matchId));

  if (match.isError) {
    if (match.error instanceof NotFoundError) return <Redirect to="/404" replace />;
    if (match.error instanceof ForbiddenError) return <Redirect to="/unauthorized" replace />;
    if (match.data === undefined) return <Redirect to="/error" replace />;
  }
  if (myTeams.isError && myTeams.data === undefined) return <Redirect to="/error" replace />;
  if (match.isPending || myTeams.isPending) return <Loading />;

  const roles = sideRolesOf(myTeams.data, match.data);
  const refusal = need === 'matchRecorder' ? recordRefusal(match.data, roles, userId) : null;
  const allowed =
    need === 'matchMember'
      ? roles.home !== null || roles.away !== null
      : need === 'matchAdmin'
        ? roles.home === 'TEAM_ADMIN' || roles.away === 'TEAM_ADMIN'
        : refusal === null || (refusal === 'RECORDER_ROLE_ENDED' && admitted.current);
  if (!allowed) return <Redirect to={refusal === 'RECORDER_ROLE_ENDED' ? `/matches/${matchId}` : '/unauthorized'} replace />;
  admitted.current = true;
  return <>{children}</>;
}
