/**
 * The recording write path: one server process with the embedded database on disk (PGlite in a
 * fresh temporary data directory, as `npm start` runs it; scripts/bench/bench-server.ts) and
 * (RECORD_WRITE_DB=memory: in memory) and `RECORD_WRITE_CLIENTS` (20) recording clients, each the phone at the side of its own match in
 * progress, posting `RECORD_WRITE_EVENTS` (50) team events (`POST /api/v1/matches/{id}/events`,
 * alternating teams and SHOT / FOUL / CORNER_KICK, a fresh client id each) one after another, as the
 * outbox sends them: the next only once the last is acknowledged. Reports the events per second the
 * server sustained over the whole burst and the acknowledgement time (POST sent → response) p50/p99.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callerFor, createMatch, startFirstHalf, type Caller } from './bench-api.ts';
import { startBenchServer } from './bench-server.ts';
import { percentile, type BenchSection, type Figure } from './figures.ts';

const clients = Number(process.env.RECORD_WRITE_CLIENTS ?? 20);
const eventsPerClient = Number(process.env.RECORD_WRITE_EVENTS ?? 50);
const eventTypes = ['SHOT', 'FOUL', 'CORNER_KICK'] as const;
/** `disk` (default): PGlite in a data directory, as `npm start`; `memory`: as the tests run it. */
const storage = process.env.RECORD_WRITE_DB === 'memory' ? 'memory' : 'disk';

export const recordWrites: BenchSection = {
  id: 'writes',
  title: `recording write path: ${clients} matches in progress, one recording client each, ${eventsPerClient} events per client`,
  describe:
    `a fresh server process per run with PGlite ${storage === 'disk' ? 'on disk (a new temporary data directory)' : 'in memory'}, clients ` +
    `in the bench process, loopback`,
  async setUp() {
    return { run: runOnce, tearDown: async () => undefined };
  },
};

async function runOnce(): Promise<Figure[]> {
  const dataDir = storage === 'disk' ? mkdtempSync(join(tmpdir(), 'pitchside-bench-writes-')) : undefined;
  const server = await startBenchServer({ dataDir });
  try {
    const admin = callerFor(server.base, server.homeAdminToken);
    const awayAdmin = callerFor(server.base, server.awayAdminToken);
    const matchIds: number[] = [];
    for (let i = 0; i < clients; i++) {
      const id = await createMatch(admin, `기록 벤치마크 ${i + 1}`, server.homeTeamId, server.awayTeamId, awayAdmin);
      await startFirstHalf(admin, id);
      matchIds.push(id);
    }
    const acks: number[] = [];
    let failed = 0;
    const recordMatch = async (record: Caller, matchId: number) => {
      for (let i = 0; i < eventsPerClient; i++) {
        try {
          const { sent, acknowledged } = await record('POST', `/api/v1/matches/${matchId}/events`, {
            clientId: crypto.randomUUID(),
            teamId: i % 2 === 0 ? server.homeTeamId : server.awayTeamId,
            eventType: eventTypes[i % eventTypes.length],
          });
          acks.push(acknowledged - sent);
        } catch (error) {
          failed += 1;
          if (failed === 1) console.error(`  a recording write failed: ${String(error)}`);
        }
      }
    };
    const started = performance.now();
    await Promise.all(matchIds.map((id) => recordMatch(admin, id)));
    const elapsedMs = performance.now() - started;
    acks.sort((a, b) => a - b);
    return [
      { name: 'events per second sustained', value: acks.length / (elapsedMs / 1000), unit: 'events/s' },
      { name: 'acknowledgement p50', value: percentile(acks, 0.5), unit: 'ms' },
      { name: 'acknowledgement p99', value: percentile(acks, 0.99), unit: 'ms' },
      { name: 'writes failed', value: failed, unit: 'count' },
    ];
  } finally {
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
