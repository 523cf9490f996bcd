/**
 * The scrimmage machine: unit tests by behaviour, then model-based tests. @xstate/graph enumerates
 * paths through the real machine (the model in tests/paths/scrimmage.model.ts, shared with
 * `npm run paths`); each path is replayed on a real actor whose `write` calls the test settles.
 */
import {
  selectClock,
  selectFailure,
  selectGameOn,
  selectNextPairing,
  selectScreen,
  selectUnsided,
  selectUpcoming,
  selectWriting,
  type ScrimmageMachineEvent,
} from '#machines/scrimmage.machine.ts';
import type { ScrimmageMachineScrimmage } from '#machines/scrimmage.phase.ts';
import { describe, expect, it, test } from 'vitest';
import { PathCoverage } from '../paths/coverage.ts';
import { generatePaths, leafStates, type ModelPath } from '../paths/model.ts';
import {
  answers,
  between,
  checkingIn,
  late,
  paused,
  playing,
  scrimmageModel as model,
  settleWrite,
  sided,
  split6,
  split7,
  startScrimmage,
  type ScrimmageModelEvent,
} from '../paths/scrimmage.model.ts';
import { describeReplays, testEverythingReached } from '../paths/suite.ts';

/** Lets a settled write reach the machine. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const clientId = '0b6f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
const goal = (side: number) => ({ clientId, eventType: 'GOAL' as const, attendeeId: 1, side });

function started(scrimmage: ScrimmageMachineScrimmage) {
  const { actor, calls } = startScrimmage(scrimmage);
  const snapshot = () => actor.getSnapshot();
  /** Answers the write on its way with `answer` (or refuses it with `error`). */
  const answer = async (answer: ScrimmageMachineScrimmage | Error) => {
    const call = calls.at(-1)!;
    if (answer instanceof Error) call.reject(answer);
    else call.resolve(answer);
    await flush();
  };
  const can = (event: ScrimmageMachineEvent) => snapshot().can(event);
  return { actor, calls, snapshot, answer, can, screen: () => selectScreen(snapshot()) };
}

describe('scrimmage machine', () => {
  it.each([
    ['checkingIn', 'checkIn'],
    ['sided', 'betweenGames'],
    ['playing', 'playing'],
    ['paused', 'paused'],
    ['between', 'betweenGames'],
    ['late', 'betweenGames'],
    ['finished', 'finished'],
  ] as const)('opens on the screen the server’s scrimmage stands at: %s → %s', (name, screen) => {
    expect(started(answers[name]).screen()).toBe(screen);
  });

  it('checks in a guest through the write actor and shows the server’s answer', async () => {
    const s = started(checkingIn);
    s.actor.send({ type: 'attendee.add', body: { guestName: '용병 김' } });
    expect(s.snapshot().matches({ checkIn: 'writing' })).toBe(true);
    expect(selectWriting(s.snapshot())).toBe(true);
    expect(s.calls.map((c) => c.write)).toEqual([{ kind: 'attendee.add', scrimmageId: 7, body: { guestName: '용병 김' } }]);
    const withGuest = { ...checkingIn, attendees: [...checkingIn.attendees, { id: 7, side: null }] };
    await s.answer(withGuest);
    expect(s.snapshot().matches({ checkIn: 'idle' })).toBe(true);
    expect(s.snapshot().context.scrimmage).toBe(withGuest);
    expect(selectWriting(s.snapshot())).toBe(false);
  });

  it('goes to the split step with someone for every side, saves a whole split, and is between games when the server has the sides', async () => {
    const s = started({ ...checkingIn, attendees: checkingIn.attendees.slice(0, 2) });
    expect(s.can({ type: 'sides.split' })).toBe(false);
    const t = started(checkingIn);
    t.actor.send({ type: 'sides.split' });
    expect(t.screen()).toBe('sides');
    expect(t.can({ type: 'sides.save', sides: split7 })).toBe(false);
    expect(t.can({ type: 'sides.save', sides: [split6[0]!, split6[1]!, { ...split6[2]!, vestColour: 'ORANGE' }] })).toBe(false);
    t.actor.send({ type: 'sides.save', sides: split6 });
    expect(t.calls.map((c) => c.write)).toEqual([{ kind: 'sides.save', scrimmageId: 7, sides: split6 }]);
    await t.answer(sided);
    expect(t.screen()).toBe('betweenGames');
    expect(selectNextPairing(t.snapshot())).toEqual({ homeSide: 0, awaySide: 1, restingSide: 2, why: { kind: 'first' } });
  });

  it('keeps the split step open while another device checks someone in', () => {
    const s = started(checkingIn);
    s.actor.send({ type: 'sides.split' });
    const more = { ...checkingIn, attendees: [...checkingIn.attendees, { id: 7, side: null }] };
    s.actor.send({ type: 'server.synced', scrimmage: more });
    expect(s.screen()).toBe('sides');
    expect(s.snapshot().context.scrimmage).toBe(more);
    s.actor.send({ type: 'sides.leave' });
    expect(s.screen()).toBe('checkIn');
  });

  it('keeps the screen where it was with the failure when the server refuses a write, and clears it on the next write', async () => {
    const s = started(between);
    s.actor.send({ type: 'game.start', clientId });
    const refusal = new Error('409 a game is on');
    await s.answer(refusal);
    expect(s.snapshot().matches({ betweenGames: 'idle' })).toBe(true);
    expect(selectFailure(s.snapshot())).toEqual({
      write: { kind: 'game.start', scrimmageId: 7, body: { clientId, homeSide: 0, awaySide: 2 } },
      error: refusal,
    });
    s.actor.send({ type: 'game.start', clientId });
    expect(selectFailure(s.snapshot())).toBeNull();
    await s.answer(playing);
    expect(s.screen()).toBe('playing');
  });

  it('takes one write at a time: a second tap while one is on its way is not sent', () => {
    const s = started(between);
    s.actor.send({ type: 'game.start', clientId });
    s.actor.send({ type: 'game.start', clientId });
    s.actor.send({ type: 'scrimmage.finish' });
    expect(s.calls).toHaveLength(1);
  });

  it('starts the proposed pairing, or the pairing the admin chose instead', () => {
    const s = started(between);
    // Game 1: side 0 beat side 1, so side 0 stays and side 2 comes on.
    expect(selectNextPairing(s.snapshot())).toEqual({ homeSide: 0, awaySide: 2, restingSide: 1, why: { kind: 'winnerStays', winner: 0, loser: 1 } });
    expect(s.can({ type: 'game.start', clientId, pairing: { homeSide: 1, awaySide: 1 } })).toBe(false);
    expect(s.can({ type: 'game.start', clientId, pairing: { homeSide: 1, awaySide: 3 } })).toBe(false);
    s.actor.send({ type: 'game.start', clientId, pairing: { homeSide: 1, awaySide: 2 } });
    expect(s.calls[0]!.write).toEqual({ kind: 'game.start', scrimmageId: 7, body: { clientId, homeSide: 1, awaySide: 2 } });
  });

  it('checks in a late arrival during a game, who joins a side at the next break before the next game starts', async () => {
    const s = started(playing);
    s.actor.send({ type: 'attendee.add', body: { userId: 40 } });
    await s.answer({ ...playing, attendees: late.attendees });
    expect(s.screen()).toBe('playing');
    s.actor.send({ type: 'game.end' });
    await s.answer(late);
    expect(s.screen()).toBe('betweenGames');
    expect(selectUnsided(s.snapshot())).toEqual([7]);
    expect(s.can({ type: 'game.start', clientId })).toBe(false);
    expect(s.can({ type: 'sides.save', sides: split6 })).toBe(false);
    s.actor.send({ type: 'sides.save', sides: split7 });
    await s.answer({ ...late, attendees: late.attendees.map((a) => ({ ...a, side: a.side ?? 0 })), sides: split7 });
    expect(selectUnsided(s.snapshot())).toEqual([]);
    expect(s.can({ type: 'game.start', clientId })).toBe(true);
  });

  it('pauses, resumes and ends the game on, recording goals for the two sides on the pitch', async () => {
    const s = started(playing);
    expect(s.can({ type: 'event.record', body: goal(2) })).toBe(false);
    s.actor.send({ type: 'event.record', body: goal(0) });
    expect(s.calls[0]!.write).toEqual({ kind: 'event.record', scrimmageId: 7, gameId: 1, body: goal(0) });
    await s.answer(playing);
    s.actor.send({ type: 'game.pause' });
    await s.answer(paused);
    expect(s.screen()).toBe('paused');
    expect(s.can({ type: 'event.record', body: goal(1) })).toBe(true);
    expect(s.can({ type: 'event.record', body: goal(2) })).toBe(false);
    s.actor.send({ type: 'game.resume' });
    await s.answer(playing);
    s.actor.send({ type: 'game.end' });
    await s.answer(between);
    expect(s.calls.map((c) => c.write)).toMatchObject([{ kind: 'event.record' }, { action: 'PAUSE' }, { action: 'RESUME' }, { action: 'END', gameId: 1 }]);
    expect(s.screen()).toBe('betweenGames');
  });

  it('corrects a finished game by reopening it, then cancelling the event while it is on', async () => {
    const s = started(between);
    expect(s.can({ type: 'event.cancel', gameId: 1, eventId: 31 })).toBe(false);
    s.actor.send({ type: 'game.reopen' });
    await s.answer(playing);
    expect(s.screen()).toBe('playing');
    expect(s.can({ type: 'event.cancel', gameId: 2, eventId: 31 })).toBe(false);
    s.actor.send({ type: 'event.cancel', gameId: 1, eventId: 31 });
    expect(s.calls.map((c) => c.write)).toEqual([
      { kind: 'game.change', scrimmageId: 7, gameId: 1, action: 'REOPEN' },
      { kind: 'event.cancel', scrimmageId: 7, gameId: 1, eventId: 31 },
    ]);
    expect(started(sided).can({ type: 'game.reopen' })).toBe(false);
  });

  it('leaves a dropout who had played out of the split and of the players a game waits for', () => {
    const gone = { ...between, attendees: between.attendees.map((a) => (a.id === 6 ? { ...a, side: null, leftAt: '2026-03-01T10:20:00.000Z' } : a)) };
    const s = started(gone);
    expect(selectUnsided(s.snapshot())).toEqual([]);
    expect(s.can({ type: 'attendee.remove', attendeeId: 6 })).toBe(false);
    expect(s.can({ type: 'sides.save', sides: split6 })).toBe(false);
    expect(s.can({ type: 'sides.save', sides: [split6[0]!, split6[1]!, { ...split6[2]!, attendeeIds: [5] }] })).toBe(true);
    expect(s.can({ type: 'game.start', clientId })).toBe(true);
  });

  it('starts no game with a side that has nobody on it', () => {
    const empty = { ...between, sides: [split6[0]!, split6[1]!, { ...split6[2]!, attendeeIds: [] }] };
    expect(started(empty).can({ type: 'game.start', clientId, pairing: { homeSide: 0, awaySide: 1 } })).toBe(true);
    expect(started(empty).can({ type: 'game.start', clientId })).toBe(false);
  });

  it('takes a dropout off, but not someone who is not checked in', () => {
    const s = started(playing);
    expect(s.can({ type: 'attendee.remove', attendeeId: 99 })).toBe(false);
    s.actor.send({ type: 'attendee.remove', attendeeId: 6 });
    expect(s.calls[0]!.write).toEqual({ kind: 'attendee.remove', scrimmageId: 7, attendeeId: 6 });
  });

  it('finishes only after a game, and then stops', async () => {
    expect(started(sided).can({ type: 'scrimmage.finish' })).toBe(false);
    const s = started(between);
    s.actor.send({ type: 'scrimmage.finish' });
    await s.answer(answers.finished);
    expect(s.screen()).toBe('finished');
    expect(s.snapshot().status).toBe('done');
  });

  it('follows another device between writes, and lets the answer of its own write decide during one', async () => {
    const s = started(checkingIn);
    s.actor.send({ type: 'server.synced', scrimmage: playing, serverOffsetMs: 1500 });
    expect(s.screen()).toBe('playing');
    expect(s.snapshot().context.serverOffsetMs).toBe(1500);
    s.actor.send({ type: 'game.pause' });
    s.actor.send({ type: 'server.synced', scrimmage: between });
    expect(s.snapshot().matches({ playing: 'writing' })).toBe(true);
    await s.answer(paused);
    expect(s.screen()).toBe('paused');
  });

  it('aborts the write on its way when the screen closes', () => {
    const s = started(between);
    s.actor.send({ type: 'game.start', clientId });
    s.actor.stop();
    expect(s.calls[0]!.signal.aborted).toBe(true);
  });

  it('reads the clock of the game on, on the server’s clock, and previews the games after it', () => {
    const s = started(playing);
    s.actor.send({ type: 'server.synced', scrimmage: playing, serverOffsetMs: 60_000 });
    expect(selectGameOn(s.snapshot())?.id).toBe(1);
    expect(selectClock(s.snapshot(), Date.parse('2026-03-01T10:04:00.000Z'))).toMatchObject({ display: '05:00', running: true });
    expect(selectUpcoming(s.snapshot(), 1)).toEqual([
      {
        certain: false,
        pairings: [
          { homeSide: 0, awaySide: 2, restingSide: 1 },
          { homeSide: 1, awaySide: 2, restingSide: 0 },
        ],
      },
    ]);
    expect(selectClock(started(sided).snapshot(), 0)).toBeNull();
    expect(selectUpcoming(started(checkingIn).snapshot(), 2)).toEqual([]);
  });
});

// ---- Model-based ------------------------------------------------------------------------------------

const paths = generatePaths(model);
const shortestPaths = paths.filter((p) => p.kind === 'shortest');
const simplePaths = paths.filter((p) => p.kind === 'simple');
const coverage = new PathCoverage(model);

/** Replays one path on a real actor; the write's done / error settle the pending call instead of being sent. */
async function replay(path: ModelPath) {
  coverage.begin(path);
  const { actor, calls, machine } = startScrimmage();
  coverage.visit(path.id, actor.getSnapshot());
  for (const step of path.steps) {
    const event = step.event as ScrimmageModelEvent | { type: 'xstate.init' };
    if (event.type === 'xstate.init') {
      expect(model.stateOf(actor.getSnapshot())).toBe(model.stateOf(step.state));
      continue;
    }
    const before = actor.getSnapshot();
    if (event.type === 'xstate.done.actor.write' || event.type === 'xstate.error.actor.write') {
      const pending = calls.at(-1)!;
      expect(pending.signal.aborted).toBe(false);
      settleWrite(pending, event);
      await flush();
    } else {
      actor.send(event as never);
    }
    const after = actor.getSnapshot();
    expect(model.stateOf(after)).toBe(model.stateOf(step.state));
    expect(machine.getTransitionData(before, event as never).length > 0).toBe(model.transitionsTaken(before, event, after).length > 0);
    coverage.step(path.id, before, event, after);
  }
  actor.stop();
}

describe('scrimmage machine, model-based', () => {
  test('the graph walk finds paths to every state', () => {
    expect(shortestPaths.length).toBeGreaterThanOrEqual(model.transitions.length);
    expect(new Set(simplePaths.map((p) => p.target))).toEqual(new Set(leafStates(model)));
  });

  describeReplays('shortest paths (one per edge)', model, shortestPaths, replay);
  describeReplays('simple paths (by state)', model, simplePaths, replay);
  testEverythingReached(model, coverage);
});
