/**
 * The rolling restart's order of steps (decision 100), with fake workers whose starts and stops the
 * test scripts: a new worker listens before the old one of its slot is stopped, slots go one at a
 * time, a failed start stops the roll with the old worker serving, a SIGHUP during a roll is queued
 * (once), and an abort stops the roll where it stands. The real processes: tests/production/rolling-restart-postgres.test.ts.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createRollingRestart, type RollingWorker } from '#server/runtime/rolling-restart.ts';

/** How a fake worker starts and how it takes SIGTERM. */
type Start = 'listens' | 'fails' | 'hangs';
type Stop = 'exits' | 'ignores';

class FakeWorker extends EventEmitter implements RollingWorker {
  dead = false;
  readonly process: RollingWorker['process'];
  constructor(
    readonly pid: number,
    readonly slot: number,
    private readonly steps: string[],
    private readonly onStop: Stop = 'exits',
  ) {
    super();
    this.process = { pid, kill: (signal) => this.kill(signal ?? 'SIGTERM') };
  }
  isDead() {
    return this.dead;
  }
  start(how: Start) {
    setImmediate(() => {
      if (how === 'listens') {
        this.steps.push(`${this.pid} listens`);
        this.emit('listening');
      } else if (how === 'fails') this.exit(1, null);
    });
  }
  private kill(signal: NodeJS.Signals) {
    this.steps.push(`${this.pid} gets ${signal}`);
    if (signal === 'SIGKILL' || this.onStop === 'exits')
      setImmediate(() => this.exit(signal === 'SIGKILL' ? null : 0, signal === 'SIGKILL' ? 'SIGKILL' : null));
    return true;
  }
  private exit(code: number | null, signal: NodeJS.Signals | null) {
    if (this.dead) return;
    this.dead = true;
    this.steps.push(`${this.pid} exits`);
    this.emit('exit', code, signal);
  }
}

/** Two serving workers (pids 1, 2) and a roll whose forks start as `starts` says, in turn (default: they listen). */
function cluster({ starts = [], oldStop = 'exits' }: { starts?: Start[]; oldStop?: Stop } = {}) {
  const steps: string[] = [];
  const lines: string[] = [];
  const workers = [new FakeWorker(1, 1, steps, oldStop), new FakeWorker(2, 2, steps, oldStop)];
  let nextPid = 101;
  let forks = 0;
  const roll = createRollingRestart<FakeWorker>({
    slots: [1, 2],
    current: (slot): FakeWorker | undefined => workers.find((w) => w.slot === slot && !w.dead && !roll.claims(w)),
    fork: (slot) => {
      const worker = new FakeWorker(nextPid++, slot, steps);
      steps.push(`fork ${worker.pid} for slot ${slot}`);
      workers.push(worker);
      worker.start(starts[forks++] ?? 'listens');
      return worker;
    },
    startLimitMs: 50,
    stopLimitMs: 50,
    log: (text) => lines.push(text),
    warn: (text) => lines.push(text),
  });
  return { roll, steps, lines, workers };
}

describe('rolling restart', () => {
  it('starts each new worker and waits until it listens before stopping the old one, one slot at a time', async () => {
    const { roll, steps, lines, workers } = cluster();
    roll.request();
    await roll.idle();
    expect(steps).toEqual([
      'fork 101 for slot 1',
      '101 listens',
      '1 gets SIGTERM',
      '1 exits',
      'fork 102 for slot 2',
      '102 listens',
      '2 gets SIGTERM',
      '2 exits',
    ]);
    expect(workers.filter((w) => !w.dead).map((w) => w.pid)).toEqual([101, 102]);
    expect(lines.at(-1)).toBe('rolling restart done: 2 workers replaced');
  });

  it('claims the old workers it stops, so the primary does not replace them again', async () => {
    const { roll, workers } = cluster();
    roll.request();
    await roll.idle();
    expect(workers.map((w) => roll.claims(w))).toEqual([true, true, false, false]);
  });

  it('stops the roll when a new worker exits before it listens, and leaves the old one serving', async () => {
    const { roll, steps, lines, workers } = cluster({ starts: ['fails'] });
    roll.request();
    await roll.idle();
    expect(steps).toEqual(['fork 101 for slot 1', '101 exits']);
    expect(workers.filter((w) => !w.dead).map((w) => w.pid)).toEqual([1, 2]);
    expect(roll.claims(workers[2])).toBe(true);
    expect(lines.at(-1)).toBe('rolling restart stopped: the new worker 1 (pid 101) failed to start (exit code 1); the old worker 1 (pid 1) keeps serving');
  });

  it('kills a new worker that never listens and stops the roll', async () => {
    const { roll, steps, lines } = cluster({ starts: ['listens', 'hangs'] });
    roll.request();
    await roll.idle();
    expect(steps.slice(4, 6)).toEqual(['fork 102 for slot 2', '102 gets SIGKILL']);
    expect(lines.at(-1)).toMatch(/new worker 2 \(pid 102\) failed to start \(it did not listen within 0.05 s\); the old worker 2 \(pid 2\) keeps serving$/);
  });

  it('kills an old worker that does not stop on SIGTERM', async () => {
    const { roll, steps } = cluster({ oldStop: 'ignores' });
    roll.request();
    await roll.idle();
    expect(steps.slice(0, 5)).toEqual(['fork 101 for slot 1', '101 listens', '1 gets SIGTERM', '1 gets SIGKILL', '1 exits']);
  });

  it('queues a SIGHUP that comes during a roll: one more roll follows, however many came', async () => {
    const { roll, steps, lines } = cluster();
    roll.request();
    roll.request();
    roll.request();
    await roll.idle();
    expect(steps.filter((s) => s.startsWith('fork'))).toEqual(['fork 101 for slot 1', 'fork 102 for slot 2', 'fork 103 for slot 1', 'fork 104 for slot 2']);
    expect(lines.filter((l) => l.includes('queued'))).toHaveLength(1);
  });

  it('drops the queued roll when the roll fails', async () => {
    const { roll, steps } = cluster({ starts: ['fails'] });
    roll.request();
    roll.request();
    await roll.idle();
    expect(steps.filter((s) => s.startsWith('fork'))).toEqual(['fork 101 for slot 1']);
  });

  it('stops where it stands when aborted (SIGTERM to the primary), stopping no old worker and forking no more', async () => {
    const { roll, steps } = cluster();
    roll.request();
    roll.abort();
    await roll.idle();
    roll.request();
    await roll.idle();
    expect(steps).toEqual(['fork 101 for slot 1', '101 listens']);
  });
});
