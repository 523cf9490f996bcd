/**
 * The signed-in person's role in each team of a match, the input of the ownership rules
 * (machines/match.ownership.ts), so a screen offers exactly what the server will allow.
 */
import type { MyTeam } from '#contract/users.ts';
import { recordingSides, type NamedRecorders, type RecordingSides, type SideRoles } from '#machines/match.ownership.ts';
import type { MatchState } from '#contract/enums.ts';
import { useSessionState } from './account.ts';
import { myTeamsQuery } from './queries/users.ts';
import { useServices } from './services.tsx';
import { useQuery } from '@tanstack/react-query';

export function sideRolesOf(teams: readonly MyTeam[], match: { homeTeamId: number; awayTeamId: number }): SideRoles {
  const roleIn = (teamId: number) => teams.find((t) => t.id === teamId)?.teamRole ?? null;
  return { home: roleIn(match.homeTeamId), away: roleIn(match.awayTeamId) };
}

/** Null while the person's teams load: a screen offers nothing it cannot yet justify. */
export function useSideRoles(match: { homeTeamId: number; awayTeamId: number } | undefined): SideRoles | null {
  const { http } = useServices();
  const { userId } = useSessionState();
  const teams = useQuery({ ...myTeamsQuery(http, userId ?? 0), enabled: userId !== null });
  if (!match || !teams.data) return null;
  return sideRolesOf(teams.data, match);
}

type RecordedMatch = { homeTeamId: number; awayTeamId: number; matchState: MatchState } & NamedRecorders;

/**
 * The person's roles and the sides they record for (an admin's side, or the side whose admin named
 * them recorder of this match, until full time: decision 054). Null while their teams load.
 */
export function useRecordingAccess(match: RecordedMatch | undefined): { roles: SideRoles; sides: RecordingSides } | null {
  const { userId } = useSessionState();
  const roles = useSideRoles(match);
  if (!match || !roles) return null;
  return { roles, sides: recordingSides(match, roles, userId) };
}
