/**
 * The production cluster's primary (decision 027): with `WORKERS` > 1 (the default with DATABASE_URL)
 * `server/main.ts` runs this in the first process. It
 *   - prepares the database ONCE (migrations, first-start seed) before any worker serves;
 *   - forks WORKERS app processes with node:cluster; they share one port and the primary hands each
 *     new connection to the next worker in turn (round robin). No sticky sessions are needed: every
 *     request carries its own token, sign-in codes and refresh tokens live in PostgreSQL, and a live
 *     viewer on one worker hears the writes of the others through LISTEN/NOTIFY;
 *   - runs the live-log trim sweep, the RSVP reminder sweep (decision 058) and the dues' due-day reminder sweep (decision 060) itself, so each runs once
 *     per host whatever WORKERS is (the reminders' claims keep several hosts from reminding twice);
 *   - hands its VAPID key pair to the workers (decision 058), so all of them sign pushes alike;
 *   - replaces a worker that dies (and stops trying when a new one keeps failing at start: then the
 *     problem is the configuration or the database, not a crash);
 *   - on SIGHUP replaces the workers one at a time (a rolling restart, decision 100: ./rolling-restart.ts);
 *   - on SIGTERM/SIGINT passes the signal to the workers, waits for them, then closes the database.
 */
import cluster, { type Worker } from 'node:cluster';
import { join } from 'node:path';
import { systemClock } from '../clock.ts';
import type { Config } from '../config.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { startLiveLogSweep } from '../live/trim.ts';
import { logger } from '../observability/log.ts';
import { vapidEnvironment } from '../push/vapid-keys.ts';
import { startServerReminderSweeps } from './reminder-sweeps.ts';
import { createRollingRestart, workerStartLimitMs } from './rolling-restart.ts';
import { workerSlotVariable } from './worker-slot.ts';
import { servePrimaryMetrics } from '../metrics/cluster.ts';

/** A worker that dies before it listens this many times in a row stops the whole server. */
export const maxFailedStarts = 5;
/** How long the primary waits for its workers after passing a signal on, before it kills them. */
export const workerExitGraceMs = 10_000;

const log = (text: string) => logger.info(text);

export async function runPrimary(config: Config, publicHost: string): Promise<void> {
  const { database, seeded } = await prepareDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    uploadsDir: join(config.dataDir, 'uploads'),
    seed: config.seedDemoData,
    clock: systemClock,
  });
  log(`primary (pid ${process.pid}): database ready${seeded ? ', demo data seeded' : ''}; starting ${config.workers} workers on port ${config.port}`);
  const sweep = startLiveLogSweep({ db: database.db, clock: systemClock, ...config.liveLog });
  const reminders = startServerReminderSweeps(database.db, config);
  // The cluster's figures summed, for the workers that are asked and on METRICS_PORT (decision 097).
  const metricsServer = await servePrimaryMetrics(config.metrics);
  if (metricsServer) log(`metrics at http://${config.metrics.host}:${metricsServer.port}/metrics`);

  // Round robin is node's default outside Windows; said here because the spread of viewers relies on it.
  cluster.schedulingPolicy = cluster.SCHED_RR;
  const slots = new Map<Worker, number>();
  const listening = new Set<number>();
  const failedStarts = new Map<number, number>();
  let announced = false;
  let stopping = false;

  const fork = (slot: number) => {
    // The primary's VAPID pair, so every worker signs pushes with the key browsers subscribed with
    // (in development the pair is kept in DATA_DIR; handing it over leaves nothing to chance).
    const worker = cluster.fork({ [workerSlotVariable]: String(slot), ...(config.vapid ? vapidEnvironment(config.vapid) : {}) });
    slots.set(worker, slot);
    return worker;
  };
  const roll = createRollingRestart({
    slots: Array.from({ length: config.workers }, (_, i) => i + 1),
    current: (slot): Worker | undefined => [...slots].find(([worker, s]) => s === slot && !worker.isDead() && !roll.claims(worker))?.[0],
    fork,
    startLimitMs: workerStartLimitMs,
    stopLimitMs: workerExitGraceMs,
    log,
    warn: (text) => logger.error(text),
  });

  cluster.on('listening', (worker) => {
    const slot = slots.get(worker);
    if (slot === undefined) return;
    failedStarts.set(slot, 0);
    listening.add(slot);
    log(`worker ${slot} (pid ${worker.process.pid}) is serving`);
    if (!announced && listening.size === config.workers) {
      announced = true;
      logger.info(`Pitchside is running at http://${publicHost}:${config.port} (${config.workers} worker processes, PostgreSQL)`);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker);
    slots.delete(worker);
    if (slot === undefined || stopping || roll.claims(worker)) return;
    const wasServing = listening.delete(slot);
    const failures = wasServing ? 0 : (failedStarts.get(slot) ?? 0) + 1;
    failedStarts.set(slot, failures);
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (failures >= maxFailedStarts) {
      logger.error(`worker ${slot} failed to start ${failures} times in a row (${how}); stopping.`);
      void stop(1);
      return;
    }
    log(`worker ${slot} (pid ${worker.process.pid}) died (${how}); starting a new one`);
    // At once after a crash of a serving worker; a little later each time one fails at start.
    setTimeout(() => {
      if (!stopping) fork(slot);
    }, failures * 1000);
  });

  const stop = async (exitCode: number, signal: NodeJS.Signals = 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    roll.abort();
    const sweepsStopped = Promise.all([sweep.stop(), reminders.stop()]);
    const workers = [...slots.keys()];
    const exited = Promise.all(workers.map((w) => (w.isDead() ? Promise.resolve() : new Promise<void>((resolve) => w.once('exit', () => resolve())))));
    for (const worker of workers) if (!worker.isDead()) worker.process.kill(signal);
    const killer = setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, workerExitGraceMs);
    await exited;
    clearTimeout(killer);
    await sweepsStopped;
    await metricsServer?.close();
    await database.close();
    log(`primary (pid ${process.pid}): workers and database closed`);
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0, signal));
  process.on('SIGHUP', () => {
    if (!stopping) roll.request();
  });

  for (let slot = 1; slot <= config.workers; slot++) fork(slot);
}
