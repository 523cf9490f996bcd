/**
 * 자체전 extras through the app on PGlite (decision 080): members' levels and pairs (admins only, and
 * gone with the membership), the balancer's inputs, the season's 자체전 tab and the vest card's link.
 * What the extras read of scrimmages comes from plain rows (tests/server/scrimmage-reads-fixture.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { vestCardPreview } from '#server/scrimmage-extras/vest-card-preview.ts';
import { registerStaticClient } from '#server/static.ts';
import { body, call, tokenFor } from './helpers.ts';
import { teamIds } from './match-fixtures.ts';
import { fixtureScrimmageIds, fixtureScrimmageReads } from './scrimmage-reads-fixture.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const admin = seedPerson('kim-minjun');
const member = seedPerson('lee-seojun');
const gwanakUser = seedPerson('park-sungmin');
const team = `/api/v1/teams/${teamIds.hangang}`;
const scrimmagePath = `${team}/scrimmages/${fixtureScrimmageIds.hangang}`;

async function scene(reads = fixtureScrimmageReads()) {
  const t = await database.fresh({ scrimmageReads: reads });
  return { t, reads, adminToken: await tokenFor(t, admin.id), memberToken: await tokenFor(t, member.id) };
}

const answer = async (response: Response) => {
  const json = await body(response);
  return { status: response.status, code: json.code, data: json.data };
};

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
    const reads = fixtureScrimmageReads();
    const other = seedPerson('yoon-gunwoo');
    // Last week admin and member were on one side; other was not there.
    reads.finish(teamIds.hangang, {
      id: 8001,
      startAt: new Date('2026-05-10T00:00:00Z'),
      attendees: [
        { attendeeId: 91, userId: admin.id, guestName: null, side: 0 },
        { attendeeId: 92, userId: member.id, guestName: null, side: 0 },
      ],
      games: [
        {
          id: 1,
          homeSide: 0,
          awaySide: 1,
          homeScore: 1,
          awayScore: 0,
          players: [
            { attendeeId: 91, side: 0 },
            { attendeeId: 92, side: 0 },
          ],
        },
      ],
      goals: [],
    });
    const { t, adminToken } = await scene(reads);
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
    const got = await answer(await call(t, 'GET', `${scrimmagePath}/balance-inputs`, { token: adminToken }));
    expect(got.status).toBe(200);
    const data = got.data as { players: { attendeeId: number; level: number | null; positions: string[] }[]; pairs: unknown[]; coPlays: unknown[] };
    expect(data.players.find((p) => p.attendeeId === 2)).toEqual({ attendeeId: 2, level: 3, positions: ['GK'] });
    // The guest: no level, no positions.
    expect(data.players.find((p) => p.attendeeId === 3)).toEqual({ attendeeId: 3, level: null, positions: [] });
    // The pair with someone who is not here today is left out.
    expect(data.pairs).toEqual([{ a: 1, b: 2, rule: 'APART' }]);
    expect(data.coPlays).toEqual([{ a: 1, b: 2, count: 1 }]);
  });

  it.each([
    { name: 'a member who does not run it', runner: false, path: scrimmagePath, expected: [403, 12055] },
    { name: "another team's scrimmage on our path", runner: false, path: `${team}/scrimmages/${fixtureScrimmageIds.gwanak}`, expected: [404, 12051] },
    { name: 'an unknown scrimmage', runner: false, path: `${team}/scrimmages/777`, expected: [404, 12051] },
  ])('refuses $name', async ({ path, expected }) => {
    const { t, memberToken, adminToken } = await scene();
    const got = await answer(await call(t, 'GET', `${path}/balance-inputs`, { token: path === scrimmagePath ? memberToken : adminToken }));
    expect([got.status, got.code]).toEqual(expected);
  });

  it('the member named to run the scrimmage reads them', async () => {
    const reads = fixtureScrimmageReads();
    const facts = (await reads.scrimmage(fixtureScrimmageIds.hangang))!;
    reads.put({ ...facts, runnerId: member.id }, await reads.attendees(facts.id));
    const { t, memberToken } = await scene(reads);
    expect((await call(t, 'GET', `${scrimmagePath}/balance-inputs`, { token: memberToken })).status).toBe(200);
  });
});

describe("the season's 자체전 tab", () => {
  it("adds up the season's finished scrimmages per member, guests left out, other seasons apart", async () => {
    const reads = fixtureScrimmageReads();
    const game = {
      id: 1,
      homeSide: 0,
      awaySide: 1,
      homeScore: 2,
      awayScore: 1,
      players: [
        { attendeeId: 91, side: 0 },
        { attendeeId: 93, side: 0 },
        { attendeeId: 92, side: 1 },
      ],
    };
    const attendees = [
      { attendeeId: 91, userId: admin.id, guestName: null, side: 0 },
      { attendeeId: 92, userId: member.id, guestName: null, side: 1 },
      { attendeeId: 93, userId: null, guestName: '용병', side: 0 },
    ];
    reads.finish(teamIds.hangang, {
      id: 8001,
      startAt: new Date('2026-05-10T00:00:00Z'),
      attendees,
      games: [game],
      goals: [{ gameId: 1, scorerId: 93, assistId: 91 }],
    });
    reads.finish(teamIds.hangang, { id: 8000, startAt: new Date('2025-10-10T00:00:00Z'), attendees, games: [game], goals: [] });
    const { t, memberToken } = await scene(reads);
    const got = await answer(await call(t, 'GET', `${team}/stats/scrimmages?season=2026`, { token: memberToken }));
    expect(got.status).toBe(200);
    expect(got.data).toMatchObject({ teamId: teamIds.hangang, season: 2026, seasons: [2026, 2025], scrimmageCount: 1 });
    const players = (got.data as { players: { userId: number }[] }).players;
    expect(players).toEqual([
      { userId: admin.id, name: admin.name, scrimmages: 1, gamesPlayed: 1, wins: 1, draws: 0, losses: 0, goals: 0, assists: 1, points: 3 },
      { userId: member.id, name: member.name, scrimmages: 1, gamesPlayed: 1, wins: 0, draws: 0, losses: 1, goals: 0, assists: 0, points: 0 },
    ]);
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
    const first = await answer(await call(t, 'POST', `${scrimmagePath}/vest-card`, { token: adminToken }));
    expect(first.status).toBe(200);
    const { token, url } = first.data as { token: string; url: string };
    expect(url).toMatch(new RegExp(`/v/${token}$`));
    expect((await answer(await call(t, 'POST', `${scrimmagePath}/vest-card`, { token: adminToken }))).data).toEqual(first.data);

    const read = await call(t, 'GET', `/open-api/v1/vest-cards/${token}`);
    // Like a match's public link: never indexed, never kept in a cache.
    expect([read.headers.get('x-robots-tag'), read.headers.get('cache-control')]).toEqual(['noindex', 'no-store']);
    const card = await answer(read);
    expect(card).toMatchObject({
      status: 200,
      data: {
        teamName: 'FC 한강',
        place: '한강공원 축구장',
        sides: [
          { side: 0, vestColour: 'ORANGE', names: [admin.name] },
          { side: 1, vestColour: 'YELLOW', names: [member.name, '박용병'].sort((a, b) => a.localeCompare(b, 'ko')) },
        ],
      },
    });

    expect((await call(t, 'PATCH', '/api/v1/users/withdraw', { token: memberToken })).status).toBe(204);
    const after = (await answer(await call(t, 'GET', `/open-api/v1/vest-cards/${token}`))).data as { sides: { names: string[] }[] };
    expect(after.sides[1].names).toContain('탈퇴한 회원');
    expect(after.sides[1].names).not.toContain(member.name);
  });

  it('stops answering 7 days after the scrimmage ends (410), and an unknown token is 404', async () => {
    const { t, adminToken } = await scene();
    const { token } = (await answer(await call(t, 'POST', `${scrimmagePath}/vest-card`, { token: adminToken }))).data as { token: string };
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 3 * 60 * 60 * 1000);
    const gone = await answer(await call(t, 'GET', `/open-api/v1/vest-cards/${token}`));
    expect([gone.status, gone.code]).toEqual([410, 12054]);
    const unknown = await answer(await call(t, 'GET', '/open-api/v1/vest-cards/AAAAAAAAAAAAAAAAAAAAAAAA'));
    expect([unknown.status, unknown.code]).toEqual([404, 12052]);
    const malformed = await answer(await call(t, 'GET', '/open-api/v1/vest-cards/short'));
    expect([malformed.status, malformed.code]).toEqual([404, 12052]);
  });

  it('cannot be shared before sides are split, nor by a member who does not run the scrimmage', async () => {
    const reads = fixtureScrimmageReads();
    const facts = (await reads.scrimmage(fixtureScrimmageIds.hangang))!;
    reads.put({ ...facts, state: 'CHECK_IN', sides: [] }, await reads.attendees(facts.id));
    const { t, adminToken, memberToken } = await scene(reads);
    const early = await answer(await call(t, 'POST', `${scrimmagePath}/vest-card`, { token: adminToken }));
    expect([early.status, early.code]).toEqual([409, 12053]);
    const notRunner = await answer(await call(t, 'POST', `${scrimmagePath}/vest-card`, { token: memberToken }));
    expect([notRunner.status, notRunner.code]).toEqual([403, 12055]);
  });
});

describe("the vest card link's preview", () => {
  it('says the team and the day only, and a token that names no card gets the app as a 404', async () => {
    const { t, adminToken } = await scene();
    const dir = mkdtempSync(join(tmpdir(), 'pitchside-vest-preview-'));
    try {
      writeFileSync(join(dir, 'index.html'), readFileSync(new URL('../../index.html', import.meta.url), 'utf8'));
      const reads = fixtureScrimmageReads();
      registerStaticClient(t.app, dir, { vestCardPreview: (token) => vestCardPreview(t.database.db, reads, token, t.clock.now()) });
      const { token } = (await answer(await call(t, 'POST', `${scrimmagePath}/vest-card`, { token: adminToken }))).data as { token: string };
      const page = await t.app.request(`/v/${token}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<meta property="og:title" content="FC 한강 오늘의 조끼">');
      expect(html).toContain('<meta property="og:description" content="2026년 5월 20일 자체전 · Pitchside">');
      for (const name of [admin.name, member.name, '박용병']) expect(html).not.toContain(name);
      expect((await t.app.request('/v/AAAAAAAAAAAAAAAAAAAAAAAA', { headers: { accept: 'text/html' } })).status).toBe(404);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
