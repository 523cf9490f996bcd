/**
 * The seeded databases test files work on, kept by the worker from one file to the next. Loading the
 * run's dump (seeded-dump.ts) costs ~1.6 s with both workers busy, 43 files of the server suite load
 * one or two, and each leaves them as it found them (restored to the seed after every test:
 * snapshot-database.ts). So a file takes one the worker keeps, or loads one, and gives it back at its
 * end restored once more (in case its last test ended midway); so do `shared()` and a test's second
 * app. Test files of the shared-module project (vite.config's `node`) share this module per worker; an
 * isolated file gets a copy of the module of its own and simply loads new ones.
 */
import { seededDump } from './seeded-dump.ts';
import { openSnapshotDatabase, type SnapshotDatabase } from './snapshot-database.ts';

/** A file needs one, two with `shared()`, three when a test also makes a second app. */
const keepAtMost = 3;
const idle: SnapshotDatabase[] = [];

/** A seeded database whose snapshot is the seed: one the worker keeps, or a new one from the dump. */
export async function takeSeededBase(): Promise<SnapshotDatabase> {
  const kept = idle.pop();
  if (kept) return kept;
  const base = await openSnapshotDatabase(await seededDump());
  await base.snapshot();
  return base;
}

/** Hands a database back to the worker, restored to the seed (closed if the worker keeps enough). */
export async function giveBackSeededBase(base: SnapshotDatabase): Promise<void> {
  await base.restore();
  if (idle.length < keepAtMost) idle.push(base);
  else await base.close();
}
