/**
 * The team schedule reads, shared by the team profile's preview and the schedules page so both
 * read (and a write refreshes) the same cache entries. Every key starts with
 * ['teams', id, 'schedules'], under the team's own prefix (accountKeys.team).
 */
import { queryOptions } from '@tanstack/react-query';
import type { HttpApi } from './services.tsx';

export const scheduleKeys = {
  /** Every range and item of a team: invalidate this after a write. */
  all: (teamId: number) => ['teams', teamId, 'schedules'] as const,
  range: (teamId: number, startDate: string, endDate: string) => ['teams', teamId, 'schedules', { startDate, endDate }] as const,
  attendance: (teamId: number, scheduleId: number) => ['teams', teamId, 'schedules', scheduleId, 'attendance'] as const,
};

/** The items overlapping an inclusive range of Seoul calendar days. */
export function schedulesQuery(http: HttpApi, teamId: number, startDate: string, endDate: string) {
  return queryOptions({
    queryKey: scheduleKeys.range(teamId, startDate, endDate),
    queryFn: ({ signal }) => http.call('listSchedules', { params: { id: teamId }, query: { startDate, endDate }, signal }),
  });
}
