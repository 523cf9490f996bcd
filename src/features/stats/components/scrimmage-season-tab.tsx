/** The season's 자체전 tab: per member over the season's finished scrimmages — 참가, 경기, 승/무/패, 골, 도움, 승점 — sortable, cards on a phone. */
import { QueryState } from '#src/components/common/query-state.tsx';
import { playerFigures, RollupTable } from '#src/components/common/rollup-table.tsx';
import { scrimmagePlayMessages } from '#src/lib/messages/scrimmage-play.ts';
import { useServices } from '#src/lib/services.tsx';
import { text } from '#src/styles/text.css.ts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { scrimmageSeasonQuery } from '../scrimmage-season.ts';
import * as css from '../stats.css.ts';

const m = scrimmagePlayMessages;
const figures = [['scrimmages', m.season.sessions], ...playerFigures] as const;

export function ScrimmageSeasonTab({ teamId, season }: { teamId: number; season: number }) {
  const { http } = useServices();
  const query = useQuery(scrimmageSeasonQuery(http, teamId, season));
  const headingId = useId();
  return (
    <QueryState query={query} failed={m.season.loadFailed}>
      {(data) => (
        <section aria-labelledby={headingId} className={css.page}>
          <p className={text({ tone: 'muted' })} role="status">
            {m.season.summary(data.season, data.scrimmageCount)}
          </p>
          <h2 id={headingId} className={text({ size: 'lg', weight: 'bold' })}>
            {m.season.table}
          </h2>
          <RollupTable
            rows={data.players.map((p) => ({ ...p, id: p.userId }))}
            figures={figures}
            fixed="scrimmages"
            empty={<p className={css.empty}>{m.season.empty(data.season)}</p>}
            labelledBy={headingId}
            cardsFrame={css.tableFrame}
          />
        </section>
      )}
    </QueryState>
  );
}
