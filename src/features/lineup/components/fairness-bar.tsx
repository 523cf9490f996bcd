/**
 * 출전 시간: the fair-playing-time tools above a registered team's board while its admin sets it —
 * the period (the last 3, 5 or 10 matches), what the figures rest on (how many matches, who
 * answered), and 선발 추천. The pool's order is chosen on the pool itself (player-lists.tsx).
 */
import { Button } from '#src/components/ui/button.tsx';
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx';
import { useId } from 'react';
import { lineupMessages } from '#src/lib/messages/lineup.ts';
import * as css from '../lineup.css.ts';
import { recentMatchChoices } from '#src/lib/queries/season.ts';
import type { Fairness } from '../use-fairness.ts';

const m = lineupMessages.fairness;

export function FairnessBar({ fairness, interactive, onSuggest }: { fairness: Fairness; interactive: boolean; onSuggest: () => void }) {
  const { facts } = fairness;
  const headingId = useId();
  return (
    // A choice of three, not a select: the editor loads no popover before its first paint (decision 046).
    <section aria-labelledby={headingId} className={css.fairnessBar}>
      <h3 id={headingId} className={css.fairnessHeading}>
        {m.label}
      </h3>
      <div className={css.fairnessControls}>
        <SegmentedControl
          label={m.period}
          className={css.periodChoice}
          value={String(fairness.matches)}
          onChange={(id) => fairness.setMatches(Number(id))}
          options={recentMatchChoices.map((n) => ({ id: String(n), label: m.periodOption(n) }))}
        />
        <Button isDisabled={!interactive || facts === null} onPress={onSuggest}>
          {m.suggest}
        </Button>
      </div>
      <div className={css.fairnessStatusLine}>
        {/* Not a live region: the board's own (below) speaks for the moves; this line only describes the figures. */}
        <p className={css.fairnessStatus}>
          {fairness.failed ? m.failed : fairness.loading || !facts ? m.loading : `${m.basis(fairness.matches, facts.matchCount)} ${answersLine(facts.answers)}`}
        </p>
        {fairness.failed ? (
          <Button size="sm" variant="ghost" onPress={fairness.retry}>
            {m.retry}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function answersLine(answers: ReadonlyMap<number, string> | null): string {
  if (answers === null) return m.noItem;
  if (answers.size === 0) return m.noAnswers;
  const count = (answer: string) => [...answers.values()].filter((a) => a === answer).length;
  return m.answers(count('ATTEND'), count('UNDECIDED'), count('ABSENT'));
}
