/**
 * Who may call what on notices, as one table: every notice endpoint (and the cross-team variants)
 * against every kind of caller, with the exact answer in each cell — a success status, or the error
 * whose HTTP status and custom code must both match. Each row runs on its own copy of the seeded
 * database with the callers in column order, the admin last, so a delete is the row's last word.
 *
 * Callers, about team 1 (FC 한강) unless a row says otherwise:
 * - guest: no token;
 * - loner: ACTIVE, in no team at all;
 * - outsider: TEAM_ADMIN of the other team (관악 유나이티드), not in FC 한강;
 * - member: a USER of FC 한강;
 * - admin: a TEAM_ADMIN of FC 한강.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '#contract/endpoints.ts';
import { type ErrorName, errorCodes } from '#contract/error-codes.ts';
import { notices } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { eq } from 'drizzle-orm';
import { call, tokenFor } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

const roles = ['guest', 'loner', 'outsider', 'member', 'admin'] as const;
type Role = (typeof roles)[number];
type Expected = 200 | 201 | 204 | ErrorName;

const people = {
  loner: seedPerson('shin-jiho'),
  outsider: seedPerson('lee-junho'),
  member: seedPerson('lee-seojun'),
  admin: seedPerson('kim-minjun'),
};

interface Ctx {
  role: Role;
  /** A notice of FC 한강 and one of 관악 유나이티드. */
  ownNotice: number;
  otherNotice: number;
}

interface Row {
  endpoint: EndpointName;
  variant?: string;
  path: (ctx: Ctx) => string;
  json?: (ctx: Ctx) => unknown;
  expect: Record<Role, Expected>;
}

const unknownNotice = 999_999;
const memberRead = { guest: 'UNAUTHORIZED', loner: 'NOT_TEAM_MEMBER', outsider: 'NOT_TEAM_MEMBER', member: 200, admin: 200 } as const;
const adminWrite = (success: Expected) => ({ ...memberRead, member: 'NOT_TEAM_ADMIN', admin: success }) as const;
const noticeBody = (c: Ctx) => ({ title: `${c.role}의 공지`, content: '<p>이번 주 훈련은 <strong>8시</strong>에 시작합니다.</p>', isImportant: true });

const rows: Row[] = [
  { endpoint: 'listNotices', path: () => '/api/v1/teams/1/notices?isImportant=false&sortType=OLDEST&searchKeyword=%EA%B5%AC%EC%9E%A5', expect: memberRead },
  {
    endpoint: 'listNotices',
    variant: 'unknown team',
    path: () => '/api/v1/teams/999/notices',
    expect: { ...memberRead, loner: 'NOTFOUND_TEAM', outsider: 'NOTFOUND_TEAM', member: 'NOTFOUND_TEAM', admin: 'NOTFOUND_TEAM' },
  },
  { endpoint: 'getNotice', path: (c) => `/api/v1/teams/1/notices/${c.ownNotice}`, expect: memberRead },
  {
    endpoint: 'getNotice',
    variant: "another team's notice",
    path: (c) => `/api/v1/teams/1/notices/${c.otherNotice}`,
    expect: { ...memberRead, member: 'NOTFOUND_NOTICE', admin: 'NOTFOUND_NOTICE' },
  },
  {
    endpoint: 'getNotice',
    variant: 'unknown notice',
    path: () => `/api/v1/teams/1/notices/${unknownNotice}`,
    expect: { ...memberRead, member: 'NOTFOUND_NOTICE', admin: 'NOTFOUND_NOTICE' },
  },
  { endpoint: 'createNotice', path: () => '/api/v1/teams/1/notices', json: noticeBody, expect: adminWrite(201) },
  {
    endpoint: 'createNotice',
    variant: 'unknown team',
    path: () => '/api/v1/teams/999/notices',
    json: noticeBody,
    expect: { ...memberRead, loner: 'NOTFOUND_TEAM', outsider: 'NOTFOUND_TEAM', member: 'NOTFOUND_TEAM', admin: 'NOTFOUND_TEAM' },
  },
  {
    endpoint: 'updateNotice',
    path: (c) => `/api/v1/teams/1/notices/${c.ownNotice}`,
    json: (c) => ({ title: `${c.role}이 고친 제목` }),
    expect: adminWrite(200),
  },
  {
    endpoint: 'updateNotice',
    variant: "another team's notice",
    path: (c) => `/api/v1/teams/1/notices/${c.otherNotice}`,
    json: () => ({ title: '남의 공지' }),
    expect: adminWrite('NOTFOUND_NOTICE'),
  },
  // The outsider is an admin of team 2, but this notice is team 1's: the path's team decides, not the caller's.
  {
    endpoint: 'updateNotice',
    variant: "own team's path, other team's notice",
    path: (c) => `/api/v1/teams/2/notices/${c.ownNotice}`,
    json: () => ({ title: '남의 공지' }),
    expect: { guest: 'UNAUTHORIZED', loner: 'NOT_TEAM_MEMBER', outsider: 'NOTFOUND_NOTICE', member: 'NOT_TEAM_MEMBER', admin: 'NOT_TEAM_MEMBER' },
  },
  {
    endpoint: 'updateNotice',
    variant: 'unknown notice',
    path: () => `/api/v1/teams/1/notices/${unknownNotice}`,
    json: () => ({ isImportant: false }),
    expect: adminWrite('NOTFOUND_NOTICE'),
  },
  { endpoint: 'deleteNotice', path: (c) => `/api/v1/teams/1/notices/${c.ownNotice}`, expect: adminWrite(204) },
  {
    endpoint: 'deleteNotice',
    variant: "another team's notice",
    path: (c) => `/api/v1/teams/1/notices/${c.otherNotice}`,
    expect: adminWrite('NOTFOUND_NOTICE'),
  },
  {
    endpoint: 'deleteNotice',
    variant: "own team's path, other team's notice",
    path: (c) => `/api/v1/teams/2/notices/${c.ownNotice}`,
    expect: { guest: 'UNAUTHORIZED', loner: 'NOT_TEAM_MEMBER', outsider: 'NOTFOUND_NOTICE', member: 'NOT_TEAM_MEMBER', admin: 'NOT_TEAM_MEMBER' },
  },
  { endpoint: 'deleteNotice', variant: 'unknown notice', path: () => `/api/v1/teams/1/notices/${unknownNotice}`, expect: adminWrite('NOTFOUND_NOTICE') },
];

const noticeEndpoints: EndpointName[] = ['listNotices', 'createNotice', 'getNotice', 'updateNotice', 'deleteNotice'];

/** What a cell answered, in the table's terms: a success status, or the error's name (or `HTTP n / code c`). */
async function outcome(response: Response): Promise<string | number> {
  if (response.status < 300) return response.status;
  const json = (await response.json()) as { code?: number };
  const name = Object.entries(errorCodes).find(([, e]) => e.code === json.code && e.status === response.status)?.[0];
  return name ?? `HTTP ${response.status} / code ${json.code}`;
}

async function firstNoticeOf(t: TestApp, teamId: number): Promise<number> {
  const [row] = await t.database.db.select({ id: notices.id }).from(notices).where(eq(notices.teamId, teamId)).orderBy(notices.id).limit(1);
  return row.id;
}

const printed: string[] = [];

describe('authorization of the notice endpoints (table-driven)', () => {
  it('has a row for every notice endpoint', () => {
    expect([...new Set(rows.map((r) => r.endpoint))].sort()).toEqual([...noticeEndpoints].sort());
  });

  it.each(rows.map((row) => [`${row.endpoint}${row.variant ? ` (${row.variant})` : ''}`, row] as const))('%s', async (label, row) => {
    const t = await database.fresh();
    const ctx = { ownNotice: await firstNoticeOf(t, 1), otherNotice: await firstNoticeOf(t, 2) };
    const ids: Record<Role, number | null> = {
      guest: null,
      loner: people.loner.id,
      outsider: people.outsider.id,
      member: people.member.id,
      admin: people.admin.id,
    };

    const actual: Record<string, string | number> = {};
    for (const role of roles) {
      const token = ids[role] === null ? undefined : await tokenFor(t, ids[role]);
      const c: Ctx = { ...ctx, role };
      actual[role] = await outcome(await call(t, endpoints[row.endpoint].method, row.path(c), { token, json: row.json?.(c) }));
    }
    printed.push(`${label.padEnd(52)} ${roles.map((r) => String(actual[r]).padEnd(18)).join('')}`);
    expect(actual).toEqual(row.expect);
  });

  afterAll(() => {
    console.log(
      [
        `notice authorization table: ${rows.length} rows (${noticeEndpoints.length} endpoints) × ${roles.length} callers = ${rows.length * roles.length} cases`,
        `${''.padEnd(52)} ${roles.map((r) => r.padEnd(18)).join('')}`,
        ...printed,
      ].join('\n'),
    );
  });
});
