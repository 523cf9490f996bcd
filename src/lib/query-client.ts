/**
 * The TanStack Query client with spec §9's numbers. Retries only what may succeed a moment later
 * (network, timeout, 5xx): a 400/403/404 asked again answers the same, and a 403/404 has already
 * sent the user elsewhere.
 */
import { constants } from '#src/lib/constants.ts';
import { isTransientError } from '#src/lib/http/errors.ts';
import { QueryClient } from '@tanstack/react-query';

/** TanStack's `retry` callback: `failureCount` is 0 at the first failure, as with `retry: 3`. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < constants.query.retryCount && isTransientError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: constants.query.staleTimeMs,
        gcTime: constants.query.gcTimeMs,
        retry: shouldRetryQuery,
      },
      mutations: {
        // A write is never repeated behind the user's back; the HTTP client already retried the idempotent ones.
        retry: false,
      },
    },
  });
}
