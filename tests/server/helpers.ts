/** Small request helpers for server tests (sign-in through the real development flow, JSON calls). */
import { expect } from 'vitest';
import { loginRedirectRoute } from '#contract/endpoints.ts';
import { createTokenService } from '#server/auth/tokens.ts';
import { users } from '#server/db/schema.ts';
import { uploads } from '#server/db/schema-uploads.ts';
import type { TestApp } from './test-app.ts';

export const redirectUri = `http://localhost${loginRedirectRoute}`;
export const state = 'state-1234567890';

export interface Envelope<T = unknown> {
  status: number;
  message: string;
  code?: number;
  data: T;
}

export async function body<T = unknown>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

/** Picks a person on the development page and answers the one-time code it redirects with. */
export async function devCode(t: TestApp, choice: { personId: number } | { name: string }, uri = redirectUri, origin = ''): Promise<string> {
  const form = new URLSearchParams({ redirect_uri: uri, state, ...('personId' in choice ? { personId: String(choice.personId) } : { name: choice.name }) });
  const response = await t.app.request(`${origin}/dev-auth/authorize`, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  expect(location.searchParams.get('state')).toBe(state);
  return location.searchParams.get('code')!;
}

/** The refresh cookie value a response sets (or '' when it clears it). */
export function refreshCookie(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('pitchside_refresh='));
  return header?.split(';')[0].slice('pitchside_refresh='.length);
}

/**
 * Starts a sign-in as a browser does: the authorize redirect, which binds `state` to this browser with
 * a cookie. Answers that cookie as a Cookie header (`name=value`) for the code exchange.
 */
export async function loginStateCookie(t: TestApp, origin = '', withState = state): Promise<string> {
  const query = new URLSearchParams({ redirect_uri: `${origin || 'http://localhost'}${loginRedirectRoute}`, state: withState });
  const response = await t.app.request(`${origin}/open-api/v1/auth/authorize?${query}`);
  expect(response.status).toBe(302);
  const header = response.headers.getSetCookie().find((c) => c.startsWith('pitchside_login_state='));
  expect(header).toBeDefined();
  return header!.split(';')[0];
}

/**
 * The code exchange, with `state` and the state cookie of a fresh authorize redirect (or the Cookie
 * header given: '' sends none).
 */
export async function exchange(t: TestApp, code: string, uri = redirectUri, cookie?: string, withState = state): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sent = cookie ?? (await loginStateCookie(t));
  if (sent) headers.cookie = sent;
  return t.app.request('/open-api/v1/users/kakao', { method: 'POST', headers, body: JSON.stringify({ code, redirectUri: uri, state: withState }) });
}

/** Signs a person in through the development flow: answers the access token and the refresh cookie. */
export async function signIn(t: TestApp, choice: { personId: number } | { name: string }) {
  const response = await exchange(t, await devCode(t, choice));
  expect(response.status).toBe(200);
  const { data } = await body<{ accessToken: string; userId: number; userLifecycle: string }>(response);
  return { ...data, refresh: refreshCookie(response)! };
}

/** A JSON call with an optional Bearer token. */
export function call(t: TestApp, method: string, path: string, options: { token?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] ??= 'application/json';
  return t.app.request(path, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json) });
}

/**
 * An access token for a person, signed the way the app signs them (same secret, the app's clock) in
 * a session of its own (a refresh family, decision 030): for tests about what a signed-in person may
 * do rather than about signing in.
 */
export async function tokenFor(t: TestApp, userId: number): Promise<string> {
  const tokens = createTokenService({ db: t.database.db, clock: t.clock, secret: t.config.jwtSecret!, accessTokenTtlSeconds: t.config.accessTokenTtlSeconds });
  return tokens.accessTokenInNewSession(userId);
}

/** Makes a PENDING person (signed in, profile not completed) straight in the database; answers their id. */
export async function pendingPerson(t: TestApp, name = '가입 중'): Promise<number> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      name,
      lifecycle: 'PENDING',
      socialType: 'DEV',
      socialId: `dev:${crypto.randomUUID()}`,
      createdAt: t.clock.now(),
    })
    .returning({ id: users.id });
  return row.id;
}

/** A multipart upload of one file under `file` (or under another field name). */
export function upload(t: TestApp, token: string | undefined, file: Blob, name: string, field = 'file') {
  const form = new FormData();
  form.set(field, file, name);
  return t.app.request('/api/v1/s3/images', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The images the app's store holds (decision 098: the `uploads` table), by key. */
export async function storedImages(t: TestApp): Promise<Map<string, { contentType: string; bytes: Uint8Array; byteSize: number }>> {
  const rows = await t.database.db
    .select({ key: uploads.key, contentType: uploads.contentType, bytes: uploads.bytes, byteSize: uploads.byteSize })
    .from(uploads);
  return new Map(rows.map(({ key, ...row }) => [key, row]));
}
