/** Shared bits of the schedule tests: the seeded people, the item shape and small call helpers. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Schedule, ScheduleAttendance } from '#contract/schedules.ts';
import { matches } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call } from './helpers.ts';
import type { TestApp } from './test-app.ts';

export const people = {
  /** TEAM_ADMIN of FC 한강 (team 1). */
  admin: seedPerson('kim-minjun'),
  /** USER of FC 한강. */
  member: seedPerson('lee-seojun'),
  /** TEAM_ADMIN of 관악 유나이티드 (team 2), not in FC 한강. */
  outsider: seedPerson('lee-junho'),
  /** In no team. */
  loner: seedPerson('shin-jiho'),
};

export const schedulesPath = (teamId = 1) => `/api/v1/teams/${teamId}/schedules`;
export const itemPath = (scheduleId: number, teamId = 1) => `${schedulesPath(teamId)}/${scheduleId}`;

/** A valid create body: a Saturday training a week after the seed clock (times in Seoul). */
export const trainingBody = (extra: object = {}) => ({
  title: '토요 오전 훈련',
  kind: 'TRAINING',
  startAt: '2026-05-30T09:00:00+09:00',
  endAt: '2026-05-30T11:00:00+09:00',
  place: '망원한강공원 축구장',
  note: '조끼 지참',
  ...extra,
});

/** The id of a seeded match by its title. */
export async function matchIdByTitle(t: TestApp, title: string): Promise<number> {
  const [row] = await t.database.db.select({ id: matches.id }).from(matches).where(eq(matches.title, title));
  if (!row) throw new Error(`no seeded match "${title}"`);
  return row.id;
}

/** Calls and expects a status; answers the envelope's data. */
export async function expectCall<T>(t: TestApp, method: string, path: string, token: string, status: number, json?: unknown): Promise<T> {
  const response = await call(t, method, path, { token, json });
  const envelope = response.status === 204 ? null : await body<T>(response);
  expect(response.status, `${method} ${path} → ${JSON.stringify(envelope)}`).toBe(status);
  return envelope?.data as T;
}

export const createItem = (t: TestApp, token: string, json: object = trainingBody()) => expectCall<Schedule>(t, 'POST', schedulesPath(), token, 201, json);
export const attendanceOf = (t: TestApp, token: string, scheduleId: number) =>
  expectCall<ScheduleAttendance>(t, 'GET', `${itemPath(scheduleId)}/attendance`, token, 200);
export const answer = (t: TestApp, token: string, scheduleId: number, value: string, status = 200) =>
  expectCall<Schedule>(t, 'PUT', `${itemPath(scheduleId)}/attendance`, token, status, { answer: value });
