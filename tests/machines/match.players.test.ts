import type { MatchPlayer } from '#contract/matches.ts';
import { matchMachine, selectCanRecord, type MatchSnapshot } from '#machines/match.machine.ts';
import { canRecordFor, playerActions, playerEventTypes, playerStanding, type PlayerStandingInput } from '#machines/match.players.ts';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

const starter: PlayerStandingInput = { role: 'START_PLAYER', sentOff: false, subIn: false, subOut: false };
const substitute: PlayerStandingInput = { role: 'SUB_PLAYER', sentOff: false, subIn: false, subOut: false };
const subbedOut = { ...starter, subOut: true };
const cameOn = { ...substitute, subIn: true };
const sentOff = { ...starter, sentOff: true };
const cameOnThenSentOff = { ...cameOn, sentOff: true };

describe('which actions a player is offered (machines/match.players.ts)', () => {
  it('names where each player stands: on the pitch, on the bench, substituted off, sent off', () => {
    expect(playerStanding(starter)).toBe('onPitch');
    expect(playerStanding(cameOn)).toBe('onPitch');
    expect(playerStanding(substitute)).toBe('bench');
    expect(playerStanding(subbedOut)).toBe('subbedOut');
    expect(playerStanding(sentOff)).toBe('sentOff');
    expect(playerStanding(cameOnThenSentOff)).toBe('sentOff');
  });

  it('offers every player event and the way off to a starter on the pitch while a half is played', () => {
    expect(playerActions(starter, true)).toEqual({ standing: 'onPitch', events: playerEventTypes, canGoOff: true, canComeOn: false });
  });

  it('offers no goal, card or substitution to a player substituted off or sent off', () => {
    for (const gone of [subbedOut, sentOff, cameOnThenSentOff]) {
      const actions = playerActions(gone, true);
      expect(actions.events).toEqual([]);
      expect(actions.canGoOff).toBe(false);
      expect(actions.canComeOn).toBe(false);
      expect(canRecordFor(gone, true, 'GOAL')).toBe(false);
    }
  });

  it('lets a bench player only come on; one who came on gets events but is not substituted again', () => {
    expect(playerActions(substitute, true)).toEqual({ standing: 'bench', events: [], canGoOff: false, canComeOn: true });
    expect(playerActions(cameOn, true)).toEqual({ standing: 'onPitch', events: playerEventTypes, canGoOff: false, canComeOn: false });
  });

  it('offers nothing to anyone while recording is closed', () => {
    for (const p of [starter, substitute, cameOn]) {
      const actions = playerActions(p, false);
      expect([actions.events, actions.canGoOff, actions.canComeOn]).toEqual([[], false, false]);
    }
  });

  it('asks the match machine whether recording is open: nothing before kick-off, everything in the first half', () => {
    const match = {
      id: 1,
      matchState: 'SCHEDULED' as const,
      firstHalfPeriod: 45,
      secondHalfPeriod: 45,
      firstHalfStartAt: null,
      firstHalfEndAt: null,
      secondHalfStartAt: null,
      secondHalfEndAt: null,
    };
    const actor = createActor(matchMachine.provide({ actions: { enqueue: () => undefined, clearEvents: () => undefined } }), { input: { match } }).start();
    const scorer: Pick<MatchPlayer, 'role' | 'sentOff' | 'subIn' | 'subOut'> = starter;
    // As the record screen asks: the machine says whether recording is open, the player's standing the rest.
    const selectPlayerActions = (snapshot: MatchSnapshot, p: PlayerStandingInput) => playerActions(p, selectCanRecord(snapshot));
    expect(selectPlayerActions(actor.getSnapshot(), scorer).events).toEqual([]);
    actor.send({ type: 'half.start', half: 'FIRST_HALF' });
    expect(selectPlayerActions(actor.getSnapshot(), scorer).events).toContain('GOAL');
    expect(selectPlayerActions(actor.getSnapshot(), subbedOut).events).toEqual([]);
    actor.stop();
  });
});
