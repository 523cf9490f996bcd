/**
 * Attendance that counts (decision 092): who came to one schedule item, and the season's attendance
 * per member — read by the schedules (confirming), the members list and panel, and the stats page.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HttpApi } from '../services.tsx';
import { scheduleKeys } from './keys.ts';

export function presenceQuery(http: HttpApi, teamId: number, scheduleId: number) {
  return queryOptions({
    queryKey: scheduleKeys.presence(teamId, scheduleId),
    queryFn: ({ signal }) => http.call('getSchedulePresence', { params: { id: teamId, scheduleId }, signal }),
  });
}

export function attendanceSeasonQuery(http: HttpApi, teamId: number, season: number) {
  return queryOptions({
    queryKey: scheduleKeys.attendanceSeason(teamId, season),
    queryFn: ({ signal }) => http.call('getAttendanceSeason', { params: { id: teamId }, query: { season }, signal }),
  });
}
