/**
 * Season statistics (decision 055): a team's season table, one member's season match by
 * match, the minutes of the last few matches (the lineup editor's fairness), and one match's
 * minutes. Members of the team read the season; the match's minutes follow the match's own reads
 * (members of either side).
 */
import type { PlayerSeasonStats, RecentMinutes, TeamSeasonStats } from '#contract/stats.ts';
import { seoulYear } from '../clock.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { requireMatchMember } from '../matches/access.ts';
import { matchMinutesOf } from '../stats/match-minutes.ts';
import { minutesPerPlayer, seasonLines, seasonPlayers, seasonsOf, seasonTable, totalsOf } from '../stats/season.ts';
import { teamGuards } from '../teams/access.ts';
import type { AppDeps } from './deps.ts';

export function seasonStatsEndpoints({ db, clock }: AppDeps): Implementation[] {
  const guards = teamGuards(db);
  return [
    implement('getTeamSeasonStats', async (_c, { params, query, userId }) => {
      await guards.requireMember(userId, params.id);
      const season = query.season ?? seoulYear(clock);
      const { matchCount, players } = await seasonTable(db, params.id, season, clock.now().getTime());
      return { teamId: params.id, season, seasons: await seasonsOf(db, params.id), matchCount, players } satisfies TeamSeasonStats;
    }),

    implement('getPlayerSeasonStats', async (_c, { params, query, userId }) => {
      await guards.requireMember(userId, params.id);
      if (!(await guards.roleOf(params.userId, params.id))) throw new ApiError('NOTFOUND_TEAM_MEMBER');
      const season = query.season ?? seoulYear(clock);
      const { lines } = await seasonLines(db, params.id, { season }, clock.now().getTime(), params.userId);
      const [player] = await seasonPlayers(db, params.id, [], params.userId);
      if (!player) throw new ApiError('NOTFOUND_TEAM_MEMBER');
      // Newest first, as the member's 최근 경기 beside it (the season's lines come oldest first).
      const matches = lines.map(({ userId: _userId, ...line }) => line).reverse();
      return {
        teamId: params.id,
        season,
        seasons: await seasonsOf(db, params.id),
        player: { ...player, ...totalsOf(matches) },
        matches,
      } satisfies PlayerSeasonStats;
    }),

    implement('getRecentMinutes', async (_c, { params, query, userId }) => {
      await guards.requireMember(userId, params.id);
      const { matchCount, lines } = await seasonLines(db, params.id, { lastMatches: query.matches }, clock.now().getTime());
      return { teamId: params.id, matchCount, players: minutesPerPlayer(lines) } satisfies RecentMinutes;
    }),

    implement('getMatchMinutes', async (_c, { params, userId }) => {
      const { match } = await requireMatchMember(db, userId, params.id);
      return matchMinutesOf(db, match, clock.now().getTime());
    }),
  ];
}
