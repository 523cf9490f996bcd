/**
 * Option factories of the match page. The reads are the shared ones of src/lib/queries/matches.ts
 * (keys matchKeys.info | score | players | history | summary | memo, which live updates
 * will patch); deleting and naming a recorder are this page's own.
 */
import type { MatchShareState } from '#contract/match-share.ts';
import type { QueryClient } from '@tanstack/react-query';
import { mutationOptions } from '@tanstack/react-query';
import type { HttpApi } from '#src/lib/services.tsx';
import { matchKeys } from '#src/lib/queries/keys.ts';
import { invalidateTeamMatches } from '#src/lib/queries/matches.ts';

/**
 * Deletes a match that has not started. Afterwards both teams' lists, results, calendars and requests refresh; the
 * match's own keys are left alone, since this page still reads them until it has moved away.
 */
export function deleteMatchMutation(http: HttpApi, queryClient: QueryClient, match: { id: number; homeTeamId: number; awayTeamId: number }) {
  return mutationOptions({
    mutationKey: matchKeys.mutation(match.id, 'delete'),
    mutationFn: () => http.call('deleteMatch', { params: { id: match.id } }),
    onSuccess: () => invalidateTeamMatches(queryClient, [match.homeTeamId, match.awayTeamId]),
  });
}

/**
 * Names a team's recorder of the match, or takes the role back (`userId` null; decision 054). The
 * answer is the match as it is now: it replaces the page's copy at once (the live stream says the same
 * to everyone else on the match's pages).
 */
export function changeRecorderMutation(http: HttpApi, queryClient: QueryClient, matchId: number) {
  return mutationOptions({
    mutationKey: matchKeys.mutation(matchId, 'recorder'),
    mutationFn: ({ teamId, userId }: { teamId: number; userId: number | null }) =>
      userId === null
        ? http.call('removeMatchRecorder', { params: { id: matchId, teamId } })
        : http.call('nameMatchRecorder', { params: { id: matchId, teamId }, body: { userId } }),
    onSuccess: (match) => queryClient.setQueryData(matchKeys.info(matchId), match),
  });
}

/**
 * Keeps the public link answering after the 7 days that follow full time, or lets it stop (decision 070).
 */
export function keepShareMutation(http: HttpApi, queryClient: QueryClient, matchId: number) {
  return mutationOptions({
    mutationKey: matchKeys.mutation(matchId, 'share'),
    mutationFn: async (keep: boolean): Promise<MatchShareState> => ({ link: await http.call('keepMatchShare', { params: { id: matchId }, body: { keep } }) }),
    onSuccess: (state) => queryClient.setQueryData(matchKeys.share(matchId), state),
  });
}

/**
 * Turns the public scoreboard link on (`on`) or off (decision 057). The answer is the state the
 * server now has: on answers the link (the same one when it was already on), off none.
 */
export function switchShareMutation(http: HttpApi, queryClient: QueryClient, matchId: number) {
  return mutationOptions({
    mutationKey: matchKeys.mutation(matchId, 'share'),
    mutationFn: async (on: boolean): Promise<MatchShareState> => {
      if (on) return { link: await http.call('shareMatch', { params: { id: matchId } }) };
      await http.call('unshareMatch', { params: { id: matchId } });
      return { link: null };
    },
    onSuccess: (state) => queryClient.setQueryData(matchKeys.share(matchId), state),
  });
}
