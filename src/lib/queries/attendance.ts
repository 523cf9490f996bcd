/**
 * Attendance that counts (decision 092): who came to one schedule item, and the season's attendance
 * per member — read by the schedules (confirming), the members list and panel, and the stats page.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { scheduleKeys } from './keys.ts';

/**
 * Kept here, not in keys.ts (which ships in every page's shell): under the team's schedules, so a
 * confirmation or an answer, which invalidate `scheduleKeys.all`, refresh them too.
 */
export const attendanceKeys = {
  /** Who came to an item: the lineup, the check-in, the confirmed. */
  presence: (teamId: number, scheduleId: number) => [...scheduleKeys.all(teamId), scheduleId, 'presence'] as const,
  /** The season's attendance per member. */
  season: (teamId: number, season: number) => [...scheduleKeys.all(teamId), 'attendance-season', { season }] as const,
};

export function presenceQuery(http: HttpApi, teamId: number, scheduleId: number) {
  return queryOptions({
    queryKey: attendanceKeys.presence(teamId, scheduleId),
    queryFn: ({ signal }) => http.call('getSchedulePresence', { params: { id: teamId, scheduleId }, signal }),
  });
}

export function attendanceSeasonQuery(http: HttpApi, teamId: number, season: number) {
  return queryOptions({
    queryKey: attendanceKeys.season(teamId, season),
    queryFn: ({ signal }) => http.call('getAttendanceSeason', { params: { id: teamId }, query: { season }, signal }),
  });
}
