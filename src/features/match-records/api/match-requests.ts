/**
 * Answering a match request (decision 029): only a TEAM_ADMIN of the invited team, only while it
 * is PENDING. An answer changes the invited team's list, results and schedule (an accepted match
 * joins them), the requests and their count on the person's teams, and the match itself; the
 * owner's list shows the answer too.
 */
import type { MatchListItem } from '#contract/matches.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { matchKeys, matchRequestKeys } from '#src/lib/queries/keys.ts';
import { invalidateTeamMatches } from '#src/lib/queries/matches.ts';
import { invalidateMyTeams } from '#src/lib/queries/users.ts';

export type RequestAnswer = 'accept' | 'decline';

/** Refreshes what an answer changes for both teams; the answered match's own reads are replaced by the answer. */
async function afterAnswer(queryClient: QueryClient, request: MatchListItem, viewerId: number | null) {
  await Promise.all([
    invalidateTeamMatches(queryClient, [request.homeTeamId, request.awayTeamId]),
    queryClient.invalidateQueries({ queryKey: matchKeys.all(request.id) }),
    // The person's teams carry the count of requests waiting (the team page's notice).
    invalidateMyTeams(queryClient, viewerId),
  ]);
}

/** `POST /matches/{id}/accept` or `/decline`; a refusal (6036 answered already, 6037 not an admin) stays on the page as a toast. */
export function answerMatchRequestMutation(http: HttpApi, queryClient: QueryClient, answer: RequestAnswer, viewerId: number | null) {
  return mutationOptions({
    mutationKey: matchRequestKeys.answer(answer),
    mutationFn: (request: MatchListItem) => {
      const options = { params: { id: request.id }, navigateOnForbidden: false, navigateOnNotFound: false };
      return answer === 'accept' ? http.call('acceptMatchRequest', options) : http.call('declineMatchRequest', options);
    },
    onSuccess: (match, request) => {
      queryClient.setQueryData(matchKeys.info(request.id), match);
      return afterAnswer(queryClient, request, viewerId);
    },
    // Answered elsewhere meanwhile (another admin, another tab): the list shows the truth again.
    onError: (_error, request) => afterAnswer(queryClient, request, viewerId),
  });
}
