/**
 * The season's 자체전 tab's one read (decision 082). The season endpoint
 * (`GET /api/v1/teams/{id}/stats/scrimmages?season=YYYY`, server extras) is not served on this
 * branch: until it is, the tab adds the season up here from what is — the season's scrimmages
 * (`listScrimmages`), each finished one read whole, rolled up with machines/scrimmage.rollup.ts
 * (the one place W/D/L, goals and points are counted) and summed per member; guests left out. At
 * its merge `scrimmageSeasonQuery` becomes one `getScrimmageSeasonStats` call; the tab keeps its shape.
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { rollupPlayers, type RollupLine } from '#machines/scrimmage.rollup.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { queryOptions } from '@tanstack/react-query';

/** One member's season of 자체전: sessions they played a game of, and their summed line. */
export type ScrimmageSeasonRow = RollupLine & { userId: number; name: string; scrimmages: number };
export type ScrimmageSeason = { season: number; scrimmageCount: number; players: ScrimmageSeasonRow[] };

/** The members' lines summed over finished scrimmages, ordered by points, goals, assists, then name. */
export function seasonRows(scrimmages: readonly Scrimmage[]): ScrimmageSeasonRow[] {
  const rows = new Map<number, ScrimmageSeasonRow>();
  for (const s of scrimmages) {
    const games = s.games.filter((g) => g.state === 'FINISHED');
    for (const line of rollupPlayers(games, s.goals)) {
      const attendee = s.attendees.find((a) => a.id === line.attendeeId);
      if (!attendee || attendee.guest || attendee.userId === null) continue;
      const row = rows.get(attendee.userId) ?? {
        userId: attendee.userId,
        name: attendee.name,
        scrimmages: 0,
        gamesPlayed: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        goals: 0,
        assists: 0,
        points: 0,
      };
      row.scrimmages += line.gamesPlayed > 0 ? 1 : 0;
      for (const key of ['gamesPlayed', 'wins', 'draws', 'losses', 'goals', 'assists', 'points'] as const) row[key] += line[key];
      // The latest name (a withdrawal reads 탈퇴한 회원 everywhere at once).
      row.name = attendee.name;
      rows.set(attendee.userId, row);
    }
  }
  return [...rows.values()].sort((a, b) => b.points - a.points || b.goals - a.goals || b.assists - a.assists || a.name.localeCompare(b.name, 'ko'));
}

export function scrimmageSeasonQuery(http: HttpApi, teamId: number, season: number) {
  return queryOptions({
    queryKey: scrimmageKeys.season(teamId, season),
    queryFn: async ({ signal }): Promise<ScrimmageSeason> => {
      const list = await http.call('listScrimmages', { params: { id: teamId }, query: { from: `${season}-01-01`, to: `${season}-12-31` }, signal });
      const finished = list.filter((x) => x.state === 'FINISHED');
      const scrimmages = await Promise.all(finished.map((x) => http.call('getScrimmage', { params: { id: teamId, scrimmageId: x.id }, signal })));
      return { season, scrimmageCount: finished.length, players: seasonRows(scrimmages) };
    },
  });
}
