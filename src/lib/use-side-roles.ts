/**
 * The signed-in person's role in each team of a match, the input of the ownership rules
 * (machines/match.ownership.ts), so a screen offers exactly what the server will allow.
 */
import type { MyTeam } from '#contract/users.ts';
import type { SideRoles } from '#machines/match.ownership.ts';
import { myTeamsQuery, useSessionState } from './account.ts';
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
