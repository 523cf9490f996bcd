/**
 * Request validation with the contract's schemas: one helper for bodies, queries and path ids, so
 * every malformed request is a 400 naming each bad field, never a 500.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { FieldError } from '#contract/envelope.ts';
import { maxId } from '#contract/fields.ts';
import { issueMessage } from '#contract/issue-messages.ts';
import { readQuery } from '#contract/params.ts';
import { ApiError } from './errors.ts';

/** Valibot issues → one FieldError per field (the first message wins), dotted paths as field names. */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[], rootName: string): FieldError[] {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? rootName;
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}

/**
 * The dotted path of the first text in `input` that PostgreSQL cannot store, or null: a NUL
 * character (text cannot hold U+0000) or a lone surrogate (JSON's `"\ud800"` is no Unicode text;
 * jsonb refuses it and the whole query fails). Such input is refused before any schema runs.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorableTextAt(input: unknown, path: string, depth = 0): string | null {
  if (typeof input === 'string') return input.includes('\u0000') || loneSurrogate.test(input) ? path : null;
  // No shape of the contract nests this deep: the schema refuses such input anyway, and the walk must not exhaust the stack.
  if (input === null || typeof input !== 'object' || depth > 32) return null;
  for (const [key, value] of Object.entries(input)) {
    const inner = path === '' ? key : `${path}.${key}`;
    const found = unstorableTextAt(key, inner, depth + 1) ?? unstorableTextAt(value, inner, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Parses `input` with `schema` or throws a 400 whose data names every bad field. */
export function parseOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, rootName: string): v.InferOutput<TSchema> {
  const unstorable = unstorableTextAt(input, '');
  if (unstorable !== null) {
    throw new ApiError('BAD_REQUEST', [{ field: unstorable || rootName, message: '보낼 수 없는 문자(U+0000이나 짝이 없는 서로게이트)가 들어 있습니다.' }]);
  }
  const result = v.safeParse(schema, input, { message: issueMessage });
  if (!result.success) throw new ApiError('BAD_REQUEST', toFieldErrors(result.issues, rootName));
  return result.output;
}

/** The query string of a request, parsed with the endpoint's query schema. */
export function parseQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): v.InferOutput<TSchema> {
  return parseOrThrow(schema, readQuery(new URL(c.req.url).searchParams), 'query');
}

const isJson = (contentType: string | undefined) => !!contentType && /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType);

/** Reads a JSON body: 415 unless the content type is JSON, 400 when the text is not JSON. */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (!isJson(c.req.header('content-type'))) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('BAD_REQUEST', [{ field: 'body', message: 'JSON 형식이 올바르지 않습니다.' }]);
  }
}

/** A database id in a path: a positive 32-bit integer (the ids are `serial`). */
const PathId = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, '1 이상의 정수 id여야 합니다.'), v.transform(Number), v.maxValue(maxId, '너무 큰 id입니다.'));

/** Parses every named path parameter as an id; a bad one is a 400 naming it. */
export function parsePathIds<TName extends string>(names: readonly TName[], raw: Record<string, string>): Record<TName, number> {
  return parsePathParams(names, raw) as Record<TName, number>;
}

/** As parsePathIds, except the parameters `schemas` names (a link's token), which their own schema parses. */
export function parsePathParams(names: readonly string[], raw: Record<string, string>, schemas: Record<string, v.GenericSchema> = {}): Record<string, unknown> {
  const schema = v.object(Object.fromEntries(names.map((n) => [n, schemas[n] ?? PathId])));
  return parseOrThrow(schema, raw, 'path') as Record<string, unknown>;
}
