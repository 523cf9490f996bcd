/**
 * The team schedule reads, shared by the team profile's preview and the schedules page so both
 * read (and a write refreshes) the same cache entries. Every key starts with
 * ['teams', id, 'schedules'], under the team's own prefix (teamKeys.all, ./queries/keys.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { scheduleKeys } from './keys.ts';
import type { HttpApi } from '../services.tsx';

/** The items overlapping an inclusive range of Seoul calendar days. */
export function schedulesQuery(http: HttpApi, teamId: number, startDate: string, endDate: string) {
  return queryOptions({
    queryKey: scheduleKeys.range(teamId, startDate, endDate),
    queryFn: ({ signal }) => http.call('listSchedules', { params: { id: teamId }, query: { startDate, endDate }, signal }),
  });
}
