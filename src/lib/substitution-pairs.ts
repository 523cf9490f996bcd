/**
 * Which SUB_IN belongs to which SUB_OUT in a match's log, for the members' match page and the public
 * scoreboard alike. The server writes a substitution as two rows, the SUB_IN a child of the SUB_OUT;
 * older and seeded logs leave the SUB_IN a main row right after it, of the same team, half and minute.
 */
import type { HalfType, MatchEventType } from '#contract/enums.ts';

export interface LoggedEvent {
  id: number;
  parentId: number | null;
  eventType: MatchEventType;
  halfType: HalfType;
  elapsedMinutes: number;
}

/**
 * The SUB_IN of each SUB_OUT, by the SUB_OUT's id: its child, else the first unclaimed main SUB_IN of
 * the same team (`teamOf`), half and minute after it.
 */
export function pairSubstitutions<E extends LoggedEvent>(events: readonly E[], teamOf: (event: E) => unknown): Map<number, E> {
  const isPairOf = (subOut: E, subIn: E) =>
    subIn.parentId === subOut.id ||
    (subIn.parentId === null && teamOf(subIn) === teamOf(subOut) && subIn.halfType === subOut.halfType && subIn.elapsedMinutes === subOut.elapsedMinutes);
  const pairs = new Map<number, E>();
  const claimed = new Set<number>();
  events.forEach((subOut, index) => {
    if (subOut.eventType !== 'SUB_OUT') return;
    const subIn =
      events.find((e) => e.eventType === 'SUB_IN' && e.parentId === subOut.id) ??
      events.slice(index + 1).find((e) => e.eventType === 'SUB_IN' && !claimed.has(e.id) && isPairOf(subOut, e));
    if (!subIn) return;
    claimed.add(subIn.id);
    pairs.set(subOut.id, subIn);
  });
  return pairs;
}
