/**
 * Restoring an archive made by an older version (decision 099): a database migrated without this
 * version's last migration is backed up and restored; the restore applies the missing migration at
 * once, so the next start finds the schema it expects.
 */
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { packBackup } from '#server/backup/archive.ts';
import { pgliteFolder } from '#server/backup/backup.ts';
import { dumpPglite } from '#server/backup/dump.ts';
import { restoreBackup } from '#server/backup/restore.ts';
import { migrationsFolder, openPglite } from '#server/db/client.ts';

const work = mkdtempSync(join(tmpdir(), 'pitchside-older-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Journal {
  entries: { tag: string }[];
}

/** This version's migrations without the last one: what an older version applied. */
function olderMigrations(): { folder: string; journal: Journal } {
  const folder = join(work, 'migrations');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
  return { folder, journal };
}

it('an archive of an older version comes back with the missing migrations applied', { timeout: 120_000 }, async () => {
  const { folder, journal } = olderMigrations();
  const oldDataDir = join(work, 'old');
  mkdirSync(pgliteFolder(oldDataDir), { recursive: true });
  const client = new PGlite(pgliteFolder(oldDataDir));
  const database = await openPglite(client);
  await migrate(database.db as Parameters<typeof migrate>[0], { migrationsFolder: folder });
  const dump = await dumpPglite(client);
  await database.close();
  expect(dump.summary.migrations).toBe(journal.entries.length - 1);

  const file = join(work, 'older.pitchside-backup');
  writeFileSync(file, await packBackup(dump, {}, new Date()));
  const restored = await restoreBackup({ file, force: false, dataDir: join(work, 'new') });
  expect(restored.manifest.summary.migrations).toBe(journal.entries.length - 1);
  expect(restored.summary.migrations).toBe(journal.entries.length);
});
