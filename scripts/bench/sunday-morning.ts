/**
 * A Sunday morning (the scale of decision 058): production as it runs — PostgreSQL and two app processes on
 * one port (decision 027) — with `SUNDAY_MATCHES` (300) matches in progress, `SUNDAY_VIEWERS` (20)
 * stream viewers on each, half of them members on `/api/v1/matches/{id}/live` and half strangers on
 * the match's public link (`/open-api/v1/live/{token}/stream`, decision 057), and `SUNDAY_RATE` (10)
 * events a second recorded across the matches (each to a match picked in turn, on a new connection,
 * so the writes land on either process and reach the other's viewers through LISTEN/NOTIFY) for
 * `SUNDAY_SECONDS` (60) seconds. For every delivery: the time from the write's acknowledgement (its
 * response headers) to the viewer's receipt; p50/p95/p99 per kind of viewer, and deliveries lost
 * and doubled. Viewers are raw sockets in this process (scripts/bench/raw-viewer.ts).
 *
 * Needs PostgreSQL's server binaries, as the production tests do (.ci/run installs them). A figure
 * table only: nothing here asserts a time (decision 023).
 */
import type { Socket } from 'node:net';
import { seedPerson, seedTeams } from '#server/db/seed-data.ts';
import { startProductionCluster } from '../../tests/support/production-cluster.ts';
import { type Caller, createMatch, devSignIn, signedInCaller, startFirstHalf } from './bench-api.ts';
import { percentile, type BenchSection, type Figure } from './figures.ts';
import { openRawViewer } from './raw-viewer.ts';

const matchCount = Number(process.env.SUNDAY_MATCHES ?? 300);
const viewersPerMatch = Number(process.env.SUNDAY_VIEWERS ?? 20);
const eventsPerSecond = Number(process.env.SUNDAY_RATE ?? 10);
const seconds = Number(process.env.SUNDAY_SECONDS ?? 60);

export const sundayMorning: BenchSection = {
  id: 'sunday',
  title:
    `a Sunday morning: ${matchCount} matches in play, ${viewersPerMatch} viewers each (half on the public link), ${eventsPerSecond} events/s ` +
    `for ${seconds} s`,
  describe: 'PostgreSQL and 2 app processes (NODE_ENV=production, WORKERS=2) on one port, viewers on raw sockets in the bench process, loopback',
  async setUp() {
    return { run: runOnce, tearDown: async () => undefined };
  },
};

type Kind = 'member' | 'public';

/** The production cluster a Sunday-morning run uses: a throwaway PostgreSQL and the app with two workers on one port. */
export function startSundayCluster({ postgresPorts, appPorts, name }: { postgresPorts: number[]; appPorts: number[]; name: string }) {
  return startProductionCluster({ postgresPorts, appPorts, name });
}

async function runOnce(): Promise<Figure[]> {
  const cluster = await startSundayCluster({
    postgresPorts: [55440, 55441, 55442, 55443, 55444, 55445],
    appPorts: [4281, 4282, 4283, 4284, 4285, 4286],
    name: 'sunday',
  });
  try {
    const morning = await startMorning(cluster.base, cluster.port);
    const written = await recordAtRate(morning, eventsPerSecond * seconds);
    return [...morning.setUpFigures, ...written.figures, ...(await morning.deliveryFigures(written.acks))];
  } finally {
    await cluster.stop();
  }
}

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) results.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  return results;
}

/** A morning under way: its matches, both admins, and the viewers listening on raw sockets. */
export interface Morning {
  matches: { id: number; token: string }[];
  home: { id: number; admin: Caller };
  away: { id: number; admin: Caller };
  setUpFigures: Figure[];
  /** Waits for every delivery of `acks` (or 30 s), closes the viewers and answers the delivery figures. */
  deliveryFigures(acks: ReadonlyMap<string, number>): Promise<Figure[]>;
}

/** Sets up the morning's matches (registered, accepted, kicked off, each with its public link on) and connects the viewers. */
export async function startMorning(base: string, port: number): Promise<Morning> {
  const homeTeam = seedTeams.find((t) => t.key === 'hangang')!;
  const awayTeam = seedTeams.find((t) => t.key === 'gwanak')!;
  // Signed in again when a token runs out: the soak keeps recording past a token's 10 minutes.
  const homeAdmin = await signedInCaller(base, seedPerson('kim-minjun').id);
  const awayAdmin = await signedInCaller(base, seedPerson('lee-junho').id);
  const viewerToken = await devSignIn(base, seedPerson('lee-seojun').id);

  const setupStarted = performance.now();
  const matches = await inBatches(
    Array.from({ length: matchCount }, (_, i) => i),
    10,
    async (i) => {
      const id = await createMatch(homeAdmin, `일요일 아침 ${i + 1}`, homeTeam.id, awayTeam.id, awayAdmin);
      await startFirstHalf(homeAdmin, id);
      const { data } = await homeAdmin<{ token: string }>('POST', `/api/v1/matches/${id}/share`);
      return { id, token: data.token };
    },
  );
  const setupMs = performance.now() - setupStarted;

  // seq is per match: a delivery is (match, seq).
  const receipts = new Map<string, { kind: Kind; at: number }[]>();
  const counts = { member: 0, public: 0, doubled: 0, failed: 0 };
  let firstFailure: unknown = null;
  const sockets: Socket[] = [];
  let closing = false;

  const connectStarted = performance.now();
  const viewerSpecs = matches.flatMap(({ id, token }) =>
    Array.from({ length: viewersPerMatch }, (_, v) => ({
      matchId: id,
      kind: (v % 2 === 0 ? 'member' : 'public') as Kind,
      path: v % 2 === 0 ? `/api/v1/matches/${id}/live?access_token=${viewerToken}` : `/open-api/v1/live/${token}/stream`,
    })),
  );
  await inBatches(
    viewerSpecs,
    200,
    ({ matchId, kind, path }) =>
      new Promise<void>((resolve) => {
        const mine = new Set<string>();
        const socket = openRawViewer({
          host: '127.0.0.1',
          port,
          path,
          onEvent: (event, seq, at) => {
            if (event === 'ready') resolve();
            if (event !== 'events.recorded') return;
            const key = `${matchId}:${seq}`;
            if (mine.has(key)) {
              counts.doubled += 1;
              return;
            }
            mine.add(key);
            let list = receipts.get(key);
            if (!list) receipts.set(key, (list = []));
            list.push({ kind, at });
            counts[kind] += 1;
          },
          onFail: (error) => {
            if (closing) return;
            counts.failed += 1;
            firstFailure ??= error;
            resolve();
          },
        });
        sockets.push(socket);
      }),
  );
  const connectMs = performance.now() - connectStarted;

  return {
    matches,
    home: { id: homeTeam.id, admin: homeAdmin },
    away: { id: awayTeam.id, admin: awayAdmin },
    setUpFigures: [
      { name: `${matchCount} matches set up (created, accepted, kicked off, shared)`, value: setupMs, unit: 'ms' },
      { name: `${viewerSpecs.length} viewers connected and ready`, value: connectMs, unit: 'ms' },
    ],
    async deliveryFigures(acks) {
      // Every delivery, or 30 s after the last write.
      const expected = acks.size * viewersPerMatch;
      const drainUntil = performance.now() + 30_000;
      while (counts.member + counts.public < expected && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 100));
      closing = true;
      for (const socket of sockets) socket.destroy();

      const latency: Record<Kind, number[]> = { member: [], public: [] };
      for (const [key, list] of receipts) {
        const ack = acks.get(key);
        if (ack === undefined) continue;
        for (const { kind, at } of list) latency[kind].push(at - ack);
      }
      const all = [...latency.member, ...latency.public].sort((a, b) => a - b);
      latency.member.sort((a, b) => a - b);
      latency.public.sort((a, b) => a - b);
      if (counts.failed > 0) console.error(`  ${counts.failed} viewers failed (${String(firstFailure)})`);
      return [
        { name: 'ack → receipt p50 (all viewers)', value: percentile(all, 0.5), unit: 'ms' },
        { name: 'ack → receipt p95 (all viewers)', value: percentile(all, 0.95), unit: 'ms' },
        { name: 'ack → receipt p99 (all viewers)', value: percentile(all, 0.99), unit: 'ms' },
        { name: 'ack → receipt p99 (members)', value: percentile(latency.member, 0.99), unit: 'ms' },
        { name: 'ack → receipt p99 (public link)', value: percentile(latency.public, 0.99), unit: 'ms' },
        { name: 'deliveries lost', value: expected - counts.member - counts.public, unit: 'count' },
        { name: 'deliveries doubled', value: counts.doubled, unit: 'count' },
        { name: 'viewers failed', value: counts.failed, unit: 'count' },
      ];
    },
  };
}

/**
 * The writes: `total` of them, one every 1/rate s, each to the next match, not waiting for the
 * previous one; answers each acknowledged write's time by `match:seq`.
 */
export async function recordAtRate(morning: Morning, total: number): Promise<{ acks: Map<string, number>; figures: Figure[] }> {
  const acks = new Map<string, number>();
  const writeFailures: string[] = [];
  const writes: Promise<void>[] = [];
  const writeStarted = performance.now();
  for (let n = 0; n < total; n++) {
    const due = writeStarted + (n * 1000) / eventsPerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const match = morning.matches[n % morning.matches.length];
    const side = n % 2 === 0 ? morning.home : morning.away;
    writes.push(
      side.admin<{ seq: number }>('POST', `/api/v1/matches/${match.id}/events`, { clientId: crypto.randomUUID(), teamId: side.id, eventType: 'SHOT' }).then(
        ({ data, acknowledged }) => {
          acks.set(`${match.id}:${data.seq}`, acknowledged);
        },
        (error: unknown) => {
          writeFailures.push(String(error));
        },
      ),
    );
  }
  await Promise.all(writes);
  const writesMs = performance.now() - writeStarted;
  if (writeFailures.length > 0) console.error(`  ${writeFailures.length} writes failed, e.g. ${writeFailures[0]}`);
  return {
    acks,
    figures: [
      { name: `${acks.size} writes at ${eventsPerSecond}/s`, value: writesMs, unit: 'ms' },
      { name: 'writes failed', value: writeFailures.length, unit: 'count' },
    ],
  };
}
