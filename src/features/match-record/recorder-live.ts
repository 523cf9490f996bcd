/**
 * The record screen's rules over the live stream (the shared client, src/lib/live-stream.ts): the
 * other admin's writes, half changes and the memo. While writes wait in this device's outbox, the
 * stream touches only the log (rows settled by client id) and nothing is re-read, so a re-read never
 * wipes a change not yet sent (decision 013).
 */
import type { Match, MatchEvent } from '#contract/matches.ts';
import { mergeRows, withoutCancelled } from '#machines/match.reconcile.ts';
import { refreshOlderThan } from '#src/lib/live-position.ts';
import { applyLiveMessage, sessionConnection, subscribeToMatch, type LiveMessage, type LiveStatus } from '#src/lib/live-stream.ts';
import { matchKeys } from '#src/lib/match-queries.ts';
import type { SessionApi } from '#src/lib/services.tsx';
import type { QueryClient } from '@tanstack/react-query';

export interface RecorderLiveOptions {
  queryClient: QueryClient;
  matchId: number;
  session: SessionApi;
  /** Whether no write waits in the outbox. */
  quiet: () => boolean;
  /** The match as the server now has it: hand it to the match machine. */
  onServerMatch: (match: Match) => void;
  /** What was read again after a fresh `ready`: sync the match machine. */
  onReread: () => void;
  onStatus: (status: LiveStatus) => void;
}

/** What one stream message does to the record screen's caches. */
function applyToRecorder(message: LiveMessage, { queryClient, matchId, quiet, onServerMatch }: RecorderLiveOptions): void {
  const historyKey = matchKeys.history(matchId);
  switch (message.type) {
    case 'events.recorded':
      queryClient.setQueryData<MatchEvent[]>(historyKey, (old) => mergeRows(old ?? [], message.events));
      if (quiet()) void queryClient.invalidateQueries({ queryKey: matchKeys.score(matchId) }).then(() => queryClient.invalidateQueries({ queryKey: matchKeys.players(matchId) }));
      return;
    case 'events.cancelled':
    case 'exchange.undone':
      queryClient.setQueryData<MatchEvent[]>(historyKey, (old) => withoutCancelled(old ?? [], message.eventIds, 'events' in message ? message.events : []));
      if (quiet()) {
        void queryClient.invalidateQueries({ queryKey: matchKeys.score(matchId) });
        void queryClient.invalidateQueries({ queryKey: matchKeys.players(matchId) });
      }
      return;
    case 'match.changed':
      if (!quiet()) {
        // The info only: the shared patch of a kick-off cancel would clear the log and the counters.
        queryClient.setQueryData<Match>(matchKeys.info(matchId), message.match);
        return;
      }
      applyLiveMessage(queryClient, matchId, message);
      onServerMatch(message.match);
      if (message.matchState === 'SCHEDULED') void queryClient.invalidateQueries({ queryKey: matchKeys.all(matchId) });
      return;
    case 'memo.changed':
    case 'lineup.changed':
      applyLiveMessage(queryClient, matchId, message);
      return;
  }
}

/** Follows match `matchId`'s live stream for the record screen until the returned function is called. */
export function followRecorderLive(options: RecorderLiveOptions): () => void {
  const { queryClient, matchId, session, quiet, onReread, onStatus } = options;
  return subscribeToMatch(matchId, {
    ...sessionConnection(session),
    onStatus,
    onReady: ({ seq, fresh }) => {
      // What was read at an earlier position than the stream's is read again, unless writes wait.
      if (fresh && quiet()) void refreshOlderThan(queryClient, matchKeys.all(matchId), seq).then((reread) => reread && onReread());
    },
    onMessage: (message) => applyToRecorder(message, options),
  });
}
