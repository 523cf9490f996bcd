/**
 * Vitest's global setup (runs once per `vitest run`, before the workers start): a folder of this run's
 * own where the first server test file leaves the migrated and seeded database (tests/server/
 * seeded-dump.ts), so every other file, in any worker, loads it instead of migrating again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps the seeded database dump (tests/server/seeded-dump.ts). */
    databaseDumpDir: string;
  }
}

export default function setup({ provide }: TestProject) {
  // `npm test` made the dump ahead, in a folder of its own it removes itself (scripts/test.mjs).
  const made = process.env.VITEST_DATABASE_DIR;
  if (made) {
    provide('databaseDumpDir', made);
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-vitest-'));
  provide('databaseDumpDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
