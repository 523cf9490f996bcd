/**
 * Substitutions on the match page, from the event log (getMatchHistory). A substitution is written as
 * two rows, SUB_OUT for the player going off and SUB_IN for the one coming on (paired by
 * src/lib/substitution-pairs.ts). Members read it as one line of the story, so the log folds the pair
 * into one row shown by default, and the lineup marks who came on and who went off, with the minute.
 */
import type { MatchEvent } from '#contract/matches.ts';
import { pairSubstitutions } from '#src/lib/substitution-pairs.ts';

export type TimelineRow = { kind: 'event'; event: MatchEvent } | { kind: 'substitution'; out: MatchEvent; in: MatchEvent | null };

/**
 * The log's rows: each substitution as one row (always: it is part of the story), the other main
 * events, and the derived rows (a goal's shots, a card's foul and warning) only when `showAll`.
 */
export function timelineRows(events: MatchEvent[], showAll: boolean): TimelineRow[] {
  const pairs = pairSubstitutions(events, (e) => e.teamId);
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
