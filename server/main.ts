/**
 * The server process: `node --import tsx server/main.ts`. Reads the configuration, opens the
 * database (PGlite under DATA_DIR, or DATABASE_URL), migrates, seeds demo data on first start,
 * serves the built client and the API on one port, trims the live log of finished matches now and
 * then (server/live/trim.ts), and closes the database on SIGINT/SIGTERM.
 */
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { systemClock } from './clock.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';
import { startLiveLogSweep } from './live/trim.ts';
import { registerStaticClient } from './static.ts';

function readConfig(): Config {
  try {
    const config = loadConfig(process.env);
    return { ...config, jwtSecret: resolveJwtSecret(config) };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await createDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') });
await seedIfEmpty(database.db, systemClock);

const app = createApp({ db: database.db, clock: systemClock, config });
if (!registerStaticClient(app, config.staticDir)) {
  console.warn(`No built client in ${config.staticDir} (run npm run build); serving the API only.`);
}

const sweep = startLiveLogSweep({ db: database.db, clock: systemClock });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(config.host) ? 'localhost' : config.host;
  console.log(`Pitchside is running at http://${host}:${info.port}`);
});

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  sweep.stop();
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
