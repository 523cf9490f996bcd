/**
 * Every business constant of spec §9 (and the HTTP numbers of spec §7), in one place.
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
    /** A request with no answer after 10 s fails with a TimeoutError (spec §7). */
    timeoutMs: 10_000,
    /** Idempotent requests are retried twice on a transient status (spec §7). */
    retries: 2,
    /** Only these methods are safe to repeat; POST and PATCH never are (spec §7). */
    retryMethods: ['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE'] as readonly string[],
    /** Statuses that may succeed a moment later (spec §7). */
    retryStatusCodes: [408, 413, 429, 500, 502, 503, 504] as readonly number[],
    /** Statuses whose Retry-After header says when to come back (spec §7). */
    retryAfterStatusCodes: [413, 429, 503] as readonly number[],
    /** Backoff base: the n-th retry waits 0.3 × 2^(n−1) s (spec §7). */
    retryBaseDelayMs: 300,
    /** A Retry-After longer than a minute is capped: a phone user will not wait longer on a spinner. */
    maxRetryAfterMs: 60_000,
    /** A 401 triggers one token refresh and one retry; a second 401 is final (spec §7, §9). */
    unauthorizedRetries: 1,
    /** A product-level deadline for short operations that must not hold the screen (spec §7). */
    productTimeoutMs: 3_000,
  },
  pageSize: {
    /** The team list loads 100 teams at once: enough to pick from without paging (spec §9). */
    teamList: 100,
    /** The home page shows the 10 latest non-important notices (spec §9). */
    homeNotices: 10,
    /** The notices page shows up to 100 important notices, all pinned above the list (spec §9). */
    importantNotices: 100,
    /** Normal notices come 20 to a page (spec §9). */
    normalNotices: 20,
  },
  toast: {
    /** At most 4 notifications at once, top right, so they never cover the page (spec §8). */
    maxVisible: 4,
    /** A notification hides itself after 3 s (spec §8). */
    durationMs: 3_000,
  },
  tooltip: {
    /** Tooltips wait 700 ms so they do not flash while the pointer passes by (spec §2). */
    delayMs: 700,
    /** In the collapsed sidebar the icons have no text, so their tooltips show at once (spec §2). */
    sidebarDelayMs: 0,
  },
  layout: {
    /** The sidebar's open state is re-evaluated 100 ms after the last resize event (spec §2). */
    resizeDebounceMs: 100,
    /** At 1740 px and wider the sidebar starts open: the content keeps its full width beside it. */
    sidebarOpenMinWidthPx: 1_740,
  },
} as const;

export type Constants = typeof constants;
