// @vitest-environment jsdom
/**
 * Failing well (decision 033): a read that fails goes through both retry layers as the app
 * wires them — the real HTTP client (docs/product.md §7.5) under the real query client (§9) — and the test
 * counts the requests and reads the screen on a fake clock. Before, a GET answering 500 went out 12
 * times per query over about 12 s, because each of the query client's 3 retries sent 3 requests.
 */
import { createHttpClient, type HttpSession } from '#src/lib/http/client.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const session: HttpSession = { getAccessToken: () => 'token-1', refresh: async () => true, logout: () => {} };

let requests: string[];
let status: number;

beforeEach(() => {
  requests = [];
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A server that answers every request with `status` and the error envelope. */
const failingFetch: typeof fetch = async (input) => {
  requests.push(String(input));
  return new Response(JSON.stringify({ status, message: '서버 오류', code: status * 10, data: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
};

/** A screen with one read, as the pages show it: a spinner, then the error with 다시 시도. */
function renderMembersRead() {
  const http = createHttpClient({ baseURL: 'http://pitchside.test', session, fetch: failingFetch, onNotFound: () => {}, onForbidden: () => {} });
  const queryClient = createQueryClient();
  function Members() {
    const list = useQuery({
      queryKey: ['teams', 1, 'members'],
      queryFn: ({ signal }) => http.call('listMembers', { params: { id: 1 }, query: { page: 0, size: 20 }, signal }),
    });
    if (list.isPending) return createElement('p', null, '불러오는 중');
    if (list.isError)
      return createElement(Fragment, null, createElement('p', { role: 'alert' }, '불러오지 못했습니다'), createElement('button', null, '다시 시도'));
    return createElement('p', null, '멤버 목록');
  }
  render(createElement(QueryClientProvider, { client: queryClient }, createElement(Members)));
}

/** Moves the fake clock by `ms`, letting every promise and timer due meanwhile run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('a failing read', () => {
  test("a GET answering 500 goes out at most 3 times (the HTTP client's attempts) and its error shows within 3 s", async () => {
    status = 500;
    renderMembersRead();
    await advance(2_999);
    expect(screen.getByRole('alert').textContent).toBe('불러오지 못했습니다');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(requests.length).toBeLessThanOrEqual(3);
    // Nothing else goes out later behind the error either.
    await advance(60_000);
    expect(requests).toHaveLength(3);
  });

  test.each([503, 502])('%i: three requests at most, the error within 3 s', async (code) => {
    status = code;
    renderMembersRead();
    await advance(2_999);
    expect(screen.getByRole('alert')).toBeTruthy();
    await advance(60_000);
    expect(requests).toHaveLength(3);
  });

  test.each([400, 403, 404, 409])('%i is never retried: one request, and the error at once', async (code) => {
    status = code;
    renderMembersRead();
    await advance(0);
    await advance(10);
    expect(screen.getByRole('alert')).toBeTruthy();
    await advance(60_000);
    expect(requests).toHaveLength(1);
  });
});
