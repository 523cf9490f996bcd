/**
 * Who may call what, and what bad input gets, for every endpoint of the "Notices, schedules and
 * attendance" issue's schedule part: schedules, attendance and the calendar feed.
 *
 * The authorization table runs every row against every kind of caller, with the exact answer in each
 * cell (a success status, or the error whose HTTP status and custom code must both match). Each row
 * runs on its own copy of the seeded database, the callers in column order (the admin last, so a
 * delete that succeeds is the row's last word).
 *
 * Callers, about team 1 (FC 한강):
 * - guest: no token (for the feed address: no address, so a made-up one);
 * - pending: signed in, profile not completed;
 * - loner: ACTIVE, in no team at all;
 * - outsider: TEAM_ADMIN of another team (관악 유나이티드), not in FC 한강;
 * - member: a USER of FC 한강;
 * - admin: a TEAM_ADMIN of FC 한강.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '#contract/endpoints.ts';
import { type ErrorName, errorCodes } from '#contract/error-codes.ts';
import { schedules } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call, pendingPerson, tokenFor } from './helpers.ts';
import { matchIdByTitle, people, trainingBody } from './schedule-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

const roles = ['guest', 'pending', 'loner', 'outsider', 'member', 'admin'] as const;
type Role = (typeof roles)[number];
type Expected = 200 | 201 | 204 | ErrorName;

interface Ctx {
  t: TestApp;
  role: Role;
  token: string | undefined;
  /** A future item of FC 한강 that nobody answered yet. */
  itemId: number;
  /** An item of 관악 유나이티드. */
  foreignItemId: number;
}

interface Row {
  /** An endpoint-table row, or 'calendarFeed' for the .ics address (no row of the JSON table). */
  endpoint: EndpointName | 'calendarFeed';
  variant?: string;
  method: string;
  path: (ctx: Ctx) => string | Promise<string>;
  json?: (ctx: Ctx) => unknown;
  expect: Record<Role, Expected>;
}

const memberRead = {
  guest: 'UNAUTHORIZED',
  pending: 'PROFILE_INCOMPLETE',
  loner: 'NOT_TEAM_MEMBER',
  outsider: 'NOT_TEAM_MEMBER',
  member: 200,
  admin: 200,
} as const;
const adminWrite = (success: 200 | 201 | 204) => ({ ...memberRead, member: 'NOT_TEAM_ADMIN', admin: success }) as const;
/** The team does not exist: everyone signed in and active hears so before any membership check. */
const unknownTeam = {
  guest: 'UNAUTHORIZED',
  pending: 'PROFILE_INCOMPLETE',
  loner: 'NOTFOUND_TEAM',
  outsider: 'NOTFOUND_TEAM',
  member: 'NOTFOUND_TEAM',
  admin: 'NOTFOUND_TEAM',
} as const;
/** An item of another team asked for under FC 한강's path. */
const foreignItem = { ...memberRead, member: 'NOTFOUND_SCHEDULE', admin: 'NOTFOUND_SCHEDULE' } as const;
const foreignItemWrite = { ...memberRead, member: 'NOT_TEAM_ADMIN', admin: 'NOTFOUND_SCHEDULE' } as const;

const item = (c: Ctx) => `/api/v1/teams/1/schedules/${c.itemId}`;
const range = '?startDate=2026-05-01&endDate=2026-06-30';

/** The caller's own feed address for team 1 when they can have one; a made-up token of the right shape otherwise. */
async function feedPathFor(c: Ctx): Promise<string> {
  if (c.token) {
    const response = await call(c.t, 'GET', '/api/v1/teams/1/calendar-feed', { token: c.token });
    if (response.status === 200) return new URL((await body<{ url: string }>(response)).data.url).pathname;
    // The outsider's own address for their team, with FC 한강's id put in: the MAC no longer fits.
    const own = await call(c.t, 'GET', '/api/v1/teams/2/calendar-feed', { token: c.token });
    if (own.status === 200) return new URL((await body<{ url: string }>(own)).data.url).pathname.replace(/\/(\d+)-2-/, '/$1-1-');
  }
  return `/open-api/v1/calendar/${people.member.id}-1-${'A'.repeat(43)}.ics`;
}
const feedOpen = {
  guest: 'NOTFOUND_CALENDAR_FEED',
  pending: 'NOTFOUND_CALENDAR_FEED',
  loner: 'NOTFOUND_CALENDAR_FEED',
  outsider: 'NOTFOUND_CALENDAR_FEED',
  member: 200,
  admin: 200,
} as const;

const rows: Row[] = [
  { endpoint: 'listSchedules', method: 'GET', path: () => `/api/v1/teams/1/schedules${range}`, expect: memberRead },
  { endpoint: 'listSchedules', variant: 'unknown team', method: 'GET', path: () => `/api/v1/teams/9999/schedules${range}`, expect: unknownTeam },
  { endpoint: 'getSchedule', method: 'GET', path: item, expect: memberRead },
  { endpoint: 'getSchedule', variant: 'item of another team', method: 'GET', path: (c) => `/api/v1/teams/1/schedules/${c.foreignItemId}`, expect: foreignItem },
  { endpoint: 'createSchedule', method: 'POST', path: () => '/api/v1/teams/1/schedules', json: () => trainingBody(), expect: adminWrite(201) },
  {
    endpoint: 'createSchedule',
    variant: 'unknown team',
    method: 'POST',
    path: () => '/api/v1/teams/9999/schedules',
    json: () => trainingBody(),
    expect: unknownTeam,
  },
  { endpoint: 'updateSchedule', method: 'PATCH', path: item, json: () => ({ title: '시간 변경된 훈련' }), expect: adminWrite(200) },
  {
    endpoint: 'updateSchedule',
    variant: 'item of another team',
    method: 'PATCH',
    path: (c) => `/api/v1/teams/1/schedules/${c.foreignItemId}`,
    json: () => ({ title: '남의 일정' }),
    expect: foreignItemWrite,
  },
  { endpoint: 'deleteSchedule', method: 'DELETE', path: item, expect: adminWrite(204) },
  {
    endpoint: 'deleteSchedule',
    variant: 'item of another team',
    method: 'DELETE',
    path: (c) => `/api/v1/teams/1/schedules/${c.foreignItemId}`,
    expect: foreignItemWrite,
  },
  { endpoint: 'getScheduleAttendance', method: 'GET', path: (c) => `${item(c)}/attendance`, expect: memberRead },
  {
    endpoint: 'getScheduleAttendance',
    variant: 'item of another team',
    method: 'GET',
    path: (c) => `/api/v1/teams/1/schedules/${c.foreignItemId}/attendance`,
    expect: foreignItem,
  },
  { endpoint: 'answerAttendance', method: 'PUT', path: (c) => `${item(c)}/attendance`, json: () => ({ answer: 'ATTEND' }), expect: memberRead },
  {
    endpoint: 'answerAttendance',
    variant: 'item of another team',
    method: 'PUT',
    path: (c) => `/api/v1/teams/1/schedules/${c.foreignItemId}/attendance`,
    json: () => ({ answer: 'ATTEND' }),
    expect: foreignItem,
  },
  { endpoint: 'getCalendarFeed', method: 'GET', path: () => '/api/v1/teams/1/calendar-feed', expect: memberRead },
  { endpoint: 'resetCalendarFeed', method: 'POST', path: () => '/api/v1/teams/1/calendar-feed', expect: memberRead },
  { endpoint: 'calendarFeed', method: 'GET', path: feedPathFor, expect: feedOpen },
];

async function callerToken(t: TestApp, role: Role): Promise<string | undefined> {
  switch (role) {
    case 'guest':
      return undefined;
    case 'pending':
      return tokenFor(t, await pendingPerson(t));
    default:
      return tokenFor(t, people[role].id);
  }
}

async function prepare(t: TestApp): Promise<Pick<Ctx, 'itemId' | 'foreignItemId'>> {
  const [own] = await t.database.db
    .insert(schedules)
    .values({
      teamId: 1,
      title: '권한 확인용 훈련',
      kind: 'TRAINING',
      startAt: new Date('2026-05-30T00:00:00Z'),
      endAt: new Date('2026-05-30T02:00:00Z'),
      createdAt: t.clock.now(),
    })
    .returning({ id: schedules.id });
  const [foreign] = await t.database.db.select({ id: schedules.id }).from(schedules).where(eq(schedules.teamId, 2)).limit(1);
  return { itemId: own.id, foreignItemId: foreign.id };
}

describe('authorization: every schedule, attendance and feed endpoint × every caller', () => {
  it('covers every schedule, attendance and calendar-feed row of the endpoint table', () => {
    // The RSVP reminders' rows (decision 058) are the authorization matrix's and reminders.test.ts's; the
    // presence rows (decision 092) the matrix's and attendance-presence.test.ts's.
    const ours = Object.entries(endpoints)
      .filter(([, e]) => /\/schedules|\/calendar-feed/.test(e.path) && !e.path.endsWith('/reminders') && !e.path.endsWith('/presence'))
      .map(([name]) => name)
      .sort();
    expect([...new Set(rows.map((r) => r.endpoint))].filter((n) => n !== 'calendarFeed').sort()).toEqual(ours);
  });

  for (const row of rows) {
    it(`${row.endpoint}${row.variant ? ` (${row.variant})` : ''}`, async () => {
      const t = await database.fresh();
      const fixtures = await prepare(t);
      for (const role of roles) {
        const ctx: Ctx = { t, role, token: await callerToken(t, role), ...fixtures };
        const path = await row.path(ctx);
        const response = await call(t, row.method, path, { token: ctx.token, json: row.json?.(ctx) });
        const expected = row.expect[role];
        if (typeof expected === 'number') {
          expect(response.status, `${role} → ${response.status === expected ? '' : await response.text()}`).toBe(expected);
        } else {
          const { status, code } = errorCodes[expected];
          const envelope = await body(response);
          expect({ role, status: response.status, code: envelope.code }).toEqual({ role, status, code });
        }
      }
    });
  }
});

/** Bad input: every case answers 4xx with the envelope, a precise code and the field it names — never a 500. */
interface BadCase {
  name: string;
  method: string;
  path: (c: { itemId: number }) => string;
  json?: (c: { foreignMatchId: number }) => unknown;
  /** Who calls: FC 한강's admin unless the case is about 관악 유나이티드. */
  as?: 'outsider';
  raw?: { body: string; contentType: string };
  expect: { status: number; code: number; field: string | null; message?: string };
}

const oneMegabyte = 1024 * 1024;
const createPath = () => '/api/v1/teams/1/schedules';
const patchPath = (c: { itemId: number }) => `/api/v1/teams/1/schedules/${c.itemId}`;
const answerPath = (c: { itemId: number }) => `/api/v1/teams/1/schedules/${c.itemId}/attendance`;
const badRequest = (field: string | null, message?: string) => ({ status: 400, code: 400, field, ...(message ? { message } : {}) });
const endBeforeStart = '종료 시각은 시작 시각과 같거나 그 뒤여야 합니다.';

const badCases: BadCase[] = [
  {
    name: 'a range of more than a year',
    method: 'GET',
    path: () => '/api/v1/teams/1/schedules?startDate=2026-01-01&endDate=2027-01-02',
    expect: badRequest('endDate', '조회 기간은 366일 이내여야 합니다.'),
  },
  {
    name: 'a range that ends before it starts',
    method: 'GET',
    path: () => '/api/v1/teams/1/schedules?startDate=2026-05-10&endDate=2026-05-09',
    expect: badRequest('endDate'),
  },
  { name: 'a range without its end', method: 'GET', path: () => '/api/v1/teams/1/schedules?startDate=2026-05-10', expect: badRequest('endDate') },
  {
    name: 'a range with a malformed date',
    method: 'GET',
    path: () => '/api/v1/teams/1/schedules?startDate=2026/05/10&endDate=2026-05-12',
    expect: badRequest('startDate'),
  },
  {
    name: 'create: end before start',
    method: 'POST',
    path: createPath,
    json: () => trainingBody({ endAt: '2026-05-30T08:00:00+09:00' }),
    expect: badRequest('endAt', endBeforeStart),
  },
  {
    name: 'patch: end moved before the stored start',
    method: 'PATCH',
    path: patchPath,
    json: () => ({ endAt: '2026-05-29T08:00:00+09:00' }),
    expect: badRequest('endAt', endBeforeStart),
  },
  {
    name: 'patch: start moved after the stored end',
    method: 'PATCH',
    path: patchPath,
    json: () => ({ startAt: '2026-05-31T08:00:00+09:00' }),
    expect: badRequest('endAt', endBeforeStart),
  },
  {
    name: 'create: missing title',
    method: 'POST',
    path: createPath,
    json: () => {
      const { title: _, ...rest } = trainingBody();
      return rest;
    },
    expect: badRequest('title', '필수 항목입니다.'),
  },
  {
    name: 'create: blank title',
    method: 'POST',
    path: createPath,
    json: () => trainingBody({ title: '   ' }),
    expect: badRequest('title', '일정 이름을 입력해주세요.'),
  },
  { name: 'patch: blank title', method: 'PATCH', path: patchPath, json: () => ({ title: '' }), expect: badRequest('title', '일정 이름을 입력해주세요.') },
  {
    name: 'create: title over 100 characters',
    method: 'POST',
    path: createPath,
    json: () => trainingBody({ title: '가'.repeat(101) }),
    expect: badRequest('title'),
  },
  {
    name: 'create: place over 100 characters',
    method: 'POST',
    path: createPath,
    json: () => trainingBody({ place: '나'.repeat(101) }),
    expect: badRequest('place'),
  },
  {
    name: 'create: note over 2000 characters',
    method: 'POST',
    path: createPath,
    json: () => trainingBody({ note: '다'.repeat(2001) }),
    expect: badRequest('note'),
  },
  { name: 'create: unknown kind', method: 'POST', path: createPath, json: () => trainingBody({ kind: 'PARTY' }), expect: badRequest('kind') },
  { name: 'patch: kind null', method: 'PATCH', path: patchPath, json: () => ({ kind: null }), expect: badRequest('kind') },
  {
    name: 'create: start is not an instant',
    method: 'POST',
    path: createPath,
    json: () => trainingBody({ startAt: 'tomorrow 9am' }),
    expect: badRequest('startAt'),
  },
  {
    name: 'create: start without an offset (ambiguous)',
    method: 'POST',
    path: createPath,
    json: () => trainingBody({ startAt: '2026-05-30T09:00:00' }),
    expect: badRequest('startAt'),
  },
  {
    name: 'create: a day that does not exist',
    method: 'POST',
    path: createPath,
    json: () => trainingBody({ startAt: '2026-02-30T09:00:00+09:00', endAt: '2026-03-05T09:00:00+09:00' }),
    expect: badRequest('startAt', '존재하지 않는 날짜나 시각입니다.'),
  },
  { name: 'patch: end as a number', method: 'PATCH', path: patchPath, json: () => ({ endAt: 1780000000000 }), expect: badRequest('endAt') },
  {
    name: 'create: matchId of a match the team does not play',
    method: 'POST',
    as: 'outsider',
    path: () => '/api/v1/teams/2/schedules',
    json: (c) => trainingBody({ kind: 'MATCH', matchId: c.foreignMatchId }),
    expect: badRequest('matchId', '이 팀이 참가하는 경기만 연결할 수 있습니다.'),
  },
  {
    name: 'create: matchId on a training',
    method: 'POST',
    path: createPath,
    json: (c) => trainingBody({ matchId: c.foreignMatchId }),
    expect: badRequest('matchId', '경기 일정만 경기와 연결할 수 있습니다.'),
  },
  {
    name: 'create: matchId that is not an id',
    method: 'POST',
    path: createPath,
    json: () => trainingBody({ kind: 'MATCH', matchId: 'seven' }),
    expect: badRequest('matchId'),
  },
  { name: 'answer: a value not in the enum', method: 'PUT', path: answerPath, json: () => ({ answer: 'MAYBE' }), expect: badRequest('answer') },
  { name: 'answer: missing', method: 'PUT', path: answerPath, json: () => ({}), expect: badRequest('answer') },
  { name: 'a schedule id that is not a number', method: 'GET', path: () => '/api/v1/teams/1/schedules/abc', expect: badRequest('scheduleId') },
  {
    name: 'a body that is not JSON',
    method: 'POST',
    path: createPath,
    raw: { body: '{"title": "훈련",', contentType: 'application/json' },
    expect: badRequest('body'),
  },
  {
    name: 'a body that is not declared JSON',
    method: 'POST',
    path: createPath,
    raw: { body: 'title=훈련', contentType: 'application/x-www-form-urlencoded' },
    expect: { status: 415, code: 415, field: null },
  },
  {
    name: 'a 1 MB body',
    method: 'POST',
    path: createPath,
    raw: { body: JSON.stringify(trainingBody({ note: 'x'.repeat(oneMegabyte) })), contentType: 'application/json' },
    expect: { status: 413, code: 413, field: null, message: '요청 본문이 너무 큽니다.' },
  },
  {
    name: 'a 1 MB answer',
    method: 'PUT',
    path: answerPath,
    raw: { body: JSON.stringify({ answer: 'ATTEND', padding: 'x'.repeat(oneMegabyte) }), contentType: 'application/json' },
    expect: { status: 413, code: 413, field: null },
  },
];

describe('bad input is refused with a clear error, never a 500', () => {
  // Every case is refused, so one database serves them all.
  let t: TestApp;
  let itemId: number;
  let foreignMatchId: number;
  const tokens: Record<'admin' | 'outsider', string> = { admin: '', outsider: '' };
  beforeAll(async () => {
    t = await database.shared();
    ({ itemId } = await prepare(t));
    // 성수 FC's match is FC 한강's, not 관악 유나이티드's.
    foreignMatchId = await matchIdByTitle(t, '성수 FC 초청 친선전');
    tokens.admin = await tokenFor(t, seedPerson('kim-minjun').id);
    tokens.outsider = await tokenFor(t, people.outsider.id);
  });

  for (const bad of badCases) {
    it(bad.name, async () => {
      const headers: Record<string, string> = { authorization: `Bearer ${tokens[bad.as ?? 'admin']}` };
      let request: RequestInit = { method: bad.method, headers };
      if (bad.raw) request = { ...request, headers: { ...headers, 'content-type': bad.raw.contentType }, body: bad.raw.body };
      else if (bad.json)
        request = { ...request, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(bad.json({ foreignMatchId })) };
      const response = await t.app.request(bad.path({ itemId }), request);
      const envelope = await body<{ field: string; message: string }[] | null>(response);
      expect({ status: response.status, code: envelope.code }).toEqual({ status: bad.expect.status, code: bad.expect.code });
      const fields = envelope.data?.map((f) => f.field) ?? null;
      expect(fields).toEqual(bad.expect.field === null ? null : [bad.expect.field]);
      if (bad.expect.message) expect([...(envelope.data?.map((f) => f.message) ?? []), envelope.message]).toContain(bad.expect.message);
    });
  }
});
