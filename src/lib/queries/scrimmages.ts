/**
 * A team's 자체전 reads (decision 079): one scrimmage as the record screen and the members' view show
 * it, its roll-up, and the list of a date range. All under scrimmageKeys.all(teamId), so a write or a
 * live change refreshes them with one prefix.
 */
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

/** The team's scrimmages between two Seoul days (inclusive, at most a year apart). */
export function scrimmageListQuery(http: HttpApi, teamId: number, from: string, to: string) {
  return queryOptions({
    queryKey: scrimmageKeys.list(teamId, from, to),
    queryFn: ({ signal }) => http.call('listScrimmages', { params: { id: teamId }, query: { from, to }, signal }),
  });
}
