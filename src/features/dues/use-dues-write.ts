/**
 * A dues dialog's write (decision 061) as machines/dues-write.machine.ts runs it: the client id made once
 * when the dialog's body mounts (the dialog opens), a submit ignored while one is on its way, a retry
 * of the same request with the same id (an edited one with a new id), and the failure to show. `send`
 * is the dialog's mutation (its options refresh the board, the ledger and the badge, after a refusal too).
 */
import { duesWriteMachine, selectFailure, selectSending } from '#machines/dues-write.machine.ts';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import { fromPromise } from 'xstate';
import { checkRequest } from '#src/lib/form-errors.ts';
import { useLatest } from '#src/lib/use-latest.ts';
import { useMachineActor } from '#src/lib/use-machine-actor.ts';
import { writeFailure, type FieldErrors } from './write-checks.ts';

export function useDuesWrite<Answer>(send: (request: Record<string, unknown> & { clientId: string }) => Promise<Answer>, onDone: (answer: Answer) => void) {
  const sendRef = useLatest(send);
  const doneRef = useLatest(onDone);
  const actor = useMachineActor(() => ({
    logic: duesWriteMachine.provide({
      actors: { send: fromPromise(({ input }) => sendRef.current({ ...input.request, clientId: input.clientId })) },
    }),
    options: { input: { clientId: crypto.randomUUID() } },
  }));
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') doneRef.current(snapshot.context.answer as Answer);
    });
    return () => subscription.unsubscribe();
  }, [actor, doneRef]);
  const clientId = useSelector(actor, (s) => s.context.clientId);
  const isSending = useSelector(actor, selectSending);
  const failure = useSelector(actor, selectFailure);
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});
  // A refusal is said in the server's Korean, its field errors on their fields.
  const refusal = failure ? writeFailure(failure) : null;
  return {
    clientId,
    isSending,
    /** Each field's error: the form's own check, else the server's refusal. */
    errors: { ...refusal?.fields, ...checkErrors } as FieldErrors,
    failureMessage: refusal?.message ?? null,
    /** The form checked against its contract schema: sent when it passes, else its errors shown on their fields. */
    submitChecked: (schema: v.GenericSchema, input: Record<string, unknown>) => {
      const checked = checkRequest(schema, input);
      setCheckErrors(checked.ok ? {} : checked.errors);
      if (!checked.ok) return;
      // The machine keeps the request without its id: an edited retry is told apart by its fields alone.
      const { clientId: _, ...request } = checked.request as Record<string, unknown>;
      actor.send({ type: 'write.submit', request });
    },
  };
}
