/**
 * The envelope every response travels in (docs/product.md §7.2) and the paging shape (§7.4).
 * success: { status, message, data }
 * error:   { status: <HTTP status>, message: <Korean text>, code: <custom code>, data: null | FieldError[] }
 */
import * as v from 'valibot';

/** One rejected field of a request: where (`field`, a dotted path) and why (Korean). */
export const FieldError = v.object({ field: v.string(), message: v.string() });
export type FieldError = v.InferOutput<typeof FieldError>;

export const ErrorEnvelope = v.object({
  status: v.number(),
  message: v.string(),
  code: v.number(),
  data: v.nullable(v.array(FieldError)),
});
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelope>;

/** Wraps a payload schema in the success envelope. */
export function envelope<TData extends v.GenericSchema>(data: TData) {
  return v.object({ status: v.number(), message: v.string(), data });
}

/** The paged list shape of docs/product.md §7.4: data.content, page, size, totalElements. Pages count from 0. */
export function paged<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    content: v.array(item),
    page: v.number(),
    size: v.number(),
    totalElements: v.number(),
  });
}
export type Paged<T> = { content: T[]; page: number; size: number; totalElements: number };

/** The id a create call answers with. */
export const CreatedId = v.object({ id: v.number() });
export type CreatedId = v.InferOutput<typeof CreatedId>;
