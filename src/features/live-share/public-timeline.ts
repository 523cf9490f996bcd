/**
 * The public page's timeline (decision 057) from the snapshot's rows: what a family member following
 * the match wants to read — goals, own goals, cards and substitutions, in the order they happened —
 * and not the derived rows (a goal's shots, a card's foul and warning) nor the recorders' counters
 * (shots, corners, fouls, offsides). A substitution is one line, its SUB_OUT and SUB_IN paired as on
 * the members' match page (src/lib/substitution-pairs.ts).
 */
import type { PublicMatchEvent, PublicSide } from '#contract/match-share.ts';
import type { MatchEventType } from '#contract/enums.ts';
import { pairSubstitutions } from '#src/lib/substitution-pairs.ts';

export type PublicTimelineRow =
  | { kind: 'event'; id: number; side: PublicSide; eventType: Extract<MatchEventType, 'GOAL' | 'OWN_GOAL' | 'YELLOW_CARD' | 'RED_CARD'>; player: string | null; at: PublicMatchEvent }
  | { kind: 'substitution'; id: number; side: PublicSide; out: string | null; into: string | null; at: PublicMatchEvent };

const story = new Set<MatchEventType>(['GOAL', 'OWN_GOAL', 'YELLOW_CARD', 'RED_CARD']);

export function publicTimeline(events: readonly PublicMatchEvent[]): PublicTimelineRow[] {
  const pairs = pairSubstitutions(events, (e) => e.side);
  const rows: PublicTimelineRow[] = [];
  for (const e of events) {
    if (e.parentId !== null) continue;
    if (e.eventType === 'SUB_OUT') {
      rows.push({ kind: 'substitution', id: e.id, side: e.side, out: e.playerName, into: pairs.get(e.id)?.playerName ?? null, at: e });
    } else if (story.has(e.eventType)) {
      rows.push({ kind: 'event', id: e.id, side: e.side, eventType: e.eventType as Extract<PublicTimelineRow, { kind: 'event' }>['eventType'], player: e.playerName, at: e });
    }
  }
  return rows;
}
