/**
 * Push notifications and reminders (decision 058): the server's public key (PushManager.subscribe's
 * applicationServerKey), a member's choices for a team with the team's reminder hours, and an
 * item's reminders by hand. Shared by the settings dialog, the team admin page and the schedules page.
 */
import { queryOptions } from '@tanstack/react-query';
import { notificationSettingKeys, pushKeys, reminderKeys } from './keys.ts';
import type { HttpApi } from '../services.tsx';

export function pushPublicKeyQuery(http: HttpApi) {
  return queryOptions({
    queryKey: pushKeys.publicKey(),
    queryFn: ({ signal }) => http.call('getPushPublicKey', { signal }),
    // Kept with the server's data; it changes only when the server's keys are replaced.
    staleTime: Infinity,
  });
}

export function notificationSettingsQuery(http: HttpApi, teamId: number) {
  return queryOptions({
    queryKey: notificationSettingKeys.team(teamId),
    queryFn: ({ signal }) => http.call('getNotificationSettings', { params: { id: teamId }, signal }),
  });
}

/** Who has not answered an item, the last reminder by hand and when the next may go (TEAM_ADMIN). */
export function reminderStatusQuery(http: HttpApi, teamId: number, scheduleId: number) {
  return queryOptions({
    queryKey: reminderKeys.status(teamId, scheduleId),
    queryFn: ({ signal }) => http.call('getScheduleReminders', { params: { id: teamId, scheduleId }, signal, navigateOnNotFound: false }),
  });
}
