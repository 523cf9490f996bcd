import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '#server/auth/jwt-secret.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { registerStaticClient } from '#server/static.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Pitchside</title>');
  writeFileSync(join(dir, 'assets', 'index-a1b2c3.js'), 'export {};');
  writeFileSync(join(dir, 'assets', 'big-d4e5f6.js'), `export const words = ${JSON.stringify('경기 '.repeat(2000))};`);
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

  it('sends scripts gzip-compressed to a browser that accepts gzip', async () => {
    const response = await t.app.request('/assets/big-d4e5f6.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const compressed = new Uint8Array(await response.arrayBuffer());
    expect(compressed.byteLength).toBeLessThan(2000);
    expect(gunzipSync(compressed).toString()).toContain('경기 경기');
  });

  it('answers index.html, revalidated, for deep links that accept HTML', async () => {
    for (const path of ['/', '/teams/1/players?position=GK']) {
      const response = await t.app.request(path, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Pitchside</title>');
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

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: './.data', staticDir: './dist', authProvider: 'dev', accessTokenTtlSeconds: 600, databaseUrl: null });
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
