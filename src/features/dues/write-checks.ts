/**
 * What every dues form shares (decision 061): the contract check of the request with its errors per
 * field, and the refusal said in Korean — the server's own words for its dues errors and field
 * errors, else the action and the answer.
 */
import { errorCodes } from '#contract/error-codes.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import * as v from 'valibot';
import { HttpError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { duesMessages as d } from '#src/lib/messages/dues.ts';

export type FieldErrors = Record<string, string>;

/** The request checked against its contract schema: the request, or the first message per field. */
export function checkRequest<S extends v.GenericSchema>(schema: S, input: unknown): { ok: true; request: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return { ok: true, request: parsed.output };
  const errors: FieldErrors = {};
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue)?.split('.')[0] ?? '';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The dues refusals whose own words the form shows: 5016–5024 (5023 a month with nothing charged, 5024 a past month's amount). */
const duesRefusal = (code: number) => code >= 5016 && code <= 5024;

/** A write's failure in Korean, and the server's field errors by field. */
export function writeFailure(error: unknown): { message: string; fields: FieldErrors } {
  // The catalogue's 6032 speaks of client ids to the API's callers; the admin is told what happened.
  if (error instanceof HttpError && error.code === errorCodes.CLIENT_ID_CONFLICT.code) return { message: d.common.clientIdConflict, fields: {} };
  if (error instanceof HttpError && error.code !== null && (error.status === 400 || duesRefusal(error.code) || error.status === 403)) {
    const fields: FieldErrors = {};
    for (const f of error.fieldErrors) fields[f.field] ??= f.message;
    return { message: error.fieldErrors[0]?.message ?? error.message, fields };
  }
  return { message: messages.toast.failure(d.common.failed, errorJson(error)), fields: {} };
}

/** Today in Seoul, `YYYY-MM-DD`. */
export function seoulToday(): string {
  return seoulDate(new Date());
}
