/**
 * The public page's timeline (decision 057) from the snapshot's rows: what a family member following
 * the match wants to read — goals, own goals, cards and substitutions, in the order they happened —
 * and not the derived rows (a goal's shots, a card's foul and warning) nor the recorders' counters
 * (shots, corners, fouls, offsides). A substitution is one line, its SUB_OUT and SUB_IN paired as on
 * the members' match page (src/lib/substitution-pairs.ts).
 */
import type { PublicMatchEvent, PublicMatchSnapshot, PublicSide } from '#contract/match-share.ts';
import type { MatchEventType } from '#contract/enums.ts';
import { pairSubstitutions } from '#src/lib/substitution-pairs.ts';

export type PublicTimelineRow =
  | {
      kind: 'event';
      id: number;
      side: PublicSide;
      eventType: Extract<MatchEventType, 'GOAL' | 'OWN_GOAL' | 'YELLOW_CARD' | 'RED_CARD'>;
      player: string | null;
      at: PublicMatchEvent;
    }
  | { kind: 'substitution'; id: number; side: PublicSide; out: string | null; into: string | null; at: PublicMatchEvent };

const story = new Set<MatchEventType>(['GOAL', 'OWN_GOAL', 'YELLOW_CARD', 'RED_CARD']);

/** How a row names its player: by the name the link gives, by default. */
export type PlayerLabel = (e: PublicMatchEvent) => string | null;

/**
 * Players of a side whose names the link does not show (decision 070) come as their initial: the
 * timeline puts their number before it, as the lineup does, so "7번 김" tells two 김s apart.
 */
export function playerLabels(
  snapshot: Pick<PublicMatchSnapshot, 'namesShown' | 'lineups'>,
  numbered: (number: number, initial: string) => string,
): PlayerLabel {
  const numbers = new Map<number, number | null>();
  for (const side of [snapshot.lineups.home, snapshot.lineups.away]) for (const p of [...side.starters, ...side.substitutes]) numbers.set(p.id, p.number);
  const shown: Record<PublicSide, boolean> = { HOME: snapshot.namesShown.home, AWAY: snapshot.namesShown.away };
  return (e) => {
    const number = e.playerId === null ? null : (numbers.get(e.playerId) ?? null);
    return shown[e.side] || e.playerName === null || number === null ? e.playerName : numbered(number, e.playerName);
  };
}

export function publicTimeline(events: readonly PublicMatchEvent[], label: PlayerLabel = (e) => e.playerName): PublicTimelineRow[] {
  const pairs = pairSubstitutions(events, (e) => e.side);
  const rows: PublicTimelineRow[] = [];
  for (const e of events) {
    if (e.parentId !== null) continue;
    if (e.eventType === 'SUB_OUT') {
      const into = pairs.get(e.id);
      rows.push({ kind: 'substitution', id: e.id, side: e.side, out: label(e), into: into ? label(into) : null, at: e });
    } else if (story.has(e.eventType)) {
      rows.push({
        kind: 'event',
        id: e.id,
        side: e.side,
        eventType: e.eventType as Extract<PublicTimelineRow, { kind: 'event' }>['eventType'],
        player: label(e),
        at: e,
      });
    }
  }
  return rows;
}
