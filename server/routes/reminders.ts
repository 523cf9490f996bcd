/**
 * RSVP reminders (decision 058), all TEAM_ADMIN of the team in the path:
 * - `PUT /api/v1/teams/{id}/notification-settings/reminders`: how many hours before an item its
 *   unanswered members are reminded (1–168), null: never; answers the caller's notification settings.
 * - `GET /api/v1/teams/{id}/schedules/{scheduleId}/reminders`: who has not answered now, the last
 *   reminder by hand, when the next is allowed and when the schedule reminds by itself.
 * - `POST` of the same path: "미응답자에게 알림" — reminds them now (server/reminders/manual.ts): 409 5015
 *   once the item started, 429 5014 with Retry-After within the hour of the last one; answers the
 *   status after sending.
 * No such item of the team: 404 5011. The automatic reminders are the sweep's (server/reminders/sweep.ts).
 */
import { implement, type Implementation } from '../http/endpoint.ts';
import { readReminderStatus, remindByHand } from '../reminders/manual.ts';
import { setTeamReminderHours } from '../reminders/settings.ts';
import { teamGuards } from '../teams/access.ts';
import type { AppDeps } from './deps.ts';

export function reminderEndpoints({ db, clock, notifier }: AppDeps): Implementation[] {
  const guards = teamGuards(db);

  return [
    implement('updateTeamReminderSetting', async (_c, { params, body, userId }) => {
      await guards.requireAdmin(userId, params.id);
      return setTeamReminderHours(db, userId, params.id, body);
    }),

    implement('getScheduleReminders', async (_c, { params, userId }) => {
      await guards.requireAdmin(userId, params.id);
      return readReminderStatus(db, params.id, params.scheduleId, clock.now());
    }),

    implement('remindSchedule', async (_c, { params, userId }) => {
      await guards.requireAdmin(userId, params.id);
      return remindByHand({ db, notifier, teamId: params.id, scheduleId: params.scheduleId, adminId: userId, now: clock.now() });
    }),
  ];
}
