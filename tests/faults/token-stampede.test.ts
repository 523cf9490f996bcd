/**
 * Fault: 100 requests hit an expired access token at the same moment (decision 024). The real HTTP client
 * and the real session (wired as src/lib/api.ts wires them) talk to the real app served by
 * @hono/node-server on a loopback port; the server counts the renew calls it receives. Exactly one
 * renew may happen — a second would rotate the refresh token twice, and the older copy presented again
 * counts as reuse and revokes the whole family (decision 003) — and every one of the 100 must succeed.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { seedPerson, seedTeams } from '#server/db/seed-data.ts';
import { refreshCookieName, refreshCookiePaths } from '#server/routes/auth.ts';
import { createHttpClient } from '#src/lib/http/client.ts';
import { createSession, type Session } from '#src/lib/session.ts';
import { signIn } from '../server/helpers.ts';
import { useTestDatabase } from '../server/test-app.ts';
import { cookieJarFetch } from './cookie-jar-fetch.ts';

const { fresh } = useTestDatabase();
const hangang = seedTeams.find((t) => t.key === 'hangang')!;

let server: ServerType | undefined;
let session: Session | undefined;
afterEach(async () => {
  session?.stop();
  session = undefined;
  (server as Server | undefined)?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('an expired access token under load', () => {
  test('100 concurrent requests with an expired token: exactly one renew call reaches the server, and all 100 succeed', async () => {
    const t = await fresh();
    const seen = { renew: 0, unauthorized: 0, api: 0 };
    server = serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch: async (request, env) => {
        const path = new URL(request.url).pathname;
        if (path === endpoints.renewToken.path) seen.renew += 1;
        const response = await t.app.fetch(request, env);
        if (path.startsWith('/api/')) {
          seen.api += 1;
          if (response.status === 401) seen.unauthorized += 1;
        }
        return response;
      },
    });
    await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
    const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    // Signed in as a team admin; the browser's refresh cookie lives in the jar.
    const signedIn = await signIn(t, { personId: seedPerson('kim-minjun').id });
    const jar = cookieJarFetch(baseURL);
    for (const path of refreshCookiePaths) jar.set(refreshCookieName, signedIn.refresh, path);
    const newSession = createSession({ renewToken: ({ signal }) => http.call('renewToken', { signal }) });
    session = newSession;
    const http = createHttpClient({ baseURL, session: newSession, fetch: jar.fetch });
    newSession.setToken({ accessToken: signedIn.accessToken, userId: signedIn.userId, userLifecycle: 'ACTIVE' });

    // The token's lifetime passes on the server's clock; the refresh cookie is still good.
    t.clock.advance((t.config.accessTokenTtlSeconds + 1) * 1000);

    // 100 reads of four kinds, all started before any of them is answered.
    const calls = Array.from({ length: 100 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return http.call('getMyTeams', { params: { id: signedIn.userId } }).then((teams) => teams.length);
        case 1:
          return http.call('listMembers', { params: { id: hangang.id } }).then((page) => page.totalElements);
        case 2:
          return http.call('getMemberStats', { params: { id: hangang.id } }).then(() => 1);
        default:
          return http.call('getUser', { params: { id: signedIn.userId } }).then((user) => user.userId);
      }
    });
    const outcomes = await Promise.allSettled(calls);

    const failed = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [`#${i}: ${String(o.reason)}`] : []));
    expect(failed).toEqual([]);
    expect(seen.renew).toBe(1);
    // Each request was refused at most once with the old token and retried once with the new one.
    expect(seen.unauthorized).toBeGreaterThan(0);
    expect(seen.api).toBe(100 + seen.unauthorized);
    expect(newSession.getState().status).toBe('loggedIn');
    expect(newSession.getAccessToken()).not.toBe(signedIn.accessToken);
    // The rotated refresh cookie works: the family was not revoked by a second, stale renew.
    await expect(newSession.refresh()).resolves.toBe(true);
    expect(seen.renew).toBe(2);
  });
});
