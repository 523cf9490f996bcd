/**
 * A member's MOM of the season in one line (decision 093), under their 자체전 line: how many votes made
 * them MOM and the points they were given, from the season's MOM table (`getMomSeasonStats`).
 */
import { momMessages as m } from '#src/lib/messages/mom.ts';
import { momSeasonQuery } from '#src/lib/queries/mom.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { panelSeason, SeasonLine } from './season-line.tsx';

export function MemberMomSeason({ teamId, userId, now = Date.now }: { teamId: number; userId: number; now?: () => number }) {
  const { http } = useServices();
  const season = panelSeason(now);
  const stats = useQuery(momSeasonQuery(http, teamId, season));
  const line = (data: NonNullable<typeof stats.data>) => {
    const row = data.rows.find((r) => r.userId === userId);
    return row ? m.playerLine(row.awards, row.points) : null;
  };
  return <SeasonLine heading={m.playerHeading(season)} query={stats} failed={m.failed} line={line} empty={m.playerEmpty} />;
}
