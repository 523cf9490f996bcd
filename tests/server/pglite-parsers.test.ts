/**
 * server/db/pglite-parsers.ts: drizzle's queries reach PGlite without their per-query parsers (what
 * cost ~160 µs a query, decision 067), and every type drizzle reads as text comes back exactly as
 * drizzle's own driver gives it on a plain PGlite: through `execute` (rows as objects) and a typed
 * select (rows as arrays), outside and inside a transaction. bytea goes both ways through Buffer's hex
 * (decision 098) and comes back byte for byte what PGlite's own serializer and parser give.
 */
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteForDrizzle } from '#server/db/pglite-parsers.ts';

const samples = pgTable('samples', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { mode: 'string' }),
  atZoned: timestamp('at_zoned', { withTimezone: true, mode: 'date' }),
  day: date('day'),
  span: interval('span'),
  amount: numeric('amount'),
});

const create = `create table samples (id integer primary key, at timestamp, at_zoned timestamptz, day date, span interval, amount numeric);
  insert into samples values (1, '2026-11-22 10:15:30.123', '2026-11-22 10:15:30+09', '2026-11-22', '1 day 02:03:04', 12.50),
    (2, null, null, null, null, null);`;
/** Every type drizzle's driver reads as text, arrays too, in one row. */
const everyTextType = sql`select timestamp '2026-11-22 10:15:30' as ts, timestamptz '2026-11-22 10:15:30+09' as tstz,
  interval '90 minutes' as iv, date '2026-11-22' as d, array[1.5, 2]::numeric[] as nums,
  array[timestamp '2026-11-22 10:00']::timestamp[] as tss, array[timestamptz '2026-11-22 10:00+09']::timestamptz[] as tstzs,
  array[interval '1 hour']::interval[] as ivs, array[date '2026-11-22']::date[] as ds`;

type Drizzle = ReturnType<typeof drizzle>;
const readOutside = async (db: Drizzle) => [(await db.execute(everyTextType)).rows, await db.select().from(samples).orderBy(samples.id)];
const readInside = (db: Drizzle) => db.transaction(async (tx) => [(await tx.execute(everyTextType)).rows, await tx.select().from(samples).orderBy(samples.id)]);

let client: PGlite;
/** What drizzle reads on the plain connection, before it is lightened. */
let expected: { outside: unknown; inside: unknown };
let actual: Drizzle;
/** The options each query reached PGlite with, once lightened. */
const reached: (QueryOptions | undefined)[] = [];

beforeAll(async () => {
  client = new PGlite();
  await client.exec(create);
  const plain = drizzle({ client });
  expected = { outside: await readOutside(plain), inside: await readInside(plain) };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  // What PGlite itself is asked, under the wrapper: outside and inside a transaction.
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    reached.push(options);
    return query(text, params, options);
  }) as PGlite['query'];
  client.transaction = ((callback) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
        reached.push(options);
        return txQuery(text, params, options);
      }) as typeof tx.query;
      return callback(tx);
    })) as PGlite['transaction'];
  actual = drizzle({ client: pgliteForDrizzle(client) });
});
afterAll(() => client.close());

describe('drizzle on the lightened connection', () => {
  it('reads every text type as drizzle reads it on a plain PGlite, through execute and a typed select', async () => {
    reached.length = 0;
    expect(await readOutside(actual)).toEqual(expected.outside);
    expect(reached.length).toBe(2);
    expect(reached.every((options) => options !== undefined && !('parsers' in options))).toBe(true);
  });

  it('does the same inside a transaction', async () => {
    reached.length = 0;
    expect(await readInside(actual)).toEqual(expected.inside);
    expect(reached.filter((options) => options?.rowMode).length).toBe(2);
    expect(reached.every((options) => !options || !('parsers' in options))).toBe(true);
  });

  it('passes on a parser for any other type with its query', async () => {
    reached.length = 0;
    const upper = { 25: (value: string) => value.toUpperCase() };
    expect((await pgliteForDrizzle(client).query<{ t: string }>(`select 'kick-off'::text as t`, [], { parsers: upper })).rows).toEqual([{ t: 'KICK-OFF' }]);
    expect(reached[0]?.parsers).toBe(upper);
  });
});

describe('bytea on the lightened connection', () => {
  const roundTrip = async (db: Pick<PGlite, 'query'>, bytes: Uint8Array) =>
    (await db.query<{ b: Uint8Array; n: number }>('select $1::bytea as b, octet_length($1::bytea) as n', [bytes])).rows[0];

  it('stores and reads every byte value, and any bytes, as the plain connection does', async () => {
    const plain = new PGlite();
    try {
      const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
      const lightened = pgliteForDrizzle(client);
      for (const bytes of [everyByte, new Uint8Array(0), new Uint8Array(everyByte.buffer, 10, 5)]) {
        expect(await roundTrip(lightened, bytes)).toEqual({ b: Uint8Array.from(bytes), n: bytes.byteLength });
      }
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 600 }), async (bytes) => {
          const ours = await roundTrip(lightened, bytes);
          expect(ours).toEqual(await roundTrip(plain, bytes));
          expect(ours.b).toEqual(bytes);
        }),
        { numRuns: 60 },
      );
      expect(await lightened.transaction((tx) => roundTrip(tx, everyByte))).toEqual({ b: everyByte, n: 256 });
    } finally {
      await plain.close();
    }
  });
});
