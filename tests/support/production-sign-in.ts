/**
 * Signing a seeded person in to a production-mode server on a real port (ALLOW_DEV_AUTH=true): the
 * development page → a one-time code → an access token, as tests/production/two-processes.test.ts does.
 */
import { expect } from 'vitest';
import { seedPerson } from '#server/db/seed-data.ts';
import { call } from './raw-http.ts';

export async function signInOnServer(base: string, key: string): Promise<string> {
  const redirectUri = `${base}/login/kakao-redirect`;
  const state = 'production-test';
  // The authorize redirect binds the state to this client with a cookie the code exchange checks (decision 026).
  const authorize = await call(base, `/open-api/v1/auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`);
  const stateCookie = [authorize.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.startsWith('pitchside_login_state='))
    ?.split(';')[0];
  expect(stateCookie, `authorize answered ${authorize.status}`).toBeDefined();
  const chosen = await call(base, '/dev-auth/authorize', { method: 'POST', form: { redirect_uri: redirectUri, state, personId: String(seedPerson(key).id) } });
  expect(chosen.status, chosen.body).toBe(302);
  const code = new URL(String(chosen.headers.location)).searchParams.get('code');
  const exchanged = await call(base, '/open-api/v1/users/kakao', { method: 'POST', json: { code, redirectUri, state }, headers: { cookie: stateCookie! } });
  expect(exchanged.status, exchanged.body).toBe(200);
  return exchanged.json<{ data: { accessToken: string } }>().data.accessToken;
}
