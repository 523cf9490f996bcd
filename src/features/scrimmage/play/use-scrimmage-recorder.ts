/**
 * The record screen's one hook: the scrimmage as read, the lifecycle machine
 * (machines/scrimmage.machine.ts) run with the screen's `write` (scrimmage-edge.ts: game writes
 * through the durable outbox, shown at once), and how many writes wait to be sent. The views send the
 * runner's taps as machine events (`actions`) and ask the machine what a tap may do (`can`): what is
 * allowed when is the machine's, not the buttons' (decision 088). 자체전 종료 is a machine write too
 * (decision 090): sent at once, it lands the runner on the scrimmage page, or says why it was refused.
 */
import type { scrimmageMachine, ScrimmageMachineEvent, ScrimmageSnapshot } from '#machines/scrimmage.machine.ts';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import { scrimmageQuery } from '#src/lib/queries/scrimmages.ts';
import { createDefaultOutboxStore } from '#src/lib/outbox.ts';
import { useServices } from '#src/lib/services.tsx';
import { useOnline } from '#src/lib/use-online.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { createScrimmageWriter } from './scrimmage-outbox.ts';
import { useScrimmageActor, type OnSettled } from './use-scrimmage-actor.ts';
import type { GameAction } from './scrimmage-cache.ts';

type ScrimmageActor = ActorRefFrom<typeof scrimmageMachine>;

const actionEvents = { PAUSE: 'game.pause', RESUME: 'game.resume', END: 'game.end', REOPEN: 'game.reopen' } as const;

/** The runner's taps as machine events (each with a new client id where the server takes one). */
function recorderActions(actor: ScrimmageActor) {
  return {
    startGame: (homeSide: number, awaySide: number) => actor.send({ type: 'game.start', clientId: crypto.randomUUID(), pairing: { homeSide, awaySide } }),
    changeGame: (action: GameAction) => actor.send({ type: actionEvents[action] }),
    record: (body: Omit<Extract<ScrimmageMachineEvent, { type: 'event.record' }>['body'], 'clientId'>) =>
      actor.send({ type: 'event.record', body: { ...body, clientId: crypto.randomUUID() } }),
    cancel: (event: { id: number; gameId: number }) => actor.send({ type: 'event.cancel', gameId: event.gameId, eventId: event.id }),
    finish: () => actor.send({ type: 'scrimmage.finish' }),
  };
}

/** What the machine would take now: the screen offers only those taps. */
const canOf = (snapshot: ScrimmageSnapshot) => ({
  startGame: (homeSide: number, awaySide: number) => snapshot.can({ type: 'game.start', clientId: '', pairing: { homeSide, awaySide } }),
  cancel: (gameId: number) => snapshot.can({ type: 'event.cancel', gameId, eventId: 0 }),
  finish: snapshot.can({ type: 'scrimmage.finish' }),
  /** 자체전 종료 on its way. */
  finishing: snapshot.context.pending?.kind === 'finish',
});

/** After 자체전 종료 settles: the scrimmage page and the list read again, or the refusal said. */
function useFinishOutcome(teamId: number, scrimmageId: number): OnSettled {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (write, failure) => {
    if (write.kind !== 'finish') return;
    if (failure) {
      toast.error(messages.toast.failure(m.finishFailed, errorJson(failure.error)));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: scrimmageKeys.all(teamId) });
    toast.success(m.finished);
    navigate(`/teams/${teamId}/scrimmages/${scrimmageId}`);
  };
}

export function useScrimmageRecorder(teamId: number, scrimmageId: number) {
  const { http, outboxStore } = useServices();
  const queryClient = useQueryClient();
  const scrimmage = useQuery(scrimmageQuery(http, teamId, scrimmageId));
  const [writer] = useState(() => createScrimmageWriter({ http, queryClient, teamId, scrimmageId, store: outboxStore ?? createDefaultOutboxStore() }));
  useEffect(() => writer.open(), [writer]);
  const pending = useSyncExternalStore(writer.subscribe, writer.pending, writer.pending);
  const online = useOnline();

  // The cache is the screen's word (a tap shown at once, the re-read when the outbox drains): the machine follows it.
  const actor = useScrimmageActor(teamId, scrimmageId, scrimmage.data, writer, useFinishOutcome(teamId, scrimmageId));
  const screen = useSelector(actor, (snapshot) => snapshot);
  const can = useMemo(() => canOf(screen), [screen]);
  const actions = useMemo(() => recorderActions(actor), [actor]);
  return { scrimmage, actions, can, pending, online };
}
