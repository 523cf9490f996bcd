/**
 * A team's 자체전 reads (decision 079): one scrimmage as the record screen and the members' view show
 * it, and its roll-up. All under scrimmageKeys.detail(teamId, scrimmageId), so a write or a
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
