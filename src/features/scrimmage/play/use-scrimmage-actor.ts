/**
 * The one way a 자체전 screen runs the lifecycle machine (machines/scrimmage.machine.ts; decisions 088,
 * 090): made in the first render from the scrimmage read, with the edge's `write` (scrimmage-edge.ts),
 * and following the query cache, which stays the screen's word: every change of it (a tap, a re-read,
 * the live stream) is sent to the machine as `server.synced`. The machine does not take one while a
 * write is on its way, so when a write settles (done or refused) the cache is sent again if it moved
 * meanwhile: another device's change read during the write is not lost.
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { scrimmageMachine } from '#machines/scrimmage.machine.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import { useServices } from '#src/lib/services.tsx';
import { useMachineActor } from '#src/lib/use-machine-actor.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { scrimmageWriteActor, type ScrimmageEdgeOptions } from './scrimmage-edge.ts';

/** `scrimmage`: the cached read (the screen renders this hook once it is); `writer`: the record screen's outbox, else null. */
export function useScrimmageActor(teamId: number, scrimmageId: number, scrimmage: Scrimmage | undefined, writer: ScrimmageEdgeOptions['writer']) {
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
    let writing = actor.getSnapshot().context.pending !== null;
    const subscription = actor.subscribe((snapshot) => {
      const settled = writing && snapshot.context.pending === null;
      writing = snapshot.context.pending !== null;
      const latest = queryClient.getQueryData<Scrimmage>(scrimmageKeys.detail(teamId, scrimmageId));
      if (settled && latest && latest !== snapshot.context.scrimmage && snapshot.status === 'active') actor.send({ type: 'server.synced', scrimmage: latest });
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient, teamId, scrimmageId]);
  return actor;
}
