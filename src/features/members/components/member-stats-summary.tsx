/** The summary above the table (getMemberStats): total, per position, per foot, average age. */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { membersMessages } from '#src/lib/messages/members.ts';
import { useServices } from '#src/lib/services.tsx';
import { memberStatsQuery } from '#src/lib/queries/members.ts';
import { Fact } from '#src/components/common/fact.tsx';
import * as css from '../members.css.ts';

const m = membersMessages;

interface Bar {
  label: string;
  count: number;
}

/** Bars are decoration: the label and count beside each are its text. */
function BarList({ caption, bars, total, tone }: { caption: string; bars: Bar[]; total: number; tone: 'pitch' | 'blue' }) {
  const id = useId();
  return (
    <div className={css.bars}>
      <h3 id={id} className={css.barsCaption}>
        {caption}
      </h3>
      <ul className={css.barList} aria-labelledby={id}>
        {bars.map((bar) => (
          <li key={bar.label} className={css.barItem}>
            <span>{bar.label}</span>
            <span className={css.barTrack} aria-hidden>
              <span className={css.barFill[tone]} style={{ display: 'block', inlineSize: `${total > 0 ? Math.round((bar.count / total) * 100) : 0}%` }} />
            </span>
            <span className={css.barCount}>{m.people(bar.count)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MemberStatsSummary({ teamId }: { teamId: number }) {
  const { http } = useServices();
  const stats = useQuery(memberStatsQuery(http, teamId));
  const headingId = useId();
  if (!stats.data) return null;
  const s = stats.data;
  const positionBars: Bar[] = [
    { label: 'FW', count: s.byPosition.FW },
    { label: 'MF', count: s.byPosition.MF },
    { label: 'DF', count: s.byPosition.DF },
    { label: 'GK', count: s.byPosition.GK },
    ...(s.byPosition.NONE > 0 ? [{ label: m.unset, count: s.byPosition.NONE }] : []),
  ];
  const footBars: Bar[] = [
    { label: m.foot.LEFT, count: s.byFoot.LEFT },
    { label: m.foot.RIGHT, count: s.byFoot.RIGHT },
    { label: m.foot.BOTH, count: s.byFoot.BOTH },
    ...(s.byFoot.NONE > 0 ? [{ label: m.unset, count: s.byFoot.NONE }] : []),
  ];
  return (
    <section className={css.summary} aria-labelledby={headingId}>
      <div className={css.summaryHead}>
        <h2 id={headingId} className={css.sectionHeading}>
          {m.summaryLabel}
        </h2>
        <dl className={css.figures}>
          <Fact label={m.total} bare figure>
            {m.people(s.total)}
          </Fact>
          <Fact label={m.averageAge} bare figure>
            {s.averageAge === null ? m.none : m.age(s.averageAge)}
          </Fact>
        </dl>
      </div>
      <BarList caption={m.byPosition} bars={positionBars} total={s.total} tone="pitch" />
      <BarList caption={m.byFoot} bars={footBars} total={s.total} tone="blue" />
    </section>
  );
}
