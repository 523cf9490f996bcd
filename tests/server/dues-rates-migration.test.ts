/**
 * Migration 0009 (decision 062) on a database made before it: each team's one monthly amount becomes
 * its first rate, from the month its dues start, and the settings row keeps everything else. And 0010
 * (decision 071) on one made before it: the rates become changes in month order, and the triggers hold.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { migrationsFolder } from '#server/db/client.ts';

const before = mkdtempSync(join(tmpdir(), 'pitchside-0008-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was up to and including `tag`. */
function migrationsUpTo(tag: string): string {
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return before;
}

test("a team's monthly amount becomes its first rate, from its start month", async () => {
  const client = new PGlite();
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0008_dues') });
    await client.exec(
      `
      insert into users (id, name, social_type, social_id) values (1, '김민준', 'KAKAO', 'k1');
      insert into teams (id, name, team_color, bottom_color, stocking_color) values (1, 'FC 한강', '#1E3A8A', '#FFFFFF', '#1E3A8A'), ` +
        `(2, '관악 유나이티드', '#B91C1C', '#000000', '#B91C1C');
      insert into dues_settings (team_id, monthly_amount, due_day, start_month, members_see_each_other) ` +
        `values (1, 30000, 10, '2026-03', false), (2, 0, 25, '2026-01', true);
    `,
    );
    await migrate(db, { migrationsFolder });
    const rates = await client.query('select team_id, from_month, amount from dues_rates order by team_id');
    expect(rates.rows).toEqual([
      { team_id: 1, from_month: '2026-03', amount: 30000 },
      { team_id: 2, from_month: '2026-01', amount: 0 },
    ]);
    const settings = await client.query('select team_id, due_day, start_month, members_see_each_other from dues_settings order by team_id');
    expect(settings.rows).toEqual([
      { team_id: 1, due_day: 10, start_month: '2026-03', members_see_each_other: false },
      { team_id: 2, due_day: 25, start_month: '2026-01', members_see_each_other: true },
    ]);
    // The amount lives in the rates only now, whole won within the same bounds.
    await expect(client.query("insert into dues_rates (team_id, from_month, amount) values (1, '2026-06', 10000001)")).rejects.toThrow(
      /dues_rates_amount_check/,
    );
  } finally {
    await client.close();
  }
});

test('0010: the amounts in force become changes in month order; then amounts and entries are only added to, and an entry continues the balance', async () => {
  const client = new PGlite();
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0009_dues_rates') });
    await client.exec(
      `
      insert into users (id, name, social_type, social_id) values (1, '김민준', 'KAKAO', 'k1');
      insert into teams (id, name, team_color, bottom_color, stocking_color) values (1, 'FC 한강', '#1E3A8A', '#FFFFFF', '#1E3A8A');
      insert into dues_settings (team_id, due_day, start_month) values (1, 10, '2026-01');
      insert into dues_rates (team_id, from_month, amount) values (1, '2027-01', 35000), (1, '2026-01', 30000);
      insert into ledger_entries (team_id, kind, amount, balance, occurred_on, label, client_id, request_hash) ` +
        `values (1, 'INCOME', 5000, 5000, '2026-05-20', '후원', 'c1', 'h');
    `,
    );
    await migrate(db, { migrationsFolder });
    // Applied in id order, the changes give the amounts that were in force.
    const rates = await client.query('select id, from_month, amount, set_by from dues_rates order by id');
    expect(rates.rows).toEqual([
      { id: 1, from_month: '2026-01', amount: 30000, set_by: null },
      { id: 2, from_month: '2027-01', amount: 35000, set_by: null },
    ]);
    await client.query("insert into dues_rates (team_id, from_month, amount) values (1, '2026-09', 32000)");
    expect((await client.query('select max(id) as id from dues_rates')).rows).toEqual([{ id: 3 }]);
    await expect(client.query('update dues_rates set amount = 1 where id = 1')).rejects.toThrow(/dues_rates rows are never updated/);
    await expect(client.query('delete from ledger_entries')).rejects.toThrow(/ledger_entries rows are never deleted/);
    await expect(
      client.query(
        "insert into ledger_entries (team_id, kind, amount, balance, occurred_on, label, client_id, request_hash) values (1, 'INCOME', 1000, 1000, " +
          "'2026-05-21', '후원', 'c2', 'h')",
      ),
    ).rejects.toThrow(/balance 1000 is not the balance before it \(5000\) plus its amount \(1000\)/);
    await client.query(
      "insert into ledger_entries (team_id, kind, amount, balance, occurred_on, label, client_id, request_hash) values (1, 'INCOME', 1000, 6000, " +
        "'2026-05-21', '후원', 'c3', 'h')",
    );
  } finally {
    await client.close();
  }
});
