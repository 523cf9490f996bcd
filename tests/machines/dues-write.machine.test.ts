/**
 * machines/dues-write.machine.ts (decision 061): a dues dialog's write keeps the client id it was made
 * with for every request, ignores a submit while one is on its way, goes back to the form with the
 * failure and sends the same id again on a retry of the same request (a new one for an edited retry),
 * and ends with the server's answer.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { duesWriteMachine, selectFailure, selectSending } from '#machines/dues-write.machine.ts';

function writer(answers: ((request: Record<string, unknown>) => Promise<unknown>)[]) {
  const sent: Record<string, unknown>[] = [];
  const machine = duesWriteMachine.provide({
    actors: {
      send: fromPromise(async ({ input }) => {
        const request = { ...input.request, clientId: input.clientId };
        sent.push(request);
        return answers[sent.length - 1](request);
      }),
    },
  });
  const actor = createActor(machine, { input: { clientId: 'dialog-1' } }).start();
  return { actor, sent };
}

describe('a dues dialog’s write', () => {
  it('sends the request with the dialog’s client id and ends with the answer', async () => {
    const { actor, sent } = writer([async () => ({ id: 5 })]);
    actor.send({ type: 'write.submit', request: { amount: 30_000 } });
    expect(selectSending(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ amount: 30_000, clientId: 'dialog-1' }]);
    expect(actor.getSnapshot().context.answer).toEqual({ id: 5 });
  });

  it('ignores a second tap while the first is on its way', async () => {
    let release: (value: unknown) => void = () => undefined;
    const { actor, sent } = writer([
      () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    ]);
    actor.send({ type: 'write.submit', request: { amount: 30_000 } });
    actor.send({ type: 'write.submit', request: { amount: 30_000 } });
    release({ id: 5 });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.sends).toBe(1);
  });

  it('after a failure shows it in the form, and a retry of the same request sends the same client id', async () => {
    const refusal = new Error('network');
    const { actor, sent } = writer([
      async () => {
        throw refusal;
      },
      async () => ({ id: 6 }),
    ]);
    actor.send({ type: 'write.submit', request: { amount: 30_000, note: null } });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(selectFailure(actor.getSnapshot())).toBe(refusal);
    actor.send({ type: 'write.submit', request: { amount: 30_000, note: null } });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent.map((r) => r.clientId)).toEqual(['dialog-1', 'dialog-1']);
  });

  it("gives a retry edited after a failure a new client id, kept for that request's own retries", async () => {
    const { actor, sent } = writer([
      async () => {
        throw new Error('409 5021');
      },
      async () => {
        throw new Error('network');
      },
      async () => ({ id: 7 }),
    ]);
    actor.send({ type: 'write.submit', request: { amount: 30_000 } });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    actor.send({ type: 'write.submit', request: { amount: 60_000 } });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    actor.send({ type: 'write.submit', request: { amount: 60_000 } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent.map((r) => r.amount)).toEqual([30_000, 60_000, 60_000]);
    const [first, edited, retried] = sent.map((r) => r.clientId);
    expect(first).toBe('dialog-1');
    expect(edited).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retried).toBe(edited);
  });
});
