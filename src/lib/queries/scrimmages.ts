/**
 * A team's 자체전 reads (decision 079): one scrimmage as the record screen and the members' view show
 * it, and its roll-up, under scrimmageKeys.detail(teamId, scrimmageId), so a write or a live change
 * refreshes them with one prefix; the latest finished one, the season's 자체전 and (admins) the levels
 * and pairs for fair sides, under scrimmageKeys.all (decision 087).
 */
import { seoulDate } from '#contract/seoul-time.ts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { scrimmageKeys } from './keys.ts';

export function scrimmageQuery(http: HttpApi, teamId: number, scrimmageId: number) {
  return queryOptions({
    queryKey: scrimmageKeys.detail(teamId, scrimmageId),
    queryFn: ({ signal }) => http.call('getScrimmage', { params: { id: teamId, scrimmageId }, signal }),
  });
}

export function scrimmageResultsQuery(http: HttpApi, teamId: number, scrimmageId: number) {
  return queryOptions({
    queryKey: scrimmageKeys.results(teamId, scrimmageId),
    queryFn: ({ signal }) => http.call('getScrimmageResults', { params: { id: teamId, scrimmageId }, signal }),
  });
}

const day = 24 * 60 * 60 * 1000;

/**
 * The team's latest finished 자체전 of the last year (the list answers at most a year), with the
 * caller's own line; null when there is none.
 */
export function latestScrimmageQuery(http: HttpApi, teamId: number, now: () => number = Date.now) {
  return queryOptions({
    queryKey: scrimmageKeys.recent(teamId),
    queryFn: async ({ signal }) => {
      const to = seoulDate(now());
      const from = seoulDate(now() - 364 * day);
      const list = await http.call('listScrimmages', { params: { id: teamId }, query: { from, to }, signal });
      const finished = list.filter((s) => s.state === 'FINISHED').sort((a, b) => b.startAt.localeCompare(a.startAt));
      return finished[0] ?? null;
    },
  });
}

/**
 * The season's 자체전 per member (`getScrimmageSeasonStats`); `season` null asks for the latest. Its
 * answer carries every field the season tab's rows read, under the same key.
 */
export function scrimmageSeasonStatsQuery(http: HttpApi, teamId: number, season: number) {
  return queryOptions({
    queryKey: scrimmageKeys.season(teamId, season),
    queryFn: ({ signal }) => http.call('getScrimmageSeasonStats', { params: { id: teamId }, query: { season }, signal }),
  });
}

/** Every member's level for fair sides (TEAM_ADMIN only: levels are never shown to members). */
export function memberLevelsQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: scrimmageKeys.levels(teamId),
    queryFn: ({ signal }) => http.call('getMemberLevels', { params: { id: teamId }, signal }),
  });
}

/** The pairs the balancer keeps apart or together (TEAM_ADMIN). */
export function scrimmagePairsQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: scrimmageKeys.pairs(teamId),
    queryFn: ({ signal }) => http.call('getScrimmagePairs', { params: { id: teamId }, signal }),
  });
}
