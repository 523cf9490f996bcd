/** The team's reminder hours (TEAM_ADMIN): the answer replaces the cached notification settings. */
import type { TeamReminderSettingRequest } from '#contract/notifications.ts';
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

/** The no-show alert threshold (decision 092), sent with the hours as they are. */
export function updateNoShowAlertMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationKey: notificationSettingKeys.mutation(teamId, 'reminders'),
    mutationFn: (body: TeamReminderSettingRequest) => http.call('updateTeamReminderSetting', { params: { id: teamId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationSettingKeys.team(teamId), saved);
    },
  });
}
