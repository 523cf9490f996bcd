/**
 * Mutation option factories of the schedules page (its reads are src/lib/queries/schedules.ts and,
 * for the matches an item can link to, src/lib/queries/team-matches.ts).
 */
import type { AttendanceAnswer } from '#contract/enums.ts';
import type { SchedulePatchRequest, ScheduleWriteRequest } from '#contract/schedules.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import type * as v from 'valibot';

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
