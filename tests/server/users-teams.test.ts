import { beforeAll, describe, expect, it } from 'vitest';
import { seedPerson, seedTeams } from '#server/db/seed-data.ts';
import { body, call, signIn } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

describe('users', () => {
  let t: TestApp;
  const hangangAdmin = seedPerson('kim-minjun');
  const hangangMember = seedPerson('lee-seojun');
  const gwanakMember = seedPerson('park-sungmin');
  const both = seedPerson('song-minho');
  const loner = seedPerson('shin-jiho');
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await database.shared();
    for (const p of [hangangAdmin, hangangMember, gwanakMember, both, loner]) tokens[p.key] = (await signIn(t, { personId: p.id })).accessToken;
  });

  it('shows a teammate, with their role in the team named by teamId', async () => {
    const response = await call(t, 'GET', `/api/v1/users/${hangangAdmin.id}?teamId=1`, { token: tokens[hangangMember.key] });
    expect(response.status).toBe(200);
    expect((await body(response)).data).toEqual({
      userId: hangangAdmin.id,
      userName: '김민준',
      profileImg: null,
      userLifecycle: 'ACTIVE',
      teamRole: 'TEAM_ADMIN',
    });
    const otherTeam = await call(t, 'GET', `/api/v1/users/${hangangAdmin.id}?teamId=2`, { token: tokens[hangangMember.key] });
    expect((await body<{ teamRole: unknown }>(otherTeam)).data.teamRole).toBeNull();
  });

  it('refuses someone who shares no team with you with 403', async () => {
    const response = await call(t, 'GET', `/api/v1/users/${gwanakMember.id}`, { token: tokens[hangangMember.key] });
    expect(response.status).toBe(403);
    expect(await body(response)).toMatchObject({ status: 403, code: 403 });
    expect((await call(t, 'GET', `/api/v1/users/${hangangMember.id}`, { token: tokens[loner.key] })).status).toBe(403);
  });

  it('shows someone on the other team through a person who plays for both', async () => {
    expect((await call(t, 'GET', `/api/v1/users/${gwanakMember.id}`, { token: tokens[both.key] })).status).toBe(200);
  });

  it('answers 4002 for a person who does not exist', async () => {
    const response = await call(t, 'GET', '/api/v1/users/9999', { token: tokens[hangangMember.key] });
    expect(response.status).toBe(404);
    expect(await body(response)).toMatchObject({ code: 4002 });
  });

  it('names a bad teamId query', async () => {
    const response = await call(t, 'GET', `/api/v1/users/${hangangMember.id}?teamId=abc`, { token: tokens[hangangMember.key] });
    expect(response.status).toBe(400);
    expect((await body<{ field: string }[]>(response)).data.map((f) => f.field)).toEqual(['teamId']);
  });

  it('lists your own teams with your role in each, in the order you joined', async () => {
    const response = await call(t, 'GET', `/api/v1/users/${both.id}/teams`, { token: tokens[both.key] });
    expect(response.status).toBe(200);
    const { data } = await body<{ id: number; name: string; teamRole: string; isTemp: boolean; teamColor: string }[]>(response);
    expect(data.map((team) => team.name).sort()).toEqual(['FC 한강', '관악 유나이티드']);
    expect(data.every((team) => team.teamRole === 'USER' && team.isTemp === false)).toBe(true);
    const admin = await body<{ teamRole: string }[]>(await call(t, 'GET', `/api/v1/users/${hangangAdmin.id}/teams`, { token: tokens[hangangAdmin.key] }));
    expect(admin.data).toEqual([
      { id: 1, name: 'FC 한강', logoImgUrl: null, teamColor: '#1E4FA0', teamRole: 'TEAM_ADMIN', isTemp: false, pendingMatchRequests: 0, duesOwed: 0 },
    ]);
    const none = await body<unknown[]>(await call(t, 'GET', `/api/v1/users/${loner.id}/teams`, { token: tokens[loner.key] }));
    expect(none.data).toEqual([]);
  });

  it("refuses to list another person's teams", async () => {
    const response = await call(t, 'GET', `/api/v1/users/${hangangAdmin.id}/teams`, { token: tokens[hangangMember.key] });
    expect(response.status).toBe(403);
  });

  it("refuses to complete another person's profile, and an active profile with 4003", async () => {
    const other = await call(t, 'POST', `/api/v1/users/${hangangAdmin.id}/profile/complete`, { token: tokens[hangangMember.key], json: { name: '남의 이름' } });
    expect(other.status).toBe(403);
    const own = await call(t, 'POST', `/api/v1/users/${hangangMember.id}/profile/complete`, { token: tokens[hangangMember.key], json: { name: '이서준' } });
    expect(own.status).toBe(409);
    expect(await body(own)).toMatchObject({ code: 4003 });
  });

  it('lets a team admin create a guest player: 201 with the new id', async () => {
    const fresh = await database.fresh();
    const admin = await signIn(fresh, { personId: hangangAdmin.id });
    const response = await call(fresh, 'POST', '/api/v1/users', { token: admin.accessToken, json: { name: '용병 김씨' } });
    expect(response.status).toBe(201);
    const json = await body<{ id: number }>(response);
    expect(json).toMatchObject({ status: 201, message: 'OK' });
    expect(json.data.id).toBeGreaterThan(seedPerson('shin-jiho').id);
  });

  it('refuses guest creation to someone who administers no team', async () => {
    const response = await call(t, 'POST', '/api/v1/users', { token: tokens[hangangMember.key], json: { name: '용병' } });
    expect(response.status).toBe(403);
  });
});

describe('open team information', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await database.shared();
  });
  type Page = { content: { id: number; name: string; memberCount: number; isTemp: boolean }[]; page: number; size: number; totalElements: number };

  it('lists the teams ordered by name with their member counts', async () => {
    const response = await call(t, 'GET', '/open-api/v1/teams');
    expect(response.status).toBe(200);
    const { data } = await body<Page>(response);
    expect(data).toMatchObject({ page: 0, size: 20, totalElements: seedTeams.length });
    const names = data.content.map((team) => team.name);
    expect(names).toEqual([...names].sort());
    expect(data.content.find((team) => team.name === 'FC 한강')!.memberCount).toBe(17);
    expect(data.content.find((team) => team.name === '성수 FC')).toMatchObject({ isTemp: true, memberCount: 0 });
  });

  it('pages through the list', async () => {
    const first = (await body<Page>(await call(t, 'GET', '/open-api/v1/teams?page=0&size=2'))).data;
    const second = (await body<Page>(await call(t, 'GET', '/open-api/v1/teams?page=1&size=2'))).data;
    expect(first.content).toHaveLength(2);
    expect(second.content).toHaveLength(1);
    expect(second).toMatchObject({ page: 1, size: 2, totalElements: 3 });
    expect(new Set([...first.content, ...second.content].map((team) => team.id)).size).toBe(3);
  });

  it('searches names case-insensitively, treating % and _ as letters', async () => {
    const fc = (await body<Page>(await call(t, 'GET', `/open-api/v1/teams?name=${encodeURIComponent('fc')}`))).data;
    expect(fc.content.map((team) => team.name).sort()).toEqual(['FC 한강', '성수 FC']);
    const gwanak = (await body<Page>(await call(t, 'GET', `/open-api/v1/teams?name=${encodeURIComponent('유나이')}`))).data;
    expect(gwanak.content.map((team) => team.name)).toEqual(['관악 유나이티드']);
    expect((await body<Page>(await call(t, 'GET', '/open-api/v1/teams?name=%25'))).data.totalElements).toBe(0);
  });

  it('caps the page size at 100', async () => {
    expect((await call(t, 'GET', '/open-api/v1/teams?size=100')).status).toBe(200);
    expect((await call(t, 'GET', '/open-api/v1/teams?size=101')).status).toBe(400);
  });

  it("shows a team's public profile, and 5002 for one that does not exist", async () => {
    const response = await call(t, 'GET', '/open-api/v1/teams/2');
    expect((await body(response)).data).toMatchObject({
      id: 2,
      name: '관악 유나이티드',
      region: '서울 관악구',
      foundedYear: 2018,
      organizationType: 'CLUB',
      teamColor: '#C62828',
      memberCount: 17,
      isTemp: false,
    });
    const missing = await call(t, 'GET', '/open-api/v1/teams/77');
    expect(missing.status).toBe(404);
    expect(await body(missing)).toMatchObject({ code: 5002 });
  });
});
