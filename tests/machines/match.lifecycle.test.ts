import type { MatchState } from '#contract/enums.ts';
import { matchStates } from '#contract/enums.ts';
import { isAllowed, nextMatchState, timeRequestToLifecycle, type LifecycleRequest } from '#machines/match.lifecycle.ts';
import { describe, expect, it } from 'vitest';

const requests: Record<string, LifecycleRequest> = {
  'first half start': { type: 'half.start', half: 'FIRST_HALF' },
  'first half end': { type: 'half.end', half: 'FIRST_HALF' },
  'second half start': { type: 'half.start', half: 'SECOND_HALF' },
  'second half end': { type: 'half.end', half: 'SECOND_HALF' },
  'kick-off cancel': { type: 'kickoff.cancel' },
  'event record': { type: 'event.record' },
  'exchange record': { type: 'exchange.record' },
  'event cancel': { type: 'event.cancel' },
  'memo save': { type: 'memo.save' },
};

const S = 'SCHEDULED',
  P1 = 'PLAY_FIRST_HALF',
  HT = 'HALF_TIME',
  P2 = 'PLAY_SECOND_HALF',
  F = 'FINISHED';
const x = null;

/** Rows: request; columns: SCHEDULED, PLAY_FIRST_HALF, HALF_TIME, PLAY_SECOND_HALF, FINISHED. */
const expected: Record<string, (MatchState | null)[]> = {
  'first half start': [P1, x, x, x, x],
  'first half end': [x, HT, x, x, x],
  'second half start': [x, x, P2, x, x],
  'second half end': [x, x, x, F, x],
  'kick-off cancel': [x, S, x, x, x],
  'event record': [x, P1, x, P2, x],
  'exchange record': [x, P1, x, P2, x],
  'event cancel': [x, P1, x, P2, x],
  'memo save': [x, P1, HT, P2, x],
};

describe('match lifecycle: every state × request', () => {
  const cells = Object.keys(requests).flatMap((name) => matchStates.map((state, i) => ({ name, state, want: expected[name][i] })));

  it('covers all 5 states × 9 request kinds', () => {
    expect(cells).toHaveLength(45);
  });

  it.each(cells)('$name in $state → $want', ({ name, state, want }) => {
    expect(nextMatchState(state, requests[name])).toBe(want);
    expect(isAllowed(state, requests[name])).toBe(want !== null);
  });
});

describe('match lifecycle rules', () => {
  it('refuses a goal before kick-off', () => {
    expect(isAllowed('SCHEDULED', { type: 'event.record' })).toBe(false);
  });

  it('refuses ending the second half of a scheduled match (the old server jumped to FINISHED)', () => {
    expect(nextMatchState('SCHEDULED', { type: 'half.end', half: 'SECOND_HALF' })).toBeNull();
  });

  it('refuses re-opening a finished match with a first-half start', () => {
    expect(nextMatchState('FINISHED', { type: 'half.start', half: 'FIRST_HALF' })).toBeNull();
  });

  it('accepts the memo at half time but not a substitution', () => {
    expect(isAllowed('HALF_TIME', { type: 'memo.save' })).toBe(true);
    expect(isAllowed('HALF_TIME', { type: 'exchange.record' })).toBe(false);
  });

  it('resets the state to SCHEDULED when kick-off is cancelled', () => {
    expect(nextMatchState('PLAY_FIRST_HALF', { type: 'kickoff.cancel' })).toBe('SCHEDULED');
  });
});

describe('timeRequestToLifecycle', () => {
  it('maps each half × time type of PATCH /time to a lifecycle request', () => {
    expect(timeRequestToLifecycle({ halfType: 'FIRST_HALF', timeType: 'START_TIME' })).toEqual({ type: 'half.start', half: 'FIRST_HALF' });
    expect(timeRequestToLifecycle({ halfType: 'FIRST_HALF', timeType: 'END_TIME' })).toEqual({ type: 'half.end', half: 'FIRST_HALF' });
    expect(timeRequestToLifecycle({ halfType: 'SECOND_HALF', timeType: 'START_TIME' })).toEqual({ type: 'half.start', half: 'SECOND_HALF' });
    expect(timeRequestToLifecycle({ halfType: 'SECOND_HALF', timeType: 'END_TIME' })).toEqual({ type: 'half.end', half: 'SECOND_HALF' });
  });

  it('drives the full lifecycle through PATCH /time bodies in order', () => {
    let state: MatchState | null = 'SCHEDULED';
    for (const [halfType, timeType] of [
      ['FIRST_HALF', 'START_TIME'],
      ['FIRST_HALF', 'END_TIME'],
      ['SECOND_HALF', 'START_TIME'],
      ['SECOND_HALF', 'END_TIME'],
    ] as const) {
      state = nextMatchState(state!, timeRequestToLifecycle({ halfType, timeType }));
    }
    expect(state).toBe('FINISHED');
  });
});
