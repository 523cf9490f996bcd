/**
 * Season statistics (decision 055): a team's season table, one member's season match by
 * match, the minutes of its last few matches (the lineup editor's fair playing time), and one
 * match's minutes. The season reads sit under resultKeys.all: whatever refreshes a team's results
 * after a match changes refreshes its season too.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { resultKeys } from './keys.ts';

/** `season` null: the server's current season (this year in Seoul). */
export function teamSeasonQuery(http: HttpApi, teamId: number, season: number | null) {
  return queryOptions({
    queryKey: resultKeys.season(teamId, season),
    queryFn: ({ signal }) => http.call('getTeamSeasonStats', { params: { id: teamId }, query: season === null ? {} : { season }, signal }),
  });
}

export function playerSeasonQuery(http: HttpApi, teamId: number, userId: number, season: number | null) {
  return queryOptions({
    queryKey: resultKeys.playerSeason(teamId, userId, season),
    queryFn: ({ signal }) => http.call('getPlayerSeasonStats', { params: { id: teamId, userId }, query: season === null ? {} : { season }, signal }),
  });
}

/** The lineup editor's periods of fair playing time, in matches; the default is five. */
export const recentMatchChoices = [3, 5, 10] as const;
export const defaultRecentMatches = 5;

/** Minutes, appearances and starts per player over the team's last `matches` finished matches (1–20). */
export function recentMinutesQuery(http: HttpApi, teamId: number, matches: number) {
  return queryOptions({
    queryKey: resultKeys.recentMinutes(teamId, matches),
    queryFn: ({ signal }) => http.call('getRecentMinutes', { params: { id: teamId }, query: { matches }, signal }),
  });
}
