/**
 * `node --import tsx scripts/e2e-template.ts <dir>`: a server data directory with the embedded
 * database migrated and seeded, made once per test run. Each Playwright worker's server starts on a
 * copy of it (scripts/e2e-server.mjs, E2E_TEMPLATE_DIR) instead of migrating and seeding its own:
 * 2.4 s instead of 6.7 s a start on this machine (decision 052). Made per run, never kept: the demo
 * data is dated from the day it is seeded.
 */
import { join } from 'node:path';
import { systemClock } from '../server/clock.ts';
import { prepareDatabase } from '../server/db/prepare.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: scripts/e2e-template.ts <data directory>');
  process.exit(2);
}
// The layout the server uses under DATA_DIR (server/main.ts).
const { database } = await prepareDatabase({ databaseUrl: null, dataDir: join(dir, 'pglite'), seed: true, clock: systemClock });
await database.close();
