/**
 * What every dues form shares (decision 061): the refusal said in Korean — the server's own words for
 * its dues errors and field errors, else the action and the answer. The contract check of a request
 * is src/lib/form-errors.ts's checkRequest.
 */
import type { ErrorName } from '#contract/error-codes.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { formErrorsOf, isRefusal, sameField, type FormErrors } from '#src/lib/form-errors.ts';
import { duesMessages as d } from '#src/lib/messages/dues.ts';

export type FieldErrors = FormErrors<string>;

/** The dues refusals whose own words the form shows (a month with nothing charged, a past month's amount among them). */
const duesRefusals = [
  'DUES_NOT_CONFIGURED',
  'DUES_PRIVATE',
  'NOTFOUND_LEDGER_ENTRY',
  'ENTRY_ALREADY_REVERSED',
  'REVERSAL_NOT_REVERSIBLE',
  'DUES_MONTHS_PAID',
  'NOTFOUND_EXEMPTION',
  'DUES_MONTH_NOT_CHARGED',
  'DUES_PAST_MONTH_AMOUNT',
] as const satisfies readonly ErrorName[];

/** A write's failure in Korean, and the server's field errors by field. */
export function writeFailure(error: unknown): { message: string; fields: FieldErrors } {
  // The catalogue's 6032 speaks of client ids to the API's callers; the admin is told what happened.
  if (isRefusal(error, ['CLIENT_ID_CONFLICT'])) return { message: d.common.clientIdConflict, fields: {} };
  if (error instanceof HttpError && error.code !== null && (error.status === 400 || error.status === 403 || isRefusal(error, duesRefusals))) {
    return { message: error.fieldErrors[0]?.message ?? error.message, fields: formErrorsOf(error.fieldErrors, sameField) };
  }
  return { message: messages.toast.failure(d.common.failed, errorJson(error)), fields: {} };
}

/** Today in Seoul, `YYYY-MM-DD`. */
export function seoulToday(): string {
  return seoulDate(new Date());
}
