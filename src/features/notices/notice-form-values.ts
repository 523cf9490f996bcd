/**
 * The notice form checked by the contract's own request schema (decision 009), so the editor
 * refuses exactly what the server refuses, in the same words. An editor holding no text sends ''
 * (its empty paragraph is markup, not content) and gets the contract's "내용을 입력해주세요.".
 */
import { NoticeWriteRequest } from '#contract/notices.ts';
import { BadRequestError } from '#src/lib/http/errors.ts';
import * as v from 'valibot';

export interface NoticeFormValues {
  title: string;
  /** The editor's HTML, '' when it holds no text. */
  content: string;
  isImportant: boolean;
}

export type NoticeFieldErrors = Partial<Record<'title' | 'content', string>>;

const fields = new Set(['title', 'content']);

function firstPerField(list: readonly { field: string; message: string }[]): NoticeFieldErrors {
  const errors: NoticeFieldErrors = {};
  for (const { field, message } of list) {
    const key = field.split('.')[0] as keyof NoticeFieldErrors;
    if (fields.has(key) && !(key in errors)) errors[key] = message;
  }
  return errors;
}

export function validateNotice(values: NoticeFormValues): { ok: true; request: NoticeWriteRequest } | { ok: false; errors: NoticeFieldErrors } {
  const result = v.safeParse(NoticeWriteRequest, values);
  if (result.success) return { ok: true, request: result.output };
  return { ok: false, errors: firstPerField(result.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message }))) };
}

/** A 400's field list mapped onto the form (null when the failure names no field of it). */
export function noticeFieldErrorsFrom(error: unknown): NoticeFieldErrors | null {
  if (!(error instanceof BadRequestError)) return null;
  const errors = firstPerField(error.fieldErrors);
  return Object.keys(errors).length > 0 ? errors : null;
}
