/**
 * Query and mutation option factories of the team pages (docs/conventions.md §3). Keys start with
 * ['teams', id] (teamKeys.all, #src/lib/queries/keys.ts), so invalidating that prefix refreshes a whole team.
 */
import type { TeamWriteRequest } from '#contract/teams.ts';
import type { HttpApi } from '#src/lib/services.tsx';

export function createTeamMutation(http: HttpApi) {
  return { mutationFn: (body: TeamWriteRequest) => http.call('createTeam', { body }) };
}

export function updateTeamMutation(http: HttpApi, teamId: number) {
  return { mutationFn: (body: TeamWriteRequest) => http.call('updateTeam', { params: { id: teamId }, body }) };
}

/** An unknown or expired code is an answer (404), not a page to leave. */
export function lookupInviteCodeMutation(http: HttpApi) {
  return { mutationFn: (code: string) => http.call('lookupInviteCode', { body: { code }, navigateOnNotFound: false }) };
}

export function joinTeamMutation(http: HttpApi) {
  return { mutationFn: (code: string) => http.call('joinTeam', { body: { code }, navigateOnNotFound: false }) };
}
