/**
 * Live stream fan-out: one server process (createApp on an in-memory PGlite with the seed, served
 * with @hono/node-server on 127.0.0.1), `VIEWERS` stream viewers on loopback in this process (lean
 * raw-socket readers that only look up each frame's `id` and `event` lines: the client measures, it
 * must not be the bottleneck on a shared 2-core machine), and an admin recording `EVENTS` team SHOT
 * events (alternating teams, one after another) once the first half has started. For each delivery:
 * the time from the write's acknowledgement (the POST's response headers) to the viewer's receipt,
 * and, because the server fans a local write out before it answers, also from the POST's start.
 * Prints p50/p95/p99, lost and doubled deliveries; asserts nothing. Bounded: the writes stop at
 * `EVENTS` (or after 5 minutes), the wait for deliveries when everything arrived or 60 s after the
 * last write; then it closes every connection and the server.
 *
 * The server runs in a child process (this file again, with LIVE_FANOUT_ROLE=server) so the
 * viewers' parsing does not share the server's event loop. Env: LIVE_FANOUT_VIEWERS, LIVE_FANOUT_EVENTS.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

interface Ready {
  base: string;
  adminToken: string;
  viewerToken: string;
  homeTeamId: number;
  awayTeamId: number;
}

if (process.env.LIVE_FANOUT_ROLE === 'server') {
  await runServer();
} else {
  await runBench();
}

async function runServer(): Promise<void> {
  const { serve } = await import('@hono/node-server');
  const { createApp } = await import('#server/app.ts');
  const { createTokenService } = await import('#server/auth/tokens.ts');
  const { systemClock } = await import('#server/clock.ts');
  const { loadConfig } = await import('#server/config.ts');
  const { createDatabase } = await import('#server/db/client.ts');
  const { seedPeople, seedTeams } = await import('#server/db/seed-data.ts');
  const { seedIfEmpty } = await import('#server/db/seed.ts');

  const database = await createDatabase();
  await seedIfEmpty(database.db, systemClock);
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'bench-secret-that-is-long-enough-1234567890' });
  const app = createApp({ db: database.db, clock: systemClock, config });
  const tokens = createTokenService({ db: database.db, clock: systemClock, secret: config.jwtSecret!, accessTokenTtlSeconds: 3600 });
  const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => listening.once('listening', resolve));
  // Many connections arrive at once; don't let the server cap them.
  (listening as unknown as { maxConnections?: number }).maxConnections = 100_000;

  const hangang = seedTeams.find((t) => t.key === 'hangang')!;
  const gwanak = seedTeams.find((t) => t.key === 'gwanak')!;
  const admin = seedPeople.find((p) => p.key === 'kim-minjun')!;
  const viewer = seedPeople.find((p) => p.id !== admin.id && p.teams.some((t) => t.key === 'hangang'))!;
  const ready: Ready = {
    base: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    adminToken: await tokens.signAccessToken(admin.id),
    viewerToken: await tokens.signAccessToken(viewer.id),
    homeTeamId: hangang.id,
    awayTeamId: gwanak.id,
  };
  process.on('message', (message) => {
    if (message !== 'stop') return;
    (listening as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    listening.close();
    void database.close().finally(() => {
      process.send?.({ rss: process.memoryUsage().rss }, () => process.exit(0));
    });
  });
  process.send?.(ready);
}

async function runBench(): Promise<void> {
  const viewerCount = Number(process.env.LIVE_FANOUT_VIEWERS ?? 1000);
  const eventCount = Number(process.env.LIVE_FANOUT_EVENTS ?? 200);
  const writeLimitMs = 300_000;
  const drainLimitMs = 60_000;
  const connectBatch = 100;

  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, LIVE_FANOUT_ROLE: 'server' },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`the server process ended (${code})`)));
  });

  const call = async (method: string, path: string, body?: unknown) => {
    const sent = performance.now();
    const response = await fetch(`${ready.base}${path}`, {
      method,
      headers: { authorization: `Bearer ${ready.adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const acknowledged = performance.now();
    const envelope = (await response.json()) as { data: unknown; message?: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${envelope.message ?? ''}`);
    return { data: envelope.data, acknowledged, sent };
  };

  /** Per seq of a recorded event: the receipt times of every viewer that got it. */
  const receipts = new Map<number, number[]>();
  let received = 0;
  let doubled = 0;
  let failedViewers = 0;
  let allReceived: () => void = () => undefined;
  const everything = new Promise<void>((resolve) => { allReceived = resolve; });
  let expected = viewerCount * eventCount;
  const abort = new AbortController();

  const { data: created } = await call('POST', '/api/v1/matches', {
    title: '실시간 벤치마크', homeTeamId: ready.homeTeamId, awayTeamId: ready.awayTeamId, matchType: 'FRIENDLY', stadium: '벤치 구장',
    matchDate: new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' }), plannedStartTime: '10:00', plannedEndTime: '12:00',
    firstHalfPeriod: 45, secondHalfPeriod: 45, mainRefereeName: null, assistantReferee1: null, assistantReferee2: null, fourthReferee: null,
  });
  const matchId = (created as { id: number }).id;
  
  const { hostname, port } = new URL(ready.base);
  const streamRequest = `GET /api/v1/matches/${matchId}/live?access_token=${ready.viewerToken} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\n\r\n`;
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

  /**
   * One viewer on a raw TCP socket: it sends the GET itself and scans the bytes for `event:` lines
   * and the `id:` line just before each (the server writes `id:` then `event:`), ignoring the HTTP
   * chunk framing and the JSON; nothing else is parsed. Calls `onReady` at the server's `ready`.
   */
  const viewer = (onReady: () => void, onFail: (error: unknown) => void) => {
    const seen = new Set<number>();
    let tail = '';
    let answered = false;
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(streamRequest));
    socket.setNoDelay(true);
    // latin1: one char per byte, no UTF-8 decoding; ids, names and line breaks are ASCII.
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      const at = performance.now();
      const text = tail.length === 0 ? chunk : tail + chunk;
      if (!answered) {
        if (!text.startsWith('HTTP/1.1 200')) {
          onFail(new Error(`stream answered ${text.slice(0, 12)}`));
          socket.destroy();
          return;
        }
        answered = true;
      }
      let from = 0;
      let incomplete = -1;
      for (let i = text.indexOf('\nevent: '); i !== -1; i = text.indexOf('\nevent: ', from)) {
        const lineEnd = text.indexOf('\n', i + 8);
        const idAt = text.lastIndexOf('\nid: ', i);
        if (lineEnd === -1) {
          incomplete = idAt === -1 ? i : idAt;
          break;
        }
        onEvent(text.slice(i + 8, lineEnd), idAt === -1 ? NaN : Number(text.slice(idAt + 5, i)), seen, onReady, at);
        from = lineEnd;
      }
      // Keep what may be the start of the next event line (split between reads).
      tail = incomplete !== -1 ? text.slice(incomplete) : text.slice(Math.max(from, text.length - 64));
    });
    socket.on('error', (error) => { if (!abort.signal.aborted) onFail(error); });
    viewerSockets.push(socket);
  };

  const connectStarted = performance.now();
  let firstFailure: unknown = null;
  for (let i = 0; i < viewerCount; i += connectBatch) {
    const batch = Math.min(connectBatch, viewerCount - i);
    await Promise.all(Array.from({ length: batch }, () => new Promise<void>((resolve) => {
      viewer(resolve, (error) => {
        failedViewers += 1;
        firstFailure ??= error;
        resolve();
      });
    })));
  }
  const connectMs = performance.now() - connectStarted;

  await call('PATCH', `/api/v1/matches/${matchId}/time`, { halfType: 'FIRST_HALF', timeType: 'START_TIME' });

  /** seq → the write's acknowledgement time, and when its POST started. */
  const acks = new Map<number, number>();
  const sends = new Map<number, number>();
  const recordStarted = performance.now();
  const writeDeadline = recordStarted + writeLimitMs;
  for (let i = 0; i < eventCount && performance.now() < writeDeadline; i++) {
    const { data, acknowledged, sent } = await call('POST', `/api/v1/matches/${matchId}/events`, {
      clientId: crypto.randomUUID(), teamId: i % 2 === 0 ? ready.homeTeamId : ready.awayTeamId, eventType: 'SHOT',
    });
    acks.set((data as { seq: number }).seq, acknowledged);
    sends.set((data as { seq: number }).seq, sent);
  }
  const writesMs = performance.now() - recordStarted;
  let timer: ReturnType<typeof setTimeout> | undefined;
  expected = acks.size * viewerCount;
  if (received < expected) {
    await Promise.race([everything, new Promise<void>((resolve) => { timer = setTimeout(resolve, drainLimitMs); })]);
  }
  clearTimeout(timer);
  const drainedMs = performance.now() - recordStarted;

  abort.abort();
  for (const socket of viewerSockets) socket.destroy();
  const serverRss = await new Promise<number | null>((resolve) => {
    const fallback = setTimeout(() => { child.kill(); resolve(null); }, 5_000);
    child.once('message', (m) => { clearTimeout(fallback); resolve((m as { rss: number }).rss); });
    child.send('stop');
  });

  const latencies: number[] = [];
  const fromSend: number[] = [];
  let beforeAck = 0;
  for (const [seq, times] of receipts) {
    const ack = acks.get(seq);
    const sent = sends.get(seq);
    if (ack === undefined || sent === undefined) continue;
    for (const t of times) {
      latencies.push(t - ack);
      fromSend.push(t - sent);
      if (t < ack) beforeAck += 1;
    }
  }
  latencies.sort((a, b) => a - b);
  fromSend.sort((a, b) => a - b);
  const pctOf = (list: number[], p: number) => (list.length === 0 ? NaN : list[Math.min(list.length - 1, Math.max(0, Math.ceil(p * list.length) - 1))]);
  const pct = (p: number) => pctOf(latencies, p);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const recorded = acks.size;

  console.log(`live fan-out: ${viewerCount} SSE viewers (raw-socket readers, this process) of one match, server in its own process (PGlite in memory, loopback), ${recorded} team SHOT events written one after another:`);
  console.log(`  viewers connected and ready in ${ms(connectMs)}${failedViewers ? `; ${failedViewers} failed (${String(firstFailure)})` : ''}`);
  console.log(`  writes took ${ms(writesMs)} (${ms(writesMs / Math.max(1, recorded))} each); all deliveries done ${ms(drainedMs)} after the first write`);
  console.log(`  ack → receipt: p50 ${ms(pct(0.5))}, p95 ${ms(pct(0.95))}, p99 ${ms(pct(0.99))}, max ${ms(pct(1))} (${beforeAck} of ${latencies.length} arrived before the POST's response)`);
  console.log(`  POST start → receipt: p50 ${ms(pctOf(fromSend, 0.5))}, p95 ${ms(pctOf(fromSend, 0.95))}, p99 ${ms(pctOf(fromSend, 0.99))}, max ${ms(pctOf(fromSend, 1))}`);
  console.log(`  deliveries: expected ${recorded * viewerCount}, received ${received}, lost ${recorded * viewerCount - received}, doubled ${doubled}`);
  console.log(`  memory: bench process rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB, server process rss ${serverRss === null ? '?' : (serverRss / 2 ** 20).toFixed(0)} MiB`);
}
