/**
 * The HTTP client against a real local HTTP server (node:http on 127.0.0.1, port 0): one test per
 * behaviour of docs/product.md §7–8. Each test sets `answer`, the server's reply for that case; the server
 * records every request it receives. Retry waits go through an injected `sleep` that records the
 * delay asked for and returns at once.
 */
import type { TokenResponse } from '#contract/users.ts';
import { SessionUnreachableError } from '#machines/session.machine.ts';
import { constants } from '#src/lib/constants.ts';
import { createHttpClient, type HttpClientOptions } from '#src/lib/http/client.ts';
import {
  BadRequestError,
  ForbiddenError,
  HttpError,
  MissingBodyError,
  NetworkError,
  NotFoundError,
  NotLoggedInError,
  ResponseValidationError,
  TimeoutError,
  UnauthorizedError,
} from '#src/lib/http/errors.ts';
import { retriesFor } from '#src/lib/http/retry.ts';
import { createSession, type Session } from '#src/lib/session.ts';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

// ---- The server ------------------------------------------------------------------------------------

interface Received {
  method: string;
  url: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Answer = (req: Received, res: ServerResponse) => void;

let server: Server;
let baseURL: string;
let received: Received[] = [];
let answer: Answer;

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
  res.end(text);
}
const ok = (res: ServerResponse, data: unknown, status = 200) => send(res, status, { status, message: '성공', data });
const fail = (res: ServerResponse, status: number, code: number, message: string, data: unknown = null, headers?: Record<string, string>) =>
  send(res, status, { status, message, code, data }, headers);

const token = (accessToken: string): TokenResponse => ({ accessToken, userId: 7, userLifecycle: 'ACTIVE' });
const memo = { matchId: 5, memo: '전반 압박 강하게' };
const team = {
  id: 1,
  name: 'FC 한강',
  logoImgUrl: null,
  teamColor: '#00AA55',
  isTemp: false,
  memberCount: 16,
  bottomColor: '#FFFFFF',
  stockingColor: '#000000',
  description: null,
  organizationType: null,
  region: null,
  foundedYear: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  momVoteHours: 24,
};
const teamWrite = { name: 'FC 한강', teamColor: '#00AA55', bottomColor: '#FFFFFF', stockingColor: '#000000' };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '/';
      const rec: Received = { method: req.method ?? '', url, path: url.split('?')[0], headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(rec);
      answer(rec, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

// ---- The client under test ---------------------------------------------------------------------------

let delays: number[];
let sessions: Session[] = [];
const onForbidden = vi.fn();
const onNotFound = vi.fn();

beforeEach(() => {
  received = [];
  delays = [];
  answer = (_req, res) => fail(res, 500, 9999, '이 테스트는 서버 응답을 정하지 않았습니다.');
  onForbidden.mockReset();
  onNotFound.mockReset();
});
afterEach(() => {
  for (const s of sessions) s.stop();
  sessions = [];
});

/** A session wired like src/lib/api.ts: renew goes through the same client. */
function setup(options: Partial<HttpClientOptions> & { accessToken?: string | null } = {}) {
  const { accessToken = 'token-1', ...clientOptions } = options;
  const session = createSession({ renewToken: ({ signal }) => http.call('renewToken', { signal }) });
  sessions.push(session);
  const http = createHttpClient({
    baseURL,
    session,
    onForbidden,
    onNotFound,
    sleep: async (ms) => {
      delays.push(ms);
    },
    ...clientOptions,
  });
  if (accessToken !== null) session.setToken(token(accessToken));
  return { http, session };
}

const renewCalls = () => received.filter((r) => r.path === '/open-api/v1/users/renew').length;

// ---- docs/product.md §7.1: what every request carries ---------------------------------------------

describe('credentials and authorization', () => {
  test('every request is sent with credentials: include, and the cookie reaches the server', async () => {
    const inits: RequestInit[] = [];
    // Node's fetch has no cookie jar: the wrapper plays the browser's part and adds the cookie.
    const browserLikeFetch: typeof fetch = (input, init) => {
      inits.push(init ?? {});
      const headers = new Headers(init?.headers);
      if (init?.credentials === 'include') headers.set('cookie', 'refresh_token=rt-1');
      return fetch(input, { ...init, headers });
    };
    answer = (req, res) => (req.path === '/open-api/v1/users/renew' ? ok(res, token('token-2')) : ok(res, memo));
    const { http } = setup({ fetch: browserLikeFetch });

    await http.call('getMatchMemo', { params: { id: 5 } });
    await http.call('renewToken');

    expect(inits.map((i) => i.credentials)).toEqual(['include', 'include']);
    expect(received.map((r) => r.headers.cookie)).toEqual(['refresh_token=rt-1', 'refresh_token=rt-1']);
  });

  test('/api/ paths carry Authorization: Bearer <token>; /open-api/ paths carry none', async () => {
    answer = (req, res) => (req.path.startsWith('/api/') ? ok(res, memo) : ok(res, team));
    const { http } = setup({ accessToken: 'abc.def.ghi' });

    await http.call('getMatchMemo', { params: { id: 5 } });
    await http.call('getTeam', { params: { id: 1 } });

    expect(received[0].path).toBe('/api/v1/matches/5/memo');
    expect(received[0].headers.authorization).toBe('Bearer abc.def.ghi');
    expect(received[1].path).toBe('/open-api/v1/teams/1');
    expect(received[1].headers.authorization).toBeUndefined();
  });

  test('a bearer call while logged out throws NotLoggedInError before any request', async () => {
    const { http } = setup({ accessToken: null });
    await expect(http.call('getMatchMemo', { params: { id: 5 } })).rejects.toBeInstanceOf(NotLoggedInError);
    await expect(http.call('getMatchMemo', { params: { id: 5 } })).rejects.toThrow('로그인하지 않은 사용자가 접근했습니다.');
    expect(received).toHaveLength(0);
  });

  test('an open call works while logged out', async () => {
    answer = (_req, res) => ok(res, team);
    const { http } = setup({ accessToken: null });
    await expect(http.call('getTeam', { params: { id: 1 } })).resolves.toEqual(team);
  });
});

// ---- Requests and responses ---------------------------------------------------------------------------

describe('request shape and response unwrapping', () => {
  test('fills the path, serialises the query (lists and sorts as repeated keys) and sends a JSON body', async () => {
    answer = (req, res) => (req.method === 'GET' ? ok(res, { content: [], page: 0, size: 20, totalElements: 0 }) : ok(res, memo));
    const { http } = setup();

    await http.call('listTeamMatches', {
      params: { id: 3 },
      query: {
        page: 0,
        sort: [
          { field: 'matchDate', direction: 'desc' },
          { field: 'id', direction: 'asc' },
        ],
        matchTypes: ['LEAGUE', 'FRIENDLY'],
        opponentTeamIds: [4, 9],
        matchStates: [],
        searchTitle: '결승 전',
      },
    });
    await http.call('saveMatchMemo', { params: { id: 5 }, body: { memo: '후반 교체 2명' } });

    const [list, save] = received;
    expect(list.path).toBe('/api/v1/teams/3/matches');
    const q = new URL(list.url, baseURL).searchParams;
    expect(q.getAll('sort')).toEqual(['matchDate,desc', 'id,asc']);
    expect(q.getAll('matchTypes')).toEqual(['LEAGUE', 'FRIENDLY']);
    expect(q.getAll('opponentTeamIds')).toEqual(['4', '9']);
    expect(q.has('matchStates')).toBe(false);
    expect(q.get('searchTitle')).toBe('결승 전');
    expect(q.get('page')).toBe('0');

    expect(save.method).toBe('POST');
    expect(save.headers['content-type']).toBe('application/json');
    expect(JSON.parse(save.body)).toEqual({ memo: '후반 교체 2명' });
  });

  test("answers the envelope's data, validated", async () => {
    answer = (_req, res) => ok(res, team);
    const { http } = setup();
    const result = await http.call('getTeam', { params: { id: 1 } });
    expect(result).toEqual(team);
  });

  test('data that does not match the contract throws ResponseValidationError naming the endpoint', async () => {
    answer = (_req, res) => ok(res, { matchId: 'five', memo: 3 });
    const { http } = setup();
    const error = await http.call('getMatchMemo', { params: { id: 5 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).kind).toBe('responseValidation');
    expect((error as ResponseValidationError).endpoint).toBe('getMatchMemo');
    expect((error as ResponseValidationError).message).toContain('getMatchMemo');
    expect((error as ResponseValidationError).issues.join('\n')).toMatch(/matchId/);
  });

  test('a body that is not an envelope throws ResponseValidationError', async () => {
    answer = (_req, res) => send(res, 200, memo);
    const { http } = setup();
    await expect(http.call('getMatchMemo', { params: { id: 5 } })).rejects.toBeInstanceOf(ResponseValidationError);
  });

  test('a missing body is an error for a call that answers data', async () => {
    answer = (_req, res) => send(res, 200);
    const { http } = setup();
    const error = await http.call('getMatchMemo', { params: { id: 5 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingBodyError);
    expect((error as MissingBodyError).endpoint).toBe('getMatchMemo');
  });

  test('logout tolerates a missing body (204 or an empty 200)', async () => {
    const { http } = setup();
    answer = (_req, res) => send(res, 204);
    await expect(http.call('logout')).resolves.toBeUndefined();
    answer = (_req, res) => send(res, 200);
    await expect(http.call('logout')).resolves.toBeUndefined();
    expect(received.map((r) => r.method)).toEqual(['POST', 'POST']);
  });
});

// ---- Timeout ------------------------------------------------------------------------------------------

describe('timeout', () => {
  test('the default timeout is 10 000 ms (docs/product.md §7.5)', () => {
    const { http } = setup();
    expect(constants.http.timeoutMs).toBe(10_000);
    expect(http.config.timeoutMs).toBe(10_000);
  });

  test('a request with no answer within the timeout throws TimeoutError, and a timeout is not retried', async () => {
    answer = () => {}; // never answers
    const { http } = setup({ timeoutMs: 200 });
    const error = await http.call('getMatchMemo', { params: { id: 5 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).kind).toBe('timeout');
    expect((error as TimeoutError).timeoutMs).toBe(200);
    expect(received).toHaveLength(1);
  });

  test('a retry gets its own deadline (ofetch alone would let a retry hang)', async () => {
    answer = (_req, res) => (received.length === 1 ? fail(res, 503, 5030, '점검 중입니다.') : undefined);
    const { http } = setup({ timeoutMs: 200 });
    await expect(http.call('getMatchMemo', { params: { id: 5 } })).rejects.toBeInstanceOf(TimeoutError);
    expect(received).toHaveLength(2);
    expect(delays).toEqual([300]);
  });

  test('the deadline is per attempt, not for all attempts together', async () => {
    // Each attempt answers within the 1000 ms deadline; both together would not.
    answer = (_req, res) => setTimeout(() => (received.length === 1 ? fail(res, 503, 5030, '점검 중입니다.') : ok(res, memo)), 600);
    const { http } = setup({ timeoutMs: 1000 });
    await expect(http.call('getMatchMemo', { params: { id: 5 } })).resolves.toEqual(memo);
    expect(received).toHaveLength(2);
  });

  test('a per-call timeout overrides the default', async () => {
    answer = () => {};
    const { http } = setup();
    const error = await http.call('getTeam', { params: { id: 1 }, timeoutMs: 150 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(150);
  });

  test("a caller's abort is rethrown as is and not retried", async () => {
    answer = () => {};
    const { http } = setup();
    const controller = new AbortController();
    const pending = http.call('getMatchMemo', { params: { id: 5 }, signal: controller.signal });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(received).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  test('works where AbortSignal.any is missing (older Safari): deadline and cancel still apply', async () => {
    const original = AbortSignal.any;
    (AbortSignal as { any?: unknown }).any = undefined;
    try {
      answer = () => {};
      const { http } = setup({ timeoutMs: 150 });
      const controller = new AbortController();
      await expect(http.call('getTeam', { params: { id: 1 }, signal: controller.signal })).rejects.toBeInstanceOf(TimeoutError);
      const pending = http.call('getTeam', { params: { id: 1 }, signal: controller.signal, timeoutMs: 10_000 });
      await vi.waitFor(() => expect(received).toHaveLength(2));
      controller.abort();
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      AbortSignal.any = original;
    }
  });
});

// ---- Retries --------------------------------------------------------------------------------------------

describe('retries', () => {
  test('the policy: 2 retries for GET, PUT, HEAD, DELETE, OPTIONS, TRACE; none for POST, PATCH', () => {
    expect(constants.http.retries).toBe(2);
    for (const m of ['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE', 'get']) expect(retriesFor(m)).toBe(2);
    for (const m of ['POST', 'PATCH']) expect(retriesFor(m)).toBe(0);
  });

  test.each([408, 413, 429, 500, 502, 503, 504])('GET answered %i is retried twice, waiting 300 then 600 ms', async (status) => {
    answer = (_req, res) => fail(res, status, status * 10, '잠시 후 다시 시도해주세요.');
    const { http } = setup();
    const error = await http.call('getMatchMemo', { params: { id: 5 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
    expect(received).toHaveLength(3);
    expect(delays).toEqual([300, 600]);
    // The error says the retries are spent, so the query client does not retry it again (decision 033).
    expect((error as HttpError).attempts).toBe(3);
  });

  test.each([400, 403, 404, 409])('GET answered %i goes out once, and its error says so (attempts 1)', async (status) => {
    answer = (_req, res) => fail(res, status, status * 10, '오류');
    const { http } = setup();
    const error = await http.call('getMatchMemo', { params: { id: 5 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(received).toHaveLength(1);
    expect((error as HttpError).attempts).toBe(1);
  });

  test.each([
    ['GET', 'getMatchMemo', { params: { id: 5 } }],
    ['PUT', 'updateTeam', { params: { id: 1 }, body: teamWrite }],
    ['DELETE', 'deleteMatch', { params: { id: 5 } }],
  ] as const)('%s is retried twice on 503', async (method, name, options) => {
    answer = (_req, res) => fail(res, 503, 5030, '점검 중입니다.');
    const { http } = setup();
    await expect(http.call(name, options as never)).rejects.toBeInstanceOf(HttpError);
    expect(received.map((r) => r.method)).toEqual([method, method, method]);
    expect(delays).toEqual([300, 600]);
  });

  test('PUT retries resend the same JSON body', async () => {
    answer = (_req, res) => (received.length < 3 ? fail(res, 502, 5020, '게이트웨이 오류') : ok(res, team));
    const { http } = setup();
    await expect(http.call('updateTeam', { params: { id: 1 }, body: teamWrite })).resolves.toEqual(team);
    expect(received.map((r) => JSON.parse(r.body))).toEqual([teamWrite, teamWrite, teamWrite]);
  });

  test.each([
    ['POST', 'saveMatchMemo', { params: { id: 5 }, body: { memo: null } }],
    ['PATCH', 'updateMatchTime', { params: { id: 5 }, body: { halfType: 'FIRST_HALF', timeType: 'START_TIME' } }],
  ] as const)('%s is never retried', async (method, name, options) => {
    answer = (_req, res) => fail(res, 503, 5030, '점검 중입니다.');
    const { http } = setup();
    await expect(http.call(name, options as never)).rejects.toBeInstanceOf(HttpError);
    expect(received.map((r) => r.method)).toEqual([method]);
    expect(delays).toEqual([]);
  });

  test('a retry that succeeds answers the data', async () => {
    answer = (_req, res) => (received.length === 1 ? fail(res, 500, 5000, '서버 오류') : ok(res, memo));
    const { http } = setup();
    await expect(http.call('getMatchMemo', { params: { id: 5 } })).resolves.toEqual(memo);
    expect(received).toHaveLength(2);
    expect(delays).toEqual([300]);
  });

  test("statuses outside the list (409, 501) are not retried, whatever ofetch's own defaults say", async () => {
    const { http } = setup();
    for (const status of [409, 501]) {
      received = [];
      answer = (_req, res) => fail(res, status, 1, '오류');
      await expect(http.call('getMatchMemo', { params: { id: 5 } })).rejects.toBeInstanceOf(HttpError);
      expect(received).toHaveLength(1);
    }
    expect(delays).toEqual([]);
  });

  test('no answer at all (connection refused) is retried, then NetworkError', async () => {
    const attempts: string[] = [];
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadURL = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { http } = setup({
      baseURL: deadURL,
      fetch: (input, init) => {
        attempts.push(String(input));
        return fetch(input, init);
      },
    });
    const error = await http.call('getTeam', { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(attempts).toHaveLength(3);
    expect(delays).toEqual([300, 600]);
    expect((error as NetworkError).attempts).toBe(3);
  });
});

describe('Retry-After', () => {
  test.each([413, 429, 503])('%i: Retry-After in seconds replaces the backoff', async (status) => {
    answer = (_req, res) => fail(res, status, status, '잠시 후 다시 시도해주세요.', null, { 'retry-after': '2' });
    const { http } = setup();
    await expect(http.call('getMatchMemo', { params: { id: 5 } })).rejects.toBeInstanceOf(HttpError);
    expect(received).toHaveLength(3);
    expect(delays).toEqual([2000, 2000]);
  });

  test('Retry-After as an HTTP date waits until that moment', async () => {
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    answer = (_req, res) => fail(res, 429, 4290, '요청이 너무 많습니다.', null, { 'retry-after': new Date(now + 5_000).toUTCString() });
    const { http } = setup({ now: () => now });
    await expect(http.call('getMatchMemo', { params: { id: 5 } })).rejects.toBeInstanceOf(HttpError);
    expect(delays).toEqual([5000, 5000]);
  });

  test('a Retry-After date in the past retries at once', async () => {
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    answer = (_req, res) => fail(res, 503, 5030, '점검 중', null, { 'retry-after': new Date(now - 60_000).toUTCString() });
    const { http } = setup({ now: () => now });
    await expect(http.call('getMatchMemo', { params: { id: 5 } })).rejects.toBeInstanceOf(HttpError);
    expect(delays).toEqual([0, 0]);
  });

  test('a very long Retry-After is capped at 60 s', async () => {
    answer = (_req, res) => fail(res, 503, 5030, '점검 중', null, { 'retry-after': '3600' });
    const { http } = setup();
    await expect(http.call('getMatchMemo', { params: { id: 5 } })).rejects.toBeInstanceOf(HttpError);
    expect(delays).toEqual([60_000, 60_000]);
  });

  test('an unreadable Retry-After falls back to the backoff', async () => {
    answer = (_req, res) => fail(res, 429, 4290, '요청이 너무 많습니다.', null, { 'retry-after': 'soon' });
    const { http } = setup();
    await expect(http.call('getMatchMemo', { params: { id: 5 } })).rejects.toBeInstanceOf(HttpError);
    expect(delays).toEqual([300, 600]);
  });

  test.each([500, 502, 504, 408])('%i: Retry-After is not honoured, the backoff applies', async (status) => {
    answer = (_req, res) => fail(res, status, 5000, '서버 오류', null, { 'retry-after': '5' });
    const { http } = setup();
    await expect(http.call('getMatchMemo', { params: { id: 5 } })).rejects.toBeInstanceOf(HttpError);
    expect(delays).toEqual([300, 600]);
  });
});

// ---- 401: one shared refresh, one retry ---------------------------------------------------------------

describe('401 and the token refresh', () => {
  const N = 5;

  test(`${N} concurrent requests answered 401 cause exactly one renew call, then each is retried once with the new token`, async () => {
    let held: Array<() => void> = [];
    answer = (req, res) => {
      if (req.path === '/open-api/v1/users/renew') {
        // Answer the renew a little later, so that every 401 is in before it completes.
        setTimeout(() => ok(res, token('token-2')), 30);
        return;
      }
      if (req.headers.authorization === 'Bearer token-2') return ok(res, { matchId: Number(req.path.split('/')[4]), memo: null });
      // Hold the 401s until all N requests have arrived, then answer them together.
      held.push(() => fail(res, 401, 1001, '인증이 만료되었습니다.'));
      if (held.length === N) {
        for (const release of held) release();
        held = [];
      }
    };
    const { http, session } = setup({ accessToken: 'token-1' });

    const results = await Promise.all(Array.from({ length: N }, (_, i) => http.call('getMatchMemo', { params: { id: i + 1 } })));

    expect(results.map((r) => r.matchId)).toEqual([1, 2, 3, 4, 5]);
    expect(renewCalls()).toBe(1);
    for (let id = 1; id <= N; id++) {
      const tries = received.filter((r) => r.path === `/api/v1/matches/${id}/memo`);
      expect(tries.map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    }
    expect(session.getState()).toMatchObject({ status: 'loggedIn', accessToken: 'token-2' });
  });

  test('a 401 that arrives after another request already refreshed retries with the new token, without a second renew', async () => {
    let releaseLate: (() => void) | null = null;
    answer = (req, res) => {
      if (req.path === '/open-api/v1/users/renew') {
        ok(res, token('token-2'));
        return;
      }
      if (req.headers.authorization === 'Bearer token-2') return ok(res, memo);
      if (req.path === '/api/v1/matches/1/memo') return fail(res, 401, 1001, '인증이 만료되었습니다.');
      releaseLate = () => fail(res, 401, 1001, '인증이 만료되었습니다.'); // request 2's 401 waits
    };
    const { http, session } = setup({ accessToken: 'token-1' });

    const second = http.call('getMatchMemo', { params: { id: 2 } });
    await vi.waitFor(() => expect(releaseLate).not.toBeNull());
    await http.call('getMatchMemo', { params: { id: 1 } }); // 401 → renew → retry: done
    expect(session.getAccessToken()).toBe('token-2');
    releaseLate!(); // now request 2 learns of its 401, after the refresh
    await expect(second).resolves.toEqual(memo);

    expect(renewCalls()).toBe(1);
    expect(received.filter((r) => r.path === '/api/v1/matches/2/memo').map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  test('a failed refresh: the 401 propagates to every request and the session is logged out', async () => {
    answer = (req, res) =>
      req.path === '/open-api/v1/users/renew' ? fail(res, 401, 1002, '다시 로그인해주세요.') : fail(res, 401, 1001, '인증이 만료되었습니다.');
    const { http, session } = setup();

    const errors = await Promise.all([1, 2, 3].map((id) => http.call('getMatchMemo', { params: { id } }).catch((e: unknown) => e)));

    for (const error of errors) {
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect((error as UnauthorizedError).status).toBe(401);
    }
    expect(renewCalls()).toBe(1);
    expect(session.getState().status).toBe('loggedOut');
    await expect(http.call('getMatchMemo', { params: { id: 1 } })).rejects.toBeInstanceOf(NotLoggedInError);
  });

  test('a second 401 after a successful refresh is final: no second refresh, and the session is logged out', async () => {
    answer = (req, res) => (req.path === '/open-api/v1/users/renew' ? ok(res, token('token-2')) : fail(res, 401, 1001, '권한이 없습니다.'));
    const { http, session } = setup();

    await expect(http.call('getMatchMemo', { params: { id: 5 } })).rejects.toBeInstanceOf(UnauthorizedError);

    expect(renewCalls()).toBe(1);
    expect(received.filter((r) => r.path.startsWith('/api/')).map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(session.getState().status).toBe('loggedOut');
  });

  test('a 401 on an open call is not a token problem: no refresh', async () => {
    answer = (_req, res) => fail(res, 401, 1003, '초대 코드가 만료되었습니다.');
    const { http } = setup();
    await expect(http.call('lookupInviteCode', { body: { code: 'ABCD1234' } })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(renewCalls()).toBe(0);
  });
});

describe('offline as the last person of the device (decision 018)', () => {
  /** A session whose renew could not reach the server: offline as person 7, no token. */
  async function offlineSession() {
    const session = createSession({
      renewToken: async () => {
        throw new SessionUnreachableError(7);
      },
    });
    sessions.push(session);
    await session.refresh();
    return session;
  }

  test('bearer calls go out without an Authorization header (the service worker answers them from its cache)', async () => {
    answer = (_req, res) => ok(res, memo);
    const session = await offlineSession();
    expect(session.getState()).toMatchObject({ status: 'offline', userId: 7, accessToken: null });
    const http = createHttpClient({ baseURL, session, sleep: async () => undefined });

    await expect(http.call('getMatchMemo', { params: { id: 3 } })).resolves.toEqual(memo);
    expect(received.map((r) => r.headers.authorization)).toEqual([undefined]);
  });

  /**
   * Offline as person 7 until `lineBack()`; from then on each renewal answers `renewal()`. The server
   * answers the memo only to token-9, and 401 to a call without it.
   */
  async function offlineUntilLineBack(renewal: () => Promise<ReturnType<typeof token>>) {
    let reachable = false;
    const session = createSession({ renewToken: () => (reachable ? renewal() : Promise.reject(new SessionUnreachableError(7))) });
    sessions.push(session);
    await session.refresh();
    expect(session.getState().status).toBe('offline');
    answer = (req, res) => (req.headers.authorization === 'Bearer token-9' ? ok(res, memo) : fail(res, 401, 1001, '인증이 필요합니다.'));
    const http = createHttpClient({ baseURL, session, sleep: async () => undefined });
    return {
      session,
      http,
      lineBack: () => {
        reachable = true;
      },
    };
  }

  test('a 401 while offline means the server is back: one refresh, then the retry carries the new token', async () => {
    const { session, http, lineBack } = await offlineUntilLineBack(async () => token('token-9'));
    lineBack();

    await expect(http.call('getMatchMemo', { params: { id: 3 } })).resolves.toEqual(memo);
    expect(received.map((r) => r.headers.authorization)).toEqual([undefined, 'Bearer token-9']);
    expect(session.getState()).toMatchObject({ status: 'loggedIn', accessToken: 'token-9' });
  });

  test('a bearer call made while the renewal after being offline is on its way waits for it and carries its token', async () => {
    // The line is back: the 'online' event starts the renewal, and the recording outbox, kicked by
    // the same event, sends at once. Before, that write failed for want of a token (NotLoggedInError,
    // nothing on the wire) and waited out its backoff, 8 s after four tries offline.
    let answerRenewal: (value: ReturnType<typeof token>) => void = () => undefined;
    const renewal = new Promise<ReturnType<typeof token>>((resolve) => {
      answerRenewal = resolve;
    });
    const { session, http, lineBack } = await offlineUntilLineBack(() => renewal);

    lineBack();
    const renewed = session.refresh();
    expect(session.getState().status).toBe('refreshing');
    const read = http.call('getMatchMemo', { params: { id: 3 } });
    answerRenewal(token('token-9'));

    await expect(read).resolves.toEqual(memo);
    await expect(renewed).resolves.toBe(true);
    expect(received.map((r) => r.headers.authorization)).toEqual(['Bearer token-9']);
  });
});

// ---- Error catalogue (docs/product.md §8) ----------------------------------------------------------------

describe('error catalogue', () => {
  test("403 calls onForbidden (→ /unauthorized) and throws ForbiddenError with the server's message", async () => {
    answer = (_req, res) => fail(res, 403, 2003, '팀 관리자만 할 수 있습니다.');
    const { http } = setup();
    const error = await http.call('getMatchMemo', { params: { id: 5 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).toMatchObject({ kind: 'forbidden', status: 403, code: 2003, message: '팀 관리자만 할 수 있습니다.' });
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onNotFound).not.toHaveBeenCalled();
  });

  test('404 calls onNotFound (→ /404) and throws NotFoundError; a lookup can opt out of the navigation', async () => {
    answer = (_req, res) => fail(res, 404, 4004, '경기를 찾을 수 없습니다.');
    const { http } = setup();
    const error = await http.call('getMatchMemo', { params: { id: 5 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ kind: 'notFound', status: 404, code: 4004, message: '경기를 찾을 수 없습니다.' });
    expect(onNotFound).toHaveBeenCalledTimes(1);

    await expect(http.call('getMatchMemo', { params: { id: 6 }, navigateOnNotFound: false })).rejects.toBeInstanceOf(NotFoundError);
    expect(onNotFound).toHaveBeenCalledTimes(1);
    expect(received).toHaveLength(2);
  });

  test('400 throws BadRequestError with the code, message and field errors', async () => {
    const fieldErrors = [
      { field: 'name', message: '팀 이름을 입력해주세요.' },
      { field: 'teamColor', message: '#RRGGBB 형식의 색상이어야 합니다.' },
    ];
    answer = (_req, res) => fail(res, 400, 6021, '입력값이 올바르지 않습니다.', fieldErrors);
    const { http } = setup();
    const error = await http.call('updateTeam', { params: { id: 1 }, body: teamWrite }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ kind: 'badRequest', status: 400, code: 6021, message: '입력값이 올바르지 않습니다.', fieldErrors });
    expect(received).toHaveLength(1);
  });

  test('any other non-2xx throws HttpError with status, code and the Korean message', async () => {
    answer = (_req, res) => fail(res, 409, 3009, '이미 시작된 경기입니다.');
    const { http } = setup();
    const error = await http.call('deleteMatch', { params: { id: 5 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 409, code: 3009, message: '이미 시작된 경기입니다.', endpoint: 'deleteMatch' });
    expect(onForbidden).not.toHaveBeenCalled();
    expect(onNotFound).not.toHaveBeenCalled();
  });

  test('a non-envelope error body still gives an HttpError with a Korean fallback message', async () => {
    answer = (_req, res) => {
      res.writeHead(418, { 'content-type': 'text/html' });
      res.end('<h1>teapot</h1>');
    };
    const { http } = setup();
    const error = await http.call('getTeam', { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 418, code: null, message: '요청을 처리하지 못했습니다. (HTTP 418)' });
  });
});
