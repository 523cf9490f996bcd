/**
 * The outbox's figures (decision 097): the recording writes that carry an idempotency key (a goal, an
 * exchange, a cancel with its clientId — what the browser's outbox resends) counted as accepted (a new
 * message), replayed (the same key and request again: the original answer, nothing written) or refused,
 * by the status class the refusal answers with (4xx the client's, 5xx ours).
 */
import { errorCodes } from '#contract/error-codes.ts';
import { ApiError } from '../http/errors.ts';
import { outboxWrites, statusClass } from './registry.ts';

/** Runs a keyed write (answering whether it wrote a new message), counting its outcome. */
export async function countedOutboxWrite<T>(write: () => Promise<{ wrote: boolean; value: T }>): Promise<T> {
  try {
    const { wrote, value } = await write();
    outboxWrites.inc({ outcome: wrote ? 'accepted' : 'replayed', status_class: '2xx' });
    return value;
  } catch (error) {
    const status = error instanceof ApiError ? errorCodes[error.error].status : 500;
    outboxWrites.inc({ outcome: 'refused', status_class: statusClass(status) });
    throw error;
  }
}
