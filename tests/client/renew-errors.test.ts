/** Which failed renewals leave the session offline as the last person rather than signing out (src/lib/api.ts). */
import { describe, expect, it } from 'vitest';
import { BadRequestError, HttpError, NetworkError, renewNotAnswered, TimeoutError, UnauthorizedError } from '#src/lib/http/errors.ts';

const http = (status: number, code: number | null = null) => new HttpError({ endpoint: 'renewToken', status, code, message: 'x' });

describe('a renewal the server did not answer', () => {
  it('is no network, a timeout, a server failure, or 429 (the server asks to wait)', () => {
    expect(renewNotAnswered(new NetworkError('renewToken'))).toBe(true);
    expect(renewNotAnswered(new TimeoutError('renewToken', 10_000))).toBe(true);
    expect(renewNotAnswered(http(503))).toBe(true);
    expect(renewNotAnswered(http(429, 10007))).toBe(true);
  });

  it('is not a refusal: the token was bad, spent or missing', () => {
    expect(renewNotAnswered(new UnauthorizedError({ endpoint: 'renewToken', status: 401, code: 9010, message: 'reused' }))).toBe(false);
    expect(renewNotAnswered(new BadRequestError({ endpoint: 'renewToken', status: 400, code: 400, message: 'bad' }))).toBe(false);
    expect(renewNotAnswered(new Error('anything else'))).toBe(false);
  });
});
