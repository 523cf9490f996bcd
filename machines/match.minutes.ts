/**
 * Minutes played, the rule written once (decision 055): per player of one match, from the
 * lineup, the substitutions and red cards at the instant the server recorded them, and each half's
 * real length, added time included. The server computes every season figure with it
 * (server/stats/); nothing else counts minutes.
 *
 * - A starter is on from the first half's kick-off; a substitute from their SUB_IN.
 * - A SUB_OUT takes a player off; a RED_CARD row (a straight red, or a second yellow's derived red)
 *   takes them off for good: a later SUB_IN of theirs changes nothing.
 * - Only time inside a half counts: an interval is cut to [start, end] of each half, so the half-time
 *   break never counts and a change made at half time gives the second half to the one coming on.
 * - A half's end is its recorded end. Without one: the half still being played runs to `nowMs` (a
 *   live figure); a half that is over without an end (older data, or the match finished without it)
 *   counts its nominal length, never past the next half's kick-off. A half that never started counts 0.
 * - A cancelled substitution or card is deleted with its rows, so it never reaches this function.
 * - Minutes are the seconds on the pitch over both halves, rounded to the nearest minute (30 s up).
 */
import type { MatchEventType, MatchPlayerRole, MatchState } from '#contract/enums.ts';

/** What the rule needs of a match: its state, nominal half lengths and half instants (ms since the epoch). */
export interface MinutesMatch {
  matchState: MatchState;
  firstHalfPeriod: number;
  secondHalfPeriod: number;
  firstHalfStartMs: number | null;
  firstHalfEndMs: number | null;
  secondHalfStartMs: number | null;
  secondHalfEndMs: number | null;
}

/** A lineup row: the player's match-user id and whether they started. */
export interface MinutesPlayer {
  matchUserId: number;
  role: MatchPlayerRole;
}

/** A row of the event log; only SUB_IN, SUB_OUT and RED_CARD rows of a player move the clock. */
export interface MinutesEvent {
  /** The row's id: rows recorded in the same instant apply in id order. */
  id: number;
  matchUserId: number | null;
  eventType: MatchEventType;
  atMs: number;
}

export interface PlayerMinutes {
  matchUserId: number;
  /** In the starting eleven of a match that kicked off. */
  started: boolean;
  /** Started, or came on: an appearance (출전). */
  appeared: boolean;
  /** Seconds on the pitch inside the halves. */
  seconds: number;
  /** `seconds` rounded to the nearest minute. */
  minutes: number;
}

interface Half {
  startMs: number;
  endMs: number;
}

const MINUTE_MS = 60_000;

/** The halves as played (or being played at `nowMs`); a half that never started is absent. */
export function playedHalves(match: MinutesMatch, nowMs: number): Half[] {
  const finished = match.matchState === 'FINISHED';
  const first = halfOf(
    match.firstHalfStartMs,
    match.firstHalfEndMs,
    match.firstHalfPeriod,
    match.secondHalfStartMs,
    !finished && match.secondHalfStartMs === null,
    nowMs,
  );
  const second = halfOf(match.secondHalfStartMs, match.secondHalfEndMs, match.secondHalfPeriod, null, !finished, nowMs);
  return [first, second].filter((h): h is Half => h !== null);
}

function halfOf(startMs: number | null, endMs: number | null, period: number, nextStartMs: number | null, running: boolean, nowMs: number): Half | null {
  if (startMs === null) return null;
  const end = endMs ?? (running ? nowMs : Math.min(startMs + period * MINUTE_MS, nextStartMs ?? Infinity));
  return { startMs, endMs: Math.max(startMs, end) };
}

/** The ms of [fromMs, toMs) that fall inside the halves. */
function insideHalves(halves: readonly Half[], fromMs: number, toMs: number): number {
  let ms = 0;
  for (const h of halves) ms += Math.max(0, Math.min(toMs, h.endMs) - Math.max(fromMs, h.startMs));
  return ms;
}

/** The rows that take a player on or off; a reader may fetch only these. */
export const clockMovingTypes = ['SUB_IN', 'SUB_OUT', 'RED_CARD'] as const satisfies readonly MatchEventType[];
const movesTheClock = (type: MatchEventType) => (clockMovingTypes as readonly MatchEventType[]).includes(type);

/**
 * Every lineup player's minutes in one match at `nowMs` (the server's clock; it matters only while a
 * half is being played). Players keep the order of `players`.
 */
export function matchMinutes(match: MinutesMatch, players: readonly MinutesPlayer[], events: readonly MinutesEvent[], nowMs: number): PlayerMinutes[] {
  const halves = playedHalves(match, nowMs);
  const kickedOff = halves.length > 0;
  const byPlayer = new Map<number, MinutesEvent[]>();
  for (const e of events) {
    if (e.matchUserId === null || !movesTheClock(e.eventType)) continue;
    byPlayer.set(e.matchUserId, [...(byPlayer.get(e.matchUserId) ?? []), e]);
  }
  return players.map((p) => {
    const started = kickedOff && p.role === 'START_PLAYER';
    const moves = (byPlayer.get(p.matchUserId) ?? []).sort((a, b) => a.atMs - b.atMs || a.id - b.id);
    let onSince: number | null = started ? -Infinity : null;
    let cameOn = false;
    let sentOff = false;
    let ms = 0;
    for (const move of moves) {
      if (sentOff) break;
      if (move.eventType === 'SUB_IN' && onSince === null) {
        onSince = move.atMs;
        cameOn = true;
      } else if (move.eventType !== 'SUB_IN' && onSince !== null) {
        ms += insideHalves(halves, onSince, move.atMs);
        onSince = null;
      }
      if (move.eventType === 'RED_CARD') sentOff = true;
    }
    if (onSince !== null) ms += insideHalves(halves, onSince, Infinity);
    const seconds = Math.round(ms / 1000);
    return { matchUserId: p.matchUserId, started, appeared: started || (cameOn && kickedOff), seconds, minutes: Math.round(seconds / 60) };
  });
}
