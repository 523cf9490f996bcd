/**
 * The server: `node --import tsx server/main.ts` (what `npm start` runs). Reads the configuration,
 * then plays one of three parts (decision 027):
 *   - a lone process (WORKERS=1, always with the embedded PGlite): opens the database (PGlite under
 *     DATA_DIR, or DATABASE_URL), migrates, seeds demo data on first start, serves the built client and
 *     the API on one port, trims the live log of finished matches now and then (server/live/trim.ts)
 *     and sends the schedule's RSVP reminders (server/reminders/sweep.ts, decision 058) and the dues' due-day
 *     reminders (server/dues/reminder-sweep.ts, decision 060);
 *   - the cluster primary (WORKERS > 1, the default with DATABASE_URL): prepares the database, runs the
 *     trim and reminder sweeps and keeps WORKERS workers serving one port (server/runtime/primary.ts);
 *   - a worker forked by that primary: opens the prepared database and serves.
 * Every part closes what it opened on SIGINT/SIGTERM.
 */
import cluster from 'node:cluster';
import { join } from 'node:path';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { startControlChannelOf } from './backup/control-channel.ts';
import { systemClock } from './clock.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { logger } from './observability/log.ts';
import { startLiveLogSweep } from './live/trim.ts';
import { resolveVapidKeys } from './push/vapid-keys.ts';
import { startServerReminderSweeps } from './runtime/reminder-sweeps.ts';
import { runPrimary } from './runtime/primary.ts';
import { workerSlotVariable } from './runtime/worker-slot.ts';
import { type Serving, startServing } from './runtime/serve.ts';
import { localMetrics, startMetricsServer } from './metrics/serve-metrics.ts';

function readConfig(): Config {
  try {
    const config = loadConfig(process.env);
    return { ...config, jwtSecret: resolveJwtSecret(config), vapid: resolveVapidKeys(config) };
  } catch (error) {
    if (error instanceof ConfigError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Closes the server and the sweeps, then the database, once, on the first SIGINT/SIGTERM. */
function closeOnSignal(serving: Serving, database: Database, stopSweeps: () => void | Promise<void> = () => undefined): void {
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // A reminder sweep under way finishes its sends while the server closes.
    const sweepsStopped = stopSweeps();
    await serving.close();
    await sweepsStopped;
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

/** A start that cannot go on (the database unreachable, the port taken): one line, then exit 1. */
function failedToStart(error: unknown): never {
  // The message only: a stack says nothing to an operator, and DATABASE_URL (with its password) is never printed.
  const reason = error instanceof Error ? `${error.message}${'code' in error && error.code ? ` (${String(error.code)})` : ''}` : String(error);
  logger.fatal(`${cluster.isWorker ? `worker ${process.env[workerSlotVariable]}` : 'server'} could not start: ${reason}`);
  process.exit(1);
}

const config = readConfig();
const publicHost = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(config.host) ? 'localhost' : config.host;

async function start(): Promise<void> {
  if (cluster.isWorker) {
    // The primary prepared the database before forking: open it, do not migrate again.
    const worker = Number(process.env[workerSlotVariable]);
    const database = await createDatabase({ databaseUrl: config.databaseUrl!, migrate: false });
    closeOnSignal(await startServing(config, database, worker), database);
    // Restarts are the primary's (decision 100); a hang-up of the terminal reaches every process of its group.
    process.on('SIGHUP', () => undefined);
  } else if (config.workers > 1) {
    await runPrimary(config, publicHost);
  } else {
    const { database } = await prepareDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: join(config.dataDir, 'pglite'),
      uploadsDir: join(config.dataDir, 'uploads'),
      seed: config.seedDemoData,
      clock: systemClock,
    });
    const sweep = startLiveLogSweep({ db: database.db, clock: systemClock, ...config.liveLog });
    const reminders = startServerReminderSweeps(database.db, config);
    const serving = await startServing(config, database, null);
    // METRICS_PORT: this process's figures on a port of their own (decision 097).
    const metricsServer = await startMetricsServer(config.metrics, localMetrics);
    // `npm run backup` asks this process for a consistent copy of its database (decision 099).
    const control = await startControlChannelOf(config, database);
    logger.info(`Pitchside is running at http://${publicHost}:${serving.port}`);
    if (metricsServer) logger.info(`metrics at http://${config.metrics.host}:${metricsServer.port}/metrics`);
    process.on('SIGHUP', () => logger.info('SIGHUP ignored: a rolling restart needs the cluster (WORKERS > 1); restart the process to load new code'));
    closeOnSignal(serving, database, async () => {
      await Promise.all([sweep.stop(), reminders.stop(), metricsServer?.close(), control.close()]);
    });
  }
}

await start().catch(failedToStart);
