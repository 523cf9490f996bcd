/**
 * The envelope on the way out (docs/product.md §7.2): success `{ status, message: 'OK', data }`,
 * error `{ status, message, code, data: null | FieldError[] }` from the catalogue in contract/error-codes.ts.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorEnvelope, FieldError } from '#contract/envelope.ts';
import { type ErrorName, errorCodes } from '#contract/error-codes.ts';

/** A refusal the handler means to give: thrown anywhere, turned into the error envelope by the app. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly error: ErrorName,
    readonly fields: FieldError[] | null = null,
    /** Headers the answer must carry, e.g. `Allow` on a 405 or a cookie that clears the session. */
    readonly headers: Record<string, string> = {},
    /** A more specific Korean message than the catalogue's (e.g. naming the match's current state). */
    readonly detail: string | null = null,
  ) {
    super(detail ?? errorCodes[error].message);
  }
}

/** The body of an error answer. */
export function errorBody(error: ErrorName, fields: FieldError[] | null = null, message: string | null = null): ErrorEnvelope {
  const entry = errorCodes[error];
  return { status: entry.status, message: message ?? entry.message, code: entry.code, data: fields };
}

/** Answers the error envelope with the catalogue's HTTP status. */
export function errorResponse(
  c: Context,
  error: ErrorName,
  fields: FieldError[] | null = null,
  headers: Record<string, string> = {},
  message: string | null = null,
): Response {
  for (const [name, value] of Object.entries(headers)) c.header(name, value, { append: name.toLowerCase() === 'set-cookie' });
  return jsonResponse(c, errorBody(error, fields, message), errorCodes[error].status as ContentfulStatusCode);
}

/** Answers the success envelope; 204 answers no body at all. */
export function okResponse(c: Context, data: unknown, status: 200 | 201 | 204 = 200): Response {
  if (status === 204) return c.body(null, 204);
  return jsonResponse(c, { status, message: 'OK', data }, status);
}

/**
 * `c.json` with the answer's length: compression (server/app.ts, decision 042) leaves an answer
 * under 1 KB as it is only when it can see how long it is.
 */
function jsonResponse(c: Context, body: unknown, status: ContentfulStatusCode): Response {
  const text = JSON.stringify(body);
  return c.body(text, status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
}
