/**
 * The record screen's rules over the live stream (the shared client, src/lib/live-stream.ts): the
 * other admin's writes, half changes and the memo. Rows settle the log by client id and move the
 * counters by what they change (recorder-caches.ts, decision 101): this device's own writes, echoed,
 * change nothing, and nothing is read again. What the rows cannot say (the cells a substitution
 * moves) is re-read, but never while writes wait in this device's outbox, so a re-read never wipes a
 * change not yet sent (decision 013): the drain reads it then.
 */
import type { Match } from '#contract/matches.ts';
import { applyLiveMessage, type LiveMessage } from '#src/lib/live-stream.ts';
import type { QueryClient } from '@tanstack/react-query';
import { matchKeys } from '#src/lib/queries/keys.ts';
import { recorderCaches } from './recorder-caches.ts';

export interface RecorderLiveOptions {
  queryClient: QueryClient;
  matchId: number;
  /** Whether no write waits in the outbox. */
  quiet: boolean;
}

/**
 * What one stream message does to the record screen's caches. The match machine follows a
 * `match.changed` through the recorder (machines/recorder.machine.ts), under the same rule.
 * Answers whether something is left to read once the outbox drains (a read the waiting writes held back).
 */
export function applyToRecorder(message: LiveMessage, { queryClient, matchId, quiet }: RecorderLiveOptions): boolean {
  const caches = recorderCaches(queryClient, matchId);
  /** The players' cells moved: read them now, or at the drain. */
  const playersMoved = () => {
    if (!quiet) return true;
    void queryClient.invalidateQueries({ queryKey: matchKeys.players(matchId) });
    return false;
  };
  switch (message.type) {
    case 'events.recorded':
      return caches.settled(message.events) ? false : playersMoved();
    case 'events.cancelled':
    case 'exchange.undone':
      return caches.cancelledElsewhere(message.eventIds, 'events' in message ? message.events : []) ? false : playersMoved();
    case 'match.changed':
      if (!quiet) {
        // The info only: the shared patch of a kick-off cancel would clear the log and the counters.
        queryClient.setQueryData<Match>(matchKeys.info(matchId), message.match);
        return message.matchState === 'SCHEDULED';
      }
      applyLiveMessage(queryClient, matchId, message);
      if (message.matchState === 'SCHEDULED') void queryClient.invalidateQueries({ queryKey: matchKeys.all(matchId) });
      return false;
    case 'memo.changed':
    case 'lineup.changed':
      applyLiveMessage(queryClient, matchId, message);
      return false;
  }
}
