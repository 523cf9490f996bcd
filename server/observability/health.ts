/**
 * The probes (decision 096, contract/health.ts): `GET /healthz` answers while the process serves;
 * `GET /readyz` asks the database a question, checks that the journal's last migration is in
 * drizzle's migrations table and that the live hubs listen, and answers 503 naming what failed. No
 * auth, no rate limit (a load balancer polls every second), nothing beyond a status, never cached.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { healthPath, type ReadinessCheck, readyPath } from '#contract/health.ts';
import { type Db, migrationsFolder } from '../db/client.ts';
import type { AppEnv } from '../http/endpoint.ts';

/** A probe must answer while the load balancer still waits: a database that hangs counts as down. */
export const readinessQueryLimitMs = 2_000;

/** What readiness needs of a live hub. */
interface Listening {
  listening(): boolean;
}

/** `when` of the journal's last migration: drizzle's migrator writes it as `created_at`. */
function lastMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return journal.entries.at(-1)!.when;
}

async function answers<T>(query: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${readinessQueryLimitMs} ms`)), readinessQueryLimitMs);
  });
  try {
    return await Promise.race([query, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** What is not ready, in the order of contract/health.ts; empty when all is. */
export async function failedReadinessChecks(db: Db, hubs: readonly Listening[], lastMigration = lastMigrationMillis()): Promise<ReadinessCheck[]> {
  const failed: ReadinessCheck[] = [];
  const databaseAnswers = await answers(db.execute(sql`select 1`)).then(
    () => true,
    () => false,
  );
  if (!databaseAnswers) failed.push('database');
  else {
    const applied = await answers(db.execute(sql`select 1 from drizzle.__drizzle_migrations where created_at = ${lastMigration}`)).then(
      (result) => (result as { rows: unknown[] }).rows.length > 0,
      () => false,
    );
    if (!applied) failed.push('migrations');
  }
  if (!hubs.every((hub) => hub.listening())) failed.push('live');
  return failed;
}

export function registerHealthRoutes(app: Hono<AppEnv>, { db, hubs }: { db: Db; hubs: readonly Listening[] }): void {
  const lastMigration = lastMigrationMillis();
  app.get(healthPath, (c) => c.json({ status: 'ok' as const }, 200, { 'Cache-Control': 'no-store' }));
  app.get(readyPath, async (c) => {
    const failed = await failedReadinessChecks(db, hubs, lastMigration);
    if (failed.length === 0) return c.json({ status: 'ready' as const }, 200, { 'Cache-Control': 'no-store' });
    return c.json({ status: 'unavailable' as const, failed }, 503, { 'Cache-Control': 'no-store' });
  });
}
