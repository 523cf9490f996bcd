/**
 * Option factories of the match page. The reads are the shared ones of src/lib/match-queries.ts
 * (keys ['matches', id, info | score | players | history | summary | memo], which live updates
 * will patch); deleting is this page's own.
 */
import type { QueryClient } from '@tanstack/react-query';
import { mutationOptions } from '@tanstack/react-query';
import type { HttpApi } from '#src/lib/services.tsx';

export {
  matchHistoryQuery, matchInfoQuery, matchKeys, matchMemoQuery, matchPlayersQuery, matchScoreQuery, matchSummaryQuery,
} from '#src/lib/match-queries.ts';

/**
 * Deletes a match that has not started. Afterwards both teams' lists and summaries refresh; the
 * match's own keys are left alone, since this page still reads them until it has moved away.
 */
export function deleteMatchMutation(http: HttpApi, queryClient: QueryClient, match: { id: number; homeTeamId: number; awayTeamId: number }) {
  return mutationOptions({
    mutationKey: ['matches', match.id, 'delete'],
    mutationFn: () => http.call('deleteMatch', { params: { id: match.id } }),
    onSuccess: () =>
      Promise.all(
        [match.homeTeamId, match.awayTeamId].flatMap((teamId) => [
          queryClient.invalidateQueries({ queryKey: ['teams', teamId, 'matches'] }),
          queryClient.invalidateQueries({ queryKey: ['teams', teamId, 'results'] }),
        ]),
      ),
  });
}
