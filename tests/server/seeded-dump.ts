/**
 * The migrated and seeded database as a PGlite data-directory dump, made once per test run.
 *
 * Migrating and seeding an in-memory PGlite takes ~4 s; loading a dump of the result ~1 s. The first
 * test file that asks (in whichever worker) builds it and writes it to the run's folder
 * (tests/global-setup.ts); the others, in any worker, wait for the file and load it. A lock file
 * decides who builds; a failed build leaves its message for the waiting files instead of a hang. The
 * file is named by a digest of what makes the database (migrations, schema, seed), so in watch mode a
 * changed seed or a new migration makes a new dump instead of reusing the old one.
 *
 * `npm test` writes it before Vitest starts, beside the type check (tests/server/write-seeded-dump.ts,
 * `writeSeededDump`): the first server files of both workers then load it at once instead of one
 * building it (~4 s) while the other waits.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPglite } from '#server/db/client.ts';
import { seedIfEmpty } from '#server/db/seed.ts';
import { testClock } from './test-clock.ts';

/** A loaded machine may take this long to migrate and seed; the waiting files give up after it. */
const buildDeadlineMs = 120_000;

const root = new URL('../..', import.meta.url).pathname;
/** What the seeded database is made from: the migrations, the schema and the seed with what it imports. */
const madeFrom = ['server/db', 'server/notices/sanitize.ts'];

let dump: Promise<Blob> | undefined;

function digestOf(paths: string[]): string {
  const hash = createHash('sha1');
  const add = (path: string) => {
    const full = join(root, path);
    if (statSync(full).isDirectory()) for (const name of readdirSync(full).sort()) add(join(path, name));
    else hash.update(path).update(readFileSync(full));
  };
  for (const path of paths) add(path);
  return hash.digest('hex').slice(0, 16);
}

/** The seeded database's dump (one per process, built or read once). */
export function seededDump(): Promise<Blob> {
  dump ??= readOrBuild();
  return dump;
}

/** The run folder's file for the database as it is made today. */
export const seededDumpFile = (dir: string) => join(dir, `seeded-${digestOf(madeFrom)}.tar`);

/** Builds the dump and writes it where the test files look for it (tests/server/write-seeded-dump.ts). */
export async function writeSeededDump(dir: string): Promise<void> {
  await writeAside(seededDumpFile(dir), await build());
}

/** Written aside, then renamed: a waiting file never reads half a dump. */
async function writeAside(file: string, blob: Blob) {
  writeFileSync(`${file}.part`, Buffer.from(await blob.arrayBuffer()));
  renameSync(`${file}.part`, file);
}

async function build(): Promise<Blob> {
  const client = new PGlite();
  try {
    const database = await openPglite(client, { migrate: true });
    await seedIfEmpty(database.db, testClock());
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function readOrBuild(): Promise<Blob> {
  const file = seededDumpFile(inject('databaseDumpDir'));
  const failed = `${file}.failed`;
  if (!existsSync(file) && claim(`${file}.lock`)) {
    try {
      const blob = await build();
      await writeAside(file, blob);
      return blob;
    } catch (error) {
      writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    }
  }
  for (const until = Date.now() + buildDeadlineMs; !existsSync(file); await sleep(50)) {
    if (existsSync(failed)) throw new Error(`building the seeded test database failed:\n${readFileSync(failed, 'utf8')}`);
    if (Date.now() > until) throw new Error(`the seeded test database did not appear in ${file} within ${buildDeadlineMs} ms`);
  }
  return new Blob([readFileSync(file)]);
}

/** True for the one caller that creates `path` (O_EXCL), false for everyone else. */
function claim(path: string): boolean {
  try {
    closeSync(openSync(path, 'wx'));
    return true;
  } catch {
    return false;
  }
}
