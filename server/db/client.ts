/**
 * Opening the database: PGlite (embedded PostgreSQL, on disk under DATA_DIR or in memory) by default,
 * a PostgreSQL server through node-postgres when DATABASE_URL is set. Both get the same migrations.
 */
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { logger } from '../observability/log.ts';
import { pgliteForDrizzle } from './pglite-parsers.ts';
import { timePoolQueries } from '../metrics/db.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle database every route uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction of a Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction (PGlite has one connection: inside a transaction, use it). */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /** Closes the connection (PGlite keeps the process alive ~10 s otherwise: docs/architecture.md §7). */
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** A PGlite data directory; created when missing. */
  dataDir?: string;
  /** `postgres://…`: use that PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** PostgreSQL only: false when the caller applies the migrations itself (server/db/prepare.ts). */
  migrate?: boolean;
}

/**
 * Opens the database and applies the migrations of server/db/migrations.
 * With neither option the database lives in memory (tests, throwaway runs).
 */
export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // An idle connection the server dropped (a restart, an outage) is replaced by the pool; unheard, the error would end the process.
    pool.on('error', (error) => logger.warn({ err: error }, 'database: an idle connection failed; the pool opens a new one'));
    timePoolQueries(pool);
    const db = drizzleNodePg({ client: pool, schema });
    try {
      if (options.migrate !== false) await migrateNodePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  try {
    await client.waitReady;
    return await openPglite(client, { migrate: true });
  } catch (error) {
    await client.close();
    throw error;
  }
}

/**
 * Wraps an open PGlite (for example a clone of a migrated template in tests) as a Database,
 * applying the migrations first when asked. Closing the Database closes the PGlite.
 */
export async function openPglite(client: PGliteInterface, { migrate = false } = {}): Promise<Database> {
  const db = drizzlePglite({ client: pgliteForDrizzle(client as PGlite), schema });
  if (migrate) await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    // Idempotent: a test may close early, and shutdown may race a second signal.
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
