/** The team's reminder hours (TEAM_ADMIN): the answer replaces the cached notification settings. */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { notificationSettingKeys } from '#src/lib/queries/keys.ts';
import type { HttpApi } from '#src/lib/services.tsx';

export function updateReminderSettingMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationKey: notificationSettingKeys.mutation(teamId, 'reminders'),
    mutationFn: (hoursBefore: number | null) => http.call('updateTeamReminderSetting', { params: { id: teamId }, body: { hoursBefore } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationSettingKeys.team(teamId), saved);
    },
  });
}
