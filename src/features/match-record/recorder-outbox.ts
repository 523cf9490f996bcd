/**
 * The record screen's outbox (src/lib/outbox.ts) over the app's HTTP client and the match's caches:
 * how a stored write is sent, and what its answer does to the screen.
 * - A cancel refers to its event by server id or, made before the server answered, by client id;
 *   the row that client id became is looked up when it is sent (machines/match.reconcile.ts).
 * - A recorded write's rows replace its provisional ones and move the counters by what differs
 *   (recorder-caches.ts, decision 101); a time change's answer is the match.
 * - A refusal shows the server's Korean message; the caller re-reads the match when the queue drains.
 */
import type { Match, MatchEvent, RecordResult } from '#contract/matches.ts';
import type { MatchEventRef, MatchOutboxItem } from '#machines/match.machine.ts';
import { resolveEventId } from '#machines/match.reconcile.ts';
import { toast } from '#src/components/ui/toast-queue.ts';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import { createOutbox, type Outbox, type OutboxItem, type OutboxStore } from '#src/lib/outbox.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { matchKeys } from '#src/lib/queries/keys.ts';
import { recorderCaches } from './recorder-caches.ts';

type LooseCall = (name: string, options: { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown }) => Promise<unknown>;

/** Turns a machine write into a stored outbox item. */
export function toOutboxItem(item: MatchOutboxItem): Omit<OutboxItem, 'matchId' | 'order' | 'createdAt' | 'attempts'> {
  const params = { id: item.matchId };
  switch (item.kind) {
    case 'time':
      return { clientId: crypto.randomUUID(), kind: item.kind, endpoint: 'updateMatchTime', params, body: item.body };
    case 'kickoff.cancel':
      return { clientId: crypto.randomUUID(), kind: item.kind, endpoint: 'cancelKickoff', params };
    case 'event':
      return { clientId: item.body.clientId, kind: item.kind, endpoint: 'recordEvent', params, body: item.body };
    case 'exchange':
      return { clientId: item.body.clientId, kind: item.kind, endpoint: 'recordExchange', params, body: item.body };
    case 'event.cancel':
      return { clientId: item.clientId, kind: item.kind, endpoint: 'cancelEvent', params: {}, query: { clientId: item.clientId }, meta: item.target };
    case 'memo':
      return { clientId: crypto.randomUUID(), kind: item.kind, endpoint: 'saveMatchMemo', params, body: { memo: item.memo } };
  }
}

export interface RecorderOutboxOptions {
  http: HttpApi;
  queryClient: QueryClient;
  matchId: number;
  store: OutboxStore;
  /**
   * The queue drained after sending something. `reread`: what the answers did not bring must be read
   * again (a write was refused, or its answer did not say what it changed).
   */
  onDrained: (reread: boolean) => void;
}

/** The outbox of match `matchId`, not started yet. */
export function createRecorderOutbox({ http, queryClient, matchId, store, onDrained }: RecorderOutboxOptions): Outbox {
  const history = () => queryClient.getQueryData<MatchEvent[]>(matchKeys.history(matchId)) ?? [];
  const caches = recorderCaches(queryClient, matchId);
  // Since the last drain: whether the screen holds something only a read can put right.
  let reread = false;
  const send = async (item: OutboxItem) => {
    const call = http.call as unknown as LooseCall;
    if (item.kind === 'event.cancel') {
      const eventId = resolveEventId(history(), item.meta as MatchEventRef);
      // The event never reached the server (its write was refused): nothing to cancel.
      if (eventId === null) return null;
      return call(item.endpoint, { params: { id: eventId }, query: item.query });
    }
    return call(item.endpoint, { params: item.params, query: item.query, body: item.body });
  };
  return createOutbox({
    store,
    matchId,
    send,
    onSent: (item, result) => {
      if (result && typeof result === 'object' && 'seq' in result) {
        if (!caches.settled((result as RecordResult).events)) reread = true;
      } else if (item.kind === 'time' || item.kind === 'kickoff.cancel') {
        queryClient.setQueryData<Match>(matchKeys.info(matchId), result as Match);
        // A cancelled kick-off put the lineups back and cleared every player's counters: the answer is the match only.
        if (item.kind === 'kickoff.cancel') reread = true;
      }
    },
    onRefused: (_item, error) => {
      reread = true;
      toast.error(error.message || matchRecordMessages.refused);
    },
    onDrained: () => {
      const now = reread;
      reread = false;
      onDrained(now);
    },
  });
}
