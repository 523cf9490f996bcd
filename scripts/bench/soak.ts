/**
 * The soak (decision 100): the Sunday-morning load of ./sunday-morning.ts — the same matches, viewers
 * (half on public links) and write rate (SUNDAY_MATCHES, SUNDAY_VIEWERS, SUNDAY_RATE) on a throwaway
 * PostgreSQL with two workers — kept up for `SOAK_MINUTES` (10) minutes instead of a minute. What a
 * leak or a slow drift would show: each worker's resident memory when the viewers are connected and
 * again at the end (with its peak), deliveries lost and doubled, and the receipt p99 over the whole
 * run. Read from /proc (Linux): the workers are the primary's node children, in pid order.
 *
 * Not in the default run (it takes ten minutes): `npm run bench -- --only soak` (one run whatever
 * --runs says). A figure table only: nothing here asserts a time (decision 023).
 */
import { residentMemory, workerPids } from '../../tests/support/processes.ts';
import type { BenchSection, Figure } from './figures.ts';
import { recordAtRate, startMorning, startSundayCluster } from './sunday-morning.ts';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const eventsPerSecond = Number(process.env.SUNDAY_RATE ?? 10);

export const soak: BenchSection = {
  id: 'soak',
  title: `the soak: the Sunday-morning load for ${minutes} min`,
  describe: 'PostgreSQL and 2 app processes (NODE_ENV=production, WORKERS=2), memory per worker from /proc at the start and the end',
  optIn: true,
  maxRuns: 1,
  async setUp() {
    if (!(minutes > 0)) throw new Error(`SOAK_MINUTES wants a positive number of minutes, not "${process.env.SOAK_MINUTES}"`);
    return { run: runOnce, tearDown: async () => undefined };
  },
};

const mib = (bytes: number) => bytes / (1024 * 1024);

/** Each worker's resident memory now (and its peak), as figures named by its place in pid order. */
function memoryFigures(primary: number, when: string, withPeak: boolean): Figure[] {
  return workerPids(primary).flatMap((pid, i) => {
    const memory = residentMemory(pid);
    if (!memory) return [];
    const figures: Figure[] = [{ name: `worker ${i + 1} RSS ${when}`, value: mib(memory.rss), unit: 'MiB' }];
    if (withPeak) figures.push({ name: `worker ${i + 1} peak RSS`, value: mib(memory.peakRss), unit: 'MiB' });
    return figures;
  });
}

async function runOnce(): Promise<Figure[]> {
  const cluster = await startSundayCluster({ postgresPorts: [5362, 5363, 5364, 5365], appPorts: [5366, 5367, 5368, 5369], name: 'soak' });
  try {
    const primary = cluster.app.child.pid!;
    const morning = await startMorning(cluster.base, cluster.port);
    const atStart = memoryFigures(primary, 'at the start (viewers connected)', false);
    const written = await recordAtRate(morning, Math.round(eventsPerSecond * minutes * 60));
    const atEnd = memoryFigures(primary, 'at the end', true);
    const workersAtEnd = workerPids(primary).length;
    return [
      ...atStart,
      ...atEnd,
      { name: 'workers serving at the end', value: workersAtEnd, unit: 'count' },
      ...morning.setUpFigures,
      ...written.figures,
      ...(await morning.deliveryFigures(written.acks)),
    ];
  } finally {
    await cluster.stop();
  }
}
