/**
 * One PGlite that returns to a recorded state in ~20 ms, so a test file does not need a copy of the
 * database per test (a PGlite clone costs ~1.3 s; measured on the 2-core CI machine, 2026-11-27).
 *
 * `snapshot()` copies every table of the app's schema into a schema of its own and notes where each
 * sequence stands; `restore()` empties the app's tables, copies the rows back and puts the sequences
 * where they were, in one batch with foreign-key triggers off (session_replication_role = replica), so
 * ids, tokens and timestamps a test reads are exactly those of the snapshot. The migrations table
 * (schema `drizzle`) is never touched, and nothing else keeps state between tests.
 */
import { PGlite } from '@electric-sql/pglite';

export interface SnapshotDatabase {
  client: PGlite;
  /** Records the current rows and sequence positions as the state `restore()` returns to. */
  snapshot(): Promise<void>;
  /** Back to the snapshot: every table's rows and every sequence's position. */
  restore(): Promise<void>;
  /** A PGlite of its own holding the snapshot's state (~1 s), for an app that must not be restored under it. */
  copy(): Promise<PGlite>;
  close(): Promise<void>;
}

const snapshotSchema = 'test_snapshot';
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function openSnapshotDatabase(dump: Blob): Promise<SnapshotDatabase> {
  const client = new PGlite({ loadDataDir: dump });
  await client.waitReady;
  let restoreSql: string | null = null;
  let snapshotDump: Promise<Blob> | null = null;

  async function restore() {
    if (restoreSql === null) throw new Error('SnapshotDatabase: restore() before snapshot()');
    await client.exec(restoreSql);
  }

  return {
    client,
    async snapshot() {
      const tables = (await client.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
      )).rows.map((row) => row.name);
      const sequences = (await client.query<{ name: string; value: string | null }>(
        `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
      )).rows;
      await client.exec([
        `drop schema if exists ${snapshotSchema} cascade;`,
        `create schema ${snapshotSchema};`,
        ...tables.map((table) => `create table ${snapshotSchema}.${quoted(table)} as table public.${quoted(table)};`),
      ].join('\n'));
      restoreSql = [
        'set session_replication_role = replica;',
        `truncate ${tables.map((table) => `public.${quoted(table)}`).join(', ')};`,
        ...tables.map((table) => `insert into public.${quoted(table)} overriding system value select * from ${snapshotSchema}.${quoted(table)};`),
        // A sequence never used has no last_value: its next value is its start again.
        ...sequences.map(({ name, value }) => `select setval('public.${quoted(name)}', ${value ?? 1}, ${value !== null});`),
        'set session_replication_role = default;',
      ].join('\n');
      snapshotDump = null;
    },
    restore,
    async copy() {
      // Dumped on first use, right after a restore, so the copy holds the snapshot and not a test's writes.
      if (!snapshotDump) {
        await restore();
        snapshotDump = client.dumpDataDir('none');
      }
      const copy = new PGlite({ loadDataDir: await snapshotDump });
      await copy.waitReady;
      return copy;
    },
    close: () => client.close(),
  };
}
