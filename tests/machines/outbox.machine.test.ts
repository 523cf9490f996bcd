/**
 * The recording outbox's flow (machines/outbox.machine.ts): unit tests by behaviour, each send and
 * wait settled by the test, then the model-based paths (tests/paths/outbox.model.ts), replayed on
 * the real machine for `npm run test:paths`. The edge (the store, the send) is tests/client/outbox.test.ts.
 */
import { outboxBackoffMs, selectIsBusy, selectOutboxCounts } from '#machines/outbox.machine.ts';
import { describe, expect, it, test } from 'vitest';
import { PathCoverage } from '../paths/coverage.ts';
import { generatePaths, type ModelPath } from '../paths/model.ts';
import { outboxModel as model, startOutbox, type OutboxModelEvent } from '../paths/outbox.model.ts';
import { describeReplays, testEverythingReached } from '../paths/suite.ts';

/** Lets the settled promises reach the actor. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the outbox machine', () => {
  it('sends what an earlier page left, one write at a time, then reports the queue drained once', async () => {
    const { actor, sends, reports } = startOutbox();
    actor.send({ type: 'outbox.start', pending: 2, headAttempts: 0 });
    expect(selectOutboxCounts(actor.getSnapshot())).toEqual({ pending: 2, headAttempts: 0 });
    expect(sends).toHaveLength(1);
    sends[0]!.resolve({ outcome: 'sent', item: 'w1', answer: 1 });
    await flush();
    expect(selectOutboxCounts(actor.getSnapshot()).pending).toBe(1);
    expect(sends).toHaveLength(2);
    sends[1]!.resolve({ outcome: 'sent', item: 'w2', answer: 2 });
    await flush();
    sends[2]!.resolve({ outcome: 'empty' });
    await flush();
    expect(actor.getSnapshot().value).toBe('drained');
    expect(reports).toEqual(['sent w1', 'sent w2', 'drained']);
    expect(selectOutboxCounts(actor.getSnapshot())).toEqual({ pending: 0, headAttempts: 0 });
  });

  it('a refused write is dropped and reported; the next is sent', async () => {
    const { actor, sends, reports } = startOutbox();
    actor.send({ type: 'outbox.added' });
    sends[0]!.resolve({ outcome: 'refused', item: 'w1', error: new Error('409') });
    await flush();
    sends[1]!.resolve({ outcome: 'empty' });
    await flush();
    expect(reports).toEqual(['refused w1', 'drained']);
  });

  it('opened with nothing left, it is drained without reporting it', async () => {
    const { actor, sends, reports } = startOutbox();
    actor.send({ type: 'outbox.start', pending: 0, headAttempts: 0 });
    sends[0]!.resolve({ outcome: 'empty' });
    await flush();
    expect(actor.getSnapshot().value).toBe('drained');
    expect(reports).toEqual([]);
  });

  it('a failed write is kept and tried again after 1 s, 2 s, 4 s … by its attempts', async () => {
    const { actor, sends, waits } = startOutbox();
    actor.send({ type: 'outbox.added' });
    for (let attempt = 1; attempt <= 3; attempt++) {
      sends.at(-1)!.resolve({ outcome: 'failed', attempts: attempt });
      await flush();
      expect(actor.getSnapshot().value).toBe('waitingToRetry');
      expect(selectOutboxCounts(actor.getSnapshot())).toEqual({ pending: 1, headAttempts: attempt });
      expect(waits.at(-1)!.input).toEqual({ ms: outboxBackoffMs(attempt) });
      waits.at(-1)!.resolve();
      await flush();
      expect(actor.getSnapshot().value).toBe('sending');
    }
    expect(waits.map((w) => w.input.ms)).toEqual([1000, 2000, 4000]);
  });

  it('the network coming back cuts the wait short: the retry goes at once', async () => {
    const { actor, sends, waits } = startOutbox();
    actor.send({ type: 'outbox.added' });
    sends[0]!.resolve({ outcome: 'failed', attempts: 1 });
    await flush();
    actor.send({ type: 'outbox.kick' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(waits[0]!.signal.aborted).toBe(true);
    expect(sends).toHaveLength(2);
  });

  it('the network coming back while a try is failing: the retry goes at once, with no wait', async () => {
    const { actor, sends, waits } = startOutbox();
    actor.send({ type: 'outbox.added' });
    actor.send({ type: 'outbox.kick' });
    sends[0]!.resolve({ outcome: 'failed', attempts: 1 });
    await flush();
    expect(actor.getSnapshot().value).toBe('sending');
    expect(waits).toHaveLength(0);
    expect(sends).toHaveLength(2);
  });

  it('a write stored while the queue is read for the last time is read again, not left for the next tap', async () => {
    const { actor, sends, reports } = startOutbox();
    actor.send({ type: 'outbox.added' });
    sends[0]!.resolve({ outcome: 'sent', item: 'A', answer: null });
    await flush();
    // The read of the emptied queue is under way when B is stored.
    actor.send({ type: 'outbox.added' });
    sends[1]!.resolve({ outcome: 'empty' });
    await flush();
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sends).toHaveLength(3);
    sends[2]!.resolve({ outcome: 'sent', item: 'B', answer: null });
    await flush();
    sends[3]!.resolve({ outcome: 'empty' });
    await flush();
    expect(reports).toEqual(['sent A', 'sent B', 'drained']);
  });

  it('a write stored while waiting to retry counts, and waits behind the head', async () => {
    const { actor, sends, waits } = startOutbox();
    actor.send({ type: 'outbox.added' });
    sends[0]!.resolve({ outcome: 'failed', attempts: 1 });
    await flush();
    actor.send({ type: 'outbox.added' });
    expect(actor.getSnapshot().value).toBe('waitingToRetry');
    expect(selectOutboxCounts(actor.getSnapshot())).toEqual({ pending: 2, headAttempts: 1 });
    expect(waits[0]!.signal.aborted).toBe(false);
  });

  it('a write stored when drained starts sending again', async () => {
    const { actor, sends } = startOutbox();
    actor.send({ type: 'outbox.start', pending: 0, headAttempts: 0 });
    sends[0]!.resolve({ outcome: 'empty' });
    await flush();
    actor.send({ type: 'outbox.added' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(selectOutboxCounts(actor.getSnapshot()).pending).toBe(1);
  });

  it("the phone's storage failing keeps the writes: it waits and tries again", async () => {
    const { actor, sends } = startOutbox();
    actor.send({ type: 'outbox.added' });
    sends[0]!.reject(new Error('QuotaExceededError'));
    await flush();
    expect(actor.getSnapshot().value).toBe('waitingToRetry');
    expect(selectOutboxCounts(actor.getSnapshot()).pending).toBe(1);
  });

  it('leaving the screen stops it wherever it is, and cancels the send or the wait under way', async () => {
    const sending = startOutbox();
    sending.actor.send({ type: 'outbox.added' });
    sending.actor.send({ type: 'outbox.stop' });
    expect(sending.actor.getSnapshot().status).toBe('done');
    expect(sending.sends[0]!.signal.aborted).toBe(true);
    expect(selectIsBusy(sending.actor.getSnapshot())).toBe(false);

    const waiting = startOutbox();
    waiting.actor.send({ type: 'outbox.added' });
    waiting.sends[0]!.resolve({ outcome: 'failed', attempts: 1 });
    await flush();
    waiting.actor.send({ type: 'outbox.stop' });
    expect(waiting.waits[0]!.signal.aborted).toBe(true);
  });
});

// ---- Model-based ------------------------------------------------------------------------------------

const paths = generatePaths(model);
const coverage = new PathCoverage(model);

/** Replays one path on a real actor; done and error events settle the pending send or wait instead of being sent. */
async function replay(path: ModelPath) {
  coverage.begin(path);
  const { actor, sends, waits } = startOutbox();
  coverage.visit(path.id, actor.getSnapshot());
  for (const step of path.steps) {
    const event = step.event as OutboxModelEvent | { type: 'xstate.init' };
    if (event.type === 'xstate.init') continue;
    const before = actor.getSnapshot();
    if (event.type === 'xstate.done.actor.sendHead') {
      sends.at(-1)!.resolve(event.output);
      await flush();
    } else if (event.type === 'xstate.error.actor.sendHead') {
      sends.at(-1)!.reject(event.error);
      await flush();
    } else if (event.type === 'xstate.done.actor.waitBeforeRetry') {
      waits.at(-1)!.resolve();
      await flush();
    } else if (event.type === 'xstate.error.actor.waitBeforeRetry') {
      waits.at(-1)!.reject(event.error);
      await flush();
    } else {
      actor.send(event);
    }
    const after = actor.getSnapshot();
    // The state only: the walk tells states apart by their value and flags, not by the counts
    // (writes can be added without end), which the tests above check.
    expect(model.stateOf(after)).toBe(model.stateOf(step.state));
    coverage.step(path.id, before, event, after);
  }
  actor.stop();
}

describe('outbox machine, model-based', () => {
  test('the graph walk finds paths to every state and over every transition', () => {
    expect(paths.filter((p) => p.kind === 'shortest').length).toBeGreaterThanOrEqual(new Set(model.transitions).size);
    expect(new Set(paths.filter((p) => p.kind === 'simple').map((p) => p.target))).toEqual(new Set(model.states));
  });

  describeReplays(
    'shortest paths (one per edge)',
    model,
    paths.filter((p) => p.kind === 'shortest'),
    replay,
  );
  describeReplays(
    'simple paths (by state)',
    model,
    paths.filter((p) => p.kind === 'simple'),
    replay,
  );
  testEverythingReached(model, coverage);
});
