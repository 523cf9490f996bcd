/**
 * Live stream fan-out (decision 017): one server process (scripts/bench/bench-server.ts: PGlite in
 * memory with the seed, on loopback), `LIVE_FANOUT_VIEWERS` (1,000) stream viewers in this process
 * (lean raw-socket readers that only look up each frame's `id` and `event` lines: the client
 * measures, it must not be the bottleneck on a shared 2-core machine), and an admin recording
 * `LIVE_FANOUT_EVENTS` (200) team SHOT events (alternating teams, one after another) once the first
 * half has started. For each delivery: the time from the write's acknowledgement (the POST's response
 * headers) to the viewer's receipt, and, because the server fans a local write out before it
 * answers, also from the POST's start. Reports p50/p95/p99, lost and doubled deliveries. Bounded:
 * the writes stop at the count (or after 5 minutes), the wait for deliveries when everything arrived
 * or 60 s after the last write; then it closes every connection and the server.
 */
import type { Socket } from 'node:net';
import { callerFor, createMatch, startFirstHalf } from './bench-api.ts';
import { startBenchServer, type BenchServer } from './bench-server.ts';
import { percentile, type BenchSection, type Figure } from './figures.ts';
import { openRawViewer } from './raw-viewer.ts';

const viewerCount = Number(process.env.LIVE_FANOUT_VIEWERS ?? 1000);
const eventCount = Number(process.env.LIVE_FANOUT_EVENTS ?? 200);

export const liveFanout: BenchSection = {
  id: 'fanout',
  title: `live fan-out: ${viewerCount} SSE viewers of one match, ${eventCount} events written one after another`,
  describe: 'a fresh server process per run (PGlite in memory), viewers on raw sockets in the bench process, loopback',
  async setUp() {
    return { run: runOnce, tearDown: async () => undefined };
  },
};

async function runOnce(): Promise<Figure[]> {
  const server = await startBenchServer();
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}

async function measure(server: BenchServer): Promise<Figure[]> {
  const writeLimitMs = 300_000;
  const drainLimitMs = 60_000;
  const connectBatch = 100;
  const ready = server;
  const admin = callerFor(server.base, server.homeAdminToken);

  /** Per seq of a recorded event: the receipt times of every viewer that got it. */
  const receipts = new Map<number, number[]>();
  let received = 0;
  let doubled = 0;
  let failedViewers = 0;
  let allReceived: () => void = () => undefined;
  const everything = new Promise<void>((resolve) => {
    allReceived = resolve;
  });
  let expected = viewerCount * eventCount;
  const abort = new AbortController();

  const matchId = await createMatch(admin, '실시간 벤치마크', ready.homeTeamId, ready.awayTeamId, callerFor(ready.base, ready.awayAdminToken));

  const { hostname, port } = new URL(ready.base);
  const streamPath = `/api/v1/matches/${matchId}/live?access_token=${ready.viewerToken}`;
  const viewerSockets: Socket[] = [];

  /** A delivery of `event` with SSE id `seq` to one viewer. */
  const onEvent = (event: string, seq: number, seen: Set<number>, onReady: () => void, at: number) => {
    if (event === 'ready') onReady();
    if (event !== 'events.recorded') return;
    if (seen.has(seq)) {
      doubled += 1;
      return;
    }
    seen.add(seq);
    let list = receipts.get(seq);
    if (!list) receipts.set(seq, (list = []));
    list.push(at);
    received += 1;
    if (received >= expected) allReceived();
  };

  /** One viewer (scripts/bench/raw-viewer.ts); `onReady` at the server's `ready`. */
  const viewer = (onReady: () => void, onFail: (error: unknown) => void) => {
    const seen = new Set<number>();
    viewerSockets.push(
      openRawViewer({
        host: hostname,
        port: Number(port),
        path: streamPath,
        onEvent: (event, seq, at) => onEvent(event, seq, seen, onReady, at),
        onFail: (error) => {
          if (!abort.signal.aborted) onFail(error);
        },
      }),
    );
  };

  const connectStarted = performance.now();
  let firstFailure: unknown = null;
  for (let i = 0; i < viewerCount; i += connectBatch) {
    const batch = Math.min(connectBatch, viewerCount - i);
    await Promise.all(
      Array.from(
        { length: batch },
        () =>
          new Promise<void>((resolve) => {
            viewer(resolve, (error) => {
              failedViewers += 1;
              firstFailure ??= error;
              resolve();
            });
          }),
      ),
    );
  }
  const connectMs = performance.now() - connectStarted;

  await startFirstHalf(admin, matchId);

  /** seq → the write's acknowledgement time, and when its POST started. */
  const acks = new Map<number, number>();
  const sends = new Map<number, number>();
  const recordStarted = performance.now();
  const writeDeadline = recordStarted + writeLimitMs;
  for (let i = 0; i < eventCount && performance.now() < writeDeadline; i++) {
    const { data, acknowledged, sent } = await admin<{ seq: number }>('POST', `/api/v1/matches/${matchId}/events`, {
      clientId: crypto.randomUUID(),
      teamId: i % 2 === 0 ? ready.homeTeamId : ready.awayTeamId,
      eventType: 'SHOT',
    });
    acks.set(data.seq, acknowledged);
    sends.set(data.seq, sent);
  }
  const writesMs = performance.now() - recordStarted;
  let timer: ReturnType<typeof setTimeout> | undefined;
  expected = acks.size * viewerCount;
  if (received < expected) {
    await Promise.race([
      everything,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, drainLimitMs);
      }),
    ]);
  }
  clearTimeout(timer);
  const drainedMs = performance.now() - recordStarted;

  abort.abort();
  for (const socket of viewerSockets) socket.destroy();
  // The server's memory with every viewer still counted, before the connections close.
  const serverRss = await server.stop();

  const latencies: number[] = [];
  const fromSend: number[] = [];
  for (const [seq, times] of receipts) {
    const ack = acks.get(seq);
    const sent = sends.get(seq);
    if (ack === undefined || sent === undefined) continue;
    for (const t of times) {
      latencies.push(t - ack);
      fromSend.push(t - sent);
    }
  }
  latencies.sort((a, b) => a - b);
  fromSend.sort((a, b) => a - b);
  const recorded = acks.size;
  if (failedViewers > 0) console.error(`  ${failedViewers} viewers failed to connect (${String(firstFailure)})`);
  return [
    { name: 'viewers connected and ready', value: connectMs, unit: 'ms' },
    { name: `${recorded} writes, one after another`, value: writesMs, unit: 'ms' },
    { name: 'first write → last delivery', value: drainedMs, unit: 'ms' },
    { name: 'ack → receipt p50', value: percentile(latencies, 0.5), unit: 'ms' },
    { name: 'ack → receipt p95', value: percentile(latencies, 0.95), unit: 'ms' },
    { name: 'ack → receipt p99', value: percentile(latencies, 0.99), unit: 'ms' },
    { name: 'POST start → receipt p99', value: percentile(fromSend, 0.99), unit: 'ms' },
    { name: 'deliveries lost', value: recorded * viewerCount - received, unit: 'count' },
    { name: 'deliveries doubled', value: doubled, unit: 'count' },
    { name: 'viewers failed', value: failedViewers, unit: 'count' },
    { name: 'server memory (rss) at the end', value: serverRss ?? Number.NaN, unit: 'MiB' },
  ];
}
