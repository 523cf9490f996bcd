/**
 * A team's schedule reads, shared by the team profile's preview and the schedules page so both read
 * (and a write refreshes) the same cache entries: the items of a range of days and each item's
 * attendance, all under scheduleKeys.all, under the team's own prefix; and the person's calendar
 * feed address, beside them (scheduleKeys.feed).
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

/** Who answered what, and (for admins) who has not answered. A deleted item is an answer here, not a page to leave. */
export function attendanceQuery(http: HttpApi, teamId: number, scheduleId: number) {
  return queryOptions({
    queryKey: scheduleKeys.attendance(teamId, scheduleId),
    queryFn: ({ signal }) => http.call('getScheduleAttendance', { params: { id: teamId, scheduleId }, signal, navigateOnNotFound: false }),
  });
}

/** The answers to the team's schedule item of a match (none when it has no item): the lineup editor lists 참석 first. */
export function matchAttendanceQuery(http: HttpApi, teamId: number, matchId: number) {
  return queryOptions({
    queryKey: scheduleKeys.matchAttendance(teamId, matchId),
    queryFn: ({ signal }) => http.call('getMatchAttendance', { params: { id: teamId, matchId }, signal }),
  });
}

export function calendarFeedQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: scheduleKeys.feed(teamId),
    queryFn: ({ signal }) => http.call('getCalendarFeed', { params: { id: teamId }, signal }),
    // The address only changes when its owner resets it, here.
    staleTime: Infinity,
  });
}
