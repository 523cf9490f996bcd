/**
 * The viewer's own line of the season, above the boards: what they played, scored and set up; a
 * member who has not played this season gets the card too, saying so, rather than nothing.
 */
import type { PlayerSeasonRow } from '#contract/stats.ts';
import { Fact } from '#src/components/common/fact.tsx';
import { Section } from '#src/components/common/section.tsx';
import { statsMessages } from '#src/lib/messages/stats.ts';
import { text } from '#src/styles/text.css.ts';
import * as css from '../stats.css.ts';

const s = statsMessages;
const p = s.player;

export function MySeason({ row, season }: { row: PlayerSeasonRow | undefined; season: number }) {
  return (
    <Section title={s.mine}>
      {row && row.appearances > 0 ? (
        <dl className={css.myFacts}>
          <Fact label={s.columns.appearances}>{p.appearances(row.appearances, row.starts)}</Fact>
          <Fact label={s.columns.minutes}>{p.minutes(row.minutes)}</Fact>
          <Fact label={s.columns.goals}>{row.goals}</Fact>
          <Fact label={s.columns.assists}>{row.assists}</Fact>
        </dl>
      ) : (
        <p className={text({ tone: 'muted', size: 'sm' })}>{s.mineEmpty(season)}</p>
      )}
    </Section>
  );
}
