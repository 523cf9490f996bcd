/**
 * A member's notification choices for one team (PUT, the three at once). Saves run one after the
 * other per team (`scope`), so two quick taps reach the server in the order they were made; each
 * answer replaces the cached settings.
 */
import type { NotificationPreferences } from '#contract/notifications.ts';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { notificationSettingKeys } from '#src/lib/queries/keys.ts';
import type { HttpApi } from '#src/lib/services.tsx';

export function updateNotificationPreferencesMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return mutationOptions({
    mutationKey: notificationSettingKeys.mutation(teamId, 'mine'),
    scope: { id: `notification-settings-${teamId}` },
    mutationFn: (body: NotificationPreferences) => http.call('updateNotificationSettings', { params: { id: teamId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationSettingKeys.team(teamId), saved);
    },
  });
}
