/**
 * A dues dialog's write (issue #21) as machines/dues-write.machine.ts runs it: the client id made once
 * when the dialog's body mounts (the dialog opens), a submit ignored while one is on its way, a retry
 * with the same id, and the failure to show. `send` is the dialog's mutation (its options refresh the
 * board, the ledger and the badge, after a refusal too).
 */
import { duesWriteMachine, selectFailure, selectSending } from '#machines/dues-write.machine.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';

export function useDuesWrite<Answer>(send: (request: Record<string, unknown> & { clientId: string }) => Promise<Answer>, onDone: (answer: Answer) => void) {
  const sendRef = useRef(send);
  const doneRef = useRef(onDone);
  useEffect(() => {
    sendRef.current = send;
    doneRef.current = onDone;
  });
  const actor = useActorRef(
    duesWriteMachine.provide({
      actors: { send: fromPromise(({ input }) => sendRef.current({ ...input.request, clientId: input.clientId })) },
    }),
    { input: { clientId: crypto.randomUUID() } },
  );
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') doneRef.current(snapshot.context.answer as Answer);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  const clientId = useSelector(actor, (s) => s.context.clientId);
  const isSending = useSelector(actor, selectSending);
  const failure = useSelector(actor, selectFailure);
  return {
    clientId,
    isSending,
    failure,
    submit: (request: Record<string, unknown>) => actor.send({ type: 'write.submit', request }),
  };
}
