/**
 * A member's MOM of the season in one line (decision 093), under their 자체전 line: how many votes made
 * them MOM and the points they were given, from the season's MOM table (`getMomSeasonStats`).
 */
import { seoulDate } from '#contract/seoul-time.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
import { momMessages as m } from '#src/lib/messages/mom.ts';
import { momSeasonQuery } from '#src/lib/queries/mom.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import * as css from '../members.css.ts';

export function MemberMomSeason({ teamId, userId, now = Date.now }: { teamId: number; userId: number; now?: () => number }) {
  const { http } = useServices();
  const season = Number(seoulDate(now()).slice(0, 4));
  const stats = useQuery(momSeasonQuery(http, teamId, season));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css.summaryHead}>
      <h3 id={headingId} className={css.subHeading}>
        {m.playerHeading(season)}
      </h3>
      <QueryState query={stats} failed={m.failed}>
        {(data) => {
          const row = data.rows.find((r) => r.userId === userId);
          return row ? <p>{m.playerLine(row.awards, row.points)}</p> : <p className={css.muted}>{m.playerEmpty}</p>;
        }}
      </QueryState>
    </section>
  );
}
