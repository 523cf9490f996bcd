/**
 * Leaving Pitchside (decision 031): the withdraw call, and the checks the dialog makes before it —
 * which of the person's teams would be left with members but no admin (each team's headcount is
 * teamHeadcountQuery, src/lib/queries/members.ts). The server refuses the same case (409 4008);
 * asking first lets the dialog say which team and where to hand the role over. And which teams they
 * still owe dues to, which stay on those teams' boards (decision 072).
 */
import type { MyTeam, MyTeamListItem } from '#contract/users.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { mutationOptions } from '@tanstack/react-query';
import { userKeys } from '#src/lib/queries/keys.ts';
import type { TeamHeadcount } from '#src/lib/queries/members.ts';

/** The teams whose headcount must be checked: those the person administers (temporary teams have no members). */
export function administeredTeams(teams: readonly MyTeam[]): MyTeam[] {
  return teams.filter((t) => t.teamRole === 'TEAM_ADMIN' && !t.isTemp);
}

/** True when the person, as its only admin, would leave other members without one. */
export function needsHandover({ admins, members }: TeamHeadcount): boolean {
  return admins <= 1 && members > 1;
}

/** The teams the person still owes dues to (decision 072): the withdraw dialog says each figure before they confirm. */
export function teamsOwedDues(teams: readonly MyTeamListItem[]): MyTeamListItem[] {
  return teams.filter((t) => (t.duesOwed ?? 0) > 0);
}

export function withdrawMutation(http: HttpApi) {
  return mutationOptions({
    mutationKey: userKeys.withdraw(),
    mutationFn: () => http.call('withdraw'),
  });
}
