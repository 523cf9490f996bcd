/**
 * The response JSON of a failed call, for the error toast of docs/product.md §8: the error envelope
 * (status, code, message, field errors) when the server answered, else the error's own text.
 */
import { HttpError } from './http/errors.ts';

export function errorJson(error: unknown): string {
  if (error instanceof HttpError) {
    return JSON.stringify({ status: error.status, code: error.code, message: error.message, data: error.fieldErrors.length ? error.fieldErrors : null });
  }
  if (error instanceof Error) return JSON.stringify({ name: error.name, message: error.message });
  return JSON.stringify(error ?? null);
}
