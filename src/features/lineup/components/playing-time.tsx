/**
 * A person's fair-playing-time figures in the lineup lists: minutes over the team's last matches and
 * their answer to the match (참석 / 미정 / 불참) and their status that day (부상, 휴회, 명예; decision 091), once the
 * figures are here (use-fairness.ts).
 */
import { availabilityOf, playingTimeOf } from '#machines/lineup.fairness.ts';
import { StatusKindTag } from '#src/components/common/member-status-badge.tsx';
import { lineupMessages } from '#src/lib/messages/lineup.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { useLineupBoard } from '../lineup-board-context.ts';
import * as css from '../lineup.css.ts';

const m = lineupMessages.fairness;

export function PlayingTime({ person }: { person: { userId: number | null } }) {
  const { fairness } = useLineupBoard();
  if (!fairness || person.userId === null) return null;
  const { minutes } = playingTimeOf(fairness.facts, person);
  const answer = availabilityOf(fairness.facts, person);
  const status = fairness.facts.statuses?.get(person.userId);
  return (
    <span className={css.playingTime}>
      {status ? <StatusKindTag kind={status} /> : null}
      {answer !== 'none' ? <AnswerChip answer={answer} /> : null}
      <Minutes span={m.span(fairness.matches, fairness.facts.matchCount)} minutes={minutes} />
    </span>
  );
}

/** '90분' on screen, '최근 5경기 출전 90분' to a screen reader (`span`: m.span, the matches counted). */
export function Minutes({ span, minutes }: { span: string; minutes: number }) {
  return (
    <span className={css.minutes}>
      <span className={visuallyHidden}>{m.minutesLong(span, minutes)}</span>
      <span aria-hidden>{m.minutes(minutes)}</span>
    </span>
  );
}

/** 참석 / 미정 / 불참 in a chip whose colour repeats the word. */
export function AnswerChip({ answer }: { answer: 'ATTEND' | 'UNDECIDED' | 'ABSENT' }) {
  return <span className={css.answerChip[answer]}>{m.availability[answer]}</span>;
}
