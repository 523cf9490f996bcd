/**
 * The snapshot database every server test stands on (snapshot-database.ts): after a test's writes of
 * every kind — updates, inserts, a delete that cascades, a truncate, a failed insert that moved a
 * sequence — `restore()` gives back exactly the snapshot: every table's rows and every sequence's next
 * value, while restoring only the tables that were written.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seededDump } from './seeded-dump.ts';
import { openSnapshotDatabase, type SnapshotDatabase } from './snapshot-database.ts';

let base: SnapshotDatabase;

/** Every public table's rows (in a stable order) and every sequence's position. */
async function state() {
  const { client } = base;
  const tables = (await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).rows;
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) rows[name] = (await client.query(`select * from public."${name}" order by 1`)).rows;
  const sequences = (await client.query(`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`)).rows;
  return { rows, sequences };
}

beforeAll(async () => {
  base = await openSnapshotDatabase(await seededDump());
  await base.snapshot();
});
afterEach(() => base.restore());
afterAll(() => base.close());

describe('restore()', () => {
  it('undoes updates, inserts, a cascading delete, a truncate and a failed insert', async () => {
    const snapshot = await state();
    const answered = (await base.client.query<{ id: number }>('select schedule_id as id from schedule_attendance limit 1')).rows[0]!.id;
    await base.client.exec(`
      update users set name = name || ' (renamed)';
      insert into notices (team_id, author_id, title, content) select team_id, author_id, 'new', 'new' from notices limit 1;
      delete from schedules where id = ${answered};
      truncate match_events;
    `);
    // The cascade reached a table the test did not name.
    expect((await base.client.query(`select * from schedule_attendance where schedule_id = ${answered}`)).rows).toEqual([]);
    await expect(base.client.exec(`insert into users (id, name) select id, name from users limit 1`)).rejects.toThrow();
    expect(await state()).not.toEqual(snapshot);
    await base.restore();
    expect(await state()).toEqual(snapshot);
  });

  it('leaves nothing noted once restored, and the next insert takes the id it took in the snapshot', async () => {
    const insert = () =>
      base.client.query<{ id: number }>(
        `insert into notices (team_id, author_id, title, content) select team_id, author_id, 'again', 'again' from notices limit 1 returning id`,
      );
    const first = (await insert()).rows[0]!.id;
    await base.restore();
    expect((await base.client.query('select name from test_snapshot.written')).rows).toEqual([]);
    expect((await insert()).rows[0]!.id).toBe(first);
  });
});
