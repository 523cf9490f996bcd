/**
 * `node --import tsx tests/server/write-seeded-dump.ts <dir>` (a script, not a test file): the
 * migrated and seeded database of the server tests, as the dump they load (tests/server/
 * seeded-dump.ts), made before Vitest starts. `npm test` runs it beside the type check, where the
 * second core has room, and hands the folder to Vitest (VITEST_DATABASE_DIR): otherwise the first
 * server file of one worker builds it (~4 s) while the other worker's first file waits for it.
 */
import { writeSeededDump } from './seeded-dump.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tests/server/write-seeded-dump.ts <directory>');
  process.exit(2);
}
await writeSeededDump(dir);
