/** Team schedules and attendance (docs/product.md §3, §7.6; issue "Notices, schedules and attendance"). Times are instants; the UI shows Asia/Seoul. */
import * as v from 'valibot';
import { AttendanceAnswer, ScheduleKind } from './enums.ts';
import { Id, Instant, IsoDate } from './fields.ts';

export const Schedule = v.object({
  id: Id,
  teamId: Id,
  title: v.string(),
  kind: ScheduleKind,
  startAt: Instant,
  endAt: Instant,
  place: v.nullable(v.string()),
  note: v.nullable(v.string()),
  matchId: v.nullable(Id),
  /** The 자체전 of a SCRIMMAGE item (decision 079); null for every other kind. */
  scrimmageId: v.nullable(Id),
  attendance: v.object({ attend: v.number(), absent: v.number(), undecided: v.number(), myAnswer: v.nullable(AttendanceAnswer) }),
});
export type Schedule = v.InferOutput<typeof Schedule>;

/** `GET /api/v1/teams/{id}/schedules?startDate&endDate` (inclusive dates, at most a year apart). */
export const ScheduleQuery = v.object({ startDate: IsoDate, endDate: IsoDate });
export type ScheduleQuery = v.InferOutput<typeof ScheduleQuery>;

export const ScheduleWriteRequest = v.object({
  title: v.pipe(v.string('일정 이름을 입력해주세요.'), v.trim(), v.minLength(1, '일정 이름을 입력해주세요.'), v.maxLength(100)),
  kind: ScheduleKind,
  startAt: Instant,
  endAt: Instant,
  place: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100))), null),
  note: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))), null),
  matchId: v.optional(v.nullable(Id), null),
});
export type ScheduleWriteRequest = v.InferOutput<typeof ScheduleWriteRequest>;
export const SchedulePatchRequest = v.partial(ScheduleWriteRequest);

/** `PUT …/schedules/{scheduleId}/attendance`: the caller's own answer, until the item starts. */
export const AttendanceRequest = v.object({ answer: AttendanceAnswer });
export type AttendanceRequest = v.InferOutput<typeof AttendanceRequest>;

export const AttendanceMember = v.object({ userId: Id, name: v.string(), profileImageUrl: v.nullable(v.string()) });
export type AttendanceMember = v.InferOutput<typeof AttendanceMember>;

/**
 * `GET …/schedules/{scheduleId}/attendance`: who answered what (every member sees this), and who has
 * not answered yet (`notAnswered`: team admins only, `null` for everyone else).
 */
export const ScheduleAttendance = v.object({
  scheduleId: Id,
  answers: v.array(v.object({ ...AttendanceMember.entries, answer: AttendanceAnswer, answeredAt: Instant })),
  notAnswered: v.nullable(v.array(AttendanceMember)),
});
export type ScheduleAttendance = v.InferOutput<typeof ScheduleAttendance>;

/**
 * `GET /api/v1/teams/{id}/matches/{matchId}/attendance`: the answers to the team's schedule item of a
 * match (decision 032 links one per team), for the lineup editor's order (참석 first, 불참 marked).
 * `scheduleId` null: the team has no item for the match, so nobody has answered.
 */
export const MatchAttendance = v.object({
  matchId: Id,
  scheduleId: v.nullable(Id),
  answers: v.array(v.object({ userId: Id, answer: AttendanceAnswer })),
});
export type MatchAttendance = v.InferOutput<typeof MatchAttendance>;

/** A member's private iCalendar feed address for one team (absolute URL; resetting it invalidates the old one). */
export const CalendarFeed = v.object({ url: v.string() });
export type CalendarFeed = v.InferOutput<typeof CalendarFeed>;
