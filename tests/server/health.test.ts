/**
 * The probes (decision 096): `/healthz` answers while the process serves; `/readyz` answers 200 only
 * when the database answers, the journal's last migration is applied and the live hubs listen, else
 * 503 naming each failure — never cached, no auth, no rate limit a load balancer's polling would hit,
 * and both in the OpenAPI document.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { healthPath, readyPath } from '#contract/health.ts';
import { createApp } from '#server/app.ts';
import { openPglite } from '#server/db/client.ts';
import { createLiveHub } from '#server/live/hub.ts';
import { failedReadinessChecks } from '#server/observability/health.ts';
import { scrimmageLiveLog } from '#server/scrimmage-live.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

async function probe(app: { request(path: string): Response | Promise<Response> }, path: string) {
  const response = await app.request(path);
  return { status: response.status, cache: response.headers.get('Cache-Control'), body: (await response.json()) as unknown };
}

describe('the probes', () => {
  it('/healthz answers ok, uncached, without a token', async () => {
    const t = await database.fresh();
    expect(await probe(t.app, healthPath)).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
  });

  it('/readyz answers ready when the database answers, the migrations are applied and the hubs listen', async () => {
    const t = await database.fresh();
    expect(await probe(t.app, readyPath)).toEqual({ status: 200, cache: 'no-store', body: { status: 'ready' } });
  });

  it("/readyz answers 503 naming the migrations when the journal's last one is not in the migrations table", async () => {
    const t = await database.isolated();
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    expect(await probe(t.app, readyPath)).toEqual({ status: 503, cache: 'no-store', body: { status: 'unavailable', failed: ['migrations'] } });
    expect((await t.app.request(healthPath)).status).toBe(200);
  });

  it.each(['matches', 'scrimmages'] as const)('/readyz answers 503 naming the live hub when the %s hub does not listen', async (which) => {
    const t = await database.fresh();
    const live = createLiveHub(t.database.db);
    const scrimmageLive = createLiveHub(t.database.db, scrimmageLiveLog);
    await Promise.all([live.ready, scrimmageLive.ready]);
    await (which === 'matches' ? live : scrimmageLive).close();
    const app = createApp({ db: t.database.db, clock: t.clock, config: t.config, live, scrimmageLive });
    try {
      expect(await probe(app, readyPath)).toEqual({ status: 503, cache: 'no-store', body: { status: 'unavailable', failed: ['live'] } });
    } finally {
      await Promise.all([live.close(), scrimmageLive.close()]);
    }
  });

  it('names the database when it does not answer (a closed embedded database)', async () => {
    const closed = await openPglite(new PGlite());
    await closed.close();
    expect(await failedReadinessChecks(closed.db, [{ listening: () => true }])).toEqual(['database']);
  });

  it('a load balancer polling every second for two minutes is never refused', async () => {
    const t = await database.fresh();
    const statuses = new Set<number>();
    for (let poll = 0; poll < 120; poll++) statuses.add((await t.app.request(poll % 2 ? readyPath : healthPath)).status);
    expect([...statuses]).toEqual([200]);
  });

  it('both are in the OpenAPI document, the readiness with its 503', async () => {
    const t = await database.fresh();
    const doc = (await (await t.app.request('/openapi.json')).json()) as { paths: Record<string, { get?: { operationId: string; responses: object } }> };
    expect(doc.paths[healthPath].get?.operationId).toBe('health');
    expect(doc.paths[readyPath].get?.operationId).toBe('ready');
    expect(Object.keys(doc.paths[readyPath].get!.responses)).toEqual(['200', '503']);
  });
});
