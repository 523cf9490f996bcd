/**
 * Export links (decision 084): `POST …/exports` answers a five-minute link, `GET /open-api/v1/exports/{token}`
 * the CSV file behind it, without a header, built when fetched from the data of that moment, byte for
 * byte what the page's builder writes from the API's answers; the caller's access checked again on
 * every fetch; expired and forged links refused with their codes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { DuesBoard, DuesLedger } from '#contract/dues.ts';
import type { ExportLink, ExportRequest } from '#contract/exports.ts';
import type { TeamSeasonStats } from '#contract/stats.ts';
import { boardFile, ledgerFile } from '#machines/exports.dues.ts';
import { seasonFile } from '#machines/exports.season.ts';
import { attachmentHeader } from '#server/routes/exports.ts';
import { loggablePath } from '#server/routes/calendar-feed.ts';
import { body, tokenFor } from './helpers.ts';
import { costBody, duesPath, expectDues, expectRefused, pay, saveSettings } from './dues-fixtures.ts';
import { people } from './schedule-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
let t: TestApp;
let admin: string;
let member: string;
beforeEach(async () => {
  t = await database.fresh();
  admin = await tokenFor(t, people.admin.id);
  member = await tokenFor(t, people.member.id);
  await saveSettings(t, admin);
  await pay(t, admin, people.member.id, 60_000, ['2026-03', '2026-04']);
  await expectDues(t, 'POST', duesPath('/costs'), admin, 201, costBody(110_000, [people.member.id, people.admin.id]));
});

const exportsPath = (teamId = 1) => `/api/v1/teams/${teamId}/exports`;
const linkFor = (token: string, request: ExportRequest) => expectDues<ExportLink>(t, 'POST', exportsPath(), token, 200, request);
/** Fetches a link as an in-app browser's downloader would: no Authorization header, no cookie. */
const fetchFile = (url: string) => t.app.request(url);
const bytes = async (response: Response) => [...new Uint8Array(await response.arrayBuffer())];
const encoded = (text: string) => [...new TextEncoder().encode(text)];

async function expectRefusal(response: Response, status: number, code: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await body(response)).toMatchObject({ status, code, data: null });
}

describe('the file behind a link', () => {
  it("is the ledger the page would write from the API's answer: text/csv, the byte-order mark, the Korean name in filename*", async () => {
    const link = await linkFor(member, { kind: 'DUES_LEDGER', params: { year: 2026 } });
    expect(link.url).toMatch(/^\/open-api\/v1\/exports\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expiresAt) - t.clock.now().getTime()).toBeLessThanOrEqual(5 * 60_000);
    expect(Date.parse(link.expiresAt) - t.clock.now().getTime()).toBeGreaterThan(4 * 60_000);

    const response = await fetchFile(link.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const ledger = await expectDues<DuesLedger>(t, 'GET', duesPath('/ledger?year=2026'), member, 200);
    const expected = ledgerFile('FC 한강', 2026, ledger.entries);
    expect(expected.fileName).toBe('FC 한강_장부_2026.csv');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="pitchside-export.csv"; filename*=UTF-8''${encodeURIComponent('FC 한강_장부_2026.csv')}`,
    );
    const file = await bytes(response);
    expect(file.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(file).toEqual(encoded(expected.text));
  });

  it('is the board of the months asked for, as the page writes it', async () => {
    const link = await linkFor(member, { kind: 'DUES_BOARD', params: { from: '2026-03', to: '2026-05' } });
    const board = await expectDues<DuesBoard>(t, 'GET', duesPath('/months?from=2026-03&to=2026-05'), member, 200);
    const response = await fetchFile(link.url);
    expect(response.status).toBe(200);
    expect(await bytes(response)).toEqual(encoded(boardFile('FC 한강', board).text));
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('FC 한강_회비_2026-03~2026-05.csv')}`);
  });

  it('is the season in the order the table shows', async () => {
    const sort = { field: 'name', direction: 'desc' } as const;
    const link = await linkFor(member, { kind: 'SEASON_STATS', params: { season: 2026, sort } });
    const season = await expectDues<TeamSeasonStats>(t, 'GET', '/api/v1/teams/1/stats/players?season=2026', member, 200);
    expect(season.players.length).toBeGreaterThan(1);
    const response = await fetchFile(link.url);
    expect(response.status).toBe(200);
    const expected = seasonFile('FC 한강', 2026, season.players, sort);
    expect(await bytes(response)).toEqual(encoded(expected.text));
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(expected.fileName)}`);
  });

  it('is built when fetched: a member who withdrew after the link was made reads 탈퇴한 회원', async () => {
    const link = await linkFor(admin, { kind: 'DUES_LEDGER', params: { year: 2026 } });
    expect(new TextDecoder().decode(new Uint8Array(await bytes(await fetchFile(link.url))))).toContain(people.member.name);
    await expectDues(t, 'PATCH', '/api/v1/users/withdraw', member, 204);
    const text = new TextDecoder().decode(new Uint8Array(await bytes(await fetchFile(link.url))));
    expect(text).not.toContain(people.member.name);
    expect(text).toContain('탈퇴한 회원');
  });

  it('can be fetched again within its five minutes (a downloader fetches after the WebView)', async () => {
    const link = await linkFor(member, { kind: 'DUES_LEDGER', params: { year: 2026 } });
    expect((await fetchFile(link.url)).status).toBe(200);
    t.clock.advance(4 * 60_000);
    expect((await fetchFile(link.url)).status).toBe(200);
  });
});

describe('who may have it', () => {
  it('is checked again when fetched: someone removed from the team meanwhile gets 403 5005', async () => {
    const link = await linkFor(member, { kind: 'SEASON_STATS', params: { season: 2026 } });
    await expectDues(t, 'DELETE', `/api/v1/teams/1/users/${people.member.id}`, admin, 204);
    await expectRefusal(await fetchFile(link.url), 403, 5005);
  });

  it('follows the dues rules: a member of a team that keeps dues private gets no dues file (403 5017), when asking or when fetching', async () => {
    const shared = await linkFor(member, { kind: 'DUES_BOARD', params: {} });
    await saveSettings(t, admin, { membersSeeEachOther: false });
    await expectRefused(t, 'POST', exportsPath(), member, 403, 5017, { kind: 'DUES_LEDGER', params: { year: 2026 } });
    await expectRefused(t, 'POST', exportsPath(), member, 403, 5017, { kind: 'DUES_BOARD', params: {} });
    await expectRefusal(await fetchFile(shared.url), 403, 5017);
    // The season stays the members'; the admin keeps the dues files.
    await linkFor(member, { kind: 'SEASON_STATS', params: { season: 2026 } });
    expect((await fetchFile((await linkFor(admin, { kind: 'DUES_LEDGER', params: { year: 2026 } })).url)).status).toBe(200);
  });

  it('refuses someone outside the team (403 5005)', async () => {
    await expectRefused(t, 'POST', exportsPath(), await tokenFor(t, people.loner.id), 403, 5005, { kind: 'SEASON_STATS', params: { season: 2026 } });
  });
});

describe('a link that does not work', () => {
  it('answers 410 5025 once its five minutes are over', async () => {
    const link = await linkFor(member, { kind: 'DUES_LEDGER', params: { year: 2026 } });
    t.clock.advance(5 * 60_000);
    await expectRefusal(await fetchFile(link.url), 410, 5025);
  });

  it('answers 403 5026 when forged: another team, person or expiry under the MAC, a changed MAC, not a token at all', async () => {
    const link = await linkFor(member, { kind: 'SEASON_STATS', params: { season: 2026 } });
    const [payload, mac] = link.url.split('/').pop()!.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const reSigned = (over: object) => `/open-api/v1/exports/${Buffer.from(JSON.stringify({ ...claims, ...over })).toString('base64url')}.${mac}`;
    for (const forged of [
      reSigned({ t: 2 }),
      reSigned({ u: people.admin.id }),
      reSigned({ e: (claims.e as number) + 3600 }),
      reSigned({ k: 'DUES_LEDGER', p: { year: 2026 } }),
      `/open-api/v1/exports/${payload}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      '/open-api/v1/exports/nothing',
      `/open-api/v1/exports/${'A'.repeat(2000)}.${mac}`,
    ]) {
      await expectRefusal(await fetchFile(forged), 403, 5026);
    }
  });

  it('is not asked for with a body that names no export (400 with the field)', async () => {
    const fields = await expectRefused(t, 'POST', exportsPath(), member, 400, 400, { kind: 'MEMBER_LIST', params: {} });
    expect(fields?.[0]?.field).toBe('kind');
    const range = await expectRefused(t, 'POST', exportsPath(), member, 400, 400, { kind: 'DUES_BOARD', params: { from: '2025-01', to: '2026-05' } });
    expect(range?.[0]?.field).toBe('to');
    await expectRefused(t, 'POST', exportsPath(), member, 400, 400, { kind: 'SEASON_STATS', params: { season: 1999 } });
  });
});

describe('around the file', () => {
  it('names the file in Korean with an ASCII fallback (RFC 6266)', () => {
    expect(attachmentHeader('FC 한강_시즌 기록.csv')).toBe(
      `attachment; filename="pitchside-export.csv";` + ` filename*=UTF-8''FC%20%ED%95%9C%EA%B0%95_%EC%8B%9C%EC%A6%8C%20%EA%B8%B0%EB%A1%9D.csv`,
    );
    expect(attachmentHeader("한강's (1)*.csv")).toBe(`attachment; filename="pitchside-export.csv"; filename*=UTF-8''%ED%95%9C%EA%B0%95%27s%20%281%29%2A.csv`);
    expect(attachmentHeader("FC Hangang's (1).csv")).toBe(`attachment; filename="FC Hangang's (1).csv"; filename*=UTF-8''FC%20Hangang%27s%20%281%29.csv`);
  });

  it('keeps the token out of log lines', () => {
    expect(loggablePath('/open-api/v1/exports/eyJ0IjoxfQ.abc')).toBe('/open-api/v1/exports/…');
  });
});
