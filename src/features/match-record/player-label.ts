/** How a player of the record screen is named to assistive technology: '10 김철수 (1골, 옐로 카드)'. */
import type { MatchPlayer } from '#contract/matches.ts';
import { messages } from '#src/lib/messages.ts';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';

const m = matchRecordMessages;
const events = messages.matchLabels.events;

export function playerMarks(p: MatchPlayer): string[] {
  return [
    p.subIn ? m.subOn : null,
    p.goals > 0 ? m.goals(p.goals) : null,
    p.yellowCards > 0 ? events.YELLOW_CARD : null,
    p.sentOff ? m.sentOff : p.redCards > 0 ? events.RED_CARD : null,
    p.subOut ? m.benchReasons.subOut : null,
  ].filter((mark): mark is string => mark !== null);
}

export function playerLabel(p: MatchPlayer): string {
  const marks = playerMarks(p);
  return `${p.number ?? ''} ${p.name}${marks.length > 0 ? ` (${marks.join(', ')})` : ''}`.trim();
}
