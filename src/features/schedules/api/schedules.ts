/**
 * Mutation option factories of the schedules page (its reads are src/lib/queries/schedules.ts).
 * Each write refreshes what it changes through scheduleKeys: an item's add, edit or delete every
 * cached range of the team (the profile's preview shares them), an attendance answer the item
 * everywhere it is cached and its answer list, a feed reset the feed address.
 */
import type { AttendanceAnswer } from '#contract/enums.ts';
import type { SchedulePatchRequest, ScheduleWriteRequest } from '#contract/schedules.ts';
import type { ScrimmageCreateRequest } from '#contract/scrimmages.ts';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { HttpApi } from '#src/lib/services.tsx';
import type * as v from 'valibot';
import { scheduleKeys } from '#src/lib/queries/keys.ts';
import { answerOptimistically, replaceItem, restore } from '../schedule-cache.ts';

/**
 * After a write, refused or not (a refusal may mean the item is gone): every range and attendance
 * list of the team reads again. Not awaited, so the dialog answers as soon as the server has.
 */
function refreshSchedules(queryClient: QueryClient, teamId: number): void {
  void queryClient.invalidateQueries({ queryKey: scheduleKeys.all(teamId) });
}

export function createScheduleMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationFn: (body: ScheduleWriteRequest) => http.call('createSchedule', { params: { id: teamId }, body }),
    onSettled: () => refreshSchedules(queryClient, teamId),
  });
}

export function updateScheduleMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationFn: ({ scheduleId, body }: { scheduleId: number; body: v.InferOutput<typeof SchedulePatchRequest> }) =>
      http.call('updateSchedule', { params: { id: teamId, scheduleId }, body, navigateOnNotFound: false }),
    onSettled: () => refreshSchedules(queryClient, teamId),
  });
}

export function deleteScheduleMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationFn: (scheduleId: number) => http.call('deleteSchedule', { params: { id: teamId, scheduleId }, navigateOnNotFound: false }),
    onSettled: () => refreshSchedules(queryClient, teamId),
  });
}

/**
 * The person's answer, shown at once in every cached range and then replaced by the server's copy
 * of the item. A refusal (the item started or is gone meanwhile) puts the ranges back and reads them
 * again; `onRefused` is what the screen says then, for every refused answer, not only the last one.
 */
export function answerAttendanceMutation(http: HttpApi, queryClient: QueryClient, teamId: number, onRefused: (error: Error) => void) {
  return mutationOptions({
    mutationFn: ({ scheduleId, answer }: { scheduleId: number; answer: AttendanceAnswer }) =>
      http.call('answerAttendance', { params: { id: teamId, scheduleId }, body: { answer }, navigateOnNotFound: false }),
    onMutate: async ({ scheduleId, answer }) => {
      await queryClient.cancelQueries({ queryKey: scheduleKeys.all(teamId) });
      return answerOptimistically(queryClient, teamId, scheduleId, answer);
    },
    onError: (error, _variables, snapshot) => {
      if (snapshot) restore(queryClient, snapshot);
      onRefused(error);
      refreshSchedules(queryClient, teamId);
    },
    onSuccess: (saved, { scheduleId }) => {
      replaceItem(queryClient, teamId, saved);
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.attendance(teamId, scheduleId) });
    },
  });
}

/** A new feed address (the old one stops working): it replaces the cached one at once. */
export function resetCalendarFeedMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationFn: () => http.call('resetCalendarFeed', { params: { id: teamId } }),
    onSuccess: (fresh) => {
      queryClient.setQueryData(scheduleKeys.feed(teamId), fresh);
    },
  });
}

/** A 자체전 is a schedule item with its settings (decision 079): it lands in the team's ranges like any item. */
export function createScrimmageMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationFn: (body: ScrimmageCreateRequest) => http.call('createScrimmage', { params: { id: teamId }, body }),
    onSettled: () => refreshSchedules(queryClient, teamId),
  });
}
