/**
 * A job the server runs on a timer (the live log's trim, the RSVP reminders, the dues reminders): one
 * run at a time — a slow run (many rows, a slow push service) is never stacked under the next tick —
 * a failed run logged and retried by the next tick, a timer that never keeps the process alive, and
 * a stop that waits for a run in flight, since the database closes after it.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { logger } from '../observability/log.ts';
import type { PushNotifier } from '../push/notifier.ts';
import { countedSweep } from '../metrics/reminders.ts';

export interface PeriodicSweep<R> {
  /** Runs now (also what the timer does); joins a run already under way. */
  sweep(): Promise<R>;
  /** Stops the timer; settles when a run under way has finished. */
  stop(): Promise<void>;
}

export function startPeriodicSweep<R>({
  run,
  everyMs,
  onDone = () => undefined,
  name,
}: {
  run: () => Promise<R>;
  everyMs: number;
  /** What a timed run's result is told to (e.g. a log line per item). */
  onDone?: (result: R) => void;
  /** For the failure's log line, e.g. 'reminders'. */
  name: string;
}): PeriodicSweep<R> {
  let running: Promise<R> | null = null;
  const sweep = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    sweep()
      .then(onDone)
      .catch((error: unknown) => logger.error({ err: error }, `${name}: the sweep failed; the next one retries.`));
  }, everyMs);
  timer.unref();
  return {
    sweep,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

/** What a reminder sweep needs (server/reminders/sweep.ts, server/dues/reminder-sweep.ts): the push sender is the caller's, one per process. */
export interface ReminderSweepOptions {
  db: Db;
  clock: Clock;
  notifier: PushNotifier;
  intervalMs?: number;
  /** Where a timed sweep says what it sent (one line per item or team; nothing when it sent nothing). */
  log?: (line: string) => void;
}

/**
 * The one runner of the reminder sweeps: a sweep (`run`, claim then send, at most once) every
 * `intervalMs`, at the clock's time, through the given sender, with a log line per `linesOf`.
 */
export function startReminderRunner<R>(
  {
    name,
    run,
    linesOf,
    defaultMs,
  }: { name: string; run: (args: { db: Db; notifier: PushNotifier; now: Date }) => Promise<R>; linesOf: (report: R) => string[]; defaultMs: number },
  { db, clock, notifier, intervalMs = defaultMs, log = (line) => logger.info(line) }: ReminderSweepOptions,
): PeriodicSweep<R> {
  return startPeriodicSweep({
    name,
    run: () => countedSweep(name, () => run({ db, notifier, now: clock.now() })),
    everyMs: intervalMs,
    onDone: (report) => {
      for (const line of linesOf(report)) log(line);
    },
  });
}
