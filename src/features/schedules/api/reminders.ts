/**
 * "미응답자에게 알림" (POST, TEAM_ADMIN): the answer is the item's new reminder status, which replaces
 * the cached one. A refusal (within the hour, 429 5014; the item started, 409 5015) reads the
 * status again, so the button shows the wait or goes.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { reminderKeys } from '#src/lib/queries/keys.ts';
import type { HttpApi } from '#src/lib/services.tsx';

export function remindScheduleMutation(http: HttpApi, queryClient: QueryClient, teamId: number, scheduleId: number) {
  return mutationOptions({
    mutationKey: [...reminderKeys.status(teamId, scheduleId), 'send'],
    mutationFn: () => http.call('remindSchedule', { params: { id: teamId, scheduleId }, navigateOnNotFound: false }),
    onSuccess: (status) => {
      queryClient.setQueryData(reminderKeys.status(teamId, scheduleId), status);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: reminderKeys.status(teamId, scheduleId) });
    },
  });
}
