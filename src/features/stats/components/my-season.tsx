/** The viewer's own line of the season, above the boards: what they played, scored and set up. */
import type { PlayerSeasonRow } from '#contract/stats.ts';
import { Fact } from '#src/components/common/fact.tsx';
import { Section } from '#src/components/common/section.tsx';
import { statsMessages } from '#src/lib/messages/stats.ts';
import * as css from '../stats.css.ts';

const s = statsMessages;
const p = s.player;

export function MySeason({ row }: { row: PlayerSeasonRow }) {
  return (
    <Section title={s.mine}>
      <dl className={css.myFacts}>
        <Fact label={s.columns.appearances}>{p.appearances(row.appearances, row.starts)}</Fact>
        <Fact label={s.columns.minutes}>{p.minutes(row.minutes)}</Fact>
        <Fact label={s.columns.goals}>{row.goals}</Fact>
        <Fact label={s.columns.assists}>{row.assists}</Fact>
      </dl>
    </Section>
  );
}
