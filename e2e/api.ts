import type { APIRequestContext } from '@playwright/test';
import { serverOrigin } from './fixtures/server.ts';

/** Who the development provider signs in: a seeded person, or a new one by name. */
export type ProviderChoice = { personId: number } | { name: string };

/**
 * The sign-in round trip up to the code, without a browser page: the authorize redirect binds the
 * state to this client with a cookie the code exchange checks (decision 026), then the development
 * provider chooses the person. Answers the URL the provider sends the browser back to.
 */
export async function providerCallback(request: APIRequestContext, who: ProviderChoice, state: string): Promise<URL> {
  // The same origin playwright.config.ts serves on, so the redirect URI is on the server's allow list.
  const redirectUri = `${serverOrigin()}/login/kakao-redirect`;
  const authorize = await request.get(`/open-api/v1/auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`, { maxRedirects: 0 });
  if (authorize.status() !== 302) throw new Error(`authorize answered ${authorize.status()}`);
  const form: Record<string, string> = 'personId' in who ? { personId: String(who.personId) } : { name: who.name };
  const chosen = await request.post('/dev-auth/authorize', { form: { redirect_uri: redirectUri, state, ...form }, maxRedirects: 0 });
  const location = chosen.headers()['location'];
  if (chosen.status() !== 302 || !location) throw new Error(`dev sign-in answered ${chosen.status()}`);
  return new URL(location);
}

/** The whole sign-in HTTP flow (authorize → development provider → code → token), for specs that call the API as that person. */
export async function apiToken(request: APIRequestContext, who: ProviderChoice): Promise<{ accessToken: string; userId: number }> {
  const state = 'e2e-state-0001';
  const back = await providerCallback(request, who, state);
  const redirectUri = `${back.origin}${back.pathname}`;
  const token = await request.post('/open-api/v1/users/kakao', { data: { code: back.searchParams.get('code'), redirectUri, state } });
  if (!token.ok()) throw new Error(`code exchange answered ${token.status()}`);
  return (await token.json()).data as { accessToken: string; userId: number };
}

/** Signs a seeded person in through the real sign-in HTTP flow, without a browser page: their access token. */
export async function apiSignIn(request: APIRequestContext, personId: number): Promise<string> {
  return (await apiToken(request, { personId })).accessToken;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
