/**
 * Leaving Pitchside (decision 031): `PATCH /api/v1/users/withdraw` erases the person's
 * own data and ends their sessions, refuses the last admin of a team that others still use, and keeps
 * every team's match records under the neutral name.
 */
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MatchEvent, MatchPlayers } from '#contract/matches.ts';
import type { NoticeListItem } from '#contract/notices.ts';
import type { AuthProvider } from '#server/auth/provider.ts';
import { calendarFeeds, loginCodes, matchEvents, matchUsers, memberships, refreshTokens, scheduleAttendance, teams, users } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call, devCode, exchange, refreshCookie, signIn, storedImages, tokenFor, upload } from './helpers.ts';
import { teamIds } from './match-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

// Uploads go to a folder of this file's own, never to the worktree's ./.data.
const database = useTestDatabase();
const admin = seedPerson('kim-minjun');
const coAdmin = seedPerson('park-jihun');

const withdraw = (t: TestApp, token?: string) => call(t, 'PATCH', '/api/v1/users/withdraw', { token });
const renew = (t: TestApp, refresh: string) => call(t, 'POST', '/open-api/v1/users/renew', { headers: { cookie: `pitchside_refresh=${refresh}` } });
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

async function personRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function countOf(t: TestApp, id: number) {
  const { db } = t.database;
  return {
    memberships: (await db.select().from(memberships).where(eq(memberships.userId, id))).length,
    attendance: (await db.select().from(scheduleAttendance).where(eq(scheduleAttendance.userId, id))).length,
    feeds: (await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, id))).length,
    loginCodes: (await db.select().from(loginCodes).where(eq(loginCodes.userId, id))).length,
    liveRefreshTokens: (
      await db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)))
    ).length,
  };
}

let t: TestApp;
beforeEach(async () => {
  t = await database.fresh();
});

describe('PATCH /api/v1/users/withdraw', () => {
  it('answers 204 with no body where it answered 501 NOT_IMPLEMENTED', async () => {
    const response = await withdraw(t, await tokenFor(t, admin.id));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('asks a caller without a token to sign in', async () => {
    const response = await withdraw(t);
    expect(response.status).toBe(401);
    expect(await body(response)).toMatchObject({ code: 9000 });
  });

  it('ends every session: no refresh cookie of the person renews and their access token is refused as a session that ended (401 9011)', async () => {
    const phone = await signIn(t, { personId: admin.id });
    const laptop = await signIn(t, { personId: admin.id });
    const renewed = await renew(t, laptop.refresh);
    expect(renewed.status).toBe(200);
    const laptopNow = refreshCookie(renewed)!;

    expect((await withdraw(t, phone.accessToken)).status).toBe(204);

    for (const refresh of [phone.refresh, laptopNow]) {
      const refused = await renew(t, refresh);
      expect(refused.status).toBe(401);
      expect(await body(refused)).toMatchObject({ code: 9006 });
    }
    const read = await call(t, 'GET', `/api/v1/users/${admin.id}/teams`, { token: phone.accessToken });
    expect([read.status, (await body(read)).code]).toEqual([401, 9011]);
    const stream = await t.app.request(`/api/v1/matches/1/live?access_token=${phone.accessToken}`);
    expect([stream.status, (await body(stream)).code]).toEqual([401, 9011]);
    expect((await countOf(t, admin.id)).liveRefreshTokens).toBe(0);
  });

  it('erases the name, photo, provider id, memberships, attendance, calendar feeds and login codes', async () => {
    const token = await tokenFor(t, admin.id);
    const uploaded = await upload(t, token, new Blob([png], { type: 'image/png' }), 'me.png');
    const photo = (await body<{ url: string }>(uploaded)).data.url;
    await t.database.db.update(users).set({ profileImg: photo }).where(eq(users.id, admin.id));
    const feed = (await body<{ url: string }>(await call(t, 'POST', `/api/v1/teams/${teamIds.hangang}/calendar-feed`, { token }))).data.url;
    await devCode(t, { personId: admin.id }); // issued, never spent
    const before = await countOf(t, admin.id);
    expect(before).toMatchObject({ memberships: 1, feeds: 1, loginCodes: 1 });
    expect(before.attendance).toBeGreaterThan(0);
    const key = photo.split('/').pop()!;
    expect((await storedImages(t)).has(key)).toBe(true);

    expect((await withdraw(t, token)).status).toBe(204);

    const row = await personRow(t, admin.id);
    expect(row).toMatchObject({ name: '탈퇴한 회원', profileImg: null, socialId: null });
    expect(row.withdrawnAt).toEqual(t.clock.now());
    expect(await countOf(t, admin.id)).toEqual({ memberships: 0, attendance: 0, feeds: 0, loginCodes: 0, liveRefreshTokens: 0 });
    expect((await storedImages(t)).has(key)).toBe(false);
    expect((await t.app.request(photo)).status).toBe(404);
    expect((await t.app.request(new URL(feed).pathname)).status).toBe(404);
  });

  it('keeps an uploaded file that a team also shows as its logo', async () => {
    const token = await tokenFor(t, admin.id);
    const photo = (await body<{ url: string }>(await upload(t, token, new Blob([png], { type: 'image/png' }), 'logo.png'))).data.url;
    await t.database.db.update(users).set({ profileImg: photo }).where(eq(users.id, admin.id));
    await t.database.db.update(teams).set({ logoImgUrl: photo }).where(eq(teams.id, teamIds.hangang));

    expect((await withdraw(t, token)).status).toBe(204);
    expect((await t.app.request(photo)).status).toBe(200);
  });

  it('refuses the last admin of a team with other members, names the team, and changes nothing', async () => {
    await t.database.db
      .update(memberships)
      .set({ teamRole: 'USER' })
      .where(and(eq(memberships.userId, coAdmin.id), eq(memberships.teamId, teamIds.hangang)));
    const session = await signIn(t, { personId: admin.id });
    const person = await personRow(t, admin.id);
    const before = await countOf(t, admin.id);

    const response = await withdraw(t, session.accessToken);

    expect(response.status).toBe(409);
    const refused = await body(response);
    expect(refused).toMatchObject({ status: 409, code: 4008, data: null });
    expect(refused.message).toContain('FC 한강');
    expect(refused.message).toContain('운영진 역할을 다른 멤버에게 넘긴 뒤');
    expect(await personRow(t, admin.id)).toEqual(person);
    expect(await countOf(t, admin.id)).toEqual(before);
    expect((await renew(t, session.refresh)).status).toBe(200);
  });

  it('lets an admin leave once another admin remains', async () => {
    // FC 한강 has two admins in the seed.
    expect((await withdraw(t, await tokenFor(t, admin.id))).status).toBe(204);
    const [left] = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.teamId, teamIds.hangang), eq(memberships.teamRole, 'TEAM_ADMIN')));
    expect(left.userId).toBe(coAdmin.id);
  });

  it('lets the only member leave, and the team stays with its records', async () => {
    const founder = await signIn(t, { name: '홀로 창단' });
    await call(t, 'POST', `/api/v1/users/${founder.userId}/profile/complete`, { token: founder.accessToken, json: { name: '홀로 창단' } });
    const created = await call(t, 'POST', '/api/v1/teams', {
      token: founder.accessToken,
      json: { name: '새벽 조기축구', teamColor: '#123456', bottomColor: '#FFFFFF', stockingColor: '#123456' },
    });
    const teamId = (await body<{ id: number }>(created)).data.id;

    expect((await withdraw(t, founder.accessToken)).status).toBe(204);
    expect((await call(t, 'GET', `/open-api/v1/teams/${teamId}`)).status).toBe(200);
  });

  it('counts a guest player as another member: the only admin of a team with guests is refused', async () => {
    await t.database.db.delete(memberships).where(and(eq(memberships.teamId, teamIds.hangang), ne(memberships.userId, admin.id)));
    const [guest] = await t.database.db
      .insert(users)
      .values({ name: '용병', lifecycle: 'ACTIVE', socialType: 'GUEST', ownerTeamId: teamIds.hangang, createdAt: t.clock.now() })
      .returning({ id: users.id });
    await t.database.db.insert(memberships).values({ teamId: teamIds.hangang, userId: guest.id, teamRole: 'USER', joinedAt: t.clock.now() });

    const response = await withdraw(t, await tokenFor(t, admin.id));
    expect(response.status).toBe(409);
    expect(await body(response)).toMatchObject({ code: 4008 });
  });

  it('lets a person who never completed the profile leave', async () => {
    const pending = await signIn(t, { name: '망설이는 사람' });
    expect(pending.userLifecycle).toBe('PENDING');
    expect((await withdraw(t, pending.accessToken)).status).toBe(204);
    expect((await personRow(t, pending.userId)).withdrawnAt).not.toBeNull();
  });
});

describe("the teams' records after a withdrawal", () => {
  it("still list the person's goal, lineup row and user id under 탈퇴한 회원", async () => {
    // A goal of the seeded, finished matches, scored by a member who signs in.
    const [goal] = await t.database.db
      .select({ matchId: matchEvents.matchId, matchUserId: matchEvents.matchUserId, userId: matchUsers.userId })
      .from(matchEvents)
      .innerJoin(matchUsers, eq(matchUsers.id, matchEvents.matchUserId))
      .where(and(eq(matchEvents.eventType, 'GOAL'), isNotNull(matchUsers.userId), eq(matchEvents.teamId, teamIds.hangang)))
      .limit(1);
    const scorer = goal.userId!;
    const viewer = await tokenFor(t, scorer === coAdmin.id ? admin.id : coAdmin.id);
    const score = async () =>
      (await body<{ homeScore: number; awayScore: number }>(await call(t, 'GET', `/api/v1/matches/${goal.matchId}/score`, { token: viewer }))).data;
    const scoreBefore = await score();

    expect((await withdraw(t, await tokenFor(t, scorer))).status).toBe(204);

    const history = (await body<MatchEvent[]>(await call(t, 'GET', `/api/v1/matches/${goal.matchId}/history`, { token: viewer }))).data;
    const goals = history.filter((e) => e.eventType === 'GOAL' && e.matchUserId === goal.matchUserId);
    expect(goals.length).toBeGreaterThan(0);
    for (const e of goals) expect(e).toMatchObject({ userId: scorer, userName: '탈퇴한 회원' });

    const players = (await body<MatchPlayers>(await call(t, 'GET', `/api/v1/matches/${goal.matchId}/players`, { token: viewer }))).data;
    const lineup = [...players.homeTeam.starters, ...players.homeTeam.substitutes, ...players.awayTeam.starters, ...players.awayTeam.substitutes];
    expect(lineup.find((p) => p.id === goal.matchUserId)).toMatchObject({ userId: scorer, name: '탈퇴한 회원', goals: goals.length });
    expect(await score()).toEqual(scoreBefore);
  });

  it('show the notices an admin wrote with 탈퇴한 회원 as the author', async () => {
    expect((await withdraw(t, await tokenFor(t, admin.id))).status).toBe(204);
    const list = await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/notices?page=0&size=20`, { token: await tokenFor(t, coAdmin.id) });
    const authors = new Set((await body<{ content: NoticeListItem[] }>(list)).data.content.map((n) => n.authorName));
    expect(authors).toEqual(new Set(['탈퇴한 회원']));
  });

  it("no longer list the person among the team's members", async () => {
    expect((await withdraw(t, await tokenFor(t, admin.id))).status).toBe(204);
    const list = await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/users?page=0&size=100`, { token: await tokenFor(t, coAdmin.id) });
    const ids = (await body<{ content: { userId: number }[] }>(list)).data.content.map((m) => m.userId);
    expect(ids).not.toContain(admin.id);
    expect(ids).toContain(coAdmin.id);
  });
});

describe('signing in after a withdrawal', () => {
  it('the development sign-in no longer offers or accepts the person', async () => {
    expect((await withdraw(t, await tokenFor(t, admin.id))).status).toBe(204);
    const query = new URLSearchParams({ redirect_uri: 'http://localhost/login/kakao-redirect', state: 'state-1234567890' });
    const page = await (await t.app.request(`/dev-auth/authorize?${query}`)).text();
    expect(page).toContain(`name="personId" value="${coAdmin.id}"`);
    expect(page).not.toContain(`name="personId" value="${admin.id}"`);
    const form = new URLSearchParams({ ...Object.fromEntries(query), personId: String(admin.id) });
    const chosen = await t.app.request('/dev-auth/authorize', { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(chosen.status).toBe(400);
  });

  it('the same Kakao account starts again as a new PENDING person', async () => {
    const kakao: AuthProvider = {
      name: 'kakao',
      authorizeUrl: ({ redirectUri, state }) => `https://kauth.example/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`,
      exchangeCode: async () => ({ socialType: 'KAKAO', socialId: 'kakao-4242', name: '카카오 사용자', profileImg: null }),
    };
    const k = await database.fresh({ auth: kakao });
    const first = await body<{ accessToken: string; userId: number }>(await exchange(k, 'code-1'));
    await call(k, 'POST', `/api/v1/users/${first.data.userId}/profile/complete`, { token: first.data.accessToken, json: { name: '처음 가입' } });
    expect((await withdraw(k, first.data.accessToken)).status).toBe(204);

    const again = await exchange(k, 'code-2');
    expect(again.status).toBe(200);
    const second = (await body<{ userId: number; userLifecycle: string }>(again)).data;
    expect(second.userId).not.toBe(first.data.userId);
    expect(second.userLifecycle).toBe('PENDING');
    expect(await personRow(k, second.userId)).toMatchObject({ socialType: 'KAKAO', socialId: 'kakao-4242', name: '카카오 사용자' });
    expect(await personRow(k, first.data.userId)).toMatchObject({ socialId: null, name: '탈퇴한 회원' });
  });
});
