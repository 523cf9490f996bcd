/**
 * drizzle's PGlite driver sends result parsers with every query: timestamps, dates, intervals and
 * their arrays kept as the text PostgreSQL sent, for drizzle's columns to read (drizzle-orm/pglite,
 * session.js). PGlite merges a query's parsers into a new copy of all ~320 of its own, per query:
 * ~160 µs of a ~240 µs one-row query on the 2-core CI machine (decision 067), and the largest single
 * function in a profile of the server tests. The same parsers set once on the connection, and left
 * off each query, read every row the same.
 */
import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { pgliteView } from './pglite-view.ts';
import { timedQuery } from '../metrics/db.ts';

const asText = (value: string) => value;

/**
 * The types drizzle's driver reads as text, by type OID: timestamp, timestamptz, interval, date, and
 * the arrays numeric[] 1231, timestamp[] 1115, timestamptz[] 1185, interval[] 1187, date[] 1182.
 */
const drizzleTextTypes: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/**
 * bytea (an uploaded image, decision 098) as hex through node's Buffer instead of PGlite's own, which
 * builds an array of two-character strings per byte: a 10 MB image took 6–14 s to store and 2–3 s to
 * read that way, ~1 s and ~0.3 s this way (measured on the 2-core machine, 2026-12-06). Same bytes.
 */
const byteaToHex = (bytes: Uint8Array) => `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
const byteaFromHex = (text: string) => {
  const buffer = Buffer.from(text.slice(2), 'hex');
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
};

/** Options without the per-query parsers when the connection already reads those types as text; else unchanged. */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  // A parser for any other type (a newer drizzle, another caller) goes with the query as before.
  if (!Object.keys(options.parsers).every((oid) => drizzleTextTypes.includes(Number(oid)))) return options;
  const { parsers: _sameAsTheConnections, ...rest } = options;
  return rest;
}

/** `query` without the copy of the parsers; every other member as it is. */
const lightened = <T extends Pick<PGlite, 'query'>>(real: T, replaced: Partial<T> = {}): T =>
  pgliteView(real, {
    // Timed here too: every drizzle query on PGlite passes this way (decision 097).
    query: ((query: string, params?: unknown[], options?: QueryOptions) =>
      timedQuery(query, () => real.query(query, params, withoutTextParsers(options)))) as T['query'],
    ...replaced,
  });

/**
 * The connection as drizzle should hold it: reading drizzle's text types as text on every query
 * (its own and any other on this connection), bytea through Buffer's hex, and drizzle's queries, in
 * a transaction too, sent without their copy of those parsers.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  for (const oid of drizzleTextTypes) client.parsers[oid] = asText;
  client.parsers[types.BYTEA] = byteaFromHex;
  client.serializers[types.BYTEA] = byteaToHex;
  const transaction = <R>(callback: (tx: Transaction) => Promise<R>) => client.transaction((tx) => callback(lightened(tx)));
  return lightened(client, { transaction: transaction as PGlite['transaction'] });
}
