/**
 * The rolling restart of the cluster's workers (decision 100): on SIGHUP the primary replaces its
 * workers one slot at a time — fork the new worker for the slot, wait until it listens, then stop the
 * old one gracefully (SIGTERM: its requests in flight finish, its live streams end and their viewers
 * reconnect to another worker with `Last-Event-ID`), then the next slot. At every moment at least
 * WORKERS − 1 old or new workers listen, and while a slot changes hands it has two.
 *
 *   - a SIGHUP during a roll is queued: one more roll follows the current one (several fold into one),
 *     so code deployed during a roll is served by every worker once the second roll is over;
 *   - a new worker that exits before it listens, or does not listen within `startLimitMs`, stops the
 *     roll: the old worker of its slot keeps serving, the queued roll is dropped, and it says so;
 *   - `abort()` (the primary's SIGTERM/SIGINT) ends the roll where it stands: the primary stops every
 *     worker, old and new, itself.
 *
 * The primary's own exit handling must leave the workers this module retires or starts alone:
 * `claims(worker)` says which (a new worker that listened is an ordinary worker again).
 */

/** What the roll needs of a node:cluster worker (a fake one in tests). */
export interface RollingWorker {
  readonly process: { readonly pid?: number; kill(signal?: NodeJS.Signals): boolean };
  isDead(): boolean;
  once(event: 'listening', listener: () => void): unknown;
  once(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
}

export interface RollingRestartOptions<W extends RollingWorker> {
  /** The slots, in the order they are replaced (1…WORKERS). */
  slots: readonly number[];
  /** The worker serving `slot` now, if any (a slot whose worker died is being refilled by the primary anyway). */
  current(slot: number): W | undefined;
  /** Forks a new worker for `slot` (the primary's own fork: same environment, same bookkeeping). */
  fork(slot: number): W;
  /** How long a new worker may take to listen. */
  startLimitMs: number;
  /** How long an old worker may take to stop before it is killed. */
  stopLimitMs: number;
  log(text: string): void;
  warn(text: string): void;
}

export interface RollingRestart<W extends RollingWorker> {
  /** A SIGHUP: starts a roll, or queues one if a roll is under way. */
  request(): void;
  /** Whether `worker` is being retired or started by the roll (its exit is the roll's business). */
  claims(worker: W): boolean;
  /** Stops rolling (the primary is stopping everything). */
  abort(): void;
  /** Settles when no roll runs or is queued (for tests). */
  idle(): Promise<void>;
}

/** How long a new worker may take to listen before the roll gives up on it. */
export const workerStartLimitMs = 60_000;

const how = (code: number | null, signal: NodeJS.Signals | null) => (signal ? `signal ${signal}` : `exit code ${code}`);

export function createRollingRestart<W extends RollingWorker>(options: RollingRestartOptions<W>): RollingRestart<W> {
  // Never emptied of a worker that exits: node emits the worker's 'exit' before the cluster's, so the
  // primary's handler must still find it here; a dead worker is not asked about again.
  const claimed = new WeakSet<W>();
  let rolling: Promise<void> | null = null;
  let queued = false;
  let aborted = false;

  /** Exit of `worker`, or null once it listened (new worker) — whichever comes first. */
  const started = (worker: W) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null } | null>((resolve) => {
      const timer = setTimeout(() => resolve({ code: null, signal: null }), options.startLimitMs);
      worker.once('listening', () => {
        clearTimeout(timer);
        resolve(null);
      });
      worker.once('exit', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal });
      });
    });

  const stopped = (worker: W) =>
    new Promise<string>((resolve) => {
      if (worker.isDead()) return resolve('already gone');
      const killer = setTimeout(() => worker.process.kill('SIGKILL'), options.stopLimitMs);
      worker.once('exit', (code, signal) => {
        clearTimeout(killer);
        resolve(how(code, signal));
      });
      worker.process.kill('SIGTERM');
    });

  /** Replaces one slot's worker; false when the new one did not start (the old one still serves). */
  const replace = async (slot: number): Promise<boolean> => {
    const old = options.current(slot);
    if (!old || old.isDead()) {
      options.log(`rolling restart: worker ${slot} is being replaced already (it died); next slot`);
      return true;
    }
    const fresh = options.fork(slot);
    claimed.add(fresh);
    options.log(`rolling restart: starting a new worker ${slot} (pid ${fresh.process.pid}) beside the old one (pid ${old.process.pid})`);
    const failed = await started(fresh);
    if (aborted) return false;
    if (failed) {
      const reason =
        failed.code === null && failed.signal === null ? `it did not listen within ${options.startLimitMs / 1000} s` : how(failed.code, failed.signal);
      if (!fresh.isDead()) fresh.process.kill('SIGKILL');
      options.warn(
        `rolling restart stopped: the new worker ${slot} (pid ${fresh.process.pid}) failed to start (${reason}); ` +
          `the old worker ${slot} (pid ${old.process.pid}) keeps serving`,
      );
      return false;
    }
    claimed.delete(fresh);
    claimed.add(old);
    options.log(`rolling restart: stopping the old worker ${slot} (pid ${old.process.pid}); its requests in flight finish, its live viewers reconnect`);
    const ended = await stopped(old);
    options.log(`rolling restart: old worker ${slot} (pid ${old.process.pid}) stopped (${ended})`);
    return true;
  };

  const roll = async () => {
    do {
      queued = false;
      options.log(`rolling restart: replacing ${options.slots.length} workers one at a time`);
      let done = true;
      for (const slot of options.slots) {
        if (aborted || !(await replace(slot))) {
          done = false;
          break;
        }
      }
      if (!done) {
        queued = false;
        return;
      }
      options.log(`rolling restart done: ${options.slots.length} workers replaced${queued ? '; another was asked for meanwhile, starting it' : ''}`);
    } while (queued && !aborted);
  };

  return {
    request() {
      if (aborted) return;
      if (rolling) {
        if (!queued) options.log('rolling restart asked for during one: queued, it starts when this one is done');
        queued = true;
        return;
      }
      rolling = roll().finally(() => {
        rolling = null;
      });
    },
    claims: (worker) => claimed.has(worker),
    abort() {
      aborted = true;
      queued = false;
    },
    idle: async () => {
      while (rolling) await rolling;
    },
  };
}
