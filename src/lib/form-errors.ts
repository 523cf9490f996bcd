/**
 * The one way a form shows what was refused: the contract's issues (checked in the browser) and a
 * refusal's `fieldErrors` (sent by the server) both become the first message per form field. Each
 * form says which of its fields a request field is shown on; a field it does not show is dropped.
 */
import type { ErrorName } from '#contract/error-codes.ts';
import { errorCodes } from '#contract/error-codes.ts';
import * as v from 'valibot';
import { HttpError } from './http/errors.ts';

/** A request field (a dotted path, e.g. `startAt` or `months.0`) and its message. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** Form field → its Korean message. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** Maps a request field's first path segment to the form field it is shown on; null: not shown. */
export type FormFieldOf<F extends string> = (requestField: string) => F | null;

/** Every request field is a form field of the same name (a form that is the request). */
export const sameField = <F extends string>(requestField: string) => requestField as F;

/** The contract's issues as field issues. */
export function issuesOf(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message }));
}

/** The first message per form field. */
export function formErrorsOf<F extends string>(list: readonly FieldIssue[], fieldOf: FormFieldOf<F>): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const { field, message } of list) {
    const key = fieldOf(field.split('.')[0] ?? '');
    if (key !== null && !(key in errors)) errors[key] = message;
  }
  return errors;
}

/** `input` checked against its contract schema: the request, or the first message per form field. */
export function checkRequest<S extends v.GenericSchema, F extends string = string>(
  schema: S,
  input: unknown,
  fieldOf: FormFieldOf<F> = sameField,
): { ok: true; request: v.InferOutput<S> } | { ok: false; errors: FormErrors<F> } {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? { ok: true, request: parsed.output } : { ok: false, errors: formErrorsOf(issuesOf(parsed.issues), fieldOf) };
}

/** A refusal's field list on the form's fields; null when it is not a refusal or names none of them (a toast instead). */
export function refusalFormErrors<F extends string>(error: unknown, fieldOf: FormFieldOf<F>): FormErrors<F> | null {
  if (!(error instanceof HttpError)) return null;
  const errors = formErrorsOf(error.fieldErrors, fieldOf);
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Whether `error` is the server's refusal with one of these names of contract/error-codes.ts. */
export function isRefusal(error: unknown, names: readonly ErrorName[]): error is HttpError {
  return error instanceof HttpError && error.code !== null && names.some((name) => errorCodes[name].code === error.code);
}
