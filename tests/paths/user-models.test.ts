/**
 * The user-level models against the real machines (decision 022): each model must account for every
 * state and event of its machine and name nothing the machine lacks, and every path generated from
 * it — the browser's among them — must drive the real machine through the states the model says,
 * with each step accepted or refused as the model says.
 */
import { describe, expect, test } from 'vitest';
import { browserPaths, conformance, RealReplay, userPaths } from './user-model.ts';
import { userModels } from './user-models.ts';

for (const model of userModels) {
  describe(`${model.real.name} user model`, () => {
    test('every state and event of the real machine has a counterpart in the model, and the reverse', () => {
      expect(conformance(model)).toEqual({
        realStatesWithoutUserState: [],
        realEventsWithoutUserEvent: [],
        userStatesWithoutRealState: [],
        userEventsWithoutRealEvent: [],
      });
    });

    test('every on-screen state and user event the walk reaches is one the browser binding must handle', () => {
      const paths = userPaths(model);
      const seen = new Set(paths.flatMap((p) => p.steps.map((s) => model.seen(s.state))));
      const types = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
      expect([...types].filter((t) => !model.eventTypes.includes(t))).toEqual([]);
      expect([...model.eventTypes].filter((t) => !types.has(t))).toEqual([]);
      expect([...seen].filter((s) => !model.seenStates.includes(s))).toEqual([]);
    });

    // The generated paths and the browser's tours, replayed on the real machine's transition function.
    const paths = [...userPaths(model), ...browserPaths(model)];
    test(`all ${paths.length} paths (generated and browser) drive the real machine through the model's states`, () => {
      for (const path of paths) {
        const replay = new RealReplay(model.real);
        replay.apply(model.open.real);
        expect(replay.state(), `${path.id} open`).toBe(model.realState(model.open.state));
        path.steps.forEach((s, i) => {
          replay.apply(s.real);
          expect(replay.state(), `${path.id} step ${i + 1}: ${model.step(s.event)}`).toBe(model.realState(s.state));
        });
      }
    });
  });
}

describe('user model conformance check', () => {
  test('fails when the model leaves out a user action the real machine needs, or names a state the machine lacks', async () => {
    const { matchUserModel } = await import('./match.user-model.ts');
    const withoutMemo = { ...matchUserModel, events: (s: never) => matchUserModel.events(s).filter((e) => e.type !== 'WRITE_MEMO') };
    expect(conformance(withoutMemo).realEventsWithoutUserEvent).toEqual(['memo.save']);
    const misnamed = { ...matchUserModel, realState: () => 'kickedOff' };
    expect(conformance(misnamed).userStatesWithoutRealState).toEqual(['kickedOff']);
    expect(conformance(misnamed).realStatesWithoutUserState).toEqual([
      'scheduled',
      'underway',
      'underway.playing',
      'underway.playing.firstHalf',
      'underway.playing.secondHalf',
      'underway.halfTime',
      'finished',
    ]);
  });
});
