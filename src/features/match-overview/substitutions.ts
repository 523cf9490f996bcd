/**
 * Substitutions on the match page, from the event log (getMatchHistory). A substitution is written as
 * two rows, SUB_OUT for the player going off and SUB_IN for the one coming on (the server makes the
 * SUB_IN a child of the SUB_OUT; older and seeded logs leave it a main row right after). Members
 * read it as one line of the story, so the log folds the pair into one row shown by default, and the
 * lineup marks who came on and who went off, with the minute.
 */
import type { MatchEvent } from '#contract/matches.ts';

export type TimelineRow =
  | { kind: 'event'; event: MatchEvent }
  | { kind: 'substitution'; out: MatchEvent; in: MatchEvent | null };

const isPairOf = (subOut: MatchEvent, subIn: MatchEvent) =>
  subIn.parentId === subOut.id ||
  (subIn.parentId === null && subIn.teamId === subOut.teamId && subIn.halfType === subOut.halfType && subIn.elapsedMinutes === subOut.elapsedMinutes);

/** The SUB_IN of each SUB_OUT: its child, else the first unclaimed main SUB_IN of the same team and minute after it. */
function pairSubstitutions(events: MatchEvent[]): Map<number, MatchEvent> {
  const pairs = new Map<number, MatchEvent>();
  const claimed = new Set<number>();
  events.forEach((subOut, index) => {
    if (subOut.eventType !== 'SUB_OUT') return;
    const rest = events.slice(index + 1);
    const subIn =
      events.find((e) => e.eventType === 'SUB_IN' && e.parentId === subOut.id) ??
      rest.find((e) => e.eventType === 'SUB_IN' && !claimed.has(e.id) && isPairOf(subOut, e));
    if (!subIn) return;
    claimed.add(subIn.id);
    pairs.set(subOut.id, subIn);
  });
  return pairs;
}

/**
 * The log's rows: each substitution as one row (always: it is part of the story), the other main
 * events, and the derived rows (a goal's shots, a card's foul and warning) only when `showAll`.
 */
export function timelineRows(events: MatchEvent[], showAll: boolean): TimelineRow[] {
  const pairs = pairSubstitutions(events);
  const folded = new Set([...pairs.values()].map((e) => e.id));
  const rows: TimelineRow[] = [];
  for (const e of events) {
    if (folded.has(e.id)) continue;
    if (e.eventType === 'SUB_OUT') rows.push({ kind: 'substitution', out: e, in: pairs.get(e.id) ?? null });
    else if (e.parentId === null || showAll) rows.push({ kind: 'event', event: e });
  }
  return rows;
}

/** When each player came on (`in`) or went off (`out`), by match-user id, from the log. */
export function substitutionMoments(events: MatchEvent[]): { in: Map<number, MatchEvent>; out: Map<number, MatchEvent> } {
  const moments = { in: new Map<number, MatchEvent>(), out: new Map<number, MatchEvent>() };
  for (const e of events) {
    if (e.matchUserId === null) continue;
    if (e.eventType === 'SUB_IN') moments.in.set(e.matchUserId, e);
    else if (e.eventType === 'SUB_OUT') moments.out.set(e.matchUserId, e);
  }
  return moments;
}
