/**
 * A member's 자체전 of the season in one line (decision 087), under their match season: sessions,
 * games, W/D/L, goals, assists and points from the season's 자체전 tab (`getScrimmageSeasonStats`),
 * apart from the matches against other teams.
 */
import { scrimmageLineMessages as m } from '#src/lib/messages/scrimmage-lines.ts';
import { scrimmageSeasonStatsQuery } from '#src/lib/queries/scrimmages.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { panelSeason, SeasonLine } from './season-line.tsx';

export function MemberScrimmageSeason({ teamId, userId, now = Date.now }: { teamId: number; userId: number; now?: () => number }) {
  const { http } = useServices();
  const season = panelSeason(now);
  const stats = useQuery(scrimmageSeasonStatsQuery(http, teamId, season));
  const line = (data: NonNullable<typeof stats.data>) => {
    const row = data.players.find((p) => p.userId === userId);
    return row && row.gamesPlayed > 0 ? m.seasonLine(row) : null;
  };
  return <SeasonLine heading={m.seasonHeading(season)} query={stats} failed={m.seasonFailed} line={line} empty={m.seasonEmpty} />;
}
