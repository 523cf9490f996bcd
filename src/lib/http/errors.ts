/**
 * Every error the HTTP client and the session raise (docs/product.md §8), in one place. Each has a `kind`
 * so callers switch on it instead of on `instanceof` chains; `message` is Korean text fit to show.
 */
import type { FieldError } from '#contract/envelope.ts';
import { messages } from '#src/lib/messages.ts';

/** Fallback texts, used when the server did not send its own Korean message (the message module's `http` section). */
export const httpErrorMessages = messages.http;

export type HttpErrorKind =
  'http' | 'badRequest' | 'unauthorized' | 'forbidden' | 'notFound' | 'timeout' | 'network' | 'responseValidation' | 'missingBody' | 'notLoggedIn';

/** A token was asked for while logged out (docs/product.md §8). Thrown before any request is sent. */
export class NotLoggedInError extends Error {
  readonly kind = 'notLoggedIn' as const;
  constructor(message: string = httpErrorMessages.notLoggedIn) {
    super(message);
    this.name = 'NotLoggedInError';
  }
}

export interface HttpErrorDetails {
  /** The endpoint name of the contract table, e.g. `getMatch`. */
  endpoint: string;
  status: number;
  /** The envelope's custom code (e.g. 6021), null when the body was not an error envelope. */
  code: number | null;
  message: string;
  fieldErrors?: FieldError[];
  cause?: unknown;
  /** Requests the client sent for this call, its own retries included (1 when it did not retry). */
  attempts?: number;
}

/** Any non-2xx answer. The subclasses below are the statuses the app reacts to (made by `statusError`). */
export class HttpError extends Error {
  readonly kind: HttpErrorKind = 'http';
  readonly endpoint: string;
  readonly status: number;
  readonly code: number | null;
  readonly fieldErrors: FieldError[];
  /** How many requests went out before this answer stood: above 1, the HTTP client already retried. */
  readonly attempts: number;

  constructor(details: HttpErrorDetails) {
    super(details.message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'HttpError';
    this.endpoint = details.endpoint;
    this.status = details.status;
    this.code = details.code;
    this.fieldErrors = details.fieldErrors ?? [];
    this.attempts = details.attempts ?? 1;
  }
}

/** An HttpError of one status the app reacts to: its own `kind` and `name`, HttpError's constructor. */
const statusError = <K extends HttpErrorKind>(kind: K, name: string) =>
  class extends HttpError {
    override readonly kind = kind;
    override readonly name = name;
  };

/** 400: the request was refused; `fieldErrors` says which fields and why. */
export class BadRequestError extends statusError('badRequest', 'BadRequestError') {}

/** 401 that survived the one refresh-and-retry (or came from an open call such as renew). */
export class UnauthorizedError extends statusError('unauthorized', 'UnauthorizedError') {}

/** 403: the app has already been told (onForbidden → /unauthorized). */
export class ForbiddenError extends statusError('forbidden', 'ForbiddenError') {}

/** 404: the app has been told (onNotFound → /404) unless the call opted out. */
export class NotFoundError extends statusError('notFound', 'NotFoundError') {}

/** No answer within the timeout (docs/product.md §7.5: 10 s by default). Not retried. */
export class TimeoutError extends Error {
  readonly kind = 'timeout' as const;
  readonly endpoint: string;
  readonly timeoutMs: number;
  constructor(endpoint: string, timeoutMs: number, options?: { cause?: unknown }) {
    super(httpErrorMessages.timeout, options);
    this.name = 'TimeoutError';
    this.endpoint = endpoint;
    this.timeoutMs = timeoutMs;
  }
}

/** No answer at all (offline, DNS, connection refused), after the retries. */
export class NetworkError extends Error {
  readonly kind = 'network' as const;
  readonly endpoint: string;
  /** Requests sent, the client's retries included (see HttpError.attempts). */
  readonly attempts: number;
  constructor(endpoint: string, options?: { cause?: unknown; attempts?: number }) {
    super(httpErrorMessages.network, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'NetworkError';
    this.endpoint = endpoint;
    this.attempts = options?.attempts ?? 1;
  }
}

/** A 2xx answer whose `data` does not match the contract: the client and server have drifted. */
export class ResponseValidationError extends Error {
  readonly kind = 'responseValidation' as const;
  readonly endpoint: string;
  /** Where and why, one line per valibot issue (`content.0.id: Invalid type…`). */
  readonly issues: string[];
  constructor(endpoint: string, issues: string[]) {
    super(`${httpErrorMessages.responseValidation} (${endpoint}: ${issues.slice(0, 3).join('; ')})`);
    this.name = 'ResponseValidationError';
    this.endpoint = endpoint;
    this.issues = issues;
  }
}

/** A 2xx answer without a body, for a call that must answer one (docs/product.md §7.1; only null-response calls tolerate it). */
export class MissingBodyError extends Error {
  readonly kind = 'missingBody' as const;
  readonly endpoint: string;
  readonly status: number;
  constructor(endpoint: string, status: number) {
    super(`${httpErrorMessages.missingBody} (${endpoint})`);
    this.name = 'MissingBodyError';
    this.endpoint = endpoint;
    this.status = status;
  }
}

/**
 * Worth trying again later: no answer (network, timeout) or a server-side failure (5xx).
 * A 4xx will answer the same, and a contract mismatch is not transient.
 */
export function isTransientError(error: unknown): boolean {
  if (error instanceof TimeoutError || error instanceof NetworkError) return true;
  if (error instanceof HttpError) return error.status >= 500;
  return false;
}

/**
 * Whether the HTTP client already spent its own retries on this error (docs/product.md §7.5: a GET answered 500
 * went out three times). Another layer retrying it would multiply the requests (decision 033).
 */
export function retriedByClient(error: unknown): boolean {
  return (error instanceof HttpError || error instanceof NetworkError) && error.attempts > 1;
}

/**
 * A renewal the server did not answer (as opposed to: refused): no network, a timeout, a 5xx — or a
 * 429, the server asking to wait (too many renewals from this address, decision 026), which says
 * nothing against the person. The session then goes offline as the last person instead of out.
 */
export function renewNotAnswered(error: unknown): boolean {
  return isTransientError(error) || (error instanceof HttpError && error.status === 429);
}
