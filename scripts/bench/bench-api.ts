/**
 * The API calls the benchmarks make over HTTP (plain fetch, as any client would): a timed call
 * with a bearer token, the development sign-in of a seeded person, and a match set up through the
 * API — created, optionally with both lineups, and its first half started.
 */
import { matchBody } from '../../tests/support/match-body.ts';

export interface TimedResult<T> {
  data: T;
  /** performance.now() when the request was sent, and when its response headers arrived. */
  sent: number;
  acknowledged: number;
}

export type Caller = <T = unknown>(method: string, path: string, body?: unknown) => Promise<TimedResult<T>>;

/** A caller for `base` as the holder of `token`; a non-2xx answer throws with the server's message. */
export function callerFor(base: string, token: string): Caller {
  return async <T>(method: string, path: string, body?: unknown) => {
    const sent = performance.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const acknowledged = performance.now();
    const text = await response.text();
    const envelope = (text ? JSON.parse(text) : {}) as { data: T; message?: string };
    if (!response.ok) throw new CallError(response.status, `${method} ${path}: ${response.status} ${envelope.message ?? text}`);
    return { data: envelope.data, sent, acknowledged };
  };
}

/** A non-2xx answer of a bench call, with its status. */
export class CallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A caller for a seeded person that signs in again when its access token has run out (401), as the
 * app renews its own: a soak outlives a token's lifetime (ACCESS_TOKEN_TTL_SECONDS, 10 minutes). A
 * 401 means the server did nothing, so the call is sent again once.
 */
export async function signedInCaller(base: string, personId: number): Promise<Caller> {
  let session = devSignIn(base, personId).then((token) => callerFor(base, token));
  return async <T>(method: string, path: string, body?: unknown) => {
    const used = session;
    try {
      return await (
        await used
      )<T>(method, path, body);
    } catch (error) {
      if (!(error instanceof CallError && error.status === 401)) throw error;
      // One new sign-in for all the calls that met the same expired token.
      if (session === used) session = devSignIn(base, personId).then((token) => callerFor(base, token));
      return (await session)<T>(method, path, body);
    }
  };
}

/**
 * Signs a seeded person in through the development provider (authorize → code → token), the way
 * e2e/api.ts does it for Playwright: answers the access token.
 */
export async function devSignIn(base: string, personId: number): Promise<string> {
  const redirectUri = `${base}/login/kakao-redirect`;
  const state = 'bench-state-0001';
  // The authorize redirect binds the state to this client with a cookie the code exchange checks (decision 026).
  const authorize = await fetch(`${base}/open-api/v1/auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`, { redirect: 'manual' });
  const stateCookie = authorize.headers
    .getSetCookie()
    .find((c) => c.startsWith('pitchside_login_state='))
    ?.split(';')[0];
  if (authorize.status !== 302 || !stateCookie) throw new Error(`authorize answered ${authorize.status}`);
  const chosen = await fetch(`${base}/dev-auth/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ redirect_uri: redirectUri, state, personId: String(personId) }),
    redirect: 'manual',
  });
  const location = chosen.headers.get('location');
  if (chosen.status !== 302 || !location) throw new Error(`dev sign-in answered ${chosen.status}`);
  const code = new URL(location).searchParams.get('code');
  const token = await fetch(`${base}/open-api/v1/users/kakao`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: stateCookie },
    body: JSON.stringify({ code, redirectUri, state }),
  });
  if (!token.ok) throw new Error(`code exchange answered ${token.status}`);
  return ((await token.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * Creates a match as the home admin and answers its id. Against another registered team the match
 * is a request until that team's admin accepts it (decision 029): `away` accepts it at once.
 */
export async function createMatch(home: Caller, title: string, homeTeamId: number, awayTeamId: number, away?: Caller): Promise<number> {
  const id = (await home<{ id: number }>('POST', '/api/v1/matches', matchBody(title, homeTeamId, awayTeamId))).data.id;
  if (away) await away('POST', `/api/v1/matches/${id}/accept`);
  return id;
}

/** Starts the first half (the server's clock): from now on the match records events. */
export async function startFirstHalf(admin: Caller, matchId: number): Promise<void> {
  await admin('PATCH', `/api/v1/matches/${matchId}/time`, { halfType: 'FIRST_HALF', timeType: 'START_TIME' });
}
