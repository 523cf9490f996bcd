/**
 * Every business constant of docs/product.md §9 (and the HTTP numbers of §7.5), in one place.
 * Each line says why the number is what it is.
 */

export const constants = {
  query: {
    /** Data younger than 5 s is served from cache without refetching: match-day data changes fast. */
    staleTimeMs: 5_000,
    /** Unused cache entries go after 5 s: little memory on phones, and nothing stale lingers. */
    gcTimeMs: 5_000,
    /** A query failing on the network or the server is tried 3 more times before the error shows. */
    retryCount: 3,
  },
  http: {
    /** A request with no answer after 10 s fails with a TimeoutError (docs/product.md §7.5). */
    timeoutMs: 10_000,
    /** Idempotent requests are retried twice on a transient status (docs/product.md §7.5). */
    retries: 2,
    /** Only these methods are safe to repeat; POST and PATCH never are (docs/product.md §7.5). */
    retryMethods: ['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE'] as readonly string[],
    /** Statuses that may succeed a moment later (docs/product.md §7.5). */
    retryStatusCodes: [408, 413, 429, 500, 502, 503, 504] as readonly number[],
    /** Statuses whose Retry-After header says when to come back (docs/product.md §7.5). */
    retryAfterStatusCodes: [413, 429, 503] as readonly number[],
    /** Backoff base: the n-th retry waits 0.3 × 2^(n−1) s (docs/product.md §7.5). */
    retryBaseDelayMs: 300,
    /** A Retry-After longer than a minute is capped: a phone user will not wait longer on a spinner. */
    maxRetryAfterMs: 60_000,
    /** A 401 triggers one token refresh and one retry; a second 401 is final (docs/product.md §7.5, §9). */
    unauthorizedRetries: 1,
    /** A product-level deadline for short operations that must not hold the screen (docs/product.md §7.5). */
    productTimeoutMs: 3_000,
  },
  pageSize: {
    /** The team list loads 100 teams at once: enough to pick from without paging (docs/product.md §9). */
    teamList: 100,
    /** The home page shows the 10 latest non-important notices (docs/product.md §9). */
    homeNotices: 10,
    /** The notices page shows up to 100 important notices, all pinned above the list (docs/product.md §9). */
    importantNotices: 100,
    /** Normal notices come 20 to a page (docs/product.md §9). */
    normalNotices: 20,
  },
  toast: {
    /** At most 4 notifications at once, top right, so they never cover the page (docs/product.md §8). */
    maxVisible: 4,
    /** A notification hides itself after 3 s (docs/product.md §8). */
    durationMs: 3_000,
  },
  tooltip: {
    /** Tooltips wait 700 ms so they do not flash while the pointer passes by (docs/product.md §2.4). */
    delayMs: 700,
    /** In the collapsed sidebar the icons have no text, so their tooltips show at once (docs/product.md §2.4). */
    sidebarDelayMs: 0,
  },
  layout: {
    /** The sidebar's open state is re-evaluated 100 ms after the last resize event (docs/product.md §2.4). */
    resizeDebounceMs: 100,
    /** At 1740 px and wider the sidebar starts open: the content keeps its full width beside it. */
    sidebarOpenMinWidthPx: 1_740,
  },
} as const;
