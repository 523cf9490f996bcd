/**
 * People join a team by their own act (decision 028): an admin may add directly
 * only a guest player their own team made; a person who signs in joins with an invite code. A guest
 * is seen only by the teams it plays for, and a person's role only in the caller's own teams.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, users } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call, tokenFor } from './helpers.ts';
import { teamIds } from './match-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const hangangAdmin = seedPerson('kim-minjun');
const hangangSecondAdmin = seedPerson('park-jihun');
const hangangMember = seedPerson('lee-seojun');
const gwanakAdmin = seedPerson('lee-junho');
const both = seedPerson('song-minho');

const addToTeam = async (t: TestApp, as: number, person: number, json: object) =>
  call(t, 'POST', `/api/v1/users/${person}/teams`, { token: await tokenFor(t, as), json });
const getUser = async (t: TestApp, as: number, person: number, query = '') =>
  call(t, 'GET', `/api/v1/users/${person}${query}`, { token: await tokenFor(t, as) });

async function makeGuest(t: TestApp, as: number, json: object): Promise<number> {
  const response = await call(t, 'POST', '/api/v1/users', { token: await tokenFor(t, as), json });
  expect(response.status).toBe(201);
  return (await body<{ id: number }>(response)).data.id;
}

/** The teams a person belongs to, straight from the database: what a refused call must leave alone. */
async function teamsOf(t: TestApp, userId: number): Promise<{ teamId: number; teamRole: string }[]> {
  return t.database.db
    .select({ teamId: memberships.teamId, teamRole: memberships.teamRole })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.teamId);
}

async function expectError(response: Response, status: number, code: number): Promise<{ message: string }> {
  expect(response.status).toBe(status);
  const json = await body(response);
  expect(json).toMatchObject({ status, code });
  return json;
}

describe('an admin cannot pull a person who signs in into their team', () => {
  it('refuses 이준호 adding 이서준 of FC 한강 to 관악 유나이티드 with 403 4005, and 이서준 stays where they were', async () => {
    const t = await database.fresh();
    const before = await teamsOf(t, hangangMember.id);
    const response = await addToTeam(t, gwanakAdmin.id, hangangMember.id, { teamId: teamIds.gwanak });
    expect((await expectError(response, 403, 4005)).message).toContain('초대 코드');
    expect(await teamsOf(t, hangangMember.id)).toEqual(before);
    expect(before).toEqual([{ teamId: teamIds.hangang, teamRole: 'USER' }]);
  });

  it('refuses the same call with teamRole TEAM_ADMIN with 403 4005', async () => {
    const t = await database.fresh();
    const response = await addToTeam(t, gwanakAdmin.id, hangangMember.id, { teamId: teamIds.gwanak, teamRole: 'TEAM_ADMIN' });
    await expectError(response, 403, 4005);
    expect(await teamsOf(t, hangangMember.id)).toEqual([{ teamId: teamIds.hangang, teamRole: 'USER' }]);
  });

  it('refuses a person in no team too: they join with an invite code', async () => {
    const t = await database.fresh();
    const loner = seedPerson('shin-jiho');
    await expectError(await addToTeam(t, hangangAdmin.id, loner.id, { teamId: teamIds.hangang }), 403, 4005);
    expect(await teamsOf(t, loner.id)).toEqual([]);
  });
});

describe('guest players belong to the team that made them', () => {
  it('makes a guest for a team and adds it as USER in one step', async () => {
    const t = await database.fresh();
    const guest = await makeGuest(t, hangangAdmin.id, { name: '용병 김씨', teamId: teamIds.hangang });
    expect(await teamsOf(t, guest)).toEqual([{ teamId: teamIds.hangang, teamRole: 'USER' }]);
    const [row] = await t.database.db
      .select({ ownerTeamId: users.ownerTeamId, createdBy: users.createdBy, socialType: users.socialType })
      .from(users)
      .where(eq(users.id, guest));
    expect(row).toEqual({ ownerTeamId: teamIds.hangang, createdBy: hangangAdmin.id, socialType: 'GUEST' });
  });

  it('refuses to make a guest for a team the caller does not run, and makes nobody', async () => {
    const t = await database.fresh();
    const count = async () => (await t.database.db.select({ id: users.id }).from(users)).length;
    const before = await count();
    const create = async (as: number, teamId: number) => call(t, 'POST', '/api/v1/users', { token: await tokenFor(t, as), json: { name: '용병', teamId } });
    await expectError(await create(gwanakAdmin.id, teamIds.hangang), 403, 5005);
    await expectError(await create(hangangMember.id, teamIds.hangang), 403, 5006);
    // A temporary team has no members, so no admin who could make a guest for it.
    await expectError(await create(hangangAdmin.id, teamIds.seongsu), 403, 5005);
    await expectError(await create(hangangAdmin.id, 9999), 404, 5002);
    expect(await count()).toBe(before);
  });

  it("refuses 관악's admin adding a guest of FC 한강 with 403 4006; the guest stays FC 한강's only", async () => {
    const t = await database.fresh();
    const guest = await makeGuest(t, hangangAdmin.id, { name: '용병 박씨', teamId: teamIds.hangang });
    await expectError(await addToTeam(t, gwanakAdmin.id, guest, { teamId: teamIds.gwanak }), 403, 4006);
    expect(await teamsOf(t, guest)).toEqual([{ teamId: teamIds.hangang, teamRole: 'USER' }]);
  });

  it('lets only the maker add a guest made without a team; it then belongs to that team, for all its admins', async () => {
    const t = await database.fresh();
    const guest = await makeGuest(t, hangangAdmin.id, { name: '용병 최씨' });
    await expectError(await addToTeam(t, hangangSecondAdmin.id, guest, { teamId: teamIds.hangang }), 403, 4006);
    await expectError(await addToTeam(t, gwanakAdmin.id, guest, { teamId: teamIds.gwanak }), 403, 4006);
    expect((await addToTeam(t, hangangAdmin.id, guest, { teamId: teamIds.hangang })).status).toBe(201);
    const [row] = await t.database.db.select({ ownerTeamId: users.ownerTeamId }).from(users).where(eq(users.id, guest));
    expect(row.ownerTeamId).toBe(teamIds.hangang);
    // Taken out of the team, it is still FC 한강's guest: another of its admins may bring it back.
    await t.database.db.delete(memberships).where(and(eq(memberships.userId, guest), eq(memberships.teamId, teamIds.hangang)));
    expect((await addToTeam(t, hangangSecondAdmin.id, guest, { teamId: teamIds.hangang })).status).toBe(201);
  });

  it('refuses to make a guest an admin with 400 4007', async () => {
    const t = await database.fresh();
    const guest = await makeGuest(t, hangangAdmin.id, { name: '용병 정씨' });
    await expectError(await addToTeam(t, hangangAdmin.id, guest, { teamId: teamIds.hangang, teamRole: 'TEAM_ADMIN' }), 400, 4007);
    expect(await teamsOf(t, guest)).toEqual([]);
  });

  it('tells a caller who runs no such team nothing about the person: the team check answers first', async () => {
    const t = await database.fresh();
    const guest = await makeGuest(t, gwanakAdmin.id, { name: '관악 용병', teamId: teamIds.gwanak });
    await expectError(await addToTeam(t, hangangMember.id, guest, { teamId: teamIds.hangang }), 403, 5006);
    await expectError(await addToTeam(t, hangangMember.id, 9999, { teamId: teamIds.hangang }), 403, 5006);
    await expectError(await addToTeam(t, hangangAdmin.id, 9999, { teamId: teamIds.gwanak }), 403, 5005);
    await expectError(await addToTeam(t, hangangAdmin.id, hangangMember.id, { teamId: teamIds.gwanak }), 403, 5005);
  });
});

describe('who sees a guest player', () => {
  it('shows a guest to the teams it plays for and to no other team', async () => {
    const t = await database.fresh();
    const guest = await makeGuest(t, gwanakAdmin.id, { name: '관악 용병', teamId: teamIds.gwanak });
    expect((await getUser(t, gwanakAdmin.id, guest)).status).toBe(200);
    expect((await getUser(t, both.id, guest)).status).toBe(200);
    await expectError(await getUser(t, hangangAdmin.id, guest), 403, 403);
    // The refused add must not open the way: the guest is still unseen by FC 한강.
    await expectError(await addToTeam(t, hangangAdmin.id, guest, { teamId: teamIds.hangang }), 403, 4006);
    await expectError(await getUser(t, hangangAdmin.id, guest), 403, 403);
  });

  it('shows a guest made without a team to its maker only, until it joins one', async () => {
    const t = await database.fresh();
    const guest = await makeGuest(t, hangangAdmin.id, { name: '용병 한씨' });
    expect((await getUser(t, hangangAdmin.id, guest)).status).toBe(200);
    await expectError(await getUser(t, hangangSecondAdmin.id, guest), 403, 403);
    expect((await addToTeam(t, hangangAdmin.id, guest, { teamId: teamIds.hangang })).status).toBe(201);
    expect((await getUser(t, hangangSecondAdmin.id, guest)).status).toBe(200);
    expect((await getUser(t, hangangMember.id, guest)).status).toBe(200);
    await expectError(await getUser(t, gwanakAdmin.id, guest), 403, 403);
  });
});

describe("a person's role is shown only in the caller's own teams", () => {
  const roleOf = async (t: TestApp, as: number, person: number, teamId: number) =>
    (await body<{ teamRole: string | null }>(await getUser(t, as, person, `?teamId=${teamId}`))).data.teamRole;

  it("does not tell 관악's admin what 송민호 is in FC 한강, a team the admin is not in", async () => {
    const t = await database.fresh();
    expect(await roleOf(t, gwanakAdmin.id, both.id, teamIds.hangang)).toBeNull();
    expect(await roleOf(t, gwanakAdmin.id, both.id, teamIds.gwanak)).toBe('USER');
    expect(await roleOf(t, hangangMember.id, both.id, teamIds.hangang)).toBe('USER');
    expect(await roleOf(t, hangangMember.id, hangangAdmin.id, teamIds.hangang)).toBe('TEAM_ADMIN');
    expect(await roleOf(t, both.id, both.id, teamIds.gwanak)).toBe('USER');
  });
});
