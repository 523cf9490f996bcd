/**
 * The one HTTP client of the app (docs/product.md §7–8), on ofetch. `call(name, …)` looks the endpoint up in
 * the contract's table, so a path, method or response shape exists in exactly one place.
 *
 * What ofetch does here: base URL, query string, JSON body, response parsing, the retry loop
 * (`retry`, `retryStatusCodes`, `retryDelay`) and the hooks. What it lacks and this file adds:
 * - Retry-After on 413/429/503 (computed in `retryDelay`);
 * - an injectable `sleep`: `retryDelay` hands its value to the next attempt's `onRequest`, which
 *   waits with `sleep` — ofetch's own wait is a bare setTimeout that tests could not skip;
 * - a timeout per attempt that also respects the caller's signal: ofetch 1.5.1 applies `timeout`
 *   only when no signal is given, and only to the first attempt (its retries reuse the spent
 *   signal), and it would retry a timeout as if it were a 500;
 * - the 401 flow: one shared refresh (`session.refresh()`), then one retry with the new token;
 * - the number of requests sent on every error (`attempts`), so the query client does not retry
 *   what this client already retried (decision 033);
 * - unwrapping `data` and validating it with the endpoint's schema.
 */
import { ErrorEnvelope } from '#contract/envelope.ts';
import { endpoints, fillPath, type EndpointDef, type EndpointName, type Endpoints } from '#contract/endpoints.ts';
import { constants } from '#src/lib/constants.ts';
import {
  BadRequestError,
  ForbiddenError,
  HttpError,
  MissingBodyError,
  NetworkError,
  NotFoundError,
  ResponseValidationError,
  TimeoutError,
  UnauthorizedError,
  httpErrorMessages,
  type HttpErrorDetails,
} from '#src/lib/http/errors.ts';
import { serialiseQuery, type QueryValue } from '#src/lib/http/query.ts';
import { retriesFor, retryDelayMs } from '#src/lib/http/retry.ts';
import { createFetch, FetchError, type FetchContext } from 'ofetch';
import * as v from 'valibot';

/** What the client needs from the session (src/lib/session.ts satisfies it). */
export interface HttpSession {
  /** The current access token; throws NotLoggedInError when logged out. */
  getAccessToken(): string;
  /** One refresh shared by all callers; true when logged in afterwards. */
  refresh(): Promise<boolean>;
  logout(): void;
  /**
   * Offline as the last person of this device (the session machine's `offline`): bearer calls go
   * out without a token, so the service worker can answer reads from its cache; a 401 (the network
   * is back) starts the refresh.
   */
  isOffline?(): boolean;
  /**
   * True while the token is being renewed. A bearer call made meanwhile waits for the renewal: after
   * being offline there is no token until it ends, and the first calls of a phone that finds its line
   * again (the recording outbox, kicked by the same 'online' event) would otherwise fail for want of
   * one and sleep out their backoff.
   */
  isRefreshing?(): boolean;
}

export interface HttpClientOptions {
  /** The API host; '' for the same origin. */
  baseURL: string;
  session: HttpSession;
  /** Called on a 403 before ForbiddenError is thrown (the app goes to /unauthorized). */
  onForbidden?: () => void;
  /** Called on a 404 before NotFoundError is thrown (the app goes to /404), unless the call opts out. */
  onNotFound?: () => void;
  /** The fetch to use; defaults to the global one (tests wrap it to see the RequestInit). */
  fetch?: typeof globalThis.fetch;
  /** Per-attempt timeout; docs/product.md §7.5 default 10 000 ms. */
  timeoutMs?: number;
  /** Retries for idempotent methods; docs/product.md §7.5 default 2. */
  retries?: number;
  /** How a retry waits; tests pass one that records and returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** The clock for Retry-After dates. */
  now?: () => number;
}

// ---- Types derived from the endpoint table -------------------------------------------------------

type Placeholders<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | Placeholders<Rest> : never;
type ParamsOf<N extends EndpointName> = Placeholders<Endpoints[N]['path']>;
type QuerySchemaOf<N extends EndpointName> = Endpoints[N] extends { query: infer Q extends v.GenericSchema } ? Q : never;
type BodyDefOf<N extends EndpointName> = Endpoints[N] extends { body: infer B } ? B : never;

/** The typed `data` an endpoint answers (undefined for endpoints that answer no data, e.g. logout). */
export type ResponseOf<N extends EndpointName> = Endpoints[N]['response'] extends infer S extends v.GenericSchema ? v.InferOutput<S> : undefined;
/** A query in its typed form: the output shape of the endpoint's query schema, every key optional. */
export type QueryOf<N extends EndpointName> = Partial<v.InferOutput<QuerySchemaOf<N>>>;
/** The request body: the input shape of the endpoint's body schema, or FormData for uploads. */
export type BodyOf<N extends EndpointName> = [BodyDefOf<N>] extends [never]
  ? never
  : BodyDefOf<N> extends 'multipart'
    ? FormData
    : BodyDefOf<N> extends v.GenericSchema
      ? v.InferInput<BodyDefOf<N>>
      : never;

interface CommonCallOptions {
  /** Cancels the request (TanStack Query passes one); the abort reason is rethrown as is. */
  signal?: AbortSignal;
  /** Set false for lookups where a 404 is an expected answer, not a page to leave. */
  navigateOnNotFound?: boolean;
  /** Set false where a 403 is shown in place instead of leaving the page. */
  navigateOnForbidden?: boolean;
  /** Sees the headers of the answer that is returned (e.g. a match read's `Live-Seq`, decision 037). */
  onHeaders?: (headers: Headers) => void;
  /** Overrides the per-attempt timeout for this call. */
  timeoutMs?: number;
}

export type CallOptions<N extends EndpointName> = CommonCallOptions &
  ([ParamsOf<N>] extends [never] ? { params?: undefined } : { params: Record<ParamsOf<N>, string | number> }) &
  ([QuerySchemaOf<N>] extends [never] ? { query?: undefined } : { query?: QueryOf<N> }) &
  ([BodyOf<N>] extends [never] ? { body?: undefined } : { body: BodyOf<N> });

type CallArgs<N extends EndpointName> = Record<never, never> extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

export interface HttpClient {
  /** Calls endpoint `name` of the contract table and answers its validated `data`. */
  call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<ResponseOf<N>>;
  /** The effective settings (defaults filled in). */
  readonly config: { readonly baseURL: string; readonly timeoutMs: number; readonly retries: number };
}

interface LooseCallOptions extends CommonCallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

// ---- The client ------------------------------------------------------------------------------------

const defaultSleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Empty text is "no body"; text that is not JSON is kept as text (an HTML error page from a proxy). */
function parseResponse(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** `AbortSignal.any`, with a fallback for browsers before it (Safari < 17.4, still common on phones). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => `${v.getDotPath(issue) ?? 'data'}: ${issue.message}`);
}

/** An error answer as one of the client's errors: the envelope's code and message, or a Korean one by status. */
function errorFromResponse(name: string, status: number, body: unknown, cause: unknown, attempts: number): HttpError {
  const parsed = v.safeParse(ErrorEnvelope, body);
  const details: HttpErrorDetails = {
    endpoint: name,
    status,
    code: parsed.success ? parsed.output.code : null,
    message: parsed.success && parsed.output.message ? parsed.output.message : '',
    fieldErrors: parsed.success ? (parsed.output.data ?? []) : [],
    cause,
    attempts,
  };
  switch (status) {
    case 400:
      return new BadRequestError({ ...details, message: details.message || httpErrorMessages.badRequest });
    case 401:
      return new UnauthorizedError({ ...details, message: details.message || httpErrorMessages.unauthorized });
    case 403:
      return new ForbiddenError({ ...details, message: details.message || httpErrorMessages.forbidden });
    case 404:
      return new NotFoundError({ ...details, message: details.message || httpErrorMessages.notFound });
    default:
      return new HttpError({ ...details, message: details.message || httpErrorMessages.http(status) });
  }
}

/** ofetch's error (or a raw one) → one of ours. */
function toClientError(name: string, error: unknown, call: LooseCallOptions, timeout: number, attempts: number): unknown {
  if (error instanceof TimeoutError) return error;
  if (call.signal?.aborted) return call.signal.reason ?? error;
  if (error instanceof FetchError) {
    const response = error.response;
    if (!response) {
      if (error.cause instanceof Error && error.cause.name === 'TimeoutError') return new TimeoutError(name, timeout, { cause: error });
      return new NetworkError(name, { cause: error, attempts });
    }
    return errorFromResponse(name, response.status, response._data, error, attempts);
  }
  // A deadline that ran out while the body was being read surfaces as the signal's reason.
  if (error instanceof Error && error.name === 'TimeoutError') return new TimeoutError(name, timeout, { cause: error });
  if (isAbortError(error)) return error;
  return error;
}

/** The envelope's `data`, checked against the endpoint's schema (undefined for a call that answers none). */
function unwrap(name: string, endpoint: EndpointDef, status: number, body: unknown): unknown {
  // A call that answers no data (logout, deletes) tolerates a missing body (docs/product.md §7.1).
  if (endpoint.response === null) return undefined;
  if (body === undefined) throw new MissingBodyError(name, status);
  if (typeof body !== 'object' || body === null || !('data' in body)) {
    throw new ResponseValidationError(name, [httpErrorMessages.notEnvelope]);
  }
  const parsed = v.safeParse(endpoint.response, (body as { data: unknown }).data);
  if (!parsed.success) throw new ResponseValidationError(name, describeIssues(parsed.issues));
  return parsed.output;
}

/** Creates the client. The app makes one (src/lib/api.ts); tests make their own. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseURL, session, onForbidden, onNotFound } = options;
  const timeoutMs = options.timeoutMs ?? constants.http.timeoutMs;
  const retries = options.retries ?? constants.http.retries;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const fetchImpl: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const $fetch = createFetch({ fetch: fetchImpl });

  /** One request, with ofetch's retries; answers the raw response or throws ofetch's / our errors. */
  async function send(name: string, endpoint: EndpointDef, path: string, call: LooseCallOptions, onToken: (token: string) => void, onAttempt: () => void) {
    const bearer = endpoint.path.startsWith('/api/');
    const attemptTimeoutMs = call.timeoutMs ?? timeoutMs;
    let pendingDelayMs: number | null = null;
    let timeoutSignal: AbortSignal | null = null;

    const isMultipart = endpoint.body === 'multipart';
    return $fetch.raw(path, {
      baseURL,
      method: endpoint.method,
      query: serialiseQuery(call.query),
      body: call.body === undefined ? undefined : isMultipart ? (call.body as FormData) : (call.body as Record<string, unknown>),
      credentials: 'include',
      headers: { accept: 'application/json' },
      parseResponse,
      retry: retriesFor(endpoint.method, retries),
      retryStatusCodes: [...constants.http.retryStatusCodes],
      retryDelay(context: FetchContext) {
        // ofetch calls this just before it retries; `options.retry` still holds the retries left.
        const left = typeof context.options.retry === 'number' ? context.options.retry : 0;
        const retryNumber = retriesFor(endpoint.method, retries) - left + 1;
        pendingDelayMs = retryDelayMs(retryNumber, context.response, now());
        return 0; // the wait happens in onRequest, through the injectable sleep
      },
      async onRequest(context) {
        if (pendingDelayMs !== null) {
          const ms = pendingDelayMs;
          pendingDelayMs = null;
          await sleep(ms);
        }
        onAttempt();
        // A fresh deadline for every attempt, joined with the caller's signal.
        timeoutSignal = AbortSignal.timeout(attemptTimeoutMs);
        context.options.signal = call.signal ? anySignal([call.signal, timeoutSignal]) : timeoutSignal;
        if (bearer && session.isOffline?.()) {
          context.options.headers.delete('authorization');
        } else if (bearer) {
          // Read per attempt: a retry after a refresh elsewhere carries the newest token.
          const token = session.getAccessToken();
          onToken(token);
          context.options.headers.set('authorization', `Bearer ${token}`);
        } else {
          context.options.headers.delete('authorization');
        }
      },
      onRequestError(context) {
        // Neither a cancel nor a timeout is retried: throwing here leaves ofetch's retry loop.
        if (call.signal?.aborted) throw call.signal.reason;
        if (timeoutSignal?.aborted) throw new TimeoutError(name, attemptTimeoutMs, { cause: context.error });
      },
    });
  }

  async function call(name: EndpointName, options: LooseCallOptions = {}): Promise<unknown> {
    const endpoint: EndpointDef = endpoints[name];
    const path = fillPath(endpoint.path, options.params);
    const bearer = endpoint.path.startsWith('/api/');
    const timeout = options.timeoutMs ?? timeoutMs;
    if (bearer && session.isRefreshing?.()) await session.refresh();
    // Logged out → NotLoggedInError now, before anything goes on the wire (docs/product.md §8).
    if (bearer && !session.isOffline?.()) session.getAccessToken();

    let unauthorizedRetriesLeft = constants.http.unauthorizedRetries;
    for (;;) {
      let usedToken: string | null = null;
      let attempts = 0;
      let response;
      try {
        response = await send(
          name,
          endpoint,
          path,
          options,
          (token) => {
            usedToken = token;
          },
          () => {
            attempts += 1;
          },
        );
      } catch (raw) {
        const error = toClientError(name, raw, options, timeout, attempts);
        if (error instanceof UnauthorizedError && bearer) {
          if (unauthorizedRetriesLeft > 0) {
            unauthorizedRetriesLeft -= 1;
            if (await renewedSince(usedToken)) continue;
          } else {
            // The fresh token was refused too: this session is over.
            session.logout();
          }
        }
        if (error instanceof ForbiddenError && options.navigateOnForbidden !== false) onForbidden?.();
        if (error instanceof NotFoundError && options.navigateOnNotFound !== false) onNotFound?.();
        throw error;
      }
      options.onHeaders?.(response.headers);
      return unwrap(name, endpoint, response.status, response._data);
    }
  }

  /**
   * After a 401: is there a newer token to retry with? If another request already refreshed, yes at
   * once; otherwise join (or start) the one shared refresh. A failed refresh leaves the session
   * logged out (the machine's onError), so every waiting request fails alike.
   */
  async function renewedSince(usedToken: string | null): Promise<boolean> {
    // Offline and answered 401: the server is reachable again, so sign in properly first.
    if (session.isOffline?.()) return session.refresh();
    let current: string | null;
    try {
      current = session.getAccessToken();
    } catch {
      return false; // logged out meanwhile: nothing to refresh for
    }
    if (current !== usedToken) return true;
    return session.refresh();
  }

  return {
    call: call as HttpClient['call'],
    config: { baseURL, timeoutMs, retries },
  };
}
