/**
 * A document request's first screen (decision 104), on the real build: the page cookie's person, the
 * reads through the app itself with the same rules as the API, the render in #root and the state its
 * hydration needs beside it; a personal answer no cache keeps. Anything short of that answers the
 * plain shell: no cookie, an ended session (logout), a read the person may not make, the time budget
 * spent, a build without the render bundle; a refusal is logged at warn without the person or the
 * address. Counted, not timed.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '#server/auth/tokens.ts';
import { seedPerson, seedTeams } from '#server/db/seed-data.ts';
import { createPageRender } from '#server/render/page-render.ts';
import { registerStaticClient } from '#server/static.ts';
import { namedRecorder, rowFixtures } from './authorization-fixtures.ts';
import { devCode, exchange } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const database = useTestDatabase();
const hangang = seedTeams.find((team) => team.key === 'hangang')!;
const gwanak = seedTeams.find((team) => team.key === 'gwanak')!;
const admin = seedPerson('kim-minjun');
const stateScript = /<script id="server-render-state" type="application\/json">([^<]*)<\/script>/;

beforeAll(() => {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-if-needed.mjs')], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}\n${build.stderr}`);
}, 300_000);

/** The app serving `staticDir` with the page render, and what the render logged. */
function serving(t: TestApp, staticDir: string, budgetMs?: number) {
  const warnings: { fields: unknown; message: string }[] = [];
  const tokens = createTokenService({ db: t.database.db, clock: t.clock, secret: t.config.jwtSecret!, accessTokenTtlSeconds: t.config.accessTokenTtlSeconds });
  const renderPage = createPageRender(staticDir, {
    db: t.database.db,
    clock: t.clock,
    tokens,
    secret: t.config.jwtSecret!,
    fetch: (input, init) => Promise.resolve(t.app.request(input instanceof URL ? input.href : input, init)),
    logger: { warn: (fields: unknown, message: string) => void warnings.push({ fields, message }) } as never,
    budgetMs,
  });
  expect(registerStaticClient(t.app, staticDir, { renderPage })).toBe(true);
  return { warnings };
}

/** Signs `personId` in; answers the page cookie (`name=value`) and the refresh cookie. */
async function signedIn(t: TestApp, personId: number) {
  const response = await exchange(t, await devCode(t, { personId }));
  const cookies = response.headers.getSetCookie();
  const pick = (name: string) => cookies.find((c) => c.startsWith(`${name}=`))!.split(';')[0];
  return { page: pick('pitchside_page'), refresh: pick('pitchside_refresh') };
}

const documentOf = (t: TestApp, path: string, cookie?: string) => t.app.request(path, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('a document request of a server-rendered screen', () => {
  it('carries the team page in #root and the state its hydration needs, as a private answer never stored', async () => {
    const t = await database.fresh();
    serving(t, dist);
    const { page } = await signedIn(t, admin.id);
    const response = await documentOf(t, `/teams/${hangang.id}`, page);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const link = response.headers.get('link')!;
    expect(link).toContain('rel=modulepreload');
    const html = await response.text();
    // Its style sheets in its head, render-blocking, and first in the Link header: it paints styled, before any script.
    const styles = [...link.matchAll(/<([^>]+)>; rel=preload; as=style/g)].map((m) => m[1]);
    expect(styles.length).toBeGreaterThan(1);
    expect(
      link
        .split(', ')
        .slice(0, styles.length)
        .every((l) => l.includes('as=style')),
    ).toBe(true);
    const head = html.slice(0, html.indexOf('</head>'));
    for (const href of styles) expect(head).toContain(`<link rel="stylesheet" crossorigin href="${href}">`);
    expect(html).toMatch(new RegExp(`<div id="root" data-hydrating="">.*<h2 id="team-name"[^>]*>${hangang.name}</h2>`, 's'));
    // The page's own title from the first byte, as the app sets it once its scripts run (one title in the document).
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>팀 프로필 · Pitchside</title>']);
    expect(html).not.toContain('불러오는 중…');
    // Whole: no part sent apart with an inline script to move it in (the content policy refuses those).
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<template');
    // The parts below a phone's first screen are in it too (they paint with it, before any script).
    expect(html).toContain('최근 경기');
    const state = JSON.parse(stateScript.exec(html)![1]) as { path: string; person: unknown; queries: { queries: { queryKey: unknown[] }[] } };
    expect(state.path).toBe(`/teams/${hangang.id}`);
    expect(state.person).toEqual({ userId: admin.id, userLifecycle: 'ACTIVE' });
    // The shell's reads (the person, their teams) and the page's: the first render needs nothing else.
    expect(state.queries.queries.map((q) => q.queryKey[0])).toEqual(expect.arrayContaining(['users', 'teams']));
  });

  it('carries the match page of a member, and /login for anyone', async () => {
    const t = await database.fresh();
    serving(t, dist);
    const { page } = await signedIn(t, admin.id);
    const match = await (await documentOf(t, '/matches/1', page)).text();
    expect(stateScript.test(match)).toBe(true);
    expect(match).toContain('<title>경기 정보 · Pitchside</title>');
    const login = await (await documentOf(t, '/login')).text();
    expect(login).toContain('카카오');
    expect(login).toContain('<title>로그인 · Pitchside</title>');
    expect(JSON.parse(stateScript.exec(login)![1])).toMatchObject({ path: '/login', person: null, queries: null });
  });

  it('carries the record screen of the admin of a match in play: the match as the server has it, whole, private', async () => {
    const t = await database.fresh();
    serving(t, dist);
    const { matchId } = await rowFixtures(t).match('hangang', 'PLAY_FIRST_HALF');
    const { page } = await signedIn(t, admin.id);
    const response = await documentOf(t, `/matches/${matchId}/record`, page);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    // The board, the clock and the buttons of the match in play, before any script.
    expect(html).toMatch(/<div id="root" data-hydrating="">.*aria-label="FC 한강 0점, [^"]+ 0점".*role="timer"/s);
    expect(html).toContain('전반 종료');
    expect(html).not.toContain('불러오는 중…');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<template');
    const state = JSON.parse(stateScript.exec(html)![1]) as { path: string; person: unknown; queries: { queries: { queryKey: unknown[] }[] } };
    expect(state.path).toBe(`/matches/${matchId}/record`);
    expect(state.person).toEqual({ userId: admin.id, userLifecycle: 'ACTIVE' });
    // The match, its score, players and log: the recorder's first state needs no read of the device.
    expect(state.queries.queries.map((q) => q.queryKey.join('/'))).toEqual(expect.arrayContaining([`matches/${matchId}/info`, `matches/${matchId}/history`]));
  });

  it('is the plain shell for a member who records nothing, and for a named recorder after full time (the client sends them on)', async () => {
    const t = await database.fresh();
    const { warnings } = serving(t, dist);
    const fixtures = rowFixtures(t);
    const notTheirs = await fixtures.match('hangang', 'PLAY_FIRST_HALF', 'someoneElse');
    const ended = await fixtures.match('hangang', 'FINISHED', 'named');
    const { page } = await signedIn(t, namedRecorder);
    for (const matchId of [notTheirs.matchId, ended.matchId]) {
      const response = await documentOf(t, `/matches/${matchId}/record`, page);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(stateScript.test(await response.text())).toBe(false);
    }
    expect(warnings.map((w) => w.message)).toEqual([expect.stringContaining('sends elsewhere'), expect.stringContaining('sends elsewhere')]);
  });

  it('is the plain shell without the page cookie, after logout, and for a team the person is not in (logged without who or where)', async () => {
    const t = await database.fresh();
    const { warnings } = serving(t, dist);
    const plain = async (path: string, cookie?: string) => {
      const response = await documentOf(t, path, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(stateScript.test(await response.text())).toBe(false);
    };
    await plain(`/teams/${hangang.id}`);
    const { page, refresh } = await signedIn(t, admin.id);
    expect(admin.teams.some((team) => team.id === gwanak.id)).toBe(false);
    await plain(`/teams/${gwanak.id}`, page);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toContain('403');
    expect(JSON.stringify(warnings)).not.toMatch(new RegExp(`teams/${gwanak.id}|"userId"|${admin.name}`));
    const logout = await t.app.request('/open-api/v1/users/logout', { method: 'POST', headers: { cookie: refresh } });
    expect(logout.status).toBe(204);
    await plain(`/teams/${hangang.id}`, page);
  });

  it('comes from a bundle that is never served', async () => {
    const t = await database.fresh();
    serving(t, dist);
    const response = await t.app.request('/.ssr/server-render.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('renderPage');
  });

  it('is the plain shell once the time budget is spent', async () => {
    const t = await database.fresh();
    const { warnings } = serving(t, dist, 0);
    const { page } = await signedIn(t, admin.id);
    const response = await documentOf(t, `/teams/${hangang.id}`, page);
    expect(stateScript.test(await response.text())).toBe(false);
    expect(warnings.map((w) => w.message)).toEqual([expect.stringContaining('budget')]);
  });

  describe('of a build without the render bundle (an older one)', () => {
    const older = mkdtempSync(join(tmpdir(), 'pitchside-older-build-'));
    afterAll(() => rmSync(older, { recursive: true, force: true }));

    it('is the plain shell', async () => {
      copyFileSync(join(dist, 'index.html'), join(older, 'index.html'));
      const t = await database.fresh();
      serving(t, older);
      const { page } = await signedIn(t, admin.id);
      const response = await documentOf(t, `/teams/${hangang.id}`, page);
      expect(response.status).toBe(200);
      expect(stateScript.test(await response.text())).toBe(false);
    });
  });
});
