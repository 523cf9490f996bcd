import { constants } from '#src/lib/constants.ts';
import { BadRequestError, ForbiddenError, HttpError, NetworkError, NotFoundError, ResponseValidationError, TimeoutError } from '#src/lib/http/errors.ts';
import { createQueryClient, queryRetryDelayMs, shouldRetryQuery } from '#src/lib/query-client.ts';
import { describe, expect, test } from 'vitest';

/** An error the HTTP client sent `attempts` requests for (1: it did not retry). */
const http = (status: number, attempts = 1) => new HttpError({ endpoint: 'getMatch', status, code: null, message: '오류', attempts });
const details = (status: number) => ({ endpoint: 'getMatch', status, code: null, message: '오류' });

describe('query client', () => {
  test("uses docs/product.md §9: stale 5000 ms, gc 5000 ms, retry only transient errors up to 3 times, on docs/product.md §7.5's backoff", () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(5000);
    expect(defaults.gcTime).toBe(5000);
    expect(defaults.retry).toBe(shouldRetryQuery);
    expect(constants.query.retryCount).toBe(3);
    expect(defaults.retryDelay).toBe(queryRetryDelayMs);
    // 0.3 + 0.6 + 1.2 s: the last retry's answer comes well within 3 s.
    expect([0, 1, 2].map(queryRetryDelayMs)).toEqual([300, 600, 1200]);
  });

  test.each([
    ['a network failure sent once', new NetworkError('getMatch')],
    ['a 500 sent once', http(500)],
    ['a 503 sent once', http(503)],
  ])('retries %s (the HTTP client did not) three times, not four', (_, error) => {
    expect([0, 1, 2].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true]);
    expect(shouldRetryQuery(3, error)).toBe(false);
  });

  test.each([
    ['a 400', new BadRequestError(details(400))],
    ['a 403', new ForbiddenError(details(403))],
    ['a 404', new NotFoundError(details(404))],
    ['a 409', http(409)],
    ['a 429', http(429)],
    ['a contract mismatch', new ResponseValidationError('getMatch', ['id: 숫자여야 합니다'])],
    ['an unknown error', new Error('boom')],
    ['a timeout (10 s already waited)', new TimeoutError('getMatch', 10_000)],
    ['a 500 the HTTP client already sent three times', http(500, 3)],
    ['a 503 the HTTP client already sent twice', http(503, 2)],
    ['a network failure the HTTP client already retried', new NetworkError('getMatch', { attempts: 3 })],
  ])('never retries %s', (_, error) => {
    expect(shouldRetryQuery(0, error)).toBe(false);
  });
});
