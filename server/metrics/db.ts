/**
 * The database query duration (decision 097), measured where every query passes whichever driver is
 * underneath, so no call site changes: PGlite's `query` (server/db/pglite-parsers.ts wraps it for
 * drizzle already) and each node-postgres connection's `query` (a pool's queries and its
 * transactions' run on those). Labelled by the query's first keyword, a fixed set.
 */
import type pg from 'pg';
import { dbQueryDuration, secondsSince } from './registry.ts';

const operations = ['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback', 'savepoint', 'release'];

/** The `operation` label of a query: its first keyword when it is one of the usual ones, else `other`. */
export function queryOperation(query: unknown): string {
  const text = typeof query === 'string' ? query : typeof query === 'object' && query && 'text' in query ? String(query.text) : '';
  const keyword = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '';
  return operations.includes(keyword) ? keyword : 'other';
}

/** Runs a query as `run` does, observing its time when its promise settles (a callback-style call is left unmeasured). */
export function timedQuery<R>(query: unknown, run: () => R): R {
  const startedAt = performance.now();
  const result = run();
  if (result instanceof Promise) {
    const observe = () => dbQueryDuration.observe({ operation: queryOperation(query) }, secondsSince(startedAt));
    // Its own branch: the caller still gets (and handles) the original promise's rejection.
    result.then(observe, observe);
  }
  return result;
}

/** Times every query of every connection the pool opens. */
export function timePoolQueries(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => timedQuery(args[0], () => query(...args));
  });
}
