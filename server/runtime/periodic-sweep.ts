/**
 * A job the server runs on a timer (the live log's trim, the RSVP reminders, the dues reminders): one
 * run at a time — a slow run (many rows, a slow push service) is never stacked under the next tick —
 * a failed run logged and retried by the next tick, a timer that never keeps the process alive, and
 * a stop that waits for a run in flight, since the database closes after it.
 */
export interface PeriodicSweep<R> {
  /** Runs now (also what the timer does); joins a run already under way. */
  sweep(): Promise<R>;
  /** Stops the timer; settles when a run under way has finished. */
  stop(): Promise<void>;
}

export function startPeriodicSweep<R>({ run, everyMs, onDone = () => undefined, name }: {
  run: () => Promise<R>;
  everyMs: number;
  /** What a timed run's result is told to (e.g. a log line per item). */
  onDone?: (result: R) => void;
  /** For the failure's log line, e.g. 'reminders'. */
  name: string;
}): PeriodicSweep<R> {
  let running: Promise<R> | null = null;
  const sweep = () => {
    running ??= run().finally(() => { running = null; });
    return running;
  };
  const timer = setInterval(() => {
    sweep().then(onDone).catch((error: unknown) => console.error(`[pitchside] ${name}: the sweep failed; the next one retries.`, error));
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
