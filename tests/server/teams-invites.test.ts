import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyTeam, MyTeamListItem } from '#contract/users.ts';
import { inviteCodes, teams } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { inviteCodeAlphabet } from '#server/routes/invite-codes.ts';
import { body, call, pendingPerson, tokenFor } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const admin = seedPerson('kim-minjun');
const member = seedPerson('lee-seojun');
const loner = seedPerson('shin-jiho');
const gwanakAdmin = seedPerson('lee-junho');
const dayMs = 24 * 60 * 60 * 1000;

const teamBody = (name: string, extra: object = {}) => ({ name, teamColor: '#123456', bottomColor: '#FFFFFF', stockingColor: '#654321', ...extra });
type Code = { id: number; code: string; expiresAt: string | null; maxUses: number | null; useCount: number; createdAt: string };

async function createCode(t: TestApp, json: object = {}, teamId = 1): Promise<Code> {
  const response = await call(t, 'POST', `/api/v1/teams/${teamId}/invite-codes`, { token: await tokenFor(t, admin.id), json });
  expect(response.status).toBe(201);
  return (await body<Code>(response)).data;
}

describe('creating and editing a team', () => {
  it('makes the creator its TEAM_ADMIN: the team is among their teams', async () => {
    const t = await database.fresh();
    const token = await tokenFor(t, loner.id);
    const response = await call(t, 'POST', '/api/v1/teams', { token, json: teamBody('  망원 FC  ', { region: '서울 마포구', foundedYear: 2020 }) });
    expect(response.status).toBe(201);
    const created = (await body<MyTeam>(response)).data;
    expect(created).toMatchObject({ name: '망원 FC', teamRole: 'TEAM_ADMIN', isTemp: false, teamColor: '#123456', logoImgUrl: null });
    const mine = (await body<MyTeamListItem[]>(await call(t, 'GET', `/api/v1/users/${loner.id}/teams`, { token }))).data;
    // Among their teams as created, with no match request waiting for the new team's answer.
    expect(mine).toEqual([{ ...created, pendingMatchRequests: 0, duesOwed: 0 }]);
    const profile = (await body<{ region: string; foundedYear: number; memberCount: number }>(await call(t, 'GET', `/open-api/v1/teams/${created.id}`))).data;
    expect(profile).toMatchObject({ region: '서울 마포구', foundedYear: 2020, memberCount: 1 });
  });

  it('refuses a name that is taken with 409 5001, and creates nothing', async () => {
    const t = await database.fresh();
    const response = await call(t, 'POST', '/api/v1/teams', { token: await tokenFor(t, loner.id), json: teamBody('FC 한강') });
    expect(response.status).toBe(409);
    expect(await body(response)).toMatchObject({ code: 5001, data: null });
    const mine = (await body<MyTeamListItem[]>(await call(t, 'GET', `/api/v1/users/${loner.id}/teams`, { token: await tokenFor(t, loner.id) }))).data;
    expect(mine).toEqual([]);
  });

  it('names the bad fields of a team', async () => {
    const t = await database.fresh();
    const response = await call(t, 'POST', '/api/v1/teams', {
      token: await tokenFor(t, loner.id),
      json: { name: '', teamColor: 'blue', bottomColor: '#FFFFFF' },
    });
    expect(response.status).toBe(400);
    expect((await body<{ field: string }[]>(response)).data.map((f) => f.field).sort()).toEqual(['name', 'stockingColor', 'teamColor']);
  });

  it('lets an admin of a real team register a temporary opponent, whose admin they become', async () => {
    const t = await database.fresh();
    const response = await call(t, 'POST', '/api/v1/teams', { token: await tokenFor(t, admin.id), json: teamBody('현장 상대팀', { isTemp: true }) });
    expect(response.status).toBe(201);
    expect((await body<MyTeam>(response)).data).toMatchObject({ name: '현장 상대팀', isTemp: true, teamRole: 'TEAM_ADMIN' });
  });

  it('refuses a temporary team to someone who administers only a temporary team', async () => {
    const t = await database.fresh();
    const token = await tokenFor(t, admin.id);
    const temp = (await body<MyTeam>(await call(t, 'POST', '/api/v1/teams', { token, json: teamBody('임시 1', { isTemp: true }) }))).data;
    // The admin hands FC 한강 over and leaves it: now they administer only the temporary team.
    expect((await call(t, 'DELETE', `/api/v1/teams/1/users/${admin.id}`, { token })).status).toBe(204);
    const again = await call(t, 'POST', '/api/v1/teams', { token, json: teamBody('임시 2', { isTemp: true }) });
    expect(again.status).toBe(403);
    expect(await body(again)).toMatchObject({ code: 5006 });
    expect(temp.isTemp).toBe(true);
  });

  it('refuses team creation to a person whose profile is not complete (403 4004)', async () => {
    const t = await database.fresh();
    const pending = await pendingPerson(t);
    const response = await call(t, 'POST', '/api/v1/teams', { token: await tokenFor(t, pending), json: teamBody('가입 전 팀') });
    expect(response.status).toBe(403);
    expect(await body(response)).toMatchObject({ code: 4004 });
  });

  it('lets an admin edit the team, keeping whether it is temporary', async () => {
    const t = await database.fresh();
    const response = await call(t, 'PUT', '/api/v1/teams/1', {
      token: await tokenFor(t, admin.id),
      json: teamBody('FC 한강 2', {
        description: '새 소개',
        organizationType: 'SCHOOL',
        isTemp: true,
        logoImgUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
      }),
    });
    expect(response.status).toBe(200);
    expect((await body(response)).data).toMatchObject({
      id: 1,
      name: 'FC 한강 2',
      description: '새 소개',
      organizationType: 'SCHOOL',
      region: null,
      isTemp: false,
      memberCount: 17,
      teamColor: '#123456',
      stockingColor: '#654321',
      logoImgUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
    });
  });

  it("refuses to rename a team to another team's name (409 5001)", async () => {
    const t = await database.fresh();
    const response = await call(t, 'PUT', '/api/v1/teams/1', { token: await tokenFor(t, admin.id), json: teamBody('관악 유나이티드') });
    expect(response.status).toBe(409);
    expect(await body(response)).toMatchObject({ code: 5001 });
    const [team] = await t.database.db.select({ name: teams.name }).from(teams).where(eq(teams.id, 1));
    expect(team.name).toBe('FC 한강');
  });

  it('answers 404 5002 for a team that does not exist, before asking about membership', async () => {
    const t = await database.fresh();
    const token = await tokenFor(t, member.id);
    for (const [method, path, json] of [
      ['PUT', '/api/v1/teams/99', teamBody('없는 팀')],
      ['GET', '/api/v1/teams/99/users', undefined],
      ['GET', '/api/v1/teams/99/invite-codes', undefined],
      ['GET', '/api/v1/teams/99/members/stats', undefined],
      ['GET', '/api/v1/teams/99/results/summary', undefined],
      ['GET', '/open-api/v1/teams/99/result/recent', undefined],
      ['GET', '/api/v1/teams/99/notices', undefined],
      ['GET', '/api/v1/teams/99/schedules?startDate=2026-05-01&endDate=2026-05-02', undefined],
      ['POST', `/api/v1/users/${loner.id}/teams`, { teamId: 99 }],
    ] as const) {
      const response = await call(t, method, path, { token, json });
      expect(response.status, path).toBe(404);
      expect((await body(response)).code, path).toBe(5002);
    }
  });
});

describe('invite codes', () => {
  it('makes 8-character codes of the unambiguous alphabet, all different, newest first in the list', async () => {
    const t = await database.fresh();
    const made: Code[] = [];
    for (let i = 0; i < 12; i++) {
      t.clock.advance(1000);
      made.push(await createCode(t, { expiresInDays: null }));
    }
    for (const { code } of made) {
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      expect([...code].every((ch) => inviteCodeAlphabet.includes(ch))).toBe(true);
      expect(code).not.toMatch(/[01OIL]/);
    }
    expect(new Set(made.map((c) => c.code)).size).toBe(made.length);
    const listed = (await body<Code[]>(await call(t, 'GET', '/api/v1/teams/1/invite-codes', { token: await tokenFor(t, admin.id) }))).data;
    expect(listed.map((c) => c.id)).toEqual(made.map((c) => c.id).reverse());
  });

  it('sets the expiry from expiresInDays (7 by default, null never) and the use limit from maxUses', async () => {
    const t = await database.fresh();
    const now = t.clock.now().getTime();
    expect(await createCode(t)).toMatchObject({ expiresAt: new Date(now + 7 * dayMs).toISOString(), maxUses: null, useCount: 0 });
    expect(await createCode(t, { expiresInDays: 30, maxUses: 3 })).toMatchObject({ expiresAt: new Date(now + 30 * dayMs).toISOString(), maxUses: 3 });
    expect(await createCode(t, { expiresInDays: null })).toMatchObject({ expiresAt: null });
    const bad = await call(t, 'POST', '/api/v1/teams/1/invite-codes', { token: await tokenFor(t, admin.id), json: { expiresInDays: 0, maxUses: 0 } });
    expect(bad.status).toBe(400);
    expect((await body<{ field: string }[]>(bad)).data.map((f) => f.field).sort()).toEqual(['expiresInDays', 'maxUses']);
  });

  it('shows which team a code leads to, whatever its case, with no sign-in', async () => {
    const t = await database.fresh();
    const code = await createCode(t, { expiresInDays: 3 });
    const response = await call(t, 'POST', '/open-api/v1/teams/invite-codes/team', { json: { code: ` ${code.code.toLowerCase()} ` } });
    expect(response.status).toBe(200);
    expect((await body(response)).data).toEqual({
      team: { id: 1, name: 'FC 한강', logoImgUrl: null, teamColor: '#1E4FA0', isTemp: false, memberCount: 17 },
      expiresAt: code.expiresAt,
    });
    const unknown = await call(t, 'POST', '/open-api/v1/teams/invite-codes/team', { json: { code: 'ABCDEFGH' } });
    expect(unknown.status).toBe(404);
    expect(await body(unknown)).toMatchObject({ code: 5008 });
  });

  it('stops working when it expires, by the server clock', async () => {
    const t = await database.fresh();
    const code = await createCode(t, { expiresInDays: 1 });
    const lookup = () => call(t, 'POST', '/open-api/v1/teams/invite-codes/team', { json: { code: code.code } });
    t.clock.advance(dayMs - 1000);
    expect((await lookup()).status).toBe(200);
    t.clock.advance(1000);
    expect((await lookup()).status).toBe(404);
    const join = await call(t, 'POST', '/api/v1/teams/join', { token: await tokenFor(t, loner.id), json: { code: code.code } });
    expect(join.status).toBe(404);
    expect(await body(join)).toMatchObject({ code: 5008 });
    // An expired code stays listed for the admin, who sees its expiry.
    const listed = (await body<Code[]>(await call(t, 'GET', '/api/v1/teams/1/invite-codes', { token: await tokenFor(t, admin.id) }))).data;
    expect(listed.map((c) => c.id)).toEqual([code.id]);
  });

  it('joins as USER and counts the use; the joiner now sees the team', async () => {
    const t = await database.fresh();
    const code = await createCode(t, { maxUses: 5 });
    const token = await tokenFor(t, loner.id);
    const response = await call(t, 'POST', '/api/v1/teams/join', { token, json: { code: code.code.toLowerCase() } });
    expect(response.status).toBe(200);
    expect((await body(response)).data).toEqual({ id: 1, name: 'FC 한강', logoImgUrl: null, teamColor: '#1E4FA0', teamRole: 'USER', isTemp: false });
    const [row] = await t.database.db.select().from(inviteCodes).where(eq(inviteCodes.id, code.id));
    expect(row.useCount).toBe(1);
    expect((await call(t, 'GET', '/api/v1/teams/1/users', { token })).status).toBe(200);
  });

  it('refuses someone already in the team with 409 5003, without spending a use', async () => {
    const t = await database.fresh();
    const code = await createCode(t, { maxUses: 1 });
    const response = await call(t, 'POST', '/api/v1/teams/join', { token: await tokenFor(t, member.id), json: { code: code.code } });
    expect(response.status).toBe(409);
    expect(await body(response)).toMatchObject({ code: 5003 });
    const [row] = await t.database.db.select().from(inviteCodes).where(eq(inviteCodes.id, code.id));
    expect(row.useCount).toBe(0);
    expect((await call(t, 'POST', '/api/v1/teams/join', { token: await tokenFor(t, loner.id), json: { code: code.code } })).status).toBe(200);
  });

  it('is used up after maxUses joins', async () => {
    const t = await database.fresh();
    const code = await createCode(t, { maxUses: 1 });
    expect((await call(t, 'POST', '/api/v1/teams/join', { token: await tokenFor(t, loner.id), json: { code: code.code } })).status).toBe(200);
    const second = await call(t, 'POST', '/api/v1/teams/join', { token: await tokenFor(t, gwanakAdmin.id), json: { code: code.code } });
    expect(second.status).toBe(404);
    expect(await body(second)).toMatchObject({ code: 5008 });
    expect((await call(t, 'POST', '/open-api/v1/teams/invite-codes/team', { json: { code: code.code } })).status).toBe(404);
  });

  it('lets only one of two people racing for the last use in', async () => {
    const t = await database.fresh();
    const code = await createCode(t, { maxUses: 1 });
    const [a, b] = await Promise.all(
      [loner.id, gwanakAdmin.id].map(async (id) => call(t, 'POST', '/api/v1/teams/join', { token: await tokenFor(t, id), json: { code: code.code } })),
    );
    expect([a.status, b.status].sort()).toEqual([200, 404]);
    const [row] = await t.database.db.select().from(inviteCodes).where(eq(inviteCodes.id, code.id));
    expect(row.useCount).toBe(1);
    const members = (await body<{ totalElements: number }>(await call(t, 'GET', '/api/v1/teams/1/users', { token: await tokenFor(t, admin.id) }))).data;
    expect(members.totalElements).toBe(18);
  });

  it('revokes a code: gone from the list, no longer usable, and a second revoke is 404 5008', async () => {
    const t = await database.fresh();
    const token = await tokenFor(t, admin.id);
    const kept = await createCode(t);
    const revoked = await createCode(t);
    const response = await call(t, 'DELETE', `/api/v1/teams/1/invite-codes/${revoked.id}`, { token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const listed = (await body<Code[]>(await call(t, 'GET', '/api/v1/teams/1/invite-codes', { token }))).data;
    expect(listed.map((c) => c.id)).toEqual([kept.id]);
    expect((await call(t, 'POST', '/open-api/v1/teams/invite-codes/team', { json: { code: revoked.code } })).status).toBe(404);
    expect((await call(t, 'POST', '/api/v1/teams/join', { token: await tokenFor(t, loner.id), json: { code: revoked.code } })).status).toBe(404);
    const again = await call(t, 'DELETE', `/api/v1/teams/1/invite-codes/${revoked.id}`, { token });
    expect(again.status).toBe(404);
    expect(await body(again)).toMatchObject({ code: 5008 });
  });

  it("will not revoke another team's code through this team", async () => {
    const t = await database.fresh();
    const gwanakCode = (await body<Code>(await call(t, 'POST', '/api/v1/teams/2/invite-codes', { token: await tokenFor(t, gwanakAdmin.id), json: {} }))).data;
    const response = await call(t, 'DELETE', `/api/v1/teams/1/invite-codes/${gwanakCode.id}`, { token: await tokenFor(t, admin.id) });
    expect(response.status).toBe(404);
    expect((await call(t, 'POST', '/open-api/v1/teams/invite-codes/team', { json: { code: gwanakCode.code } })).status).toBe(200);
  });

  it('names a code that is not 6–12 letters and digits', async () => {
    const t = await database.fresh();
    const response = await call(t, 'POST', '/open-api/v1/teams/invite-codes/team', { json: { code: 'AB-1' } });
    expect(response.status).toBe(400);
    expect((await body<{ field: string }[]>(response)).data.map((f) => f.field)).toEqual(['code']);
  });
});
