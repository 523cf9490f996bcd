/**
 * The API round trips in a row of a page load, from when each request was sent and answered (the
 * bench's figure; `e2e/phone-load.spec.ts` counts the same thing deterministically, holding the
 * requests and letting them go in waves).
 *
 * Requests are taken in bursts: each sent less than `burstGapS` after the one before it. A batch the
 * page sends in one go is one burst, although on a 4× slower CPU its fetches leave over some 30 ms,
 * and a read the service worker answers from its copy can come back within 15 ms, before the last
 * of its batch has left: counted request by request, such a batch made a third "round trip" (seen
 * on warm visits of the match page: the person's read answered at 732 ms, the score's read of the
 * same batch sent at 736 ms). A burst follows another when its first request left after a request of
 * the other had its answer.
 */
export interface TimedRequest {
  /** When it was sent and when its answer had arrived (seconds, one clock); unanswered: undefined. */
  sentAt: number;
  finishedAt?: number;
}

/** Two requests sent further apart than this (seconds) are in different bursts. */
export const burstGapS = 0.05;

/** The longest chain of bursts each sent after a request of the one before it had its answer. */
export function roundTripsInARow(requests: readonly TimedRequest[]): number {
  const sorted = requests.filter((r) => r.finishedAt !== undefined).sort((a, b) => a.sentAt - b.sentAt);
  const bursts: TimedRequest[][] = [];
  for (const r of sorted) {
    const last = bursts.at(-1);
    if (last && r.sentAt - last.at(-1)!.sentAt < burstGapS) last.push(r);
    else bursts.push([r]);
  }
  const depth: number[] = [];
  bursts.forEach((burst, i) => {
    const before = bursts.slice(0, i).flatMap((earlier, j) => (earlier.some((q) => q.finishedAt! <= burst[0].sentAt) ? [depth[j]] : []));
    depth.push(1 + Math.max(0, ...before));
  });
  return Math.max(0, ...depth);
}
