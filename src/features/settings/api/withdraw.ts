/**
 * Leaving Pitchside (decision 031): the withdraw call, and the check the dialog makes before it —
 * which of the person's teams would be left with members but no admin. The server refuses the same
 * case (409 4008); asking first lets the dialog say which team and where to hand the role over.
 */
import type { MyTeam } from '#contract/users.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { memberKeys, userKeys } from '#src/lib/queries/keys.ts';

/** How many admins and members a team has (two one-row pages: only their totals are read). */
export interface TeamHeadcount {
  admins: number;
  members: number;
}

export function teamHeadcountQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: memberKeys.handover(teamId),
    queryFn: async ({ signal }): Promise<TeamHeadcount> => {
      const [admins, members] = await Promise.all([
        http.call('listMembers', { params: { id: teamId }, query: { page: 0, size: 1, teamRole: 'TEAM_ADMIN' }, signal }),
        http.call('listMembers', { params: { id: teamId }, query: { page: 0, size: 1 }, signal }),
      ]);
      return { admins: admins.totalElements, members: members.totalElements };
    },
    // Asked each time the dialog opens: a hand-over may just have happened in another tab.
    staleTime: 0,
  });
}

/** The teams whose headcount must be checked: those the person administers (temporary teams have no members). */
export function administeredTeams(teams: readonly MyTeam[]): MyTeam[] {
  return teams.filter((t) => t.teamRole === 'TEAM_ADMIN' && !t.isTemp);
}

/** True when the person, as its only admin, would leave other members without one. */
export function needsHandover({ admins, members }: TeamHeadcount): boolean {
  return admins <= 1 && members > 1;
}

export function withdrawMutation(http: HttpApi) {
  return mutationOptions({
    mutationKey: userKeys.withdraw(),
    mutationFn: () => http.call('withdraw'),
  });
}
