/**
 * The record screen's rules over the live stream (the shared client, src/lib/live-stream.ts): the
 * other admin's writes, half changes and the memo. While writes wait in this device's outbox, the
 * stream touches only the log (rows settled by client id) and nothing is re-read, so a re-read never
 * wipes a change not yet sent (decision 013).
 */
import type { Match, MatchEvent } from '#contract/matches.ts';
import { mergeRows, withoutCancelled } from '#machines/match.reconcile.ts';
import { applyLiveMessage, type LiveMessage } from '#src/lib/live-stream.ts';
import type { QueryClient } from '@tanstack/react-query';
import { matchKeys } from '#src/lib/queries/keys.ts';

export interface RecorderLiveOptions {
  queryClient: QueryClient;
  matchId: number;
  /** Whether no write waits in the outbox. */
  quiet: boolean;
}

/**
 * What one stream message does to the record screen's caches. The match machine follows a
 * `match.changed` through the recorder (machines/recorder.machine.ts), under the same rule.
 */
export function applyToRecorder(message: LiveMessage, { queryClient, matchId, quiet }: RecorderLiveOptions): void {
  const historyKey = matchKeys.history(matchId);
  switch (message.type) {
    case 'events.recorded':
      queryClient.setQueryData<MatchEvent[]>(historyKey, (old) => mergeRows(old ?? [], message.events));
      if (quiet)
        void queryClient
          .invalidateQueries({ queryKey: matchKeys.score(matchId) })
          .then(() => queryClient.invalidateQueries({ queryKey: matchKeys.players(matchId) }));
      return;
    case 'events.cancelled':
    case 'exchange.undone':
      queryClient.setQueryData<MatchEvent[]>(historyKey, (old) => withoutCancelled(old ?? [], message.eventIds, 'events' in message ? message.events : []));
      if (quiet) {
        void queryClient.invalidateQueries({ queryKey: matchKeys.score(matchId) });
        void queryClient.invalidateQueries({ queryKey: matchKeys.players(matchId) });
      }
      return;
    case 'match.changed':
      if (!quiet) {
        // The info only: the shared patch of a kick-off cancel would clear the log and the counters.
        queryClient.setQueryData<Match>(matchKeys.info(matchId), message.match);
        return;
      }
      applyLiveMessage(queryClient, matchId, message);
      if (message.matchState === 'SCHEDULED') void queryClient.invalidateQueries({ queryKey: matchKeys.all(matchId) });
      return;
    case 'memo.changed':
    case 'lineup.changed':
      applyLiveMessage(queryClient, matchId, message);
      return;
  }
}
