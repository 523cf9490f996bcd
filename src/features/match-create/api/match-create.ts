/**
 * Query and mutation option factories of the match form: the team search of the opponent field,
 * the temporary opponent, and registering the match (which refreshes both teams' match lists).
 */
import type { MatchCreateRequest } from '#contract/matches.ts';
import type { TeamWriteRequest } from '#contract/teams.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { invalidateTeamMatches } from '#src/lib/queries/matches.ts';
import { teamKeys, userKeys } from '#src/lib/queries/keys.ts';

/** How many suggestions the opponent search shows. */
export const teamSearchSize = 20;

export function teamSearchQuery(http: HttpApi, name: string) {
  return queryOptions({
    queryKey: teamKeys.search(name, teamSearchSize),
    queryFn: ({ signal }) => http.call('listTeams', { query: { page: 0, size: teamSearchSize, ...(name ? { name } : {}) }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** A temporary opponent (isTemp): its creator becomes its admin, so my teams change too. */
export function createTempTeamMutation(http: HttpApi, queryClient: QueryClient, userId: number | null) {
  return mutationOptions({
    mutationFn: (body: TeamWriteRequest) => http.call('createTeam', { body }),
    onSuccess: () => (userId === null ? undefined : queryClient.invalidateQueries({ queryKey: userKeys.teams(userId) })),
  });
}

/** Registers the match; a 404 (an opponent that is gone) is answered on the form, not by leaving the page. */
export function createMatchMutation(http: HttpApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (body: MatchCreateRequest) => http.call('createMatch', { body, navigateOnNotFound: false }),
    onSuccess: (_data, body) => invalidateTeamMatches(queryClient, [body.homeTeamId, body.awayTeamId]),
  });
}
