/**
 * The notice form checked by the contract's own request schema (decision 009), so the editor
 * refuses exactly what the server refuses, in the same words. An editor holding no text sends ''
 * (its empty paragraph is markup, not content) and gets the contract's "내용을 입력해주세요.".
 */
import { NoticeWriteRequest } from '#contract/notices.ts';
import { checkRequest, refusalFormErrors } from '#src/lib/form-errors.ts';
import { BadRequestError } from '#src/lib/http/errors.ts';

export interface NoticeFormValues {
  title: string;
  /** The editor's HTML, '' when it holds no text. */
  content: string;
  isImportant: boolean;
}

export type NoticeFieldErrors = Partial<Record<'title' | 'content', string>>;

type NoticeField = keyof NoticeFieldErrors;
const noticeFieldOf = (field: string): NoticeField | null => (field === 'title' || field === 'content' ? field : null);

export function validateNotice(values: NoticeFormValues): { ok: true; request: NoticeWriteRequest } | { ok: false; errors: NoticeFieldErrors } {
  return checkRequest(NoticeWriteRequest, values, noticeFieldOf);
}

/** A 400's field list mapped onto the form (null when the failure names no field of it). */
export function noticeFieldErrorsFrom(error: unknown): NoticeFieldErrors | null {
  return error instanceof BadRequestError ? refusalFormErrors(error, noticeFieldOf) : null;
}
