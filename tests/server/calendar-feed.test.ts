/**
 * The private calendar feed: a member's address, the iCalendar document behind it (Seoul times, one
 * stable UID per item), reset invalidating the old address, and every way an address stops working.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { calendarFeedPath } from '#contract/endpoints.ts';
import type { Schedule } from '#contract/schedules.ts';
import { memberships, schedules } from '#server/db/schema.ts';
import { loggablePath } from '#server/routes/calendar-feed.ts';
import { body, call, tokenFor } from './helpers.ts';
import { createItem, expectCall, itemPath, people, trainingBody } from './schedule-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
let t: TestApp;
let memberToken: string;
beforeEach(async () => {
  t = await database.fresh();
  memberToken = await tokenFor(t, people.member.id);
});

const feedPath = (teamId = 1) => `/api/v1/teams/${teamId}/calendar-feed`;
const addressOf = async (token: string, teamId = 1) => (await expectCall<{ url: string }>(t, 'GET', feedPath(teamId), token, 200)).url;
/** Fetches a feed address through the app (no Authorization header, as a phone calendar would). */
const fetchFeed = (url: string) => t.app.request(new URL(url).pathname + new URL(url).search);

async function expectGone(url: string) {
  const response = await fetchFeed(url);
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await body(response)).toMatchObject({ status: 404, code: 5013, data: null });
}

/** The VEVENT blocks of a document, unfolded (RFC 5545 folds lines longer than 75 octets). */
function events(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map((e) => e.split('END:VEVENT')[0]);
}

describe('the address', () => {
  it("is an absolute URL on the request's origin, the same on every ask", async () => {
    const url = await addressOf(memberToken);
    expect(url).toMatch(/^http:\/\/localhost\/open-api\/v1\/calendar\/[^/]+\.ics$/);
    expect(await addressOf(memberToken)).toBe(url);
    expect(await addressOf(await tokenFor(t, people.admin.id))).not.toBe(url);
  });

  it('uses PUBLIC_URL when it is set', async () => {
    const behindProxy = await database.fresh({ env: { PUBLIC_URL: 'https://pitchside.example.kr' } });
    const response = await call(behindProxy, 'GET', feedPath(), { token: await tokenFor(behindProxy, people.member.id) });
    expect((await body<{ url: string }>(response)).data.url).toMatch(/^https:\/\/pitchside\.example\.kr\/open-api\/v1\/calendar\/.+\.ics$/);
  });
});

describe('the document', () => {
  it("is the team's schedule as iCalendar in Seoul time, private and uncached", async () => {
    const adminToken = await tokenFor(t, people.admin.id);
    const item = await createItem(t, adminToken, trainingBody({ title: '토요 오전 훈련, 조끼 지참', note: '8시 50분까지 집합\n늦으면 연락' }));
    const response = await fetchFeed(await addressOf(memberToken));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:FC 한강\r\n');
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Asia\/Seoul\r\n[\s\S]*TZOFFSETTO:\+0900[\s\S]*END:VTIMEZONE/);

    const mine = events(text).find((e) => e.includes(`UID:schedule-${item.id}@pitchside`));
    expect(mine).toBeDefined();
    expect(mine).toContain('DTSTART;TZID=Asia/Seoul:20260530T090000\r\n');
    expect(mine).toContain('DTEND;TZID=Asia/Seoul:20260530T110000\r\n');
    expect(mine).toContain('SUMMARY:[훈련] 토요 오전 훈련\\, 조끼 지참\r\n');
    expect(mine).toContain('LOCATION:망원한강공원 축구장\r\n');
    expect(mine).toContain('DESCRIPTION:8시 50분까지 집합\\n늦으면 연락\r\n');
    expect(mine).toContain('URL;VALUE=URI:http://localhost/teams/1/schedules?date=2026-05-30\r\n');
  });

  it('labels each kind and keeps one UID per item across edits', async () => {
    const adminToken = await tokenFor(t, people.admin.id);
    const item = await createItem(t, adminToken, trainingBody({ kind: 'SOCIAL', title: '뒤풀이' }));
    const url = await addressOf(memberToken);
    await expectCall<Schedule>(t, 'PATCH', itemPath(item.id), adminToken, 200, { title: '뒤풀이 (장소 변경)', kind: 'OTHER' });
    const text = await (await fetchFeed(url)).text();
    const matching = events(text).filter((e) => e.includes(`UID:schedule-${item.id}@pitchside`));
    expect(matching).toHaveLength(1);
    expect(matching[0]).toContain('SUMMARY:[기타] 뒤풀이 (장소 변경)\r\n');
    // The seeded items: the league match and the trainings carry their own labels.
    expect(text).toContain('SUMMARY:[경기] ');
    expect(text).toContain('SUMMARY:[훈련] 정기 훈련');
  });

  it("holds about three months back to a year ahead, and only this team's items", async () => {
    const adminToken = await tokenFor(t, people.admin.id);
    const old = await createItem(
      t,
      adminToken,
      trainingBody({ title: '작년 송년회', startAt: '2026-01-10T18:00:00+09:00', endAt: '2026-01-10T21:00:00+09:00' }),
    );
    const recent = await createItem(
      t,
      adminToken,
      trainingBody({ title: '석 달 전 훈련', startAt: '2026-03-01T09:00:00+09:00', endAt: '2026-03-01T11:00:00+09:00' }),
    );
    const far = await createItem(
      t,
      adminToken,
      trainingBody({ title: '내후년 훈련', startAt: '2027-06-01T09:00:00+09:00', endAt: '2027-06-01T11:00:00+09:00' }),
    );
    const text = await (await fetchFeed(await addressOf(memberToken))).text();
    expect(text).toContain(`UID:schedule-${recent.id}@pitchside`);
    expect(text).not.toContain(`UID:schedule-${old.id}@pitchside`);
    expect(text).not.toContain(`UID:schedule-${far.id}@pitchside`);
    const gwanak = await t.database.db.select({ id: schedules.id }).from(schedules).where(eq(schedules.teamId, 2));
    for (const { id } of gwanak) expect(text).not.toContain(`UID:schedule-${id}@pitchside`);
  });
});

describe('when an address stops working', () => {
  it('a reset gives a new address and the old one answers 404 5013', async () => {
    const old = await addressOf(memberToken);
    const reset = await expectCall<{ url: string }>(t, 'POST', feedPath(), memberToken, 200);
    expect(reset.url).not.toBe(old);
    expect(await addressOf(memberToken)).toBe(reset.url);
    await expectGone(old);
    expect((await fetchFeed(reset.url)).status).toBe(200);
    const again = await expectCall<{ url: string }>(t, 'POST', feedPath(), memberToken, 200);
    await expectGone(reset.url);
    expect((await fetchFeed(again.url)).status).toBe(200);
  });

  it("one person's reset leaves everyone else's address alone", async () => {
    const adminAddress = await addressOf(await tokenFor(t, people.admin.id));
    await expectCall(t, 'POST', feedPath(), memberToken, 200);
    expect((await fetchFeed(adminAddress)).status).toBe(200);
  });

  it('a person removed from the team gets 404, and still does after rejoining', async () => {
    const url = await addressOf(memberToken);
    const response = await call(t, 'DELETE', `/api/v1/teams/1/users/${people.member.id}`, { token: await tokenFor(t, people.admin.id) });
    expect(response.status).toBe(204);
    await expectGone(url);
    await t.database.db.insert(memberships).values({ teamId: 1, userId: people.member.id, teamRole: 'USER', joinedAt: t.clock.now() });
    await expectGone(url);
    const fresh = await addressOf(memberToken);
    expect(fresh).not.toBe(url);
    expect((await fetchFeed(fresh)).status).toBe(200);
  });

  it('a wrong, tampered or malformed token answers 404 5013', async () => {
    const url = await addressOf(memberToken);
    const token = new URL(url).pathname.split('/').pop()!.slice(0, -'.ics'.length);
    const [userId, teamId] = token.split('-');
    const mac = token.slice(`${userId}-${teamId}-`.length);
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const base = 'http://localhost/open-api/v1/calendar';
    for (const bad of [
      `${userId}-${teamId}-${flipped}`, // one character off
      `${people.admin.id}-${teamId}-${mac}`, // someone else's ids with this MAC
      `${userId}-2-${mac}`, // another team
      `${userId}-${teamId}-${mac.slice(1)}`, // too short
      'not-a-token',
      // Ids past the database's integer range (the fuzz once made the query fail with a 500).
      `${userId}-2147483648-${mac}`,
      `9999999999-${teamId}-${mac}`,
    ])
      await expectGone(`${base}/${bad}.ics`);
    // The same token without its file extension is no known address at all.
    const bare = await t.app.request(`/open-api/v1/calendar/${token}`);
    expect(bare.status).toBe(404);
  });

  it('other methods on the feed address are 405', async () => {
    const url = await addressOf(memberToken);
    const response = await t.app.request(new URL(url).pathname, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});

describe('documentation', () => {
  it('the OpenAPI document describes the feed address as text/calendar', async () => {
    const doc = (await (await t.app.request('/openapi.json')).json()) as {
      paths: Record<string, { get?: { operationId: string; responses: Record<string, { content?: object }> } }>;
    };
    const feed = doc.paths[calendarFeedPath].get!;
    expect(feed.operationId).toBe('calendarFeed');
    expect(Object.keys(feed.responses[200].content!)).toEqual(['text/calendar']);
  });
});

describe('logging', () => {
  it('cuts the token out of a feed path before it reaches a log line, leaving other paths alone', () => {
    expect(loggablePath('/open-api/v1/calendar/12-1-abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics')).toBe('/open-api/v1/calendar/…');
    expect(loggablePath('/api/v1/teams/1/calendar-feed')).toBe('/api/v1/teams/1/calendar-feed');
  });
});
