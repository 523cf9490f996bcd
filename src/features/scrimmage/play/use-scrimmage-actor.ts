/**
 * The one way a 자체전 screen runs the lifecycle machine (machines/scrimmage.machine.ts; decisions 088,
 * 090): made in the first render from the scrimmage read, with the edge's `write` (scrimmage-edge.ts),
 * and following the query cache, which stays the screen's word: every change of it (a tap, a re-read,
 * the live stream) is sent to the machine as `server.synced`. The machine does not take one while a
 * write is on its way, so when a write settles (done or refused) the cache is sent again if it moved
 * meanwhile: another device's change read during the write is not lost. `onSettled` hears each write
 * that settles, with its failure if it was refused: what the screen says then is the screen's.
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { scrimmageMachine, type ScrimmageMachineContext, type ScrimmageWrite } from '#machines/scrimmage.machine.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import { useServices } from '#src/lib/services.tsx';
import { useLatest } from '#src/lib/use-latest.ts';
import { useMachineActor } from '#src/lib/use-machine-actor.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { scrimmageWriteActor, type ScrimmageEdgeOptions } from './scrimmage-edge.ts';

export type OnSettled = (write: ScrimmageWrite, failure: ScrimmageMachineContext['failure']) => void;

/** `scrimmage`: the cached read (the screen renders this hook once it is); `writer`: the record screen's outbox, else null. */
export function useScrimmageActor(
  teamId: number,
  scrimmageId: number,
  scrimmage: Scrimmage | undefined,
  writer: ScrimmageEdgeOptions['writer'],
  onSettled?: OnSettled,
) {
  const settledRef = useLatest(onSettled);
  const { http } = useServices();
  const queryClient = useQueryClient();
  const actor = useMachineActor(() => ({
    logic: scrimmageMachine.provide({ actors: { write: scrimmageWriteActor({ http, queryClient, teamId, writer }) } }),
    options: { input: { scrimmage: queryClient.getQueryData<Scrimmage>(scrimmageKeys.detail(teamId, scrimmageId))! } },
  }));
  useEffect(() => {
    // A finished scrimmage is the machine's final state: it takes nothing more.
    if (scrimmage && actor.getSnapshot().status === 'active') actor.send({ type: 'server.synced', scrimmage });
  }, [scrimmage, actor]);
  useEffect(() => {
    let pending = actor.getSnapshot().context.pending;
    const subscription = actor.subscribe((snapshot) => {
      const write = pending;
      pending = snapshot.context.pending;
      if (write === null || pending !== null) return;
      const latest = queryClient.getQueryData<Scrimmage>(scrimmageKeys.detail(teamId, scrimmageId));
      if (latest && latest !== snapshot.context.scrimmage && snapshot.status === 'active') actor.send({ type: 'server.synced', scrimmage: latest });
      settledRef.current?.(write, snapshot.context.failure);
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient, teamId, scrimmageId, settledRef]);
  return actor;
}
