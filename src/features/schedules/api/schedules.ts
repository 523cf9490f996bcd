/**
 * Query and mutation option factories of the schedules page (docs/conventions.md §3). Ranges and the
 * attendance lists live under ['teams', id, 'schedules'] (#src/lib/queries/schedules.ts), shared
 * with the team profile's preview; the feed address under ['teams', id, 'calendar-feed'].
 */
import type { AttendanceAnswer } from '#contract/enums.ts';
import type { SchedulePatchRequest, ScheduleWriteRequest } from '#contract/schedules.ts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpApi } from '#src/lib/services.tsx';
import type * as v from 'valibot';
import { teamMatchKeys, scheduleKeys } from '#src/lib/queries/keys.ts';

/** Who answered what, and (for admins) who has not answered. A deleted item is an answer here, not a page to leave. */
export function attendanceQuery(http: HttpApi, teamId: number, scheduleId: number) {
  return queryOptions({
    queryKey: scheduleKeys.attendance(teamId, scheduleId),
    queryFn: ({ signal }) => http.call('getScheduleAttendance', { params: { id: teamId, scheduleId }, signal, navigateOnNotFound: false }),
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

/** The team's scheduled matches a match item can link to (soonest first; one page is plenty for a season). */
export function scheduledMatchesQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: teamMatchKeys.scheduled(teamId),
    queryFn: ({ signal }) =>
      http.call('listTeamMatches', {
        params: { id: teamId },
        query: { page: 0, size: 100, matchStates: ['SCHEDULED'], sort: [{ field: 'matchDate', direction: 'asc' }, { field: 'plannedStartTime', direction: 'asc' }] },
        signal,
      }),
  });
}

export function createScheduleMutation(http: HttpApi, teamId: number) {
  return { mutationFn: (body: ScheduleWriteRequest) => http.call('createSchedule', { params: { id: teamId }, body }) };
}

export function updateScheduleMutation(http: HttpApi, teamId: number) {
  return {
    mutationFn: ({ scheduleId, body }: { scheduleId: number; body: v.InferOutput<typeof SchedulePatchRequest> }) =>
      http.call('updateSchedule', { params: { id: teamId, scheduleId }, body, navigateOnNotFound: false }),
  };
}

export function deleteScheduleMutation(http: HttpApi, teamId: number) {
  return { mutationFn: (scheduleId: number) => http.call('deleteSchedule', { params: { id: teamId, scheduleId }, navigateOnNotFound: false }) };
}

export function answerAttendanceMutation(http: HttpApi, teamId: number) {
  return {
    mutationFn: ({ scheduleId, answer }: { scheduleId: number; answer: AttendanceAnswer }) =>
      http.call('answerAttendance', { params: { id: teamId, scheduleId }, body: { answer }, navigateOnNotFound: false }),
  };
}

export function resetCalendarFeedMutation(http: HttpApi, teamId: number) {
  return { mutationFn: () => http.call('resetCalendarFeed', { params: { id: teamId } }) };
}
