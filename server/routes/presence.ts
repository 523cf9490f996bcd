/**
 * Attendance that counts (decision 092): an item's presence (read by members, confirmed by the team's
 * admin, the match's recorder or the 자체전's runner) and the season's attendance table. A confirmation
 * may bring a member to the team's no-show threshold: the admins hear it after the write commits.
 */
import type { AttendanceSeason } from '#contract/attendance.ts';
import { seoulWallClock } from '#contract/seoul-time.ts';
import { alertNoShows } from '../attendance/no-show-alerts.ts';
import { confirmPresence, readPresence } from '../attendance/presence.ts';
import { attendanceTable } from '../attendance/season.ts';
import { seoulYear } from '../clock.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { readSchedule } from '../schedules/rows.ts';
import { teamGuards } from '../teams/access.ts';
import type { AppDeps } from './deps.ts';

export function presenceEndpoints({ db, clock, notifier }: AppDeps): Implementation[] {
  const guards = teamGuards(db);
  return [
    implement('getSchedulePresence', async (_c, { params, userId }) => {
      const access = await guards.requireMember(userId, params.id);
      const item = await readSchedule(db, userId, params.id, params.scheduleId);
      return readPresence(db, access, item, clock.now());
    }),

    implement('confirmPresence', async (_c, { params, body, userId }) => {
      const access = await guards.requireMember(userId, params.id);
      const item = await readSchedule(db, userId, params.id, params.scheduleId);
      const now = clock.now();
      await confirmPresence(db, access, item, body.present, now);
      await alertNoShows(db, notifier, params.id, seoulWallClock(item.startAt).getUTCFullYear(), now);
      return readPresence(db, access, item, now);
    }),

    implement('getAttendanceSeason', async (_c, { params, query, userId }) => {
      await guards.requireMember(userId, params.id);
      const season = query.season ?? seoulYear(clock);
      const now = clock.now();
      const { itemCount, players } = await attendanceTable(db, params.id, season, now);
      return { teamId: params.id, season, itemCount, players } satisfies AttendanceSeason;
    }),
  ];
}
