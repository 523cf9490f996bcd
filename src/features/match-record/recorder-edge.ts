/**
 * The recorder's effects (machines/recorder.machine.ts), provided at the edge:
 * - what a write does to the query caches at once (recorder-caches.ts), with provisional rows whose
 *   minute is the match clock at the tap and whose side is the one this recorder records for;
 * - the durable outbox (recorder-outbox.ts), started with the recorder and kicked when the browser
 *   says it is online again;
 * - the live stream (the shared client, src/lib/live-stream.ts) and what its messages do to the
 *   caches (recorder-live.ts);
 * - after a reload, the writes an earlier page left in the outbox (replay-writes.ts), sent back
 *   through the recorder one at a time, each on the log as the ones before left it;
 * - after the outbox drains, the match the recorder then hands on: as the answers and the stream left
 *   the caches, re-read only when something they could not say is owed (a refused write, a cancelled
 *   kick-off, a substitution's cells while writes waited; decision 101); after a fresh stream, the
 *   reads older than it.
 */
import type { ErrorName } from '#contract/error-codes.ts';
import type { Match, MatchEvent, MatchPlayer } from '#contract/matches.ts';
import { machineMatchOf, matchMachine } from '#machines/match.machine.ts';
import { cancelRefusal, type RecordingSides, recordingTeamId } from '#machines/match.ownership.ts';
import { provisionalEventRows, provisionalExchangeRows, provisionalRow } from '#machines/match.reconcile.ts';
import { derivedTypes } from '#machines/match.scoring.ts';
import type { recorderMachine } from '#machines/recorder.machine.ts';
import { patchOverReadsInFlight, refreshOlderThan } from '#src/lib/live-position.ts';
import { liveStreamSupported, sessionConnection, subscribeToMatch } from '#src/lib/live-stream.ts';
import { findPlayer } from '#src/lib/match-lineup.ts';
import { runOutbox, type Outbox, type OutboxStore } from '#src/lib/outbox.ts';
import type { HttpApi, SessionApi } from '#src/lib/services.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { fromCallback, type AnyActorRef } from 'xstate';
import { recorderCaches } from './recorder-caches.ts';
import { applyToRecorder } from './recorder-live.ts';
import { createRecorderOutbox, toOutboxItem } from './recorder-outbox.ts';
import { replayedEvent, replayStep } from './replay-writes.ts';
import { matchKeys } from '#src/lib/queries/keys.ts';

export interface RecorderEdgeOptions {
  http: HttpApi;
  session: SessionApi;
  queryClient: QueryClient;
  matchId: number;
  store: OutboxStore;
  /** The sides this person records for, once known: the side a row is recorded for, and what may be taken back. */
  sides: () => RecordingSides | null;
}

/** Why this recorder may not take `row` back (null: they may): the ownership rules of decision 029; unknown sides refuse. */
export function cancelRefusalIn(queryClient: QueryClient, matchId: number, sides: RecordingSides | null) {
  return (row: Pick<MatchEvent, 'teamId' | 'recordedByTeamId'>): ErrorName | null => {
    const match = queryClient.getQueryData<Match>(matchKeys.info(matchId));
    if (!match || !sides) return 'NOT_TEAM_ADMIN';
    return cancelRefusal(row, match, sides);
  };
}

/** A player of match `matchId` as the screen knows them now (a tap may come from a render before the last change). */
export const currentPlayerIn =
  (queryClient: QueryClient, matchId: number) =>
  (id: number | null): MatchPlayer | null =>
    findPlayer(queryClient.getQueryData(matchKeys.players(matchId)), id);

/** The recorder's implementations for match `matchId`: `recorderMachine.provide(recorderEdge(…))`. */
export function recorderEdge({ http, session, queryClient, matchId, store, sides }: RecorderEdgeOptions): Parameters<typeof recorderMachine.provide>[0] {
  // Whether the next drain reads the match again: a refusal, a stream message whose read waited for
  // the writes, or a read a write cancelled.
  let rereadAtDrain = false;
  // A read that a write cancelled under way (a re-read the stream asked for) is made at the drain.
  const caches = recorderCaches(queryClient, matchId, {
    onReadsHeld: () => {
      rereadAtDrain = true;
    },
  });
  const info = () => queryClient.getQueryData<Match>(matchKeys.info(matchId));
  const currentPlayer = currentPlayerIn(queryClient, matchId);
  // The outbox the invoked `outbox` actor runs: the match machine's writes go to it.
  let outbox: Outbox | null = null;
  // Provisional rows have negative ids, unique on this screen (the server's are positive).
  let provisionalId = 0;

  const provisional = (
    clientId: string,
    teamId: number,
    eventType: MatchEvent['eventType'],
    player: MatchPlayer | null,
    atMs: number,
    clock: Parameters<typeof provisionalRow>[0]['clock'],
  ) => {
    const match = info();
    if (!match) return null;
    const recordsFor = sides();
    provisionalId -= 1;
    return provisionalRow({
      id: provisionalId,
      clientId,
      teamId,
      eventType,
      player,
      match,
      clock,
      atMs,
      // Written on this device: recorded by the side this person records for, as the server will store it.
      recordedByTeamId: recordsFor ? recordingTeamId(match, recordsFor, teamId) : null,
    });
  };

  /** The match as the cache now has it, to the recorder (which passes it on unless writes wait). */
  const syncFromCache = (self: AnyActorRef) => {
    const match = info();
    // The server's clock against this device's when that answer came (not now: the drain may hand on an answer kept a while).
    const answeredAt = queryClient.getQueryState(matchKeys.info(matchId))?.dataUpdatedAt ?? Date.now();
    if (match) self.send({ type: 'server.synced', match: machineMatchOf(match), serverOffsetMs: Date.parse(match.serverNow) - answeredAt });
  };

  return {
    actors: {
      match: matchMachine.provide({
        actions: {
          // A write replayed from the outbox is in it already.
          enqueue: (_, item) => {
            if (!item.stored) void outbox?.add(toOutboxItem(item));
          },
          clearEvents: () => caches.cleared(),
        },
      }),
      outbox: fromCallback(({ sendBack }) => {
        const box = createRecorderOutbox({
          http,
          queryClient,
          matchId,
          store,
          onDrained: (reread) => {
            if (reread) rereadAtDrain = true;
            sendBack({ type: 'outbox.drained' });
          },
        });
        outbox = box;
        const stop = runOutbox(box, () => sendBack({ type: 'outbox.changed', ...box.getState() }));
        return () => {
          stop();
          if (outbox === box) outbox = null;
        };
      }),
      live: fromCallback(({ sendBack }) => {
        if (!liveStreamSupported()) return undefined;
        return subscribeToMatch(matchId, {
          ...sessionConnection(session),
          onStatus: (status) => sendBack({ type: 'live.status', status }),
          onReady: ({ seq, fresh }) => sendBack({ type: 'live.ready', seq, fresh }),
          onMessage: (message) => sendBack({ type: 'live.message', message }),
        });
      }),
      storedWrites: fromCallback(({ sendBack }) => {
        let stopped = false;
        const done = () => {
          if (!stopped) sendBack({ type: 'replay.done' });
        };
        void store.list(matchId).then((items) => {
          // One at a time: each replay step reads the log as the writes before it left it.
          for (const item of items) {
            if (stopped) return;
            const event = replayedEvent(replayStep(item, caches.history()), currentPlayer, () => crypto.randomUUID());
            if (event) sendBack(event);
          }
          done();
        }, done);
        return () => {
          stopped = true;
        };
      }),
    },
    guards: {
      mayTakeBack: ({ event }) => event.type === 'cancel' && cancelRefusalIn(queryClient, matchId, sides())(event.row) === null,
    },
    actions: {
      showRecorded: (_, { event, atMs, clock }) => {
        const { request, player } = event;
        const row = provisional(request.clientId, request.teamId, request.eventType, player, atMs, clock);
        // The rows the server will write: a second yellow is a red card on the screen at once too.
        caches.recorded(player, row ? provisionalEventRows(row, derivedTypes(request.eventType, player ? player.yellowCards : null)) : []);
      },
      showExchanged: (_, { event, atMs, clock }) => {
        const row = provisional(event.request.clientId, event.from.teamId, 'SUB_OUT', event.from, atMs, clock);
        caches.exchanged(event.from, event.to, row ? provisionalExchangeRows(row, event.to) : []);
      },
      showCancelled: (_, row) => caches.cancelled(row),
      showMemo: (_, memo) => caches.memo(memo),
      applyLive: ({ self }, { message, quiet }) => {
        const patch = () => {
          if (applyToRecorder(message, { queryClient, matchId, quiet })) rereadAtDrain = true;
        };
        // While writes wait, nothing is re-read (recorder-live.ts): the drain's re-read comes after.
        if (!quiet) return patch();
        void patchOverReadsInFlight(queryClient, matchKeys.all(matchId), message.seq, patch).then((reread) => reread && syncFromCache(self));
      },
      rereadOlder: ({ self }, seq) => {
        void refreshOlderThan(queryClient, matchKeys.all(matchId), seq).then((reread) => reread && syncFromCache(self));
      },
      resync: ({ self }, { readAll }) => {
        if (readAll || rereadAtDrain) {
          rereadAtDrain = false;
          void queryClient.invalidateQueries({ queryKey: matchKeys.all(matchId) }).then(() => syncFromCache(self));
          return;
        }
        // The answers and the stream brought everything this screen shows: no read. What other screens
        // of the match keep (its summary, the minutes) is stale now, read when one of them shows again.
        void queryClient.invalidateQueries({ queryKey: matchKeys.all(matchId), predicate: (query) => query.getObserversCount() === 0 });
        syncFromCache(self);
      },
    },
  };
}
