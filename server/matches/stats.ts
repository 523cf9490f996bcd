/**
 * The minute of a match's event row, from the server's instants. What the rows
 * add up to (the score, a player's counters) is machines/match.scoring.ts, shared with the client.
 */
import type { HalfType } from '#contract/enums.ts';

export interface HalfInstants {
  firstHalfStartAt: Date | null;
  secondHalfStartAt: Date | null;
}

/**
 * The half an event belongs to and the whole minutes since that half began, both from the
 * server's instants (docs/domain.md §3.7 with both halves on the server clock): the second half
 * from its start on, the first half before; floored, never negative, uncapped (stoppage shows 47).
 * Before kick-off has an instant, the row's stored values stand.
 */
export function eventMinute(
  createdAt: Date,
  match: HalfInstants,
  stored: { halfType: HalfType; elapsedMinutes: number },
): { halfType: HalfType; elapsedMinutes: number } {
  const second = match.secondHalfStartAt;
  const inSecond = second !== null && createdAt.getTime() >= second.getTime();
  const start = inSecond ? second : match.firstHalfStartAt;
  if (!start) return stored;
  const minutes = Math.floor((createdAt.getTime() - start.getTime()) / 60_000);
  return { halfType: inSecond ? 'SECOND_HALF' : 'FIRST_HALF', elapsedMinutes: Math.max(0, minutes) };
}
