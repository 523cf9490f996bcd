/**
 * Mutation option factories of the team pages (the team's reads are src/lib/queries/teams.ts).
 * Creating or joining a team changes the person's teams, which the team guard reads before the
 * team's page opens; editing one changes its profile and everything under teamKeys.all that shows it.
 */
import type { TeamWriteRequest } from '#contract/teams.ts';
import type { MyTeam } from '#contract/users.ts';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { teamKeys } from '#src/lib/queries/keys.ts';
import { addToMyTeams, invalidateMyTeams } from '#src/lib/queries/users.ts';
import type { HttpApi } from '#src/lib/services.tsx';

/**
 * The new team among the person's teams at once, then the list read again. Awaited (the mutation
 * settles after it), so the page moves on to the team only once the guard will let it in.
 */
function addTeamToMine(queryClient: QueryClient, userId: number | null, team: MyTeam): Promise<void> {
  if (userId === null) return Promise.resolve();
  addToMyTeams(queryClient, userId, team);
  return invalidateMyTeams(queryClient, userId);
}

export function createTeamMutation(http: HttpApi, queryClient: QueryClient, userId: number | null) {
  return mutationOptions({
    mutationFn: (body: TeamWriteRequest) => http.call('createTeam', { body }),
    onSuccess: (team) => addTeamToMine(queryClient, userId, team),
  });
}

/** The saved team replaces the cached profile; the rest of the team and the person's teams read again, not awaited. */
export function updateTeamMutation(http: HttpApi, queryClient: QueryClient, teamId: number, userId: number | null) {
  return mutationOptions({
    mutationFn: (body: TeamWriteRequest) => http.call('updateTeam', { params: { id: teamId }, body }),
    onSuccess: (updated) => {
      queryClient.setQueryData(teamKeys.all(teamId), updated);
      void queryClient.invalidateQueries({ queryKey: teamKeys.all(teamId) });
      void invalidateMyTeams(queryClient, userId);
    },
  });
}

/** An unknown or expired code is an answer (404), not a page to leave. */
export function lookupInviteCodeMutation(http: HttpApi) {
  return { mutationFn: (code: string) => http.call('lookupInviteCode', { body: { code }, navigateOnNotFound: false }) };
}

export function joinTeamMutation(http: HttpApi, queryClient: QueryClient, userId: number | null) {
  return mutationOptions({
    mutationFn: (code: string) => http.call('joinTeam', { body: { code }, navigateOnNotFound: false }),
    onSuccess: (team) => {
      // The team's profile counts its members: a copy cached from before (an opponent's mark) is out of date.
      void queryClient.invalidateQueries({ queryKey: teamKeys.all(team.id), exact: true });
      return addTeamToMine(queryClient, userId, team);
    },
  });
}
