/**
 * 자체전 extras through the app on PGlite (decision 080): members' levels and pairs (admins only, and
 * gone with the membership), the balancer's inputs, the season's 자체전 tab and the vest card's link,
 * on scrimmages brought through the scrimmage core's own endpoints (scrimmage-fixtures.ts) and the
 * seed's finished one (server/db/seed-scrimmages.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BalanceInputs, ScrimmageSeasonRow } from '#contract/scrimmage-extras.ts';
import type { ScrimmageResults } from '#contract/scrimmages.ts';
import { memberships } from '#server/db/schema.ts';
import { scrimmages } from '#server/db/schema-scrimmage.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { vestCardPreview } from '#server/scrimmage-extras/vest-card-preview.ts';
import { scrimmageReads } from '#server/scrimmages/reads.ts';
import { registerStaticClient } from '#server/static.ts';
import { body, call, tokenFor } from './helpers.ts';
import { teamIds } from './match-fixtures.ts';
import { scrimmageAt, seededScrimmageId, squad } from './scrimmage-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const admin = seedPerson('kim-minjun');
const member = seedPerson('lee-seojun');
const gwanakUser = seedPerson('park-sungmin');
const team = `/api/v1/teams/${teamIds.hangang}`;

async function scene() {
  const t = await database.fresh();
  return { t, adminToken: await tokenFor(t, admin.id), memberToken: await tokenFor(t, member.id) };
}

const answer = async (response: Response) => {
  const json = await body(response);
  return { status: response.status, code: json.code, data: json.data };
};

/** 관악 유나이티드's scrimmage, for calls on FC 한강's path. */
const theirScrimmage = (t: TestApp) => scrimmageAt(t, 'CHECK_IN', { teamId: teamIds.gwanak, adminId: squad.otherAdmin.id, players: [] });

describe("members' levels", () => {
  it('an admin sets, reads and clears a level; every member is listed, null until set', async () => {
    const { t, adminToken } = await scene();
    const set = await answer(await call(t, 'PUT', `${team}/members/${member.id}/level`, { token: adminToken, json: { level: 4 } }));
    expect(set).toMatchObject({ status: 200, data: { userId: member.id, level: 4 } });
    const levels = (await answer(await call(t, 'GET', `${team}/member-levels`, { token: adminToken }))).data as { userId: number; level: number | null }[];
    expect(levels.find((l) => l.userId === member.id)?.level).toBe(4);
    expect(levels.find((l) => l.userId === admin.id)?.level).toBeNull();
    await call(t, 'PUT', `${team}/members/${member.id}/level`, { token: adminToken, json: { level: null } });
    const cleared = (await answer(await call(t, 'GET', `${team}/member-levels`, { token: adminToken }))).data as { userId: number; level: number | null }[];
    expect(cleared.find((l) => l.userId === member.id)?.level).toBeNull();
  });

  it.each([
    { name: 'a member reading levels', method: 'GET', path: `${team}/member-levels`, json: undefined, as: 'member', expected: [403, 5006] },
    { name: 'a member setting one', method: 'PUT', path: `${team}/members/${member.id}/level`, json: { level: 2 }, as: 'member', expected: [403, 5006] },
    { name: 'a level of 6', method: 'PUT', path: `${team}/members/${member.id}/level`, json: { level: 6 }, as: 'admin', expected: [400, 400] },
    { name: 'a level of 2.5', method: 'PUT', path: `${team}/members/${member.id}/level`, json: { level: 2.5 }, as: 'admin', expected: [400, 400] },
    { name: 'someone of another team', method: 'PUT', path: `${team}/members/${gwanakUser.id}/level`, json: { level: 2 }, as: 'admin', expected: [404, 5009] },
  ])('refuses $name', async ({ method, path, json, as, expected }) => {
    const { t, adminToken, memberToken } = await scene();
    const got = await answer(await call(t, method, path, { token: as === 'admin' ? adminToken : memberToken, json }));
    expect([got.status, got.code]).toEqual(expected);
  });

  it('a level goes with the membership: a member who leaves and comes back has none', async () => {
    const { t, adminToken } = await scene();
    await call(t, 'PUT', `${team}/members/${member.id}/level`, { token: adminToken, json: { level: 5 } });
    const [row] = await t.database.db
      .delete(memberships)
      .where(and(eq(memberships.teamId, teamIds.hangang), eq(memberships.userId, member.id)))
      .returning();
    await t.database.db.insert(memberships).values({ ...row, id: undefined });
    const levels = (await answer(await call(t, 'GET', `${team}/member-levels`, { token: adminToken }))).data as { userId: number; level: number | null }[];
    expect(levels.find((l) => l.userId === member.id)?.level).toBeNull();
  });
});

describe('pairs kept apart or together', () => {
  it('an admin replaces the list; pairs come back smaller id first, in order', async () => {
    const { t, adminToken } = await scene();
    const other = seedPerson('yoon-gunwoo');
    const put = await answer(
      await call(t, 'PUT', `${team}/scrimmage-pairs`, {
        token: adminToken,
        json: {
          pairs: [
            { userA: other.id, userB: member.id, rule: 'APART' },
            { userA: admin.id, userB: member.id, rule: 'TOGETHER' },
          ],
        },
      }),
    );
    const expected = [
      { userA: Math.min(other.id, member.id), userB: Math.max(other.id, member.id), rule: 'APART' },
      { userA: Math.min(admin.id, member.id), userB: Math.max(admin.id, member.id), rule: 'TOGETHER' },
    ].sort((a, b) => a.userA - b.userA || a.userB - b.userB);
    expect(put).toMatchObject({ status: 200, data: expected });
    expect((await answer(await call(t, 'GET', `${team}/scrimmage-pairs`, { token: adminToken }))).data).toEqual(expected);
    await call(t, 'PUT', `${team}/scrimmage-pairs`, { token: adminToken, json: { pairs: [] } });
    expect((await answer(await call(t, 'GET', `${team}/scrimmage-pairs`, { token: adminToken }))).data).toEqual([]);
  });

  it.each([
    { name: 'a pair of one person', pairs: [{ userA: member.id, userB: member.id, rule: 'APART' }], expected: [400, 12050] },
    {
      name: 'the same pair twice, the other way round',
      pairs: [
        { userA: member.id, userB: admin.id, rule: 'APART' },
        { userA: admin.id, userB: member.id, rule: 'TOGETHER' },
      ],
      expected: [400, 12050],
    },
    { name: 'someone not in the team', pairs: [{ userA: member.id, userB: gwanakUser.id, rule: 'APART' }], expected: [404, 5009] },
    { name: 'an unknown rule', pairs: [{ userA: member.id, userB: admin.id, rule: 'NEAR' }], expected: [400, 400] },
  ])('refuses $name and keeps the list as it was', async ({ pairs, expected }) => {
    const { t, adminToken } = await scene();
    const kept = [{ userA: Math.min(admin.id, member.id), userB: Math.max(admin.id, member.id), rule: 'APART' }];
    await call(t, 'PUT', `${team}/scrimmage-pairs`, { token: adminToken, json: { pairs: kept } });
    const got = await answer(await call(t, 'PUT', `${team}/scrimmage-pairs`, { token: adminToken, json: { pairs } }));
    expect([got.status, got.code]).toEqual(expected);
    expect((await answer(await call(t, 'GET', `${team}/scrimmage-pairs`, { token: adminToken }))).data).toEqual(kept);
  });

  it('a pair goes when one of the two leaves the team', async () => {
    const { t, adminToken } = await scene();
    await call(t, 'PUT', `${team}/scrimmage-pairs`, { token: adminToken, json: { pairs: [{ userA: admin.id, userB: member.id, rule: 'APART' }] } });
    const removed = await call(t, 'DELETE', `${team}/users/${member.id}`, { token: adminToken });
    expect(removed.status).toBe(204);
    expect((await answer(await call(t, 'GET', `${team}/scrimmage-pairs`, { token: adminToken }))).data).toEqual([]);
  });
});

describe("the balancer's inputs", () => {
  it("answers today's attendees with level and positions, pairs and co-play counts by attendee id", async () => {
    const { t, adminToken } = await scene();
    // No history but this test's: the seed's finished scrimmage would count too.
    await t.database.db.delete(scrimmages).where(eq(scrimmages.teamId, teamIds.hangang));
    const other = seedPerson('yoon-gunwoo');
    // Last week admin and member were on one side (sides alternate by check-in: admin 0, choi 1, member 0).
    await scrimmageAt(t, 'FINISHED', { players: [admin.id, squad.players[0].id, member.id] });
    const today = await scrimmageAt(t, 'CHECK_IN', { players: [admin.id, member.id] });
    const [adminAt, memberAt, guestAt] = today.attendeeIds;
    await call(t, 'PUT', `${team}/members/${member.id}/level`, { token: adminToken, json: { level: 3 } });
    await call(t, 'PATCH', `${team}/users/${member.id}`, { token: adminToken, json: { position: 'GK' } });
    await call(t, 'PUT', `${team}/scrimmage-pairs`, {
      token: adminToken,
      json: {
        pairs: [
          { userA: admin.id, userB: member.id, rule: 'APART' },
          { userA: admin.id, userB: other.id, rule: 'TOGETHER' },
        ],
      },
    });
    const got = await answer(await call(t, 'GET', today.path('/balance-inputs'), { token: adminToken }));
    expect(got.status).toBe(200);
    const data = got.data as BalanceInputs;
    expect(data.levelsHidden).toBe(false);
    expect(data.players.find((p) => p.attendeeId === memberAt)).toEqual({ attendeeId: memberAt, level: 3, positions: ['GK'] });
    // The guest: no level, no positions.
    expect(data.players.find((p) => p.attendeeId === guestAt)).toEqual({ attendeeId: guestAt, level: null, positions: [] });
    // The pair with someone who is not here today is left out.
    expect(data.pairs).toEqual([{ a: adminAt, b: memberAt, rule: 'APART' }]);
    expect(data.coPlays).toEqual([{ a: adminAt, b: memberAt, count: 1 }]);
  });

  it('leaves out a dropout', async () => {
    const { t, adminToken } = await scene();
    const today = await scrimmageAt(t, 'CHECK_IN', { players: [admin.id, member.id] });
    expect((await call(t, 'DELETE', today.path(`/attendees/${today.attendeeIds[1]}`), { token: adminToken })).status).toBe(204);
    const data = (await answer(await call(t, 'GET', today.path('/balance-inputs'), { token: adminToken }))).data as BalanceInputs;
    expect(data.players.map((p) => p.attendeeId)).toEqual([today.attendeeIds[0], today.attendeeIds[2]]);
  });

  it.each([
    { name: 'a member who does not run it', which: 'ours', as: 'member', expected: [403, 12002] },
    { name: "another team's scrimmage on our path", which: 'theirs', as: 'admin', expected: [404, 12001] },
    { name: 'an unknown scrimmage', which: 'none', as: 'admin', expected: [404, 12001] },
  ])('refuses $name', async ({ which, as, expected }) => {
    const { t, memberToken, adminToken } = await scene();
    const id = which === 'ours' ? (await scrimmageAt(t, 'CHECK_IN')).scrimmageId : which === 'theirs' ? (await theirScrimmage(t)).scrimmageId : 777_777;
    const got = await answer(await call(t, 'GET', `${team}/scrimmages/${id}/balance-inputs`, { token: as === 'member' ? memberToken : adminToken }));
    expect([got.status, got.code]).toEqual(expected);
  });

  it('answers the runner who is no admin every level null, with levelsHidden; the admin still reads them', async () => {
    const { t, adminToken } = await scene();
    const runner = squad.runner;
    const today = await scrimmageAt(t, 'CHECK_IN', { players: [admin.id, member.id, runner.id], runnerId: runner.id });
    for (const [userId, level] of [
      [admin.id, 5],
      [member.id, 2],
      [runner.id, 4],
    ])
      expect((await call(t, 'PUT', `${team}/members/${userId}/level`, { token: adminToken, json: { level } })).status).toBe(200);
    const asRunner = await answer(await call(t, 'GET', today.path('/balance-inputs'), { token: await tokenFor(t, runner.id) }));
    expect(asRunner.status).toBe(200);
    const hidden = asRunner.data as BalanceInputs;
    expect(hidden.levelsHidden).toBe(true);
    expect(hidden.players.map((p) => p.level)).toEqual([null, null, null, null]);
    const shown = (await answer(await call(t, 'GET', today.path('/balance-inputs'), { token: adminToken }))).data as BalanceInputs;
    expect([shown.levelsHidden, shown.players.map((p) => p.level)]).toEqual([false, [5, 2, 4, null]]);
  });
});

describe("the season's 자체전 tab", () => {
  const byUser = (rows: ScrimmageSeasonRow[]) => [...rows].sort((a, b) => a.userId - b.userId);

  it("is the seed's finished scrimmage's results for its members, guests left out", async () => {
    const { t, memberToken } = await scene();
    const finished = await seededScrimmageId(t, 'FINISHED');
    const results = (await answer(await call(t, 'GET', `${team}/scrimmages/${finished}/results`, { token: memberToken }))).data as ScrimmageResults;
    const got = await answer(await call(t, 'GET', `${team}/stats/scrimmages?season=2026`, { token: memberToken }));
    expect(got.status).toBe(200);
    expect(got.data).toMatchObject({ teamId: teamIds.hangang, season: 2026, seasons: [2026], scrimmageCount: 1 });
    const rows = (got.data as { players: ScrimmageSeasonRow[] }).players;
    const attendees = (await answer(await call(t, 'GET', `${team}/scrimmages/${finished}`, { token: memberToken }))).data as {
      attendees: { id: number; userId: number | null }[];
    };
    const userOf = new Map(attendees.attendees.map((a) => [a.id, a.userId]));
    const expected = results.players
      .filter((p) => !p.guest && p.gamesPlayed > 0)
      .map(({ attendeeId, name, gamesPlayed, wins, draws, losses, goals, assists, points }) => ({
        userId: userOf.get(attendeeId)!,
        name,
        scrimmages: 1,
        gamesPlayed,
        wins,
        draws,
        losses,
        goals,
        assists,
        points,
      }));
    expect(expected.length).toBeGreaterThan(0);
    expect(byUser(rows)).toEqual(byUser(expected));
  });

  it('adds up the season, keeps other seasons apart and counts only finished scrimmages', async () => {
    const { t, memberToken } = await scene();
    const [choi, jung, kang] = squad.players;
    const before = (await answer(await call(t, 'GET', `${team}/stats/scrimmages?season=2026`, { token: memberToken }))).data as {
      players: ScrimmageSeasonRow[];
    };
    // This season: choi and kang on side 0 win 1:0 (choi scores); jung loses. One still being played does not count.
    await scrimmageAt(t, 'FINISHED');
    await scrimmageAt(t, 'PLAYED');
    // Last season's, on a day of 2025 in Seoul (the evening of 31 December).
    await scrimmageAt(t, 'FINISHED', { body: { startAt: '2025-12-31T21:00:00+09:00', endAt: '2025-12-31T23:00:00+09:00' } });
    const season = (await answer(await call(t, 'GET', `${team}/stats/scrimmages?season=2026`, { token: memberToken }))).data as {
      seasons: number[];
      scrimmageCount: number;
      players: ScrimmageSeasonRow[];
    };
    expect([season.seasons, season.scrimmageCount]).toEqual([[2026, 2025], 2]);
    const line = (rows: ScrimmageSeasonRow[], userId: number) =>
      rows.find((r) => r.userId === userId) ?? { scrimmages: 0, gamesPlayed: 0, wins: 0, losses: 0, goals: 0, points: 0 };
    const grew = (userId: number) => {
      const [a, b] = [line(before.players, userId), line(season.players, userId)];
      return {
        scrimmages: b.scrimmages - a.scrimmages,
        gamesPlayed: b.gamesPlayed - a.gamesPlayed,
        wins: b.wins - a.wins,
        losses: b.losses - a.losses,
        goals: b.goals - a.goals,
        points: b.points - a.points,
      };
    };
    expect(grew(choi.id)).toEqual({ scrimmages: 1, gamesPlayed: 1, wins: 1, losses: 0, goals: 1, points: 3 });
    expect(grew(kang.id)).toEqual({ scrimmages: 1, gamesPlayed: 1, wins: 1, losses: 0, goals: 0, points: 3 });
    expect(grew(jung.id)).toEqual({ scrimmages: 1, gamesPlayed: 1, wins: 0, losses: 1, goals: 0, points: 0 });
    const last = (await answer(await call(t, 'GET', `${team}/stats/scrimmages?season=2025`, { token: memberToken }))).data as {
      scrimmageCount: number;
      players: ScrimmageSeasonRow[];
    };
    expect(last.scrimmageCount).toBe(1);
    expect(byUser(last.players).map((r) => [r.userId, r.points])).toEqual(
      byUser([
        { userId: choi.id, points: 3 },
        { userId: jung.id, points: 0 },
        { userId: kang.id, points: 3 },
      ] as ScrimmageSeasonRow[]).map((r) => [r.userId, r.points]),
    );
  });

  it('is refused to someone outside the team', async () => {
    const { t } = await scene();
    const got = await answer(await call(t, 'GET', `${team}/stats/scrimmages`, { token: await tokenFor(t, gwanakUser.id) }));
    expect([got.status, got.code]).toEqual([403, 5005]);
  });
});

describe('the vest card', () => {
  it('the admin shares one link per scrimmage; anyone with it reads names by side, and a withdrawn member reads 탈퇴한 회원', async () => {
    const { t, adminToken, memberToken } = await scene();
    // Sides alternate by check-in: admin and the guest 용병 김 on side 0, member on side 1.
    const s = await scrimmageAt(t, 'SIDES', { players: [admin.id, member.id] });
    const first = await answer(await call(t, 'POST', s.path('/vest-card'), { token: adminToken }));
    expect(first.status).toBe(200);
    const { token, url } = first.data as { token: string; url: string };
    expect(url).toMatch(new RegExp(`/v/${token}$`));
    expect((await answer(await call(t, 'POST', s.path('/vest-card'), { token: adminToken }))).data).toEqual(first.data);

    const read = await call(t, 'GET', `/open-api/v1/vest-cards/${token}`);
    // Like a match's public link: never indexed, never kept in a cache.
    expect([read.headers.get('x-robots-tag'), read.headers.get('cache-control')]).toEqual(['noindex', 'no-store']);
    expect(await answer(read)).toEqual({
      status: 200,
      code: undefined,
      data: {
        teamName: 'FC 한강',
        startAt: new Date('2026-05-31T08:00:00+09:00').toISOString(),
        place: '망원한강공원 축구장',
        sides: [
          { side: 0, vestColour: 'ORANGE', names: [admin.name, '용병 김'].sort((a, b) => a.localeCompare(b, 'ko')) },
          { side: 1, vestColour: 'YELLOW', names: [member.name] },
        ],
      },
    });

    expect((await call(t, 'PATCH', '/api/v1/users/withdraw', { token: memberToken })).status).toBe(204);
    const after = (await answer(await call(t, 'GET', `/open-api/v1/vest-cards/${token}`))).data as { sides: { names: string[] }[] };
    expect(after.sides[1].names).toEqual(['탈퇴한 회원']);
  });

  it('goes with its scrimmage: deleting the scrimmage leaves the token naming nothing', async () => {
    const { t, adminToken } = await scene();
    const s = await scrimmageAt(t, 'SIDES');
    const { token } = (await answer(await call(t, 'POST', s.path('/vest-card'), { token: adminToken }))).data as { token: string };
    expect((await call(t, 'DELETE', s.path(), { token: adminToken })).status).toBe(204);
    const gone = await answer(await call(t, 'GET', `/open-api/v1/vest-cards/${token}`));
    expect([gone.status, gone.code]).toEqual([404, 12052]);
  });

  it('stops answering 7 days after the scrimmage ends (410), and an unknown token is 404', async () => {
    const { t, adminToken } = await scene();
    const s = await scrimmageAt(t, 'SIDES');
    const { token } = (await answer(await call(t, 'POST', s.path('/vest-card'), { token: adminToken }))).data as { token: string };
    // The scrimmage ends 2026-05-31 10:00 in Seoul; seven days and a minute later.
    t.clock.set(new Date(new Date('2026-06-07T10:01:00+09:00').getTime()));
    const gone = await answer(await call(t, 'GET', `/open-api/v1/vest-cards/${token}`));
    expect([gone.status, gone.code]).toEqual([410, 12054]);
    const unknown = await answer(await call(t, 'GET', '/open-api/v1/vest-cards/AAAAAAAAAAAAAAAAAAAAAAAA'));
    expect([unknown.status, unknown.code]).toEqual([404, 12052]);
    const malformed = await answer(await call(t, 'GET', '/open-api/v1/vest-cards/short'));
    expect([malformed.status, malformed.code]).toEqual([404, 12052]);
  });

  it('cannot be shared before sides are split, nor by a member who does not run the scrimmage', async () => {
    const { t, adminToken, memberToken } = await scene();
    const early = await answer(await call(t, 'POST', (await scrimmageAt(t, 'CHECK_IN')).path('/vest-card'), { token: adminToken }));
    expect([early.status, early.code]).toEqual([409, 12053]);
    const notRunner = await answer(await call(t, 'POST', (await scrimmageAt(t, 'SIDES')).path('/vest-card'), { token: memberToken }));
    expect([notRunner.status, notRunner.code]).toEqual([403, 12002]);
  });
});

describe("the vest card link's preview", () => {
  it('says the team and the day only, and a token that names no card gets the app as a 404', async () => {
    const { t, adminToken } = await scene();
    const dir = mkdtempSync(join(tmpdir(), 'pitchside-vest-preview-'));
    try {
      writeFileSync(join(dir, 'index.html'), readFileSync(new URL('../../index.html', import.meta.url), 'utf8'));
      // Before the first request: the app's routes are fixed once it has answered one.
      registerStaticClient(t.app, dir, { vestCardPreview: (token) => vestCardPreview(t.database.db, scrimmageReads(t.database.db), token, t.clock.now()) });
      const s = await scrimmageAt(t, 'SIDES', { players: [admin.id, member.id] });
      const { token } = (await answer(await call(t, 'POST', s.path('/vest-card'), { token: adminToken }))).data as { token: string };
      const page = await t.app.request(`/v/${token}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<meta property="og:title" content="FC 한강 오늘의 조끼">');
      expect(html).toContain('<meta property="og:description" content="2026년 5월 31일 자체전 · Pitchside">');
      for (const name of [admin.name, member.name, '용병 김']) expect(html).not.toContain(name);
      expect((await t.app.request('/v/AAAAAAAAAAAAAAAAAAAAAAAA', { headers: { accept: 'text/html' } })).status).toBe(404);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
