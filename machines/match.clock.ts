/**
 * The match clock (docs/domain.md §5.5, with its bug fixed): minutes of play per half, the second half
 * continuing from the FIRST half's length (the old client offset it by the second half's length),
 * minutes beyond a half's length shown as added time (+N). Pure: the caller passes the time, on the
 * server's clock (client now + serverOffsetMs), so halves started by another device line up.
 */
import type { HalfType, MatchState } from '#contract/enums.ts';
import type { Match } from '#contract/matches.ts';

/** What the clock needs of a Match. */
export type MatchClockInput = Pick<
  Match,
  'firstHalfPeriod' | 'secondHalfPeriod' | 'firstHalfStartAt' | 'firstHalfEndAt' | 'secondHalfStartAt' | 'secondHalfEndAt'
>;

export type MatchPeriod = 'notStarted' | 'firstHalf' | 'halfTime' | 'secondHalf' | 'finished';

export interface MatchClock {
  period: MatchPeriod;
  /** Minute of the match (the second half counts on from the first half's length), truncated. */
  minute: number;
  second: number;
  /** `MM:SS` of the match minute; more than 99 minutes show three digits. */
  display: string;
  /** Whole minutes beyond the current half's length; 0 inside the half. */
  addedMinutes: number;
  /** `+N` when `addedMinutes` > 0, else null. */
  addedLabel: string | null;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `MM:SS` of a clock standing at `minute`:`second` (more than 99 minutes show three digits); the scrimmage's game clock reads the same. */
export const clockDisplay = (minute: number, second: number): string => `${pad(minute)}:${pad(second)}`;

const at = (minute: number, second: number, period: MatchPeriod, addedMinutes = 0): MatchClock => ({
  period,
  minute,
  second,
  display: clockDisplay(minute, second),
  addedMinutes,
  addedLabel: addedMinutes > 0 ? `+${addedMinutes}` : null,
});

/** Whole seconds from an ISO instant to `nowMs`; never negative (clock skew before kick-off). */
export const secondsSince = (startAt: string, nowMs: number): number => Math.max(0, Math.floor((nowMs - Date.parse(startAt)) / 1000));

/** Which period the half instants say the match is in (the server sets state and instant together). */
export function matchPeriod(match: MatchClockInput): MatchPeriod {
  if (match.secondHalfEndAt) return 'finished';
  if (match.secondHalfStartAt) return 'secondHalf';
  if (match.firstHalfEndAt) return 'halfTime';
  if (match.firstHalfStartAt) return 'firstHalf';
  return 'notStarted';
}

/** The first half's clock at `atMs`: from 00:00 at its kick-off, `+N` past its length. */
function firstHalfAt(match: MatchClockInput, atMs: number, period: MatchPeriod): MatchClock {
  const s = secondsSince(match.firstHalfStartAt!, atMs);
  const minute = Math.floor(s / 60);
  return at(minute, s % 60, period, Math.max(0, minute - match.firstHalfPeriod));
}

/** The second half's clock at `atMs`: from firstHalfPeriod:00 at its kick-off, `+N` past its own length. */
function secondHalfAt(match: MatchClockInput, atMs: number, period: MatchPeriod): MatchClock {
  const s = secondsSince(match.secondHalfStartAt!, atMs);
  const inHalf = Math.floor(s / 60);
  return at(match.firstHalfPeriod + inHalf, s % 60, period, Math.max(0, inHalf - match.secondHalfPeriod));
}

/**
 * The clock at `nowMs` (ms since the epoch on the server's clock).
 * First half: 00:00 at kick-off, running past its length with `+N`. Second half: starts at
 * firstHalfPeriod:00, `+N` past secondHalfPeriod minutes of the half. At half time and at full time
 * the clock stops where the half really ended, added time included (47:12 +2, 94:05 +4), not at
 * the nominal length: what was played is what the admin sees, and what season minutes count.
 */
export function matchClock(match: MatchClockInput, nowMs: number): MatchClock {
  const period = matchPeriod(match);
  switch (period) {
    case 'notStarted':
      return at(0, 0, period);
    case 'firstHalf':
      return firstHalfAt(match, nowMs, period);
    case 'halfTime':
      return firstHalfAt(match, Date.parse(match.firstHalfEndAt!), period);
    case 'secondHalf':
      return secondHalfAt(match, nowMs, period);
    case 'finished':
      // A second half without its start (never written by the server) shows the nominal length.
      return match.secondHalfStartAt
        ? secondHalfAt(match, Date.parse(match.secondHalfEndAt!), period)
        : at(match.firstHalfPeriod + match.secondHalfPeriod, 0, period);
  }
}

/**
 * An event's minute, the one label of every screen and push: `elapsedMinutes` are whole minutes into
 * its half (MatchEvent), and football counts the minute being played, so a goal in the half's first
 * minute is 1' (whole minutes + 1; decision 073). The second half counts on from `firstHalfPeriod`;
 * beyond `halfLength` (that half's length) as added time.
 * E.g. first half 0 → "1'", 23 → "24'", 44 of 45 → "45'", 46 of 45 → "45+2'"; second half 2 → "48'", 47 of 45 → "90+3'".
 */
export function eventMinuteLabel(halfType: HalfType, elapsedMinutes: number, firstHalfPeriod: number, halfLength: number): string {
  const base = halfType === 'FIRST_HALF' ? 0 : firstHalfPeriod;
  const inHalf = Math.max(0, Math.floor(elapsedMinutes)) + 1;
  if (inHalf <= halfLength) return `${base + inHalf}'`;
  return `${base + halfLength}+${inHalf - halfLength}'`;
}

/** The halves' lengths an event's minute needs. */
export type MatchPeriods = Pick<Match, 'firstHalfPeriod' | 'secondHalfPeriod'>;

/** {@link eventMinuteLabel} of an event of a match with these halves. */
export function matchEventMinute(event: { halfType: HalfType; elapsedMinutes: number }, periods: MatchPeriods): string {
  const halfLength = event.halfType === 'FIRST_HALF' ? periods.firstHalfPeriod : periods.secondHalfPeriod;
  return eventMinuteLabel(event.halfType, event.elapsedMinutes, periods.firstHalfPeriod, halfLength);
}

/** Between kick-off and full time (half time included): the only time a match is "실시간". */
export function isInPlay(state: MatchState): boolean {
  return state === 'PLAY_FIRST_HALF' || state === 'HALF_TIME' || state === 'PLAY_SECOND_HALF';
}
