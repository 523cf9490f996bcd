/**
 * One consistent copy of an open PGlite's data folder (decision 099). PGlite runs one query at a time:
 * `transaction()` holds its transaction lock from BEGIN to COMMIT and every query waits for it, and
 * `dumpDataDir` waits for the query lock. Dumping from inside a transaction of our own therefore copies
 * the folder between two whole transactions of the app, never in the middle of one; the CHECKPOINT
 * before it writes what the WAL holds into the tables, so the copy needs no WAL replay on restore.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** What a database holds, in counts an operator recognises (printed by backup and restore). */
export interface DatabaseSummary {
  migrations: number;
  teams: number;
  people: number;
  matches: number;
  matchEvents: number;
  ledgerEntries: number;
}

export interface DatabaseDump {
  /** PGlite's tarball of its data folder (uncompressed: the archive around it is gzipped). */
  tarball: Uint8Array;
  summary: DatabaseSummary;
}

export async function summarise(db: Pick<Transaction, 'query'>): Promise<DatabaseSummary> {
  const { rows } = await db.query<DatabaseSummary>(
    `select (select count(*) from drizzle.__drizzle_migrations)::int as "migrations",
            (select count(*) from teams)::int as "teams",
            (select count(*) from users)::int as "people",
            (select count(*) from matches)::int as "matches",
            (select count(*) from match_events)::int as "matchEvents",
            (select count(*) from ledger_entries)::int as "ledgerEntries"`,
  );
  return rows[0]!;
}

export async function dumpPglite(client: PGlite): Promise<DatabaseDump> {
  await client.exec('CHECKPOINT');
  return client.transaction(async (tx) => {
    const summary = await summarise(tx);
    const blob = await client.dumpDataDir('none');
    return { tarball: new Uint8Array(await blob.arrayBuffer()), summary };
  });
}
