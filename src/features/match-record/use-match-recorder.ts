/**
 * The record screen's one hook (conventions.md "Machines"), rendered once the match is read (the
 * page reads it first): reads the rest of the match, creates the match actor with the app's
 * `enqueue` (the durable outbox, recorder-outbox.ts) and `clearEvents`, and applies every action to
 * the TanStack Query caches at once. The server's answers reconcile them (the answer's rows replace
 * the provisional ones, machines/match.reconcile.ts), and when the outbox drains everything of the
 * match is read again. It also follows the live stream with the record screen's rules
 * (recorder-live.ts), so the other admin's writes show up.
 */
import type { MatchEventType } from '#contract/enums.ts';
import type {
  Match, MatchEvent, MatchPlayer, MatchPlayers, RecordEventRequest,
} from '#contract/matches.ts';
import {
  matchMachine, selectClock, type MatchEventRef, type MatchMachineMatch, type MatchOutboxItem, type NextTimeAction,
} from '#machines/match.machine.ts';
import { cancelRefusal, recordingTeamId, type SideRoles } from '#machines/match.ownership.ts';
import { mainRowOf, provisionalEventRows, provisionalExchangeRows, provisionalRow } from '#machines/match.reconcile.ts';
import { derivedTypes } from '#machines/match.scoring.ts';
import { canRecordFor } from '#machines/match.players.ts';
import { selectUndoOffer, undoWindowMachine, type UndoOffer } from '#machines/undo-window.machine.ts';
import { toast } from '#src/components/ui/toast-queue.ts';
import { liveStreamSupported, type LiveStatus } from '#src/lib/live-stream.ts';
import { findPlayer } from '#src/lib/match-lineup.ts';
import { matchHistoryQuery, matchInfoQuery, matchKeys, matchMemoQuery, matchPlayersQuery, matchScoreQuery } from '#src/lib/match-queries.ts';
import { messages } from '#src/lib/messages.ts';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import { createDefaultOutboxStore, type Outbox, type OutboxItem, type OutboxState } from '#src/lib/outbox.ts';
import { useServices } from '#src/lib/services.tsx';
import { useSideRoles } from '#src/lib/use-side-roles.ts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { type ActorRefFrom } from 'xstate';
import { canComeOn, canGoOff } from './match-record.cache.ts';
import { replayStep } from './replay-writes.ts';
import { recorderCaches } from './recorder-caches.ts';
import { followRecorderLive } from './recorder-live.ts';
import { createRecorderOutbox, toOutboxItem } from './recorder-outbox.ts';

export type MatchActor = ActorRefFrom<typeof matchMachine>;

/** An outbox write replayed onto the screen after a reload: it keeps its own ids and time. */
interface Replay {
  atMs: number;
  clientId?: string;
  request?: RecordEventRequest;
}

const machineMatchOf = (match: Match): MatchMachineMatch => ({
  id: match.id, matchState: match.matchState, firstHalfPeriod: match.firstHalfPeriod, secondHalfPeriod: match.secondHalfPeriod,
  firstHalfStartAt: match.firstHalfStartAt, firstHalfEndAt: match.firstHalfEndAt, secondHalfStartAt: match.secondHalfStartAt, secondHalfEndAt: match.secondHalfEndAt,
});

/** The match actor's input: the match as read, and how far the server's clock is from this device's. */
function machineInputOf(queryClient: QueryClient, matchId: number) {
  const match = queryClient.getQueryData<Match>(matchKeys.info(matchId));
  if (!match) throw new Error(`useMatchRecorder: the match ${matchId} is rendered before it is read`);
  const updatedAt = queryClient.getQueryState(matchKeys.info(matchId))?.dataUpdatedAt ?? Date.now();
  return { match: machineMatchOf(match), serverOffsetMs: Date.parse(match.serverNow) - updatedAt };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

const idleState: OutboxState = { pending: 0, headAttempts: 0 };

/** The recorder of match `matchId`, whose info is in the query cache already (MatchRecordPage waits for it). */
export function useMatchRecorder(matchId: number) {
  const { http, session, outboxStore } = useServices();
  const queryClient = useQueryClient();
  const caches = useMemo(() => recorderCaches(queryClient, matchId), [queryClient, matchId]);
  const info = useQuery(matchInfoQuery(http, matchId));
  const score = useQuery(matchScoreQuery(http, matchId));
  const players = useQuery(matchPlayersQuery(http, matchId));
  const history = useQuery(matchHistoryQuery(http, matchId));
  const memo = useQuery(matchMemoQuery(http, matchId));
  const store = useMemo(() => outboxStore ?? createDefaultOutboxStore(), [outboxStore]);
  const [outbox, setOutbox] = useState<Outbox | null>(null);
  // The undo toast's window (machines/undo-window.machine.ts): one offer, lapsing after its delay.
  const undoWindow = useActorRef(undoWindowMachine);
  const undo = useSelector(undoWindow, selectUndoOffer);
  const actorRef = useRef<MatchActor | null>(null);
  const outboxRef = useRef<Outbox | null>(null);
  const provisionalId = useRef(0);
  const replaying = useRef(false);
  const online = useOnline();
  /** The live stream's connection: the other admin's writes come in while it is live. */
  const [live, setLive] = useState<LiveStatus | null>(null);
  const loaded = info.data !== undefined;
  // The recorder's role in each team: who a row written here is recorded by, and which rows it may take back.
  const roles = useSideRoles(info.data);
  const rolesRef = useRef<SideRoles | null>(roles);
  rolesRef.current = roles;

  /** Hands the machine the match as the server has it, unless writes wait (they are ahead of it). */
  const syncMachine = useCallback(() => {
    const match = queryClient.getQueryData<Match>(matchKeys.info(matchId));
    if (match && (outboxRef.current?.getState().pending ?? 0) === 0) {
      actorRef.current?.send({ type: 'server.synced', match: machineMatchOf(match), serverOffsetMs: Date.parse(match.serverNow) - Date.now() });
    }
  }, [queryClient, matchId]);

  const resync = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: matchKeys.all(matchId) });
    syncMachine();
  }, [queryClient, matchId, syncMachine]);

  // The outbox: one per match, over the injected store; pending writes of an earlier page are sent now.
  useEffect(() => {
    const box = createRecorderOutbox({ http, queryClient, matchId, store, onDrained: () => void resync() });
    outboxRef.current = box;
    setOutbox(box);
    void box.start();
    return () => {
      box.stop();
      outboxRef.current = null;
    };
  }, [http, queryClient, matchId, store, resync]);

  // The actor: made in the first render, in the state the server says (the page renders this hook
  // once the match is read), so the screen shows in that render with no loading pass before it.
  // @xstate/react starts it after the commit and stops it with the page.
  const [input] = useState(() => machineInputOf(queryClient, matchId));
  const actor = useActorRef(
    matchMachine.provide({
      actions: {
        // While the outbox's own items are replayed onto the screen they are not queued again.
        enqueue: (_, item: MatchOutboxItem) => {
          if (!replaying.current) void outboxRef.current?.add(toOutboxItem(item));
        },
        clearEvents: () => caches.cleared(),
      },
    }),
    { input },
  );
  actorRef.current = actor;

  // Coming back online: stop waiting for the backoff and send now. On every 'online' event, not on a
  // change of the `online` state: a phone that drops and finds the line within one render fires
  // 'offline' then 'online', the state never changes, and the outbox would sleep out its backoff.
  useEffect(() => {
    if (!outbox) return;
    const kick = () => outbox.kick();
    window.addEventListener('online', kick);
    return () => window.removeEventListener('online', kick);
  }, [outbox]);

  const outboxState = useSyncExternalStore(
    useCallback((l: () => void) => outbox?.subscribe(l) ?? (() => undefined), [outbox]),
    () => outbox?.getState() ?? idleState,
  );

  // The live stream, with the record screen's rules over it (recorder-live.ts).
  useEffect(() => {
    if (!loaded || !liveStreamSupported()) return;
    const unsubscribe = followRecorderLive({
      queryClient, matchId, session,
      quiet: () => (outboxRef.current?.getState().pending ?? 0) === 0,
      onServerMatch: (match) => actorRef.current?.send({ type: 'server.synced', match: machineMatchOf(match), serverOffsetMs: Date.parse(match.serverNow) - Date.now() }),
      onReread: syncMachine,
      onStatus: setLive,
    });
    return () => {
      unsubscribe();
      setLive(null);
    };
  }, [loaded, matchId, queryClient, session, syncMachine]);

  // ---- Actions: each checks the machine first, applies to the caches, then sends the event. ----

  /** The provisional row of a write made now (or, replayed, at `atMs`): reconciled by machines/match.reconcile.ts. */
  const provisionalRowOf = useCallback(
    (clientId: string, teamId: number, eventType: MatchEventType, player: MatchPlayer | null, atMs = Date.now()): MatchEvent | null => {
      const a = actorRef.current;
      const match = queryClient.getQueryData<Match>(matchKeys.info(matchId));
      if (!a || !match) return null;
      const roles = rolesRef.current;
      provisionalId.current -= 1;
      return provisionalRow({
        id: provisionalId.current, clientId, teamId, eventType, player, match, clock: selectClock(a.getSnapshot(), atMs), atMs,
        // Written on this device: recorded by the side this admin runs, as the server will store it.
        recordedByTeamId: roles ? recordingTeamId(match, roles, teamId) : null,
      });
    },
    [queryClient, matchId],
  );

  /** A player as the screen knows them now (a tap may come from a render before the last change). */
  const currentPlayer = useCallback(
    (id: number | null): MatchPlayer | null => findPlayer(queryClient.getQueryData<MatchPlayers>(matchKeys.players(matchId)), id),
    [queryClient, matchId],
  );

  const offerUndo = useCallback((offer: UndoOffer) => undoWindow.send({ type: 'undo.offer', offer }), [undoWindow]);

  const record = useCallback(
    (teamId: number, eventType: RecordEventRequest['eventType'], player: MatchPlayer | null = null, replay?: Replay) => {
      const a = actorRef.current;
      const request: RecordEventRequest = replay?.request ?? { clientId: crypto.randomUUID(), teamId, matchUserId: player?.id ?? null, eventType, description: '' };
      if (!a || !a.getSnapshot().can({ type: 'event.record', request })) return;
      // A new tap for a player who has left (or is still on the bench) is refused here, before the
      // screen says "기록됨" and the server says otherwise (machines/match.players.ts). A replay is
      // the outbox's own item: it was allowed when it was made.
      if (player && !replay && !canRecordFor(currentPlayer(player.id) ?? player, true, eventType)) return;
      const row = provisionalRowOf(request.clientId, teamId, eventType, player, replay?.atMs);
      // The rows the server will write: a second yellow is a red card on the screen at once too.
      const priorYellowCards = player ? (currentPlayer(player.id) ?? player).yellowCards : null;
      caches.recorded(player, row ? provisionalEventRows(row, derivedTypes(eventType, priorYellowCards)) : []);
      a.send({ type: 'event.record', request });
      if (!replay) offerUndo({ clientId: request.clientId, label: matchRecordMessages.recorded(messages.matchLabels.events[eventType]) });
    },
    [caches, provisionalRowOf, offerUndo, currentPlayer],
  );

  /**
   * Why this admin may not take a row back (null: they may): the ownership rules of decision 029,
   * e.g. OTHER_SIDE_EVENT for a row the other registered team's admin recorded. Unknown roles refuse.
   */
  const cancelRefusalOf = useCallback(
    (row: Pick<MatchEvent, 'teamId' | 'recordedByTeamId'>) => {
      const match = queryClient.getQueryData<Match>(matchKeys.info(matchId));
      if (!match || !roles) return 'NOT_TEAM_ADMIN' as const;
      return cancelRefusal(row, match, roles);
    },
    [queryClient, matchId, roles],
  );

  /** Cancels one main row of the log (and, on the screen, its derived rows). */
  const cancelRow = useCallback(
    (row: MatchEvent) => {
      const a = actorRef.current;
      if (cancelRefusalOf(row) !== null) return;
      const target: MatchEventRef = row.id > 0 ? { eventId: row.id } : { clientId: row.clientId! };
      const event = { type: 'event.cancel' as const, target, clientId: crypto.randomUUID() };
      if (!a || !a.getSnapshot().can(event)) return;
      // An undone substitution: the server records EXCHANGE_UNDO.
      caches.cancelled(row);
      a.send(event);
    },
    [caches, cancelRefusalOf],
  );


  const exchange = useCallback(
    (from: MatchPlayer, to: MatchPlayer, replay?: Replay) => {
      const a = actorRef.current;
      const request = { clientId: replay?.clientId ?? crypto.randomUUID(), fromMatchUserId: from.id, toMatchUserId: to.id };
      if (!a || !a.getSnapshot().can({ type: 'exchange.record', request })) return;
      if (!replay && !(canGoOff(currentPlayer(from.id) ?? from) && canComeOn(currentPlayer(to.id) ?? to))) return;
      const row = provisionalRowOf(request.clientId, from.teamId, 'SUB_OUT', from, replay?.atMs);
      caches.exchanged(from, to, row ? provisionalExchangeRows(row, to) : []);
      a.send({ type: 'exchange.record', request });
      if (!replay) offerUndo({ clientId: request.clientId, label: matchRecordMessages.exchanged(from.name, to.name) });
    },
    [caches, provisionalRowOf, offerUndo, currentPlayer],
  );

  const undoLast = useCallback(() => {
    const offer = selectUndoOffer(undoWindow.getSnapshot());
    if (!offer) return;
    undoWindow.send({ type: 'undo.take' });
    const row = mainRowOf(caches.history(), offer.clientId);
    if (row) cancelRow(row);
  }, [undoWindow, caches, cancelRow]);

  const changeTime = useCallback((action: NonNullable<NextTimeAction>) => {
    actorRef.current?.send({ type: action.type, half: action.half });
  }, []);
  const cancelKickoff = useCallback(() => actorRef.current?.send({ type: 'kickoff.cancel' }), []);
  const saveMemo = useCallback(
    (text: string) => {
      const a = actorRef.current;
      const value = text === '' ? null : text;
      if (!a || !a.getSnapshot().can({ type: 'memo.save', memo: value })) return;
      caches.memo(value);
      a.send({ type: 'memo.save', memo: value });
    },
    [caches],
  );

  // ---- After a reload: the writes still waiting in the outbox go back on the screen (replay-writes.ts),
  // without being queued again (`replaying`).
  const replayed = useRef(false);
  const ready = outbox !== null && players.data !== undefined && history.data !== undefined && score.data !== undefined && roles !== null;
  useEffect(() => {
    if (!ready || replayed.current) return;
    replayed.current = true;
    const replayItem = (item: OutboxItem) => {
      const step = replayStep(item, caches.history());
      if (step.to === 'match') actorRef.current?.send(step.event);
      else if (step.to === 'record') record(step.request.teamId, step.request.eventType, currentPlayer(step.request.matchUserId), { atMs: step.atMs, request: step.request });
      else if (step.to === 'cancel') cancelRow(step.row);
      else if (step.to === 'memo') caches.memo(step.memo);
      else if (step.to === 'exchange') {
        const from = currentPlayer(step.request.fromMatchUserId);
        const to = currentPlayer(step.request.toMatchUserId);
        if (from && to) exchange(from, to, { atMs: step.atMs, clientId: step.request.clientId });
      }
    };
    void store.list(matchId).then((items) => {
      replaying.current = true;
      try {
        for (const item of items) replayItem(item);
      } finally {
        replaying.current = false;
      }
    });
  }, [ready, store, matchId, caches, record, exchange, cancelRow]);

  return {
    matchId,
    actor,
    info,
    score,
    players,
    history,
    memo,
    pending: outboxState.pending,
    retrying: outboxState.headAttempts > 0,
    online,
    live,
    undo,
    outbox,
    roles,
    cancelRefusalOf,
    actions: { record, cancelRow, exchange, undoLast, changeTime, cancelKickoff, saveMemo },
  };
}

export type MatchRecorder = ReturnType<typeof useMatchRecorder>;