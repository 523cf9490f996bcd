/**
 * How far a match's live log had got when each of its reads was answered (the `Live-Seq` header,
 * decision 037), kept beside the answer so the live stream's first `ready` re-reads only what is
 * older than it, rather than everything read before it connected, and so a first read still in
 * flight when a message arrives is read again only if its answer predates the message.
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

/** Whether `data` was read at `seq` or later: it holds the message at `seq` already. */
export function readSince(data: unknown, seq: number): boolean {
  const position = typeof data === 'object' && data !== null ? positions.get(data) : undefined;
  return position !== undefined && position >= seq;
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
    queryClient
      .getQueryCache()
      .findAll({ queryKey: prefix })
      .map(async (query) => {
        await settled(queryClient, query);
        if (query.state.data === undefined || readAt(query.state.data, seq)) return false;
        await queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
        return true;
      }),
  );
  return reread.includes(true);
}

/** The first reads waiting for their answer, each with the newest message seq it must hold. */
const firstReads = new WeakMap<Query, { seq: number }>();

/** Reads `query` again once its first read has landed, unless that answer holds `seq`; one wait per read. */
async function judgeFirstRead(queryClient: QueryClient, query: Query, seq: number): Promise<boolean> {
  const waiting = firstReads.get(query);
  if (waiting) {
    waiting.seq = Math.max(waiting.seq, seq);
    return false;
  }
  const need = { seq };
  firstReads.set(query, need);
  await settled(queryClient, query);
  firstReads.delete(query);
  // No data: the read failed, and its own retry or error says so.
  if (query.state.data === undefined || readSince(query.state.data, need.seq)) return false;
  await queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  return true;
}

/**
 * Patches the caches with the message at `seq` (`patch`), then deals with each read under `prefix`
 * that was in flight before it: its answer may predate the message and would overwrite the patch.
 * - One the patch itself sent again (a re-read of what it cannot compute) is newer: left alone.
 * - One over data is read again at once: TanStack Query cancels the read in flight.
 * - A first read TanStack Query would not cancel (its invalidation hands back the same read), and
 *   the patch had nothing to patch: it is judged by its answer, and read again if that was read
 *   before the newest message that arrived while it was in flight (one re-read, however many).
 * Answers whether anything was read again, once it has been.
 */
export async function patchOverReadsInFlight(queryClient: QueryClient, prefix: readonly unknown[], seq: number, patch: () => void): Promise<boolean> {
  const inFlight = queryClient
    .getQueryCache()
    .findAll({ queryKey: prefix, fetchStatus: 'fetching' })
    .map((query) => ({ query, read: query.promise }));
  patch();
  const reread = await Promise.all(
    inFlight.map(async ({ query, read }) => {
      // Its read ended or was sent again meanwhile: what it answers now was read after the message.
      if (query.promise !== read) return false;
      if (query.state.data === undefined) return judgeFirstRead(queryClient, query, seq);
      await queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      return true;
    }),
  );
  return reread.includes(true);
}

/**
 * After the change at `seq` on a page that cannot patch it (the public scoreboard reads its whole
 * snapshot again): reads `queryKey` again unless its answer holds the change already; a read in
 * flight as `patchOverReadsInFlight` rules. `Infinity` for a change of unknown position (always
 * read again).
 */
export async function readUnlessHeld(queryClient: QueryClient, queryKey: readonly unknown[], seq: number): Promise<boolean> {
  const state = queryClient.getQueryState(queryKey);
  if (state?.fetchStatus === 'fetching') return patchOverReadsInFlight(queryClient, queryKey, seq, () => undefined);
  if (readSince(state?.data, seq)) return false;
  await queryClient.invalidateQueries({ queryKey, exact: true });
  return true;
}
