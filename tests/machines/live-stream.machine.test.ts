/**
 * The live stream's connection (machines/live-stream.machine.ts): unit tests by behaviour, each token
 * request settled and each stream event sent by the test, then the model-based paths
 * (tests/paths/live-stream.model.ts), replayed on the real machine for `npm run test:paths`. The
 * EventSource side is tests/client/live-stream.test.ts.
 */
import type { LiveMessage } from '#contract/matches.ts';
import { selectLiveStatus } from '#machines/live-stream.machine.ts';
import { afterEach, beforeEach, describe, expect, it, test, vi } from 'vitest';
import { PathCoverage } from '../paths/coverage.ts';
import { generatePaths, type ModelPath } from '../paths/model.ts';
import { backoffEvent, backoffMs, liveStreamModel as model, startLiveStream, type LiveStreamModelEvent } from '../paths/live-stream.model.ts';
import { describeReplays, testEverythingReached } from '../paths/suite.ts';

const flush = () => vi.advanceTimersByTimeAsync(0);
const memo = (seq: number): LiveMessage => ({ type: 'memo.changed', seq, memo: null });

describe('the live stream machine', () => {
  // The back-off runs on fake timers; each test settles the token requests itself.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gets a token, opens the stream from the start, and is live once the replay is done', async () => {
    const { actor, tokens, streams, reports } = startLiveStream();
    expect(selectLiveStatus(actor.getSnapshot())).toBe('connecting');
    expect(tokens[0]!.renew).toBe(false);
    tokens[0]!.resolve('token-1');
    await flush();
    expect(streams[0]!.input).toEqual({ token: 'token-1', lastSeq: 0 });
    actor.send({ type: 'stream.ready', seq: 4 });
    expect(selectLiveStatus(actor.getSnapshot())).toBe('live');
    expect(reports).toEqual(['ready 4 fresh']);
    actor.send({ type: 'stream.message', message: memo(5) });
    expect(reports).toEqual(['ready 4 fresh', 'message 5']);
  });

  it('passes each message on once: nothing at or below the last seq', async () => {
    const { actor, tokens, reports } = startLiveStream();
    tokens[0]!.resolve('token-1');
    await flush();
    actor.send({ type: 'stream.ready', seq: 10 });
    for (const seq of [9, 10, 11, 11, 12]) actor.send({ type: 'stream.message', message: memo(seq) });
    expect(reports).toEqual(['ready 10 fresh', 'message 11', 'message 12']);
  });

  it('after a loss it waits the back-off, asks for a token again and resumes after the last seq; a loss before ready asks for a renewed one', async () => {
    const { actor, tokens, streams } = startLiveStream();
    tokens[0]!.resolve('token-1');
    await flush();
    actor.send({ type: 'stream.ready', seq: 2 });
    actor.send({ type: 'stream.message', message: memo(3) });
    actor.send({ type: 'stream.error' });
    expect(streams[0]!.closed).toBe(true);
    expect(selectLiveStatus(actor.getSnapshot())).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(backoffMs[0] - 1);
    expect(tokens).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    // It was live before it dropped: the token need not be renewed.
    expect(tokens[1]!.renew).toBe(false);
    tokens[1]!.resolve('token-2');
    await flush();
    expect(streams[1]!.input).toEqual({ token: 'token-2', lastSeq: 3 });
    // Dropped before ready this time: the next request asks for a renewed token, after a longer wait.
    actor.send({ type: 'stream.error' });
    await vi.advanceTimersByTimeAsync(backoffMs[1]);
    expect(tokens[2]!.renew).toBe(true);
  });

  it('a ready after a reset is fresh and the position moves to it; a later ready resumes', async () => {
    const { actor, tokens, reports } = startLiveStream(30);
    tokens[0]!.resolve('token-1');
    await flush();
    actor.send({ type: 'stream.reset' });
    actor.send({ type: 'stream.ready', seq: 40 });
    actor.send({ type: 'stream.message', message: memo(40) });
    actor.send({ type: 'stream.message', message: memo(41) });
    actor.send({ type: 'stream.error' });
    await vi.advanceTimersByTimeAsync(backoffMs[0]);
    tokens[1]!.resolve('token-2');
    await flush();
    actor.send({ type: 'stream.ready', seq: 41 });
    expect(reports).toEqual(['ready 40 fresh', 'message 41', 'ready 41']);
  });

  it('a server log behind our position (a reset database) is fresh too, and followed from where it is', async () => {
    const { actor, tokens, reports } = startLiveStream(50);
    tokens[0]!.resolve('token-1');
    await flush();
    actor.send({ type: 'stream.ready', seq: 3 });
    actor.send({ type: 'stream.message', message: memo(4) });
    expect(reports).toEqual(['ready 3 fresh', 'message 4']);
  });

  it('no token yet, or a renewal that fails: it waits and asks again', async () => {
    const { actor, tokens } = startLiveStream();
    tokens[0]!.resolve(null);
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(backoffMs[0]);
    tokens[1]!.reject(new Error('refused'));
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(backoffMs[1]);
    expect(tokens).toHaveLength(3);
    expect(selectLiveStatus(actor.getSnapshot())).toBe('reconnecting');
  });

  it('the back-off grows to its last step and stays there', async () => {
    const { tokens } = startLiveStream();
    for (const wait of [backoffMs[0], backoffMs[1], backoffMs[2], backoffMs[2]]) {
      tokens.at(-1)!.resolve(null);
      await flush();
      const asked = tokens.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(tokens).toHaveLength(asked);
      await vi.advanceTimersByTimeAsync(1);
      expect(tokens).toHaveLength(asked + 1);
    }
  });

  it('leaving stops it wherever it is: the stream closes and no retry follows', async () => {
    const { actor, tokens, streams } = startLiveStream();
    tokens[0]!.resolve('token-1');
    await flush();
    actor.send({ type: 'live.stop' });
    expect(streams[0]!.closed).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tokens).toHaveLength(1);
  });
});

// ---- Model-based ------------------------------------------------------------------------------------

const paths = generatePaths(model);
const coverage = new PathCoverage(model);

/** Replays one path on a real actor: token answers settle the request, the back-off runs on fake timers, stream events are sent. */
async function replay(path: ModelPath) {
  vi.useFakeTimers();
  try {
    coverage.begin(path);
    const { actor, tokens, machine } = startLiveStream();
    coverage.visit(path.id, actor.getSnapshot());
    for (const step of path.steps) {
      const event = step.event as LiveStreamModelEvent | { type: 'xstate.init' };
      if (event.type === 'xstate.init') continue;
      const before = actor.getSnapshot();
      if (event.type === 'xstate.done.actor.getToken') {
        tokens.at(-1)!.resolve(event.output);
        await flush();
      } else if (event.type === 'xstate.error.actor.getToken') {
        tokens.at(-1)!.reject(event.error);
        await flush();
      } else if (event.type === backoffEvent.type) {
        await vi.advanceTimersByTimeAsync(Math.max(...backoffMs));
      } else if (event.type === 'xstate.error.actor.stream') {
        // What XState sends when the stream actor throws (an EventSource that cannot be made).
        actor.send(event as never);
      } else {
        actor.send(event);
      }
      const after = actor.getSnapshot();
      expect(model.stateOf(after)).toBe(model.stateOf(step.state));
      expect(machine.getTransitionData(before, event as never).length > 0).toBe(model.transitionsTaken(before, event, after).length > 0);
      coverage.step(path.id, before, event, after);
    }
    actor.stop();
  } finally {
    vi.useRealTimers();
  }
}

describe('live stream machine, model-based', () => {
  test('the graph walk finds paths to every state and over every transition', () => {
    expect(paths.filter((p) => p.kind === 'shortest').length).toBeGreaterThanOrEqual(model.transitions.length);
    expect(new Set(paths.filter((p) => p.kind === 'simple').map((p) => p.target))).toEqual(new Set(model.states.filter((s) => s !== 'open')));
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
