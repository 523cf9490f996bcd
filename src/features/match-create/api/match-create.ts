/**
 * Mutation option factories of the match form: the temporary opponent, and registering the match
 * (which refreshes what it changes for both teams). The opponent search is a shared read
 * (teamSearchQuery, src/lib/queries/teams.ts).
 */
import type { MatchCreateRequest } from '#contract/matches.ts';
import type { TeamWriteRequest } from '#contract/teams.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { invalidateTeamMatches } from '#src/lib/queries/matches.ts';
import { invalidateMyTeams } from '#src/lib/queries/users.ts';

/** A temporary opponent (isTemp): its creator becomes its admin, so my teams change too. */
export function createTempTeamMutation(http: HttpApi, queryClient: QueryClient, userId: number | null) {
  return mutationOptions({
    mutationFn: (body: TeamWriteRequest) => http.call('createTeam', { body }),
    onSuccess: () => invalidateMyTeams(queryClient, userId),
  });
}

/** Registers the match; a 404 (an opponent that is gone) is answered on the form, not by leaving the page. */
export function createMatchMutation(http: HttpApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (body: MatchCreateRequest) => http.call('createMatch', { body, navigateOnNotFound: false }),
    onSuccess: (_data, body) => invalidateTeamMatches(queryClient, [body.homeTeamId, body.awayTeamId]),
  });
}
