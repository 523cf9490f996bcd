import { constants } from '#src/lib/constants.ts';
import {
  BadRequestError,
  ForbiddenError,
  HttpError,
  NetworkError,
  NotFoundError,
  ResponseValidationError,
  TimeoutError,
} from '#src/lib/http/errors.ts';
import { createQueryClient, shouldRetryQuery } from '#src/lib/query-client.ts';
import { describe, expect, test } from 'vitest';

const http = (status: number) => new HttpError({ endpoint: 'getMatch', status, code: null, message: '오류' });
const details = (status: number) => ({ endpoint: 'getMatch', status, code: null, message: '오류' });

describe('query client', () => {
  test('uses spec §9: stale 5000 ms, gc 5000 ms, retry only transient errors up to 3 times', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(5000);
    expect(defaults.gcTime).toBe(5000);
    expect(defaults.retry).toBe(shouldRetryQuery);
    expect(constants.query.retryCount).toBe(3);
  });

  test.each([
    ['a network failure', new NetworkError('getMatch')],
    ['a timeout', new TimeoutError('getMatch', 10_000)],
    ['a 500', http(500)],
    ['a 503', http(503)],
  ])('retries %s three times, not four', (_, error) => {
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
  ])('never retries %s', (_, error) => {
    expect(shouldRetryQuery(0, error)).toBe(false);
  });
});
