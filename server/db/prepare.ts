/**
 * Making the database ready before anything serves (decision 027): the migrations, the move of this
 * host's DATA_DIR/uploads into the database (decision 098), then the demo data when the database is
 * empty and the configuration asks for it.
 *
 * With PostgreSQL several processes may start at the same moment — a restart of every host behind a
 * load balancer — and two migrators or two seeders must never run side by side (the second seeder
 * would find the first one's rows half-written, the second migrator would apply a migration twice).
 * A session-level advisory lock on a connection of its own serialises them: the first process does
 * the work, the others wait for the lock, then find the migrations applied and the teams there.
 * On one host the cluster primary prepares once before it forks the workers (server/runtime/primary.ts),
 * so the lock only matters between hosts; it costs one query. PGlite belongs to one process: no lock.
 */
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Clock } from '../clock.ts';
import { createDatabase, type Database, migrationsFolder, type Schema } from './client.ts';
import { seedIfEmpty } from './seed.ts';
import { moveUploadsFolder } from '../uploads/move-folder.ts';

/** The advisory lock's name; hashtext() turns it into the lock's integer key inside PostgreSQL. */
export const prepareLockName = 'pitchside:prepare-database';

export interface PrepareOptions {
  /** `postgres://…`, or null for PGlite under `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  seed: boolean;
  clock: Clock;
  /** DATA_DIR/uploads: images of the time before decision 098, moved into the database after the migrations. */
  uploadsDir?: string;
}

export interface PreparedDatabase {
  database: Database;
  /** Whether this call wrote the demo data (false when it was there already, or not asked for). */
  seeded: boolean;
}

/** Opens the database, migrates it and seeds it if asked; the database stays open for the caller. */
export async function prepareDatabase({ databaseUrl, dataDir, seed, clock, uploadsDir }: PrepareOptions): Promise<PreparedDatabase> {
  if (!databaseUrl) {
    const database = await createDatabase({ dataDir });
    try {
      if (uploadsDir) await moveUploadsFolder(database.db, uploadsDir);
      return { database, seeded: seed && (await seedIfEmpty(database.db, clock)) };
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  const database = await createDatabase({ databaseUrl, migrate: false });
  try {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const lock = await pool.connect();
    let broken = false;
    try {
      await lock.query('select pg_advisory_lock(hashtext($1))', [prepareLockName]);
      await migrate(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
      if (uploadsDir) await moveUploadsFolder(database.db, uploadsDir);
      const seeded = seed && (await seedIfEmpty(database.db, clock));
      return { database, seeded };
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      // A session lock ends with its session too: a connection in doubt is dropped, not pooled.
      if (!broken)
        await lock.query('select pg_advisory_unlock(hashtext($1))', [prepareLockName]).catch(() => {
          broken = true;
        });
      lock.release(broken);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
}
