/**
 * The one way a screen binds a machine (machines/) to React: the machine provided with the screen's
 * effects and its actor started once, when the component mounts, and stopped when it unmounts.
 * `make` runs in the first render only (a client id or a read of the cache made there stays the
 * actor's), so nothing is provided or made again on later renders; what an effect must call with
 * the latest props goes through `useLatest` (use-latest.ts), whose ref is written after the render.
 */
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { Actor, ActorOptions, AnyActorLogic } from 'xstate';

export function useMachineActor<TLogic extends AnyActorLogic>(make: () => { logic: TLogic; options?: ActorOptions<TLogic> }): Actor<TLogic> {
  const [made] = useState(make);
  // @xstate/react creates the actor from the first render's logic and options and ignores later ones.
  return useActorRef<AnyActorLogic>(made.logic, made.options) as Actor<TLogic>;
}
