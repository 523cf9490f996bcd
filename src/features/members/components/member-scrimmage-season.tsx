/**
 * A member's 자체전 of the season in one line (decision 087), under their match season: sessions,
 * games, W/D/L, goals, assists and points from the season's 자체전 tab (`getScrimmageSeasonStats`),
 * apart from the matches against other teams.
 */
import { seoulDate } from '#contract/seoul-time.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
import { scrimmageLineMessages as m } from '#src/lib/messages/scrimmage-lines.ts';
import { scrimmageSeasonStatsQuery } from '#src/lib/queries/scrimmages.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import * as css from '../members.css.ts';

export function MemberScrimmageSeason({ teamId, userId, now = Date.now }: { teamId: number; userId: number; now?: () => number }) {
  const { http } = useServices();
  const season = Number(seoulDate(now()).slice(0, 4));
  const stats = useQuery(scrimmageSeasonStatsQuery(http, teamId, season));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css.summaryHead}>
      <h3 id={headingId} className={css.subHeading}>
        {m.seasonHeading(season)}
      </h3>
      <QueryState query={stats} failed={m.seasonFailed}>
        {(data) => {
          const row = data.players.find((p) => p.userId === userId);
          return row && row.gamesPlayed > 0 ? <p>{m.seasonLine(row)}</p> : <p className={css.muted}>{m.seasonEmpty}</p>;
        }}
      </QueryState>
    </section>
  );
}
