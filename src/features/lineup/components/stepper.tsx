/** The match creation steps: 1 매치 정보 (done), 2 홈팀 명단, 3 상대팀 명단 (원정팀 명단 to the away team's people). */
import type { MatchSide } from '#contract/enums.ts';
import type { LineupProgress } from '#machines/lineup.machine.ts';
import { lineupMessages } from '#src/lib/messages/lineup.ts';
import { Check } from 'lucide-react';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import * as css from '../lineup.css.ts';
import { sideLabel } from '../lineup-view.ts';

const m = lineupMessages.steps;

export function Stepper({ current, progress, awayIsOwn }: { current: MatchSide | 'summary'; progress: LineupProgress; awayIsOwn: boolean }) {
  const steps = [
    { n: 1, label: m.info, done: true, isCurrent: false },
    { n: 2, label: m.home, done: progress.homeDone, isCurrent: current === 'home' },
    { n: 3, label: m[sideLabel('away', awayIsOwn)], done: progress.awayDone, isCurrent: current === 'away' },
  ];
  return (
    <ol aria-label={m.label} className={css.stepper}>
      {steps.map((s) => (
        <li
          key={s.n}
          className={css.step}
          aria-current={s.isCurrent ? 'step' : undefined}
          data-current={s.isCurrent || undefined}
          data-done={s.done || undefined}
        >
          <span className={css.stepNumber} aria-hidden>
            {s.done ? <Check className={iconSmall} /> : s.n}
          </span>
          <span>
            <span className={visuallyHidden}>{`${s.n} `}</span>
            {s.label}
            {s.done ? <span className={visuallyHidden}>{` (${m.done})`}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
