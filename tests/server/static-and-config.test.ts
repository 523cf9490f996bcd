import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '#server/auth/jwt-secret.ts';
import { createPreloadHeader } from '#server/client-preload.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import type { AppEnv } from '#server/http/endpoint.ts';
import { registerStaticClient } from '#server/static.ts';
import { precompressDirectory } from '../../scripts/build/precompress.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-static-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  // Big enough for the build step to write compressed copies of it (it skips files under 1 KB).
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Pitchside</title><!-- ${'경기 '.repeat(500)} -->`);
  writeFileSync(join(dir, 'assets', 'index-a1b2c3.js'), 'export {};');
  writeFileSync(join(dir, 'assets', 'big-d4e5f6.js'), `export const words = ${JSON.stringify('경기 '.repeat(2000))};`);
  // A build whose app boot and client core sit in chunks of their own, with their styles and a
  // runtime chunk they share, which the entry already imports (scripts/build/chunk-plan.ts).
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a1b2c3.js', isEntry: true, imports: ['_runtime-r0.js'] },
      '_runtime-r0.js': { file: 'assets/runtime-r0.js' },
      '_boot-b0.js': { file: 'assets/boot-b0.js', imports: ['_runtime-r0.js', 'index.html'], css: ['assets/boot-b0.css'] },
      '_data-d0.js': { file: 'assets/data-d0.js', imports: ['_runtime-r0.js', 'index.html'] },
      '_core-c0.js': { file: 'assets/core-c0.js', imports: ['_runtime-r0.js', 'index.html', '_boot-b0.js', '_data-d0.js'], css: ['assets/core-c0.css'] },
    }),
  );
  writeFileSync(
    join(dir, '.vite', 'chunk-modules.json'),
    JSON.stringify({
      'assets/index-a1b2c3.js': ['src/main.tsx'],
      'assets/boot-b0.js': ['src/app/boot.tsx'],
      'assets/data-d0.js': ['src/app/data.ts'],
      'assets/core-c0.js': ['src/app/core.ts', 'src/app/core-route.tsx'],
    }),
  );
  // The same step `vite build` runs (scripts/build/precompress.ts): .br and .gz copies beside each file.
  await precompressDirectory(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serving the built client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await database.shared();
    expect(registerStaticClient(t.app, dir)).toBe(true);
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.request('/assets/index-a1b2c3.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends scripts brotli-compressed to a browser that accepts brotli, from the copy the build wrote', async () => {
    const response = await t.app.request('/assets/big-d4e5f6.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const compressed = new Uint8Array(await response.arrayBuffer());
    expect(compressed.byteLength).toBeLessThan(2000);
    expect(brotliDecompressSync(compressed).toString()).toContain('경기 경기');
  });

  it('sends gzip to a browser without brotli, and the file itself to one without either', async () => {
    const gzipped = await t.app.request('/assets/big-d4e5f6.js', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzipped.arrayBuffer())).toString()).toContain('경기 경기');

    const plain = await t.app.request('/assets/big-d4e5f6.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // A shared cache must not hand this uncompressed answer's choice to a browser that sends another header.
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toContain('경기 경기');
  });

  it('sends the app shell of a deep link compressed too, never cached without revalidation', async () => {
    const response = await t.app.request('/teams/1/matches', { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(new Uint8Array(await response.arrayBuffer())).toString()).toContain('<title>Pitchside</title>');
  });

  it('never compresses the API', async () => {
    const response = await t.app.request('/open-api/v1/teams', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('does not serve the build manifest (a dot directory)', async () => {
    expect((await t.app.request('/.vite/manifest.json')).status).toBe(404);
  });

  it('answers index.html, revalidated, for deep links that accept HTML', async () => {
    for (const path of ['/', '/teams/1/players?position=GK']) {
      const response = await t.app.request(path, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Pitchside</title>');
    }
  });

  it(
    "asks every page's browser for the app's boot chunk with the shell, and a signed-in page's for the data layer and the client core too " +
      '(decisions 037, 038)',
    async () => {
      const entry = '</assets/index-a1b2c3.js>; rel=modulepreload';
      const boot = '</assets/boot-b0.js>; rel=modulepreload';
      const data = '</assets/data-d0.js>; rel=modulepreload';
      const core = '</assets/core-c0.js>; rel=modulepreload';
      const styles = (...files: string[]) => files.map((file) => `</assets/${file}>; rel=preload; as=style; crossorigin`);
      for (const path of ['/teams/1', '/matches/5/record', '/login/kakao-redirect']) {
        const response = await t.app.request(path, { headers: { accept: 'text/html' } });
        // The entry first (it starts the renewal), then the data layer: the page's reads wait for it.
        expect(response.headers.get('link')?.split(', '), path).toEqual([entry, data, boot, core, ...styles('boot-b0.css', 'core-c0.css')]);
      }
      for (const path of ['/login', '/privacy', '/404']) {
        const response = await t.app.request(path, { headers: { accept: 'text/html' } });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('link'), path).toBe([entry, boot, ...styles('boot-b0.css')].join(', '));
      }
    },
  );

  it('reads the Link header again when the build folder is another build, even one with the same manifest time (the bench swaps builds)', () => {
    const builds = mkdtempSync(join(tmpdir(), 'pitchside-builds-'));
    try {
      const [a, b, link] = ['a', 'b', 'client'].map((name) => join(builds, name));
      cpSync(dir, a, { recursive: true });
      cpSync(dir, b, { recursive: true });
      // Build b's core chunk has another name; both manifests carry the same modification time.
      for (const file of ['manifest.json', 'chunk-modules.json']) {
        writeFileSync(join(b, '.vite', file), readFileSync(join(b, '.vite', file), 'utf8').replaceAll('core-c0.js', 'core-c1.js'));
      }
      const time = new Date('2026-11-27T00:00:00Z');
      for (const build of [a, b]) utimesSync(join(build, '.vite', 'manifest.json'), time, time);
      symlinkSync(a, link);
      const header = createPreloadHeader(link);
      expect(header('/teams/1')).toContain('</assets/core-c0.js>; rel=modulepreload');
      symlinkSync(b, join(builds, 'next'));
      renameSync(join(builds, 'next'), link);
      expect(header('/teams/1')).toContain('</assets/core-c1.js>; rel=modulepreload');
      expect(header('/teams/1')).not.toContain('core-c0.js');
    } finally {
      rmSync(builds, { recursive: true, force: true });
    }
  });

  it('keeps API paths as the API: an unknown one is still the JSON 404', async () => {
    const response = await t.app.request('/api/v1/unknown', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404 });
  });

  it('does not answer index.html for a missing file that is not a page', async () => {
    expect((await t.app.request('/missing.png', { headers: { accept: 'image/png' } })).status).toBe(404);
  });

  it('serves nothing (and does not fail) without a build', () => {
    expect(registerStaticClient(t.app, join(dir, 'no-such-dir'))).toBe(false);
  });
});

/**
 * Decision 102: the address's own page comes with the shell too. A build that lists its routes
 * (scripts/build/route-pages.ts): the team page with a shared chunk and its styles, the record screen
 * with its early machines (in a chunk of their own) and the match screens' shared chunk.
 */
describe("the Link header names the address's own page", () => {
  let routed: string;
  beforeAll(() => {
    routed = mkdtempSync(join(tmpdir(), 'pitchside-routed-'));
    cpSync(dir, routed, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(routed, '.vite', 'manifest.json'), 'utf8')) as Record<string, unknown>;
    Object.assign(manifest, {
      'src/features/auth/login-page.tsx': { file: 'assets/login-l0.js', isDynamicEntry: true, imports: ['_runtime-r0.js', '_boot-b0.js'] },
      'src/features/teams/team-profile-page.tsx': { file: 'assets/team-t0.js', isDynamicEntry: true, imports: ['_core-c0.js', '_team-shared-s0.js'] },
      '_team-shared-s0.js': { file: 'assets/team-shared-s0.js', imports: ['_boot-b0.js'], css: ['assets/team-shared-s0.css'] },
      'src/features/match-record/match-record-page.tsx': {
        file: 'assets/record-p0.js',
        isDynamicEntry: true,
        imports: ['_core-c0.js', '_screens-x0.js'],
        css: ['assets/record-p0.css'],
      },
      '_screens-x0.js': { file: 'assets/screens-x0.js', imports: ['_core-c0.js'], css: ['assets/screens-x0.css', 'assets/core-c0.css'] },
      '_early-e0.js': { file: 'assets/early-e0.js', imports: ['_data-d0.js'] },
    });
    writeFileSync(join(routed, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const modules = JSON.parse(readFileSync(join(routed, '.vite', 'chunk-modules.json'), 'utf8')) as Record<string, string[]>;
    modules['assets/early-e0.js'] = ['machines/recorder.machine.ts', 'machines/outbox.machine.ts'];
    writeFileSync(join(routed, '.vite', 'chunk-modules.json'), JSON.stringify(modules));
    writeFileSync(
      join(routed, '.vite', 'route-pages.json'),
      JSON.stringify([
        { path: '/login', modules: ['src/features/auth/login-page.tsx'] },
        // Listed before the :teamId pattern, as in the route table; its page is not in this build.
        { path: '/teams/select', modules: ['src/features/teams/team-select-page.tsx'] },
        { path: '/teams/:teamId', modules: ['src/features/teams/team-profile-page.tsx'] },
        {
          path: '/matches/:matchId/record',
          modules: ['src/features/match-record/match-record-page.tsx', 'machines/recorder.machine.ts', 'machines/outbox.machine.ts'],
        },
      ]),
    );
  });
  afterAll(() => rmSync(routed, { recursive: true, force: true }));

  const entry = '</assets/index-a1b2c3.js>; rel=modulepreload';
  const script = (file: string) => `</assets/${file}>; rel=modulepreload`;
  const styles = (...files: string[]) => files.map((file) => `</assets/${file}>; rel=preload; as=style; crossorigin`);
  const shared = [entry, script('data-d0.js'), script('boot-b0.js'), script('core-c0.js')];

  it.each([
    ['/teams/7', [...shared, script('team-t0.js'), script('team-shared-s0.js'), ...styles('boot-b0.css', 'core-c0.css', 'team-shared-s0.css')]],
    [
      '/matches/5/record',
      [
        ...shared,
        script('record-p0.js'),
        script('early-e0.js'),
        script('screens-x0.js'),
        ...styles('boot-b0.css', 'core-c0.css', 'record-p0.css', 'screens-x0.css'),
      ],
    ],
    ['/login', [entry, script('boot-b0.js'), script('login-l0.js'), ...styles('boot-b0.css')]],
    // The first pattern that matches decides, as in the route table: not the team page's.
    ['/teams/select', [...shared, ...styles('boot-b0.css', 'core-c0.css')]],
    ['/no/such/page', [...shared, ...styles('boot-b0.css', 'core-c0.css')]],
  ])('%s: the shared chunks, then its own page, each chunk and style sheet once', (path, links) => {
    expect(createPreloadHeader(routed)(path)?.split(', ')).toEqual(links);
  });

  it('is the same header through the server, for a deep link', async () => {
    const app = new Hono<AppEnv>();
    expect(registerStaticClient(app, routed)).toBe(true);
    const response = await app.request('/teams/7', { headers: { accept: 'text/html' } });
    expect(response.headers.get('link')).toBe(createPreloadHeader(routed)('/teams/7'));
    expect(response.headers.get('link')).toContain(script('team-t0.js'));
  });
});

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './.data',
      staticDir: './dist',
      authProvider: 'dev',
      accessTokenTtlSeconds: 600,
      databaseUrl: null,
    });
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', AUTH_PROVIDER: 'google', APP_ORIGINS: 'localhost:5173' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/AUTH_PROVIDER/);
      expect((error as Error).message).toMatch(/APP_ORIGINS/);
    }
  });

  it("keeps a finished match's live log a day and sweeps every ten minutes, unless told otherwise in whole seconds", () => {
    expect(loadConfig({}).liveLog).toEqual({ keepFinishedMs: 86_400_000, everyMs: 600_000 });
    expect(loadConfig({ LIVE_LOG_KEEP_FINISHED_SECONDS: '0', LIVE_LOG_SWEEP_SECONDS: '1' }).liveLog).toEqual({ keepFinishedMs: 0, everyMs: 1000 });
    expect(() => loadConfig({ LIVE_LOG_SWEEP_SECONDS: '0' })).toThrow(/LIVE_LOG_SWEEP_SECONDS/);
    expect(() => loadConfig({ LIVE_LOG_KEEP_FINISHED_SECONDS: '1.5' })).toThrow(/LIVE_LOG_KEEP_FINISHED_SECONDS/);
  });

  it('needs the Kakao keys for AUTH_PROVIDER=kakao', () => {
    expect(() => loadConfig({ AUTH_PROVIDER: 'kakao' })).toThrow(/KAKAO_CLIENT_ID/);
  });

  it('keeps a generated development JWT secret across restarts', () => {
    const dataDir = join(dir, 'data');
    const first = resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }))).toBe(first);
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(32) }))).toBe('y'.repeat(32));
  });
});
