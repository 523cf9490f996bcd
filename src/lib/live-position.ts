/**
 * How far a match's live log had got when each of its reads was answered (the `Live-Seq` header,
 * decision 037), kept beside the answer so the live stream's first `ready` re-reads only what is
 * older than it, rather than everything read before it connected.
 */
import { livePositionHeader } from '#contract/matches.ts';
import type { QueryClient, Query } from '@tanstack/react-query';

const positions = new WeakMap<object, number>();

/** Runs a match read, remembering the log position its answer carries. */
export async function readWithPosition<T>(read: (onHeaders: (headers: Headers) => void) => Promise<T>): Promise<T> {
  let position: number | null = null;
  const answer = await read((headers) => {
    const value = Number(headers.get(livePositionHeader) ?? Number.NaN);
    position = Number.isSafeInteger(value) && value >= 0 ? value : null;
  });
  if (position !== null && typeof answer === 'object' && answer !== null) positions.set(answer, position);
  return answer;
}

/**
 * Whether `data` was read at exactly `seq`. Anything else is re-read: older, patched or read without
 * a position, and also "newer", which at a first `ready` can only mean a log that started over.
 */
export function readAt(data: unknown, seq: number): boolean {
  return typeof data === 'object' && data !== null && positions.get(data) === seq;
}

/** Resolves once the query is not fetching (at once if it is not). */
function settled(queryClient: QueryClient, query: Query): Promise<void> {
  if (query.state.fetchStatus !== 'fetching') return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.query !== query || query.state.fetchStatus === 'fetching') return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * After a fresh `ready` at `seq`: re-reads the queries under `prefix` whose answers were not read at
 * that position (a read still in flight is judged by its answer); what is as new stays as it is.
 * Answers whether anything was read again, once it has been.
 */
export async function refreshOlderThan(queryClient: QueryClient, prefix: readonly unknown[], seq: number): Promise<boolean> {
  const reread = await Promise.all(
    queryClient.getQueryCache().findAll({ queryKey: prefix }).map(async (query) => {
      await settled(queryClient, query);
      if (query.state.data === undefined || readAt(query.state.data, seq)) return false;
      await queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      return true;
    }),
  );
  return reread.includes(true);
}
