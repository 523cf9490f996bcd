/**
 * The record screen's undo window (machines/undo-window.machine.ts), on XState's simulated clock: an
 * offer lapses after its delay, a newer write restarts the delay, and a taken offer is gone at once.
 * Then the model-based paths (tests/paths/undo-window.model.ts), replayed on the real machine for
 * `npm run test:paths`.
 */
import { selectUndoOffer, undoVisibleMs, undoWindowMachine, type UndoOffer, type UndoWindowEvent } from '#machines/undo-window.machine.ts';
import { describe, expect, it, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { PathCoverage } from '../paths/coverage.ts';
import { generatePaths, type ModelPath } from '../paths/model.ts';
import { describeReplays, testEverythingReached } from '../paths/suite.ts';
import { lapseEvent, undoWindowModel as model } from '../paths/undo-window.model.ts';

const goal: UndoOffer = { clientId: 'g', label: '득점 기록됨' };
const shot: UndoOffer = { clientId: 's', label: '슈팅 기록됨' };

function startWindow() {
  const clock = new SimulatedClock();
  const actor = createActor(undoWindowMachine, { clock }).start();
  return { actor, clock, offer: () => selectUndoOffer(actor.getSnapshot()), state: () => actor.getSnapshot().value };
}

describe('the undo window', () => {
  it('offers nothing until a write is made here', () => {
    const { state, offer } = startWindow();
    expect(state()).toBe('closed');
    expect(offer()).toBeNull();
  });

  it('offers the newest write, and the offer lapses after its delay, not before', () => {
    const { actor, clock, state, offer } = startWindow();
    actor.send({ type: 'undo.offer', offer: goal });
    expect(state()).toBe('open');
    expect(offer()).toEqual(goal);
    clock.increment(undoVisibleMs - 1);
    expect(offer()).toEqual(goal);
    clock.increment(1);
    expect(state()).toBe('closed');
    expect(offer()).toBeNull();
  });

  it('a newer write replaces the offer and its delay starts again', () => {
    const { actor, clock, offer } = startWindow();
    actor.send({ type: 'undo.offer', offer: goal });
    clock.increment(undoVisibleMs - 1000);
    actor.send({ type: 'undo.offer', offer: shot });
    expect(offer()).toEqual(shot);
    clock.increment(undoVisibleMs - 1);
    expect(offer()).toEqual(shot);
    clock.increment(1);
    expect(offer()).toBeNull();
  });

  it('undo.take closes the window at once, and the old delay does not cut the next offer short', () => {
    const { actor, clock, state, offer } = startWindow();
    actor.send({ type: 'undo.offer', offer: goal });
    actor.send({ type: 'undo.take' });
    expect(state()).toBe('closed');
    expect(offer()).toBeNull();
    // A new offer made right after is not cut short by the first one's delay.
    clock.increment(undoVisibleMs - 1000);
    actor.send({ type: 'undo.offer', offer: shot });
    clock.increment(1000);
    expect(offer()).toEqual(shot);
  });

  it('taking with nothing offered changes nothing', () => {
    const { actor, state } = startWindow();
    actor.send({ type: 'undo.take' });
    expect(state()).toBe('closed');
  });
});

// ---- Model-based ------------------------------------------------------------------------------------

const paths = generatePaths(model);
const coverage = new PathCoverage(model);

/** Replays one path on a real actor over a simulated clock: the lapse is the clock running out the delay. */
function replay(path: ModelPath) {
  coverage.begin(path);
  const { actor, clock } = startWindow();
  coverage.visit(path.id, actor.getSnapshot());
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    const before = actor.getSnapshot();
    if (step.event.type === lapseEvent.type) clock.increment(undoVisibleMs);
    else actor.send(step.event as UndoWindowEvent);
    const after = actor.getSnapshot();
    expect(model.stateOf(after)).toBe(model.stateOf(step.state));
    expect(selectUndoOffer(after)).toEqual(selectUndoOffer(step.state as typeof after));
    coverage.step(path.id, before, step.event, after);
  }
  actor.stop();
}

describe('undo window, model-based', () => {
  test('the graph walk finds paths to every state and over every transition', () => {
    expect(paths.filter((p) => p.kind === 'shortest').length).toBeGreaterThanOrEqual(model.transitions.length);
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
