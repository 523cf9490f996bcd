import type { APIRequestContext } from '@playwright/test';
import { serverOrigin } from './fixtures/test.ts';

/**
 * Signs a seeded person in through the real sign-in HTTP flow (authorize → development provider →
 * code → token), without a browser page, for specs that call the API as that person.
 */
export async function apiSignIn(request: APIRequestContext, personId: number): Promise<string> {
  // The same origin playwright.config.ts serves on, so the redirect URI is on the server's allow list.
  const redirectUri = `${serverOrigin()}/login/kakao-redirect`;
  const state = 'e2e-state-0001';
  // The authorize redirect binds the state to this client with a cookie the code exchange checks (decision 026).
  const authorize = await request.get(`/open-api/v1/auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`, { maxRedirects: 0 });
  if (authorize.status() !== 302) throw new Error(`authorize answered ${authorize.status()}`);
  const chosen = await request.post('/dev-auth/authorize', {
    form: { redirect_uri: redirectUri, state, personId: String(personId) },
    maxRedirects: 0,
  });
  const location = chosen.headers()['location'];
  if (chosen.status() !== 302 || !location) throw new Error(`dev sign-in answered ${chosen.status()}`);
  const code = new URL(location).searchParams.get('code');
  const token = await request.post('/open-api/v1/users/kakao', { data: { code, redirectUri, state } });
  if (!token.ok()) throw new Error(`code exchange answered ${token.status()}`);
  return (await token.json()).data.accessToken as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
