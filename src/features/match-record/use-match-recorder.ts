/**
 * The record screen's one hook: reads the rest of the match and runs the recorder
 * (machines/recorder.machine.ts) with the screen's effects (recorder-edge.ts). The views read the
 * recorder's state with selectors and send it the admin's taps (`actions`); what a tap may do, and
 * in which order it is shown, queued and offered for undo, is the recorder's.
 */
import type { MatchEventType } from '#contract/enums.ts';
import type { Match, MatchEvent, MatchPlayer, RecordEventRequest } from '#contract/matches.ts';
import { machineMatchOf, type matchMachine, type NextTimeAction } from '#machines/match.machine.ts';
import { mainRowOf } from '#machines/match.reconcile.ts';
import { recorderMachine, selectMatchActor, selectUndoWindow, type RecorderActor, type RecorderInput } from '#machines/recorder.machine.ts';
import { selectUndoOffer } from '#machines/undo-window.machine.ts';
import { matchHistoryQuery, matchQuery, matchMemoQuery, matchPlayersQuery, matchScoreQuery } from '#src/lib/queries/matches.ts';
import { messages } from '#src/lib/messages.ts';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import { liveStreamSupported } from '#src/lib/live-stream.ts';
import { createDefaultOutboxStore } from '#src/lib/outbox.ts';
import { useServices } from '#src/lib/services.tsx';
import { useOnline } from '#src/lib/use-online.ts';
import { useServerFirstRender } from '#src/lib/first-render.ts';
import { useRecordingAccess } from '#src/lib/use-side-roles.ts';
import { useLatest } from '#src/lib/use-latest.ts';
import { useMachineActor } from '#src/lib/use-machine-actor.ts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { cancelRefusalIn, currentPlayerIn, recorderEdge } from './recorder-edge.ts';
import { lastMainEvent } from './match-record.cache.ts';
import type { RecordingSides } from '#machines/match.ownership.ts';
import { matchKeys } from '#src/lib/queries/keys.ts';

export type MatchActor = ActorRefFrom<typeof matchMachine>;

/**
 * The recorder's input: the match as read, how far the server's clock is from this device's, and
 * the live stream connecting where the device can follow it (what its start reports at once). In a
 * server-rendered screen's render and its hydration (decision 104) no stream yet, as the server
 * (which has none) drew it: its start reports it right after.
 */
function recorderInputOf(queryClient: QueryClient, matchId: number, serverFirst: boolean): RecorderInput {
  const match = queryClient.getQueryData<Match>(matchKeys.info(matchId));
  if (!match) throw new Error(`useMatchRecorder: the match ${matchId} is rendered before it is read`);
  const updatedAt = queryClient.getQueryState(matchKeys.info(matchId))?.dataUpdatedAt ?? Date.now();
  const live = !serverFirst && liveStreamSupported() ? 'connecting' : null;
  return { match: machineMatchOf(match), serverOffsetMs: Date.parse(match.serverNow) - updatedAt, live };
}

/** The admin's taps as recorder events: new client ids, the players as the screen knows them now, and the undo toast's text. */
function recorderActions(recorder: RecorderActor, queryClient: QueryClient, matchId: number, sides: () => RecordingSides | null) {
  const currentPlayer = currentPlayerIn(queryClient, matchId);
  const history = () => queryClient.getQueryData<MatchEvent[]>(matchKeys.history(matchId)) ?? [];
  /** Cancels one main row of the log (and, on the screen, its derived rows). */
  const cancelRow = (row: MatchEvent) => recorder.send({ type: 'cancel', row, clientId: crypto.randomUUID() });
  return {
    record(teamId: number, eventType: RecordEventRequest['eventType'], player: MatchPlayer | null = null) {
      const request: RecordEventRequest = { clientId: crypto.randomUUID(), teamId, matchUserId: player?.id ?? null, eventType, description: '' };
      const undo = { clientId: request.clientId, label: matchRecordMessages.recorded(messages.matchLabels.events[eventType as MatchEventType]) };
      recorder.send({ type: 'record', request, player: player && (currentPlayer(player.id) ?? player), undo });
    },
    exchange(from: MatchPlayer, to: MatchPlayer) {
      const request = { clientId: crypto.randomUUID(), fromMatchUserId: from.id, toMatchUserId: to.id };
      const undo = { clientId: request.clientId, label: matchRecordMessages.exchanged(from.name, to.name) };
      recorder.send({ type: 'exchange', request, from: currentPlayer(from.id) ?? from, to: currentPlayer(to.id) ?? to, undo });
    },
    /**
     * A counter's −: the newest main row of the kind (of the player, if any) that this admin may take
     * back, in the log as it is when pressed — the counters need not be drawn again when a row's answer
     * replaces its object (decision 103).
     */
    takeBackLast(teamId: number, eventType: MatchEventType, matchUserId?: number) {
      const mayTakeBack = cancelRefusalIn(queryClient, matchId, sides());
      const row = lastMainEvent(history(), teamId, eventType, matchUserId, (r) => mayTakeBack(r) === null);
      if (row) cancelRow(row);
    },
    /** Takes back the write the undo toast offers. */
    undoLast() {
      const offer = selectUndoOffer(recorder.getSnapshot().context.undoWindow.getSnapshot());
      recorder.send({ type: 'undo', row: offer ? mainRowOf(history(), offer.clientId) : null, clientId: crypto.randomUUID() });
    },
    changeTime: (action: NonNullable<NextTimeAction>) => recorder.send({ type: 'time', action }),
    cancelKickoff: () => recorder.send({ type: 'kickoff.cancel' }),
    saveMemo: (text: string) => recorder.send({ type: 'memo.save', memo: text === '' ? null : text }),
  };
}

/** The recorder of match `matchId`, whose info is in the query cache already (MatchRecordPage waits for it). */
export function useMatchRecorder(matchId: number) {
  const { http, session, outboxStore } = useServices();
  const queryClient = useQueryClient();
  const info = useQuery(matchQuery(http, matchId));
  const score = useQuery(matchScoreQuery(http, matchId));
  const players = useQuery(matchPlayersQuery(http, matchId));
  const history = useQuery(matchHistoryQuery(http, matchId));
  const memo = useQuery(matchMemoQuery(http, matchId));
  // The recorder's roles, and the sides they record for: who a row written here is recorded by, and which rows it may take back.
  const access = useRecordingAccess(info.data);
  const roles = access?.roles ?? null;
  const recordsHome = access?.sides.home ?? null;
  const recordsAway = access?.sides.away ?? null;
  // The same object while they stay (each render makes a new one): the memoised counters, panel and
  // log take the callbacks made from it (decision 103).
  const sides = useMemo(() => (recordsHome === null || recordsAway === null ? null : { home: recordsHome, away: recordsAway }), [recordsHome, recordsAway]);
  const sidesRef = useLatest(sides);
  const online = useOnline();
  const serverFirst = useServerFirstRender();

  // Made in the first render, in the state the server says (the page renders this hook once the
  // match is read), so the screen shows in that render with no loading pass before it.
  const recorder = useMachineActor(() => ({
    logic: recorderMachine.provide(
      recorderEdge({ http, session, queryClient, matchId, store: outboxStore ?? createDefaultOutboxStore(), sides: () => sidesRef.current }),
    ),
    options: { input: recorderInputOf(queryClient, matchId, serverFirst) },
  }));
  const actor = useSelector(recorder, selectMatchActor);
  // Followed here, beside the reads: a tap's undo offer draws the screen in the tap's own task, with the
  // caches the tap changed read afresh (TanStack Query tells its readers a task later), so the tap shows at once.
  const undo = useSelector(useSelector(recorder, selectUndoWindow), selectUndoOffer);

  // What a replayed write shows on: then the writes an earlier page left in the outbox go back on the screen.
  const ready = players.data !== undefined && history.data !== undefined && score.data !== undefined && sides !== null;
  useEffect(() => {
    if (ready) recorder.send({ type: 'reads.ready' });
  }, [ready, recorder]);

  const actions = useMemo(() => recorderActions(recorder, queryClient, matchId, () => sidesRef.current), [recorder, queryClient, matchId, sidesRef]);
  const cancelRefusalOf = useMemo(() => cancelRefusalIn(queryClient, matchId, sides), [queryClient, matchId, sides]);
  // The outbox's count and the stream's status are read where they show (ScoreCard): a change of
  // them draws the board alone, not the screen (decision 101).
  return { matchId, recorder, actor, info, score, players, history, memo, online, undo, roles, sides, cancelRefusalOf, actions };
}

export type MatchRecorder = ReturnType<typeof useMatchRecorder>;
