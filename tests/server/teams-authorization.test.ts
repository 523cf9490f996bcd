/**
 * Who may call what, as one table: every endpoint of the "Teams and members" issue against every
 * kind of caller, with the exact answer expected in each cell (a success status, or the error whose
 * HTTP status and custom code must both match). Each row runs on its own copy of the seeded database,
 * the callers in column order, so a success in one cell (a join, a removal) is the row's last word
 * on that person only.
 *
 * Callers, all about team 1 (FC 한강) unless a row says otherwise:
 * - guest: no token;
 * - pending: signed in, profile not completed;
 * - loner: ACTIVE, in no team at all;
 * - outsider: TEAM_ADMIN of another team (관악 유나이티드), not in FC 한강;
 * - member: a USER of FC 한강;
 * - admin: a TEAM_ADMIN of FC 한강 (which has a second admin).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '#contract/endpoints.ts';
import { type ErrorName, errorCodes } from '#contract/error-codes.ts';
import { inviteCodes, notices, users } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { call, pendingPerson, tokenFor, upload } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

const roles = ['guest', 'pending', 'loner', 'outsider', 'member', 'admin'] as const;
type Role = (typeof roles)[number];
type Expected = 200 | 201 | 204 | ErrorName;

const people = {
  loner: seedPerson('shin-jiho'),
  outsider: seedPerson('lee-junho'),
  member: seedPerson('lee-seojun'),
  admin: seedPerson('kim-minjun'),
  otherMember: seedPerson('choi-doyun'),
};

interface Ctx {
  t: TestApp;
  role: Role;
  /** The caller's own id (the member's for a guest, who has none). */
  self: number;
  codeId: number;
  noticeId: number;
  /** A guest player FC 한강 made, in no team yet: the one kind of person an admin adds directly (decision 028). */
  guestId: number;
}

interface Row {
  endpoint: EndpointName;
  /** Which variant of the endpoint, when a row needs more than one. */
  variant?: string;
  path: (ctx: Ctx) => string;
  json?: (ctx: Ctx) => unknown;
  upload?: boolean;
  expect: Record<Role, Expected>;
}

const teamBody = (name: string, extra: object = {}) => ({ name, teamColor: '#123456', bottomColor: '#FFFFFF', stockingColor: '#123456', ...extra });
const inviteCode = 'HANGANG2';

/** The usual shape: members read, admins write. */
const memberRead = {
  guest: 'UNAUTHORIZED',
  pending: 'PROFILE_INCOMPLETE',
  loner: 'NOT_TEAM_MEMBER',
  outsider: 'NOT_TEAM_MEMBER',
  member: 200,
  admin: 200,
} as const;
const adminWrite = (success: 200 | 201 | 204) => ({ ...memberRead, member: 'NOT_TEAM_ADMIN', admin: success }) as const;
const open = { guest: 200, pending: 200, loner: 200, outsider: 200, member: 200, admin: 200 } as const;

const rows: Row[] = [
  {
    endpoint: 'createTeam',
    path: () => '/api/v1/teams',
    json: (c) => teamBody(`새 팀 ${c.role}`),
    expect: { guest: 'UNAUTHORIZED', pending: 'PROFILE_INCOMPLETE', loner: 201, outsider: 201, member: 201, admin: 201 },
  },
  {
    endpoint: 'createTeam',
    variant: 'temporary',
    path: () => '/api/v1/teams',
    json: (c) => teamBody(`임시 팀 ${c.role}`, { isTemp: true }),
    expect: { guest: 'UNAUTHORIZED', pending: 'PROFILE_INCOMPLETE', loner: 'NOT_TEAM_ADMIN', outsider: 201, member: 'NOT_TEAM_ADMIN', admin: 201 },
  },
  { endpoint: 'updateTeam', path: () => '/api/v1/teams/1', json: () => teamBody('FC 한강', { region: '서울 마포구' }), expect: adminWrite(200) },
  { endpoint: 'listInviteCodes', path: () => '/api/v1/teams/1/invite-codes', expect: adminWrite(200) },
  { endpoint: 'createInviteCode', path: () => '/api/v1/teams/1/invite-codes', json: () => ({ expiresInDays: 7, maxUses: 10 }), expect: adminWrite(201) },
  { endpoint: 'deleteInviteCode', path: (c) => `/api/v1/teams/1/invite-codes/${c.codeId}`, expect: adminWrite(204) },
  { endpoint: 'lookupInviteCode', path: () => '/open-api/v1/teams/invite-codes/team', json: () => ({ code: inviteCode.toLowerCase() }), expect: open },
  {
    endpoint: 'joinTeam',
    path: () => '/api/v1/teams/join',
    json: () => ({ code: inviteCode }),
    expect: { guest: 'UNAUTHORIZED', pending: 'PROFILE_INCOMPLETE', loner: 200, outsider: 200, member: 'ALREADY_JOINED_USER', admin: 'ALREADY_JOINED_USER' },
  },
  { endpoint: 'listMembers', path: () => '/api/v1/teams/1/users?sort=name,asc&position=FW', expect: memberRead },
  {
    endpoint: 'updateMember',
    variant: 'oneself',
    path: (c) => `/api/v1/teams/1/users/${c.self}`,
    json: () => ({ backNumber: 42, height: 180 }),
    expect: memberRead,
  },
  {
    endpoint: 'updateMember',
    variant: 'someone else',
    path: () => `/api/v1/teams/1/users/${people.otherMember.id}`,
    json: () => ({ backNumber: 42 }),
    expect: adminWrite(200),
  },
  { endpoint: 'removeMember', variant: 'someone else', path: () => `/api/v1/teams/1/users/${people.otherMember.id}`, expect: adminWrite(204) },
  {
    endpoint: 'removeMember',
    variant: 'oneself (leaving)',
    path: (c) => `/api/v1/teams/1/users/${c.self}`,
    expect: { ...memberRead, member: 204, admin: 204 },
  },
  { endpoint: 'addUserToTeam', path: (c) => `/api/v1/users/${c.guestId}/teams`, json: () => ({ teamId: 1 }), expect: adminWrite(201) },
  {
    endpoint: 'createUser',
    path: () => '/api/v1/users',
    json: () => ({ name: '용병' }),
    expect: { guest: 'UNAUTHORIZED', pending: 'PROFILE_INCOMPLETE', loner: 'NOT_TEAM_ADMIN', outsider: 201, member: 'NOT_TEAM_ADMIN', admin: 201 },
  },
  { endpoint: 'getMemberStats', path: () => '/api/v1/teams/1/members/stats', expect: memberRead },
  { endpoint: 'getResultsSummary', path: () => '/api/v1/teams/1/results/summary', expect: memberRead },
  { endpoint: 'getRecentResults', path: () => '/open-api/v1/teams/1/result/recent', expect: open },
  { endpoint: 'getMemberMatches', path: () => `/api/v1/teams/1/users/${people.member.id}/matches/summary?page=0&limit=2`, expect: memberRead },
  { endpoint: 'listNotices', path: () => '/api/v1/teams/1/notices?isImportant=true&sortType=OLDEST&searchKeyword=%ED%9A%8C%EB%B9%84', expect: memberRead },
  { endpoint: 'getNotice', path: (c) => `/api/v1/teams/1/notices/${c.noticeId}`, expect: memberRead },
  { endpoint: 'listSchedules', path: () => '/api/v1/teams/1/schedules?startDate=2026-05-01&endDate=2026-05-31', expect: memberRead },
  {
    endpoint: 'uploadImage',
    path: () => '/api/v1/s3/images',
    upload: true,
    expect: { guest: 'UNAUTHORIZED', pending: 'PROFILE_INCOMPLETE', loner: 201, outsider: 201, member: 201, admin: 201 },
  },
];

/** Every endpoint the issue covers: the table must have a row for each. */
const issueEndpoints: EndpointName[] = [
  'createTeam',
  'updateTeam',
  'listInviteCodes',
  'createInviteCode',
  'deleteInviteCode',
  'lookupInviteCode',
  'joinTeam',
  'listMembers',
  'updateMember',
  'removeMember',
  'addUserToTeam',
  'createUser',
  'getMemberStats',
  'getResultsSummary',
  'getRecentResults',
  'getMemberMatches',
  'listNotices',
  'getNotice',
  'listSchedules',
  'uploadImage',
];

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** What a cell answered, in the terms of the table: a success status, or the error's name (or `HTTP n / code c` for anything unexpected). */
async function outcome(response: Response): Promise<string | number> {
  if (response.status < 300) return response.status;
  const json = (await response.json()) as { code?: number };
  const name = Object.entries(errorCodes).find(([, e]) => e.code === json.code && e.status === response.status)?.[0];
  return name ?? `HTTP ${response.status} / code ${json.code}`;
}

const printed: string[] = [];

describe('authorization of the team endpoints (table-driven)', () => {
  it('has a row for every endpoint of the issue, and only those', () => {
    expect([...new Set(rows.map((r) => r.endpoint))].sort()).toEqual([...issueEndpoints].sort());
    for (const name of issueEndpoints) expect(endpoints[name], name).toBeDefined();
  });

  it.each(rows.map((row) => [`${row.endpoint}${row.variant ? ` (${row.variant})` : ''}`, row] as const))('%s', async (label, row) => {
    const t = await database.fresh();
    const pending = await pendingPerson(t);
    const [code] = await t.database.db
      .insert(inviteCodes)
      .values({ teamId: 1, code: inviteCode, createdBy: people.admin.id, createdAt: t.clock.now() })
      .returning();
    const [notice] = await t.database.db.select({ id: notices.id }).from(notices).orderBy(notices.id).limit(1);
    const [guest] = await t.database.db
      .insert(users)
      .values({ name: '용병', lifecycle: 'ACTIVE', socialType: 'GUEST', ownerTeamId: 1, createdBy: people.admin.id, createdAt: t.clock.now() })
      .returning({ id: users.id });
    const ids: Record<Role, number | null> = {
      guest: null,
      pending,
      loner: people.loner.id,
      outsider: people.outsider.id,
      member: people.member.id,
      admin: people.admin.id,
    };

    const actual: Record<string, string | number> = {};
    for (const role of roles) {
      const self = ids[role] ?? people.member.id;
      const ctx: Ctx = { t, role, self, codeId: code.id, noticeId: notice.id, guestId: guest.id };
      const token = ids[role] === null ? undefined : await tokenFor(t, ids[role]);
      const response = row.upload
        ? await upload(t, token, new Blob([png], { type: 'image/png' }), 'logo.png')
        : await call(t, endpoints[row.endpoint].method, row.path(ctx), { token, json: row.json?.(ctx) });
      actual[role] = await outcome(response);
    }
    printed.push(`${label.padEnd(36)} ${roles.map((r) => String(actual[r]).padEnd(20)).join('')}`);
    expect(actual).toEqual(row.expect);
  });

  afterAll(() => {
    const distinct = new Set(rows.map((r) => r.endpoint)).size;
    console.log(
      [
        `authorization table: ${rows.length} rows (${distinct} endpoints) × ${roles.length} callers = ${rows.length * roles.length} cases`,
        `${''.padEnd(36)} ${roles.map((r) => r.padEnd(20)).join('')}`,
        ...printed,
      ].join('\n'),
    );
  });
});
