/**
 * The security headers (decision 026) on every kind of answer: an API answer, error answers, the
 * built client's index.html and a hashed asset, the development sign-in page (which keeps its own,
 * stricter policy), and the live stream, which node writes itself — over a real HTTP server.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { contentSecurityPolicy } from '#server/http/security-headers.ts';
import { registerStaticClient } from '#server/static.ts';
import { redirectUri, state, tokenFor } from './helpers.ts';
import { useNodeServer } from './node-server.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-headers-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Pitchside</title><script type="module" src="/assets/index-a1b2c3.js"></script>');
  writeFileSync(join(dir, 'assets', 'index-a1b2c3.js'), 'export {};');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The directives of a policy, by name. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy).toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectAppHeaders(response: Response, what: string) {
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('connect-src'), what).toEqual(["'self'"]);
  expect(csp.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:', 'https://*.kakaocdn.net']);
  // Only styles may be inline (React style attributes); nothing may be eval'd.
  for (const [name, values] of csp) {
    if (name !== 'style-src') expect(values, `${what} ${name}`).not.toContain("'unsafe-inline'");
    expect(values, `${what} ${name}`).not.toContain("'unsafe-eval'");
  }
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(response.headers.get('permissions-policy'), what).toContain('camera=()');
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await database.shared();
    expect(registerStaticClient(t.app, dir)).toBe(true);
  });

  it('are on an API answer', async () => {
    const response = await t.app.request('/open-api/v1/teams');
    expect(response.status).toBe(200);
    expectAppHeaders(response, 'GET /open-api/v1/teams');
  });

  it('are on error answers: 401, 404, 405, 400 and a plain 404 outside the API', async () => {
    const cases: [string, RequestInit, number][] = [
      ['/api/v1/users/1', {}, 401],
      ['/api/v1/no-such-thing', {}, 404],
      ['/open-api/v1/users/kakao', {}, 405],
      ['/open-api/v1/users/kakao', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }, 400],
      ['/uploads/nothing-here.png', {}, 404],
    ];
    for (const [path, init, status] of cases) {
      const response = await t.app.request(path, init);
      expect(response.status, path).toBe(status);
      expectAppHeaders(response, `${init.method ?? 'GET'} ${path}`);
    }
  });

  it('are on index.html (a deep link) and on a hashed asset', async () => {
    const page = await t.app.request('/teams/1', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Pitchside</title>');
    expectAppHeaders(page, 'index.html');
    const asset = await t.app.request('/assets/index-a1b2c3.js');
    expect(asset.status).toBe(200);
    expectAppHeaders(asset, 'asset');
  });

  it('leave the development sign-in page its own stricter policy, and add the rest', async () => {
    const response = await t.app.request(`/dev-auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`);
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('add HSTS only over HTTPS, or behind a trusted proxy that says so', async () => {
    expect((await t.app.request('/open-api/v1/teams')).headers.get('strict-transport-security')).toBeNull();
    expect((await t.app.request('/open-api/v1/teams', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
    expect((await t.app.request('https://localhost/open-api/v1/teams')).headers.get('strict-transport-security')).toBe('max-age=15552000');
    const proxied = await database.fresh({ env: { TRUST_PROXY: '1' } });
    expect((await proxied.app.request('/open-api/v1/teams', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBe(
      'max-age=15552000',
    );
  });
});

describe('security headers over a real node server', () => {
  const node = useNodeServer(() => database.shared());

  it('are on the live stream, which node writes itself', async () => {
    const member = seedPerson('kim-minjun');
    const [match] = await node.app().database.db.select({ id: matches.id }).from(matches).where(eq(matches.homeTeamId, member.teams[0].id)).limit(1);
    const controller = new AbortController();
    const response = await fetch(`${node.base()}/api/v1/matches/${match.id}/live`, {
      headers: { authorization: `Bearer ${await tokenFor(node.app(), member.id)}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expectAppHeaders(response, 'live stream');
    controller.abort();
  });

  it('are on an API answer sent through node, once each', async () => {
    const response = await fetch(`${node.base()}/open-api/v1/teams`);
    expect(response.status).toBe(200);
    expectAppHeaders(response, 'node API answer');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
  });
});
