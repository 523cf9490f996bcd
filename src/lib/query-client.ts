/**
 * The TanStack Query client with the numbers of docs/product.md §9. Only one layer retries a request (decision 033):
 * the HTTP client retries a read on a transient status itself (docs/product.md §7.5: three requests at most), so
 * this client does not retry what it already retried — each of its retries would send three more.
 * It never retries a 4xx (asked again, it answers the same; a 403/404 has already sent the user
 * elsewhere) nor a timeout (the user has already waited 10 s: show the error and its 다시 시도).
 */
import { constants } from '#src/lib/constants.ts';
import { isTransientError, retriedByClient, TimeoutError } from '#src/lib/http/errors.ts';
import { backoffDelayMs } from '#src/lib/http/retry.ts';
import { QueryClient } from '@tanstack/react-query';

/**
 * TanStack's `retry` callback: `failureCount` is 0 at the first failure, as with `retry: 3`. What
 * is left for it: a network failure or 5xx the HTTP client sent once and did not retry.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof TimeoutError || retriedByClient(error)) return false;
  return failureCount < constants.query.retryCount && isTransientError(error);
}

/** The backoff of docs/product.md §7.5 (0.3 s, 0.6 s, 1.2 s) rather than TanStack's 1 s, 2 s, 4 s: the error shows within 3 s. */
export function queryRetryDelayMs(failureCount: number): number {
  return backoffDelayMs(failureCount + 1);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: constants.query.staleTimeMs,
        gcTime: constants.query.gcTimeMs,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelayMs,
        // A read that has just failed is not read again because a component mounts: the page's reads
        // start before its sections mount (decision 037), and their error is the section's answer
        // (with 다시 시도, decision 033). An unwatched failed read is gone after gcTime anyway.
        retryOnMount: false,
      },
      mutations: {
        // A write is never repeated behind the user's back; the HTTP client already retried the idempotent ones.
        retry: false,
      },
    },
  });
}
