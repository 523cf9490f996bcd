/**
 * The match clock and event minute labels: every test passes the time explicitly (no timers).
 */
import { matchStates } from '#contract/enums.ts';
import { eventMinuteLabel, isInPlay, matchClock, matchPeriod, type MatchClockInput } from '#machines/match.clock.ts';
import { describe, expect, it } from 'vitest';

const KICK_OFF = Date.parse('2025-05-10T10:00:00.000Z');
const min = (m: number, s = 0) => (m * 60 + s) * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const notStarted: MatchClockInput = {
  firstHalfPeriod: 45,
  secondHalfPeriod: 45,
  firstHalfStartAt: null,
  firstHalfEndAt: null,
  secondHalfStartAt: null,
  secondHalfEndAt: null,
};
const firstHalf = { ...notStarted, firstHalfStartAt: iso(KICK_OFF) };
const halfTime = { ...firstHalf, firstHalfEndAt: iso(KICK_OFF + min(47)) };
const SECOND_KICK_OFF = KICK_OFF + min(62);
const secondHalf = { ...halfTime, secondHalfStartAt: iso(SECOND_KICK_OFF) };
const finished = { ...secondHalf, secondHalfEndAt: iso(SECOND_KICK_OFF + min(49)) };

describe('match clock', () => {
  it('shows 00:00 before kick-off', () => {
    expect(matchClock(notStarted, KICK_OFF + min(10))).toEqual({
      period: 'notStarted',
      minute: 0,
      second: 0,
      display: '00:00',
      addedMinutes: 0,
      addedLabel: null,
    });
  });

  it('counts minutes and seconds of the first half from its kick-off', () => {
    const clock = matchClock(firstHalf, KICK_OFF + min(23, 7));
    expect(clock).toMatchObject({ period: 'firstHalf', minute: 23, second: 7, display: '23:07', addedMinutes: 0, addedLabel: null });
  });

  it('shows exactly the half length at the end of regular time without added time', () => {
    expect(matchClock(firstHalf, KICK_OFF + min(44, 59))).toMatchObject({ display: '44:59', addedMinutes: 0 });
    expect(matchClock(firstHalf, KICK_OFF + min(45))).toMatchObject({ display: '45:00', addedMinutes: 0, addedLabel: null });
  });

  it('shows 45+2 in added time of the first half', () => {
    const clock = matchClock(firstHalf, KICK_OFF + min(47, 30));
    expect(clock).toMatchObject({ period: 'firstHalf', minute: 47, second: 30, display: '47:30', addedMinutes: 2, addedLabel: '+2' });
  });

  it('never runs backwards when the device clock is behind kick-off', () => {
    expect(matchClock(firstHalf, KICK_OFF - min(1))).toMatchObject({ display: '00:00', minute: 0, second: 0 });
  });

  it('stops at half time where the first half really ended, added time included', () => {
    expect(matchClock(halfTime, KICK_OFF + min(55))).toMatchObject({ period: 'halfTime', minute: 47, display: '47:00', addedMinutes: 2, addedLabel: '+2' });
    const shortHalf = { ...halfTime, firstHalfEndAt: iso(KICK_OFF + min(44, 31)) };
    expect(matchClock(shortHalf, KICK_OFF + min(70))).toMatchObject({ period: 'halfTime', display: '44:31', addedMinutes: 0, addedLabel: null });
  });

  it("continues the second half from the first half's length, not the second's", () => {
    const match = { ...secondHalf, firstHalfPeriod: 40, secondHalfPeriod: 35 };
    expect(matchClock(match, SECOND_KICK_OFF)).toMatchObject({ period: 'secondHalf', minute: 40, display: '40:00' });
    expect(matchClock(match, SECOND_KICK_OFF + min(12, 5))).toMatchObject({ minute: 52, second: 5, display: '52:05', addedMinutes: 0 });
  });

  it('shows added time of the second half past its own length', () => {
    const clock = matchClock(secondHalf, SECOND_KICK_OFF + min(48, 1));
    expect(clock).toMatchObject({ period: 'secondHalf', minute: 93, display: '93:01', addedMinutes: 3, addedLabel: '+3' });
  });

  it('measures second-half added time against the second half, when the halves differ', () => {
    const match = { ...secondHalf, firstHalfPeriod: 30, secondHalfPeriod: 20 };
    expect(matchClock(match, SECOND_KICK_OFF + min(21))).toMatchObject({ minute: 51, addedMinutes: 1 });
  });

  it('stops at full time where the second half really ended, not at 90:00', () => {
    expect(matchClock(finished, SECOND_KICK_OFF + min(200))).toMatchObject({
      period: 'finished',
      minute: 94,
      display: '94:00',
      addedMinutes: 4,
      addedLabel: '+4',
    });
    const exact = { ...finished, secondHalfEndAt: iso(SECOND_KICK_OFF + min(45)) };
    expect(matchClock(exact, SECOND_KICK_OFF + min(200))).toMatchObject({ display: '90:00', addedMinutes: 0 });
  });

  it('shows the nominal length for a finished match without a second-half kick-off instant', () => {
    expect(matchClock({ ...halfTime, secondHalfEndAt: iso(SECOND_KICK_OFF) }, SECOND_KICK_OFF)).toMatchObject({
      period: 'finished',
      display: '90:00',
      addedMinutes: 0,
    });
  });

  it('derives the period from the half instants', () => {
    expect([notStarted, firstHalf, halfTime, secondHalf, finished].map(matchPeriod)).toEqual(['notStarted', 'firstHalf', 'halfTime', 'secondHalf', 'finished']);
  });
});

describe('event minute labels', () => {
  it("counts the minute being played: a goal in the first minute is 1', 23 whole minutes in is 24'", () => {
    expect(eventMinuteLabel('FIRST_HALF', 0, 45, 45)).toBe("1'");
    expect(eventMinuteLabel('FIRST_HALF', 23, 45, 45)).toBe("24'");
  });

  it("labels first-half added time as 45+2'", () => {
    expect(eventMinuteLabel('FIRST_HALF', 46, 45, 45)).toBe("45+2'");
  });

  it("labels the last minute of the half without added time: 45', the one after it 45+1'", () => {
    expect(eventMinuteLabel('FIRST_HALF', 44, 45, 45)).toBe("45'");
    expect(eventMinuteLabel('FIRST_HALF', 45, 45, 45)).toBe("45+1'");
  });

  it("counts the second half on from the first half's length: its first minute is 46', 2 whole minutes in 48'", () => {
    expect(eventMinuteLabel('SECOND_HALF', 0, 45, 45)).toBe("46'");
    expect(eventMinuteLabel('SECOND_HALF', 2, 45, 45)).toBe("48'");
  });

  it("labels second-half added time as 90+3'", () => {
    expect(eventMinuteLabel('SECOND_HALF', 47, 45, 45)).toBe("90+3'");
  });

  it('uses the first half length as the second half offset when the halves differ', () => {
    expect(eventMinuteLabel('SECOND_HALF', 4, 40, 35)).toBe("45'");
    expect(eventMinuteLabel('SECOND_HALF', 36, 40, 35)).toBe("75+2'");
  });

  it('a match is in play from kick-off to full time, half time included', () => {
    expect(matchStates.filter(isInPlay)).toEqual(['PLAY_FIRST_HALF', 'HALF_TIME', 'PLAY_SECOND_HALF']);
  });
});
