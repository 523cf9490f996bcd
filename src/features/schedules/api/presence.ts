/**
 * Confirming who came (decision 092): the answer replaces the item's cached presence, and every read
 * of the team's schedules and attendance season reads again (a no-show changes the season's figures).
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { attendanceKeys } from '#src/lib/queries/attendance.ts';
import { scheduleKeys } from '#src/lib/queries/keys.ts';
import type { HttpApi } from '#src/lib/services.tsx';

export function confirmPresenceMutation(http: HttpApi, queryClient: QueryClient, teamId: number, scheduleId: number) {
  return mutationOptions({
    mutationFn: (present: number[]) => http.call('confirmPresence', { params: { id: teamId, scheduleId }, body: { present }, navigateOnNotFound: false }),
    onSuccess: (saved) => {
      queryClient.setQueryData(attendanceKeys.presence(teamId, scheduleId), saved);
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all(teamId) });
    },
  });
}
