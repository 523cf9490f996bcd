/**
 * A team's public profile (the team page, and the opponents' marks in the records table) and the
 * team search of the match form. The profile's key is teamKeys.all, the prefix of everything about
 * the team; the search sits beside it, about no one team.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { constants } from '../constants.ts';
import { teamKeys } from './keys.ts';

/**
 * The one query function of teamKeys.all, for every reader: a 404 takes the HTTP client's default
 * (leaving for /404), as the team page always had; the records table asks only for teams its
 * matches name, and teams are never deleted, so it does not meet one.
 */
export function teamQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: teamKeys.all(teamId),
    queryFn: ({ signal }) => http.call('getTeam', { params: { id: teamId }, signal }),
  });
}

/** How many suggestions the opponent search shows: the spec's team-list page (docs/product.md §9). */
const teamSearchSize = constants.pageSize.teamList;

/** Teams by part of their name (every team when `name` is empty); the last answer stays while the next loads. */
export function teamSearchQuery(http: HttpApi, name: string) {
  return queryOptions({
    queryKey: teamKeys.search(name, teamSearchSize),
    queryFn: ({ signal }) => http.call('listTeams', { query: { page: 0, size: teamSearchSize, ...(name ? { name } : {}) }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
