/** Team notices (docs/product.md §2.3, §3, §9). The body is rich text stored as sanitized HTML. */
import * as v from 'valibot';
import { noticeSortTypes } from './enums.ts';
import { Id, Instant } from './fields.ts';
import { boolParam, enumParam, pageParams, textParam } from './params.ts';

export const NoticeListItem = v.object({
  id: Id,
  title: v.string(),
  /** The first characters of the body as plain text. */
  preview: v.string(),
  isImportant: v.boolean(),
  authorId: v.nullable(Id),
  authorName: v.string(),
  createdAt: Instant,
  updatedAt: Instant,
});
export type NoticeListItem = v.InferOutput<typeof NoticeListItem>;

export const Notice = v.object({ ...NoticeListItem.entries, content: v.string() });
export type Notice = v.InferOutput<typeof Notice>;

export const NoticeQuery = v.object({
  ...pageParams,
  isImportant: v.optional(boolParam),
  sortType: v.optional(enumParam(noticeSortTypes), 'LATEST'),
  searchKeyword: v.optional(textParam(100)),
});
export type NoticeQuery = v.InferOutput<typeof NoticeQuery>;

export const NoticeWriteRequest = v.object({
  title: v.pipe(v.string('제목을 입력해주세요.'), v.trim(), v.minLength(1, '제목을 입력해주세요.'), v.maxLength(100, '제목은 100자 이내로 입력해주세요.')),
  content: v.pipe(v.string('내용을 입력해주세요.'), v.minLength(1, '내용을 입력해주세요.'), v.maxLength(50_000, '내용이 너무 깁니다.')),
  isImportant: v.optional(v.boolean(), false),
});
export type NoticeWriteRequest = v.InferOutput<typeof NoticeWriteRequest>;
export const NoticePatchRequest = v.partial(NoticeWriteRequest);
