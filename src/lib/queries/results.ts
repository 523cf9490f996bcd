/**
 * A team's result figures: the recent results (team profile) and the summary (team profile and
 * records page read the same entry). Keys under resultKeys.all, invalidated when a match changes.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { resultKeys } from './keys.ts';

export function recentResultsQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: resultKeys.recent(teamId),
    queryFn: ({ signal }) => http.call('getRecentResults', { params: { id: teamId }, signal }),
  });
}

export function resultsSummaryQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: resultKeys.summary(teamId),
    queryFn: ({ signal }) => http.call('getResultsSummary', { params: { id: teamId }, signal }),
  });
}
