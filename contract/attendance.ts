/**
 * Attendance that counts (decision 092): who was present at a schedule item — the team's lineup of its
 * match and the 자체전 check-in count by themselves, the rest is confirmed by the team's admin, the
 * match's recorder or the 자체전's runner, during or after the item — and each member's season of it:
 * items that counted, present, no-shows (said 참석, did not come) and 참석률.
 */
import * as v from 'valibot';
import { AttendanceAnswer } from './enums.ts';
import { Id } from './fields.ts';
import { SeasonQuery } from './stats.ts';

/** The most people one confirmation names (a squad; more is no team's roster). */
export const maxPresentPeople = 200;

const alertAtMessage = '노쇼 알림 기준은 1~20회입니다.';
/** The no-show alert threshold (a team setting): 1–20 no-shows in a season; null: off. */
export const NoShowAlertAt = v.nullable(
  v.pipe(v.number(alertAtMessage), v.integer(alertAtMessage), v.minValue(1, alertAtMessage), v.maxValue(20, alertAtMessage)),
);

/** How a person is present: in the lineup, checked in at the 자체전, or confirmed by hand. */
export const PresenceSource = v.picklist(['LINEUP', 'CHECK_IN', 'CONFIRMED'] as const);
export type PresenceSource = v.InferOutput<typeof PresenceSource>;

/** One person of the confirmation list: every current member, and anyone present who is no longer one. */
export const PresenceLine = v.object({
  userId: Id,
  name: v.string(),
  /** Their answer to the item; null: none. */
  answer: v.nullable(AttendanceAnswer),
  /** Null: not present. A LINEUP or CHECK_IN presence is not changed by a confirmation. */
  source: v.nullable(PresenceSource),
});
export type PresenceLine = v.InferOutput<typeof PresenceLine>;

/** `GET`/`PUT /api/v1/teams/{id}/schedules/{scheduleId}/presence`. */
export const SchedulePresence = v.object({
  scheduleId: Id,
  /** Presence was taken (a lineup, a check-in or a confirmation): the item counts once it has ended. */
  taken: v.boolean(),
  /** The caller may confirm (TEAM_ADMIN, the match's recorder, the 자체전's runner) and the item has started. */
  canConfirm: v.boolean(),
  /** 참석 first, then the rest by name. */
  people: v.array(PresenceLine),
});
export type SchedulePresence = v.InferOutput<typeof SchedulePresence>;

/** `PUT …/presence`: everyone who came besides the lineup and the check-in (the list replaces the last one). */
export const PresenceRequest = v.object({
  present: v.pipe(v.array(Id), v.maxLength(maxPresentPeople)),
});
export type PresenceRequest = v.InferOutput<typeof PresenceRequest>;

/** One member's line of the season's attendance table (machines/attendance.ts). */
export const AttendanceSeasonRow = v.object({
  userId: Id,
  name: v.string(),
  counted: v.number(),
  present: v.number(),
  noShows: v.number(),
  /** present / counted in whole percent; null when nothing counted yet. */
  rate: v.nullable(v.number()),
});
export type AttendanceSeasonRow = v.InferOutput<typeof AttendanceSeasonRow>;

/** What the attendance table sorts by. */
export const attendanceSortFields = ['name', 'counted', 'present', 'noShows', 'rate'] as const;
export type AttendanceSortField = (typeof attendanceSortFields)[number];

/** `GET /api/v1/teams/{id}/stats/attendance?season=YYYY`: every current member, by name. */
export const AttendanceSeason = v.object({
  teamId: Id,
  season: v.number(),
  /** Items of the season that counted (ended, presence taken). */
  itemCount: v.number(),
  players: v.array(AttendanceSeasonRow),
});
export type AttendanceSeason = v.InferOutput<typeof AttendanceSeason>;

const presencePath = '/api/v1/teams/{id}/schedules/{scheduleId}/presence';

/** The rows of the endpoint table these calls add (spread into `endpoints`, contract/endpoints.ts, which checks them as EndpointDef). */
export const attendanceEndpoints = {
  getSchedulePresence: {
    method: 'GET',
    path: presencePath,
    access: 'bearer',
    response: SchedulePresence,
  },
  confirmPresence: {
    method: 'PUT',
    path: presencePath,
    access: 'bearer',
    body: PresenceRequest,
    response: SchedulePresence,
  },
  getAttendanceSeason: {
    method: 'GET',
    path: '/api/v1/teams/{id}/stats/attendance',
    access: 'bearer',
    query: SeasonQuery,
    response: AttendanceSeason,
  },
} as const;
