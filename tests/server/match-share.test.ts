/**
 * The public scoreboard link of a match (decision 057): an admin of either team turns it
 * on (idempotent) and off; anyone with the link reads the snapshot and follows the live stream without
 * signing in, and sees nothing personal beyond names and numbers; a link turned off, or of a deleted
 * match, answers 404 6043 and its open streams end. Waits are for outcomes, never for time.
 */
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '#contract/error-codes.ts';
import { type MatchShareLink, PublicLiveMessage, PublicMatchSnapshot } from '#contract/match-share.ts';
import { livePositionHeader } from '#contract/matches.ts';
import { createApp } from '#server/app.ts';
import { contentSecurityPolicy } from '#server/http/security-headers.ts';
import { matches, matchShares, matchUsers, memberships, users } from '#server/db/schema.ts';
import { createLiveHub } from '#server/live/hub.ts';
import { sharePreview, withSharePreview } from '#server/matches/share-preview.ts';
import { registerStaticClient } from '#server/static.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { body, call, tokenFor } from './helpers.ts';
import { sseReader } from './live-fixtures.ts';
import { useNodeServer } from './node-server.ts';
import { insertMatch, people, teamIds } from './match-fixtures.ts';
import { expectRefusal, type RecordingScene, recordingScene, recordOk } from './recording-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const notFound = errorCodes.NOTFOUND_SHARE_LINK;

const sharePath = (matchId: number) => `/api/v1/matches/${matchId}/share`;
const snapshotPath = (token: string) => `/open-api/v1/live/${token}`;
const streamPath = (token: string) => `/open-api/v1/live/${token}/stream`;

async function share(t: TestApp, matchId: number, token: string): Promise<MatchShareLink> {
  const response = await call(t, 'POST', sharePath(matchId), { token });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return (await body<MatchShareLink>(response)).data;
}

async function snapshot(t: TestApp | { app: TestApp['app'] }, token: string): Promise<PublicMatchSnapshot> {
  const response = await t.app.request(snapshotPath(token));
  expect(response.status).toBe(200);
  return v.parse(PublicMatchSnapshot, (await body(response)).data);
}

async function openPublicStream(t: TestApp | { app: TestApp['app'] }, token: string, lastEventId?: number) {
  const response = await t.app.request(`${streamPath(token)}${lastEventId === undefined ? '' : `?lastEventId=${lastEventId}`}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(response.headers.get('x-robots-tag')).toBe('noindex');
  return sseReader(response);
}

async function expectLinkGone(t: TestApp | { app: TestApp['app'] }, token: string): Promise<void> {
  for (const path of [snapshotPath(token), streamPath(token)]) {
    const response = await t.app.request(path);
    const envelope = await body(response);
    expect({ status: response.status, code: envelope.code, message: envelope.message, data: envelope.data }, path).toEqual({
      status: 404,
      code: notFound.code,
      message: notFound.message,
      data: null,
    });
  }
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

/** Every leaf value of a JSON value. */
function leavesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leavesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leavesOf);
  return [value];
}

const personalKey =
  /user|profile|img|photo|email|phone|birth|height|weight|foot|memo|referee|recorder|stadium|clientId|description|role|owner|request|teamId|logo/i;

/**
 * A match full of what the public must not see: a memo, referees, a named recorder, and the first
 * starter of each side with a photo, a height, a weight and a birth year nobody else has.
 */
async function privateScene(t: TestApp): Promise<{ s: RecordingScene; secrets: { texts: string[]; numbers: number[]; userIds: number[] } }> {
  const s = await recordingScene(t);
  const { db } = t.database;
  const lineup = await db
    .select({ id: matchUsers.id, userId: matchUsers.userId, teamId: matchUsers.teamId })
    .from(matchUsers)
    .where(eq(matchUsers.matchId, s.matchId));
  const userIds = lineup.map((r) => r.userId!).filter((id) => id !== null);
  const marked = lineup.filter((r) => r.id === s.home.starters[0] || r.id === s.away.starters[0]);
  const texts = ['https://k.kakaocdn.net/dn/private-photo-of-a-starter.jpg', '비공개 메모: 3번 발목 부상', '심판 홍길동', '부심 김비밀', '비밀 운동장 B구장'];
  const numbers = [187.25, 71.75, 1987];
  for (const r of marked) {
    await db.update(users).set({ profileImg: texts[0] }).where(eq(users.id, r.userId!));
    await db
      .update(memberships)
      .set({ height: numbers[0], weight: numbers[1], birthYear: numbers[2] })
      .where(and(eq(memberships.userId, r.userId!), eq(memberships.teamId, r.teamId)));
  }
  await db.update(matches).set({ mainRefereeName: texts[2], assistantReferee1: texts[3], stadium: texts[4] }).where(eq(matches.id, s.matchId));
  expect((await call(t, 'POST', `/api/v1/matches/${s.matchId}/memo`, { token: s.tokens.homeAdmin, json: { memo: texts[1] } })).status).toBe(200);
  const recorder = people.gwanakUser.id;
  expect(
    (await call(t, 'PUT', `/api/v1/matches/${s.matchId}/recorders/${teamIds.gwanak}`, { token: s.tokens.homeAdmin, json: { userId: recorder } })).status,
  ).toBe(200);
  return { s, secrets: { texts, numbers, userIds: [...userIds, recorder] } };
}

describe('turning the link on', () => {
  it('answers the link to an admin of either team, the same one on every call (200), at PUBLIC_URL/live/{token}', async () => {
    const t = await database.fresh({ env: { PUBLIC_URL: 'https://pitchside.example' } });
    const s = await recordingScene(t);
    const first = await share(t, s.matchId, s.tokens.homeAdmin);
    expect(first).toEqual({
      matchId: s.matchId,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      url: `https://pitchside.example/live/${first.token}`,
      createdAt: t.clock.now().toISOString(),
      keep: false,
      expiresAt: null,
      namesShown: { home: true, away: false },
    });
    t.clock.advance(60_000);
    // Again, and by the other side's admin: the same link, still dated when it was turned on; the
    // other side's asking shows its names too (decision 070).
    expect(await share(t, s.matchId, s.tokens.homeAdmin)).toEqual(first);
    expect(await share(t, s.matchId, s.tokens.awayAdmin)).toEqual({ ...first, namesShown: { home: true, away: true } });
    expect(await t.database.db.select().from(matchShares).where(eq(matchShares.matchId, s.matchId))).toHaveLength(1);
  });

  it('refuses everyone but an admin of the home or away team, as every match-admin write', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    // 한강 against the temporary 성수 FC: 관악's admin runs neither team.
    const other = await insertMatch(t, { home: teamIds.hangang, away: teamIds.seongsu });
    for (const method of ['POST', 'DELETE']) {
      await expectRefusal(await call(t, method, sharePath(s.matchId), { token: s.tokens.homeUser }), 403, 5006);
      await expectRefusal(await call(t, method, sharePath(s.matchId), { token: s.tokens.outsider }), 403, 5006);
      await expectRefusal(await call(t, method, sharePath(other.matchId), { token: s.tokens.homeAdmin }), 403, 5006);
      await expectRefusal(await call(t, method, sharePath(s.matchId)), 401, 9000);
      await expectRefusal(await call(t, method, sharePath(2_000_000)), 401, 9000);
      await expectRefusal(await call(t, method, sharePath(2_000_000), { token: s.tokens.homeAdmin }), 404, 6007);
    }
    expect(
      await t.database.db
        .select()
        .from(matchShares)
        .where(inArray(matchShares.matchId, [s.matchId, other.matchId])),
    ).toEqual([]);
  });
});

describe('reading whether the link is on', () => {
  it('answers the link that is on, or null, to a member of either team; an outsider is refused', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const read = async (token: string) => {
      const response = await call(t, 'GET', sharePath(s.matchId), { token });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { link: unknown } }).data.link;
    };
    expect(await read(s.tokens.homeUser)).toBeNull();
    const link = await share(t, s.matchId, s.tokens.homeAdmin);
    expect(await read(s.tokens.homeUser)).toEqual(link);
    expect(await read(s.tokens.awayAdmin)).toEqual(link);
    await expectRefusal(await call(t, 'GET', sharePath(s.matchId), { token: s.tokens.outsider }), 403, 5005);
    expect((await call(t, 'DELETE', sharePath(s.matchId), { token: s.tokens.awayAdmin })).status).toBe(204);
    expect(await read(s.tokens.homeUser)).toBeNull();
  });
});

describe('the snapshot', () => {
  it('reads without signing in: teams, score, clock, timeline and lineups, and nothing personal', async () => {
    const t = await database.fresh();
    const { s, secrets } = await privateScene(t);
    const goal = await recordOk(s, { teamId: teamIds.hangang, matchUserId: s.away.starters[0], eventType: 'GOAL' });
    const link = await share(t, s.matchId, s.tokens.awayAdmin);

    const response = await t.app.request(snapshotPath(link.token));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get(livePositionHeader)).toBe(String(goal.seq));
    const text = await response.text();
    const data = v.parse(PublicMatchSnapshot, JSON.parse(text).data);

    expect(data.seq).toBe(goal.seq);
    expect(data.match).toMatchObject({
      homeTeamName: '관악 유나이티드',
      awayTeamName: 'FC 한강',
      homeTeamIsTemp: false,
      awayTeamIsTemp: false,
      homeTeamColor: expect.stringMatching(/^#/),
      awayTeamColor: expect.stringMatching(/^#/),
      homeScore: 0,
      awayScore: 1,
      matchState: 'PLAY_FIRST_HALF',
      firstHalfPeriod: 40,
      secondHalfPeriod: 40,
      firstHalfStartAt: expect.any(String),
      firstHalfEndAt: null,
      secondHalfStartAt: null,
      secondHalfEndAt: null,
    });
    const scorer = data.lineups.away.starters.find((p) => p.id === s.away.starters[0])!;
    expect(data.timeline.map((e) => [e.eventType, e.side, e.playerName, e.parentId === null])).toEqual([
      ['GOAL', 'AWAY', scorer.name, true],
      ['SHOT', 'AWAY', scorer.name, false],
      ['VALID_SHOT', 'AWAY', scorer.name, false],
    ]);
    expect(data.timeline[0].playerId).toBe(scorer.id);
    // Lineups: each side's entries (their ids are lineup entries, not people), names and numbers.
    expect(data.lineups.home.starters.map((p) => p.id).sort()).toEqual([...s.home.starters].sort());
    expect(data.lineups.home.substitutes.map((p) => p.id).sort()).toEqual([...s.home.bench].sort());
    expect(data.lineups.away.starters.map((p) => p.id).sort()).toEqual([...s.away.starters].sort());
    for (const p of [...data.lineups.home.starters, ...data.lineups.away.starters]) {
      expect(p.name).toMatch(/[가-힣]/);
      expect(p.number).toEqual(expect.any(Number));
    }

    const json: unknown = JSON.parse(text);
    expect(keysOf(json).filter((key) => personalKey.test(key))).toEqual([]);
    for (const secret of secrets.texts) expect(text).not.toContain(secret);
    const leaves = leavesOf(json);
    for (const secret of secrets.numbers) expect(leaves).not.toContain(secret);
    // No person's id under any name: the only ids of people's things are lineup entries (players' `id`, events' `playerId`).
    const lineupIds = new Set([...s.home.starters, ...s.home.bench, ...s.away.starters, ...s.away.bench]);
    const players = [data.lineups.home, data.lineups.away].flatMap((side) => [...side.starters, ...side.substitutes]);
    expect(players.every((p) => lineupIds.has(p.id))).toBe(true);
    expect(data.timeline.every((e) => e.playerId === null || lineupIds.has(e.playerId))).toBe(true);
    expect(players.some((p) => secrets.userIds.includes(p.id) && !lineupIds.has(p.id))).toBe(false);
  });

  it('answers 404 6043 with noindex for a token that names no link: made up, malformed, or of another shape', async () => {
    const t = await database.fresh();
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(300), '1', '%E2%9A%BD']) {
      const response = await t.app.request(snapshotPath(token));
      await expectRefusal(response.clone(), 404, notFound.code);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    await expectLinkGone(t, 'AAAAAAAAAAAAAAAAAAAAAAAA');
  });
});

describe('the stream by token', () => {
  it('follows the match without signing in: events recorded after it opened, projected as the snapshot; the memo is left out', async () => {
    const t = await database.fresh();
    const { s } = await privateScene(t);
    const link = await share(t, s.matchId, s.tokens.homeAdmin);
    const { seq } = await snapshot(t, link.token);
    const stream = await openPublicStream(t, link.token, seq);
    expect(await stream.nextEvent()).toMatchObject({ event: 'ready', id: String(seq) });

    const goal = await recordOk(s, { teamId: teamIds.gwanak, matchUserId: s.home.starters[1], eventType: 'GOAL' });
    const received = await stream.nextEvent();
    expect([received.event, received.id]).toEqual(['events.recorded', String(goal.seq)]);
    const message = v.parse(PublicLiveMessage, JSON.parse(received.data!));
    expect(message).toMatchObject({ type: 'events.recorded', seq: goal.seq });
    expect(message.type === 'events.recorded' && message.events.map((e) => [e.id, e.eventType, e.side, e.playerId])).toEqual(
      goal.events.map((e) => [e.id, e.eventType, 'HOME', s.home.starters[1]]),
    );
    expect(keysOf(JSON.parse(received.data!)).filter((key) => personalKey.test(key))).toEqual([]);

    // A memo change has nothing public: the next frame is the shot after it.
    expect((await call(t, 'POST', `/api/v1/matches/${s.matchId}/memo`, { token: s.tokens.homeAdmin, json: { memo: '후반 전술 메모' } })).status).toBe(200);
    const shot = await recordOk(s, { teamId: teamIds.hangang, eventType: 'SHOT' });
    const next = await stream.nextEvent();
    expect([next.event, next.id]).toEqual(['events.recorded', String(shot.seq)]);
    expect(next.data).not.toContain('메모');

    // Half time: the match as the snapshot has it.
    expect(
      (await call(t, 'PATCH', `/api/v1/matches/${s.matchId}/time`, { token: s.tokens.homeAdmin, json: { halfType: 'FIRST_HALF', timeType: 'END_TIME' } }))
        .status,
    ).toBe(200);
    const changed = await stream.nextEvent();
    expect(changed.event).toBe('match.changed');
    const projected = JSON.parse(changed.data!) as { match: Record<string, unknown>; matchState: string };
    expect(projected.matchState).toBe('HALF_TIME');
    expect(Object.keys(projected.match).sort()).toEqual(Object.keys((await snapshot(t, link.token)).match).sort());
    expect(keysOf(projected).filter((key) => personalKey.test(key))).toEqual([]);
    await stream.close();
  });

  it('replays after lastEventId as members are replayed, without what is not public', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const link = await share(t, s.matchId, s.tokens.homeAdmin);
    const before = (await snapshot(t, link.token)).seq;
    const goal = await recordOk(s, { teamId: teamIds.hangang, matchUserId: s.away.starters[0], eventType: 'GOAL' });
    expect((await call(t, 'POST', `/api/v1/matches/${s.matchId}/memo`, { token: s.tokens.homeAdmin, json: { memo: '비밀' } })).status).toBe(200);
    const stream = await openPublicStream(t, link.token, before);
    const seen = await stream.untilReady();
    expect(seen.map((e) => [e.event, e.id])).toEqual([
      ['events.recorded', String(goal.seq)],
      ['ready', String(goal.seq + 1)],
    ]);
    await stream.close();
  });
});

describe('turning the link off', () => {
  it('makes the token answer 404 6043 at once and ends its open streams; on again is a new link', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const link = await share(t, s.matchId, s.tokens.homeAdmin);
    const stream = await openPublicStream(t, link.token);
    expect((await stream.nextEvent()).event).toBe('ready');

    const off = await call(t, 'DELETE', sharePath(s.matchId), { token: s.tokens.awayAdmin });
    expect(off.status).toBe(204);
    expect(await off.text()).toBe('');
    // The stream ends: the NOTIFY of the change (the periodic check is a minute away).
    await stream.untilEnd();
    await expectLinkGone(t, link.token);
    // Off is off: again is fine.
    expect((await call(t, 'DELETE', sharePath(s.matchId), { token: s.tokens.homeAdmin })).status).toBe(204);

    const again = await share(t, s.matchId, s.tokens.homeAdmin);
    expect(again.token).not.toBe(link.token);
    await expectLinkGone(t, link.token);
    expect((await snapshot(t, again.token)).match.homeTeamName).toBe('관악 유나이티드');
  });

  it('ends a stream at its next periodic check when the link goes without a notification', async () => {
    const t = await database.fresh();
    const hub = createLiveHub(t.database.db);
    const app = createApp({ db: t.database.db, clock: t.clock, config: t.config, live: hub, liveStream: { heartbeatMs: 20, recheckMs: 20 } });
    const s = await recordingScene({ ...t, app });
    const link = await share({ ...t, app }, s.matchId, s.tokens.homeAdmin);
    const stream = await openPublicStream({ app }, link.token);
    expect((await stream.nextEvent()).event).toBe('ready');
    // Still watching through several checks while the link is on.
    for (let i = 0; i < 3; i++) expect((await stream.next()).comment).toBe('ping');
    await t.database.db.delete(matchShares).where(eq(matchShares.matchId, s.matchId));
    await stream.untilEnd();
    expect(hub.listenerCount(s.matchId)).toBe(0);
    await hub.close();
  });

  it('a deleted match takes its link with it: 404 6043, and its open stream ends', async () => {
    const t = await database.fresh();
    const admin = await tokenFor(t, people.hangangAdmin.id);
    // Against the temporary 성수 FC: 한강 owns it and may delete it in any state (decision 029).
    const { matchId } = await insertMatch(t, { home: teamIds.hangang, away: teamIds.seongsu });
    const link = await share(t, matchId, admin);
    const stream = await openPublicStream(t, link.token);
    expect((await stream.nextEvent()).event).toBe('ready');

    expect((await call(t, 'DELETE', `/api/v1/matches/${matchId}`, { token: admin })).status).toBe(204);
    await stream.untilEnd();
    await expectLinkGone(t, link.token);
    expect(await t.database.db.select().from(matchShares).where(eq(matchShares.matchId, matchId))).toEqual([]);
  });
});

describe('the page a messenger previews (/live/{token})', () => {
  it(
    'carries the teams, the score and the state as Open Graph and Twitter tags, noindex and uncached; a link that is gone gets the app as a 404 ' +
      'with noindex only',
    async () => {
      const t = await database.fresh();
      const dir = mkdtempSync(join(tmpdir(), 'pitchside-share-page-'));
      try {
        writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Pitchside</title></head><body><div id="root"></div></body></html>');
        // Before the app's first request: Hono builds its router then.
        registerStaticClient(t.app, dir, { livePreview: (token) => sharePreview(t.database.db, token, t.clock.now()), publicUrl: 'https://pitchside.example' });
        const s = await recordingScene(t);
        const link = await share(t, s.matchId, s.tokens.homeAdmin);
        const { match } = await snapshot(t, link.token);

        const page = await t.app.request(`/live/${link.token}`, { headers: { accept: 'text/html' } });
        expect(page.status).toBe(200);
        expect(page.headers.get('x-robots-tag')).toBe('noindex');
        expect(page.headers.get('cache-control')).toBe('no-store');
        const html = await page.text();
        const title = `${match.homeTeamName} ${match.homeScore} : ${match.awayScore} ${match.awayTeamName}`;
        expect(html).toContain(`<title>${title}</title>`);
        expect(html).toContain(`<meta property="og:title" content="${title}">`);
        expect(html).toContain(`<meta property="og:url" content="https://pitchside.example/live/${link.token}">`);
        expect(html).toMatch(/<meta property="og:description" content="[^"]*(경기 전|진행 중|하프타임|경기 종료)[^"]*">/);
        expect(html).toContain('<meta name="twitter:card" content="summary">');
        expect(html).toContain('<meta name="robots" content="noindex">');
        // The app itself is still there to run.
        expect(html).toContain('<div id="root"></div>');

        await call(t, 'DELETE', sharePath(s.matchId), { token: s.tokens.homeAdmin });
        const gone = await t.app.request(`/live/${link.token}`, { headers: { accept: 'text/html' } });
        expect(gone.status).toBe(404);
        const goneHtml = await gone.text();
        expect(goneHtml).toContain('<title>Pitchside</title>');
        expect(goneHtml).toContain('<meta name="robots" content="noindex">');
        expect(goneHtml).not.toContain('og:title');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('escapes what it writes into the page', () => {
    const html = withSharePreview('<head><title>Pitchside</title></head>', { title: '<script>"FC" & \'x\'</script>', description: 'a<b' }, 'https://x/live/t"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&#60;script&#62;&#34;FC&#34; &#38; &#39;x&#39;&#60;/script&#62;</title>');
    expect(html).toContain('content="a&#60;b"');
    expect(html).toContain('content="https://x/live/t&#34;"');
  });
});

describe('over a real node server, where the stream writes its own headers', () => {
  const node = useNodeServer(() => database.shared());

  it('sends the stream and the snapshot with noindex (and the security headers), the snapshot uncached', async () => {
    const t = node.app();
    const admin = await tokenFor(t, people.hangangAdmin.id);
    const { matchId } = await insertMatch(t, { home: teamIds.hangang, away: teamIds.seongsu });
    const link = await share(t, matchId, admin);
    const controller = new AbortController();
    const stream = await fetch(`${node.base()}${streamPath(link.token)}`, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('x-robots-tag')).toBe('noindex');
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect((await sseReader(stream).nextEvent()).event).toBe('ready');
    controller.abort();

    const read = await fetch(`${node.base()}${snapshotPath(link.token)}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('x-robots-tag')).toBe('noindex');
    expect(read.headers.get('cache-control')).toBe('no-store');
    const gone = await fetch(`${node.base()}${streamPath('AAAAAAAAAAAAAAAAAAAAAAAA')}`);
    expect([gone.status, gone.headers.get('x-robots-tag'), ((await gone.json()) as { code: number }).code]).toEqual([404, 'noindex', notFound.code]);
  });
});
