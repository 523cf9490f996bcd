/**
 * One PGlite that returns to a recorded state in ~2 ms, so a test file does not need a copy of the
 * database per test (a PGlite clone costs ~1.3 s; measured on the 2-core CI machine, 2026-11-27).
 *
 * `snapshot()` copies every table of the app's schema into a schema of its own, notes where each
 * sequence stands, and puts a statement trigger on each table that notes the table in
 * `test_snapshot.written` when a statement inserts, updates, deletes or truncates there (a statement
 * that fails is rolled back with its note). `restore()`, in one batch with triggers off
 * (session_replication_role = replica: neither foreign keys nor the notes fire), empties each noted
 * table and copies its rows back, and puts every sequence where it was (a failed insert moves one
 * too), so ids, tokens and timestamps a test reads are exactly those of the snapshot.
 *
 * Restoring only the written tables, with `delete` rather than one `truncate` of all 27 (which gives
 * each table and index new files), took a write and its restore from 32–39 ms to 2–3 ms, steady over
 * 2 000 of them (decision 065). The migrations table (schema `drizzle`) is never touched, and nothing
 * else keeps state between tests.
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
      const tables = (await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).rows.map(
        (row) => row.name,
      );
      const sequences = (
        await client.query<{ name: string; value: string | null }>(
          `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
        )
      ).rows;
      await client.exec(
        [
          `drop schema if exists ${snapshotSchema} cascade;`,
          `create schema ${snapshotSchema};`,
          ...tables.map((table) => `create table ${snapshotSchema}.${quoted(table)} as table public.${quoted(table)};`),
          `create table ${snapshotSchema}.written (name text primary key);`,
          `create function ${snapshotSchema}.note_written() returns trigger language plpgsql as $$
          begin insert into ${snapshotSchema}.written values (TG_TABLE_NAME) on conflict do nothing; return null; end $$;`,
          ...tables.map(
            (table) => `create trigger test_snapshot_written after insert or update or delete or truncate on public.${quoted(table)}
          for each statement execute function ${snapshotSchema}.note_written();`,
          ),
        ].join('\n'),
      );
      restoreSql = [
        'set session_replication_role = replica;',
        `do $$ declare t text; begin
          for t in delete from ${snapshotSchema}.written returning name loop
            execute format('delete from public.%I; insert into public.%I overriding system value select * from ${snapshotSchema}.%I', t, t, t);
          end loop;
        end $$;`,
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
