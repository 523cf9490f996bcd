/**
 * Query and mutation option factories of the team pages (docs/conventions.md §3). Keys start with
 * ['teams', id] (accountKeys.team), so invalidating that prefix refreshes a whole team.
 */
import type { TeamWriteRequest } from '#contract/teams.ts';
import { queryOptions } from '@tanstack/react-query';
import { constants } from '#src/lib/constants.ts';
import type { HttpApi } from '#src/lib/services.tsx';

export const teamKeys = {
  team: (teamId: number) => ['teams', teamId] as const,
  recentResults: (teamId: number) => ['teams', teamId, 'results', 'recent'] as const,
  resultsSummary: (teamId: number) => ['teams', teamId, 'results', 'summary'] as const,
  homeNotices: (teamId: number) => ['teams', teamId, 'notices', { size: constants.pageSize.homeNotices, sortType: 'LATEST', isImportant: false }] as const,
  inviteLookup: (code: string) => ['invite-codes', code] as const,
};

export function recentResultsQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: teamKeys.recentResults(teamId),
    queryFn: ({ signal }) => http.call('getRecentResults', { params: { id: teamId }, signal }),
  });
}

export function resultsSummaryQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: teamKeys.resultsSummary(teamId),
    queryFn: ({ signal }) => http.call('getResultsSummary', { params: { id: teamId }, signal }),
  });
}

/** The home board: the 10 latest non-important notices (docs/product.md §9). */
export function homeNoticesQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: teamKeys.homeNotices(teamId),
    queryFn: ({ signal }) =>
      http.call('listNotices', {
        params: { id: teamId },
        query: { page: 0, size: constants.pageSize.homeNotices, sortType: 'LATEST', isImportant: false },
        signal,
      }),
  });
}

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
