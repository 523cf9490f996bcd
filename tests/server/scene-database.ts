/**
 * Like useTestDatabase (test-app.ts), but the template carries a scene on top of the seed: the scene
 * is built once through the app (matches in play, events, invite codes, a pending person …) and every
 * `fresh()` app runs on a clone of that state, with the scene's ids and tokens still valid (same
 * secret, same starting clock). Used by the endpoint fuzz and the authorization matrix, which need a
 * new database per endpoint or per cell and cannot afford to rebuild the scene each time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApp } from '#server/app.ts';
import { type Database, openPglite } from '#server/db/client.ts';
import { seedIfEmpty } from '#server/db/seed.ts';
import { type TestApp, testClock, testConfig } from './test-app.ts';

export function useSceneDatabase<S>(build: (t: TestApp) => Promise<S>) {
  let template: PGlite | undefined;
  let scene: S | undefined;
  const open: Database[] = [];
  const kept: Database[] = [];
  // Uploaded images go to a folder of this file's own, never to the worktree's ./.data.
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-scene-'));

  async function appOn(client: PGliteInterface, list: Database[]): Promise<TestApp> {
    const database = await openPglite(client);
    list.push(database);
    const clock = testClock();
    const config = testConfig({ DATA_DIR: dataDir });
    return { app: createApp({ db: database.db, clock, config }), database, clock, config };
  }

  beforeAll(async () => {
    template = new PGlite();
    const seeded = await openPglite(template, { migrate: true });
    await seedIfEmpty(seeded.db, testClock());
    // The scene is written through an app on the template itself, so clones start from it.
    const clock = testClock();
    const config = testConfig({ DATA_DIR: dataDir });
    scene = await build({ app: createApp({ db: seeded.db, clock, config }), database: seeded, clock, config });
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((d) => d.close()));
  });

  afterAll(async () => {
    await Promise.all(kept.splice(0).map((d) => d.close()));
    await template?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    /** The scene the template carries (ids, tokens). */
    scene(): S {
      if (scene === undefined) throw new Error('useSceneDatabase: the scene is built in beforeAll');
      return scene;
    },
    /** A new app on its own copy of the template (seed + scene), closed after the test. */
    async fresh(): Promise<TestApp> {
      if (!template) throw new Error('useSceneDatabase: call fresh() inside a test');
      return appOn(await template.clone(), open);
    },
    /** A new app on its own copy of the template, kept until the file ends (create it in a beforeAll). */
    async kept(): Promise<TestApp> {
      if (!template) throw new Error('useSceneDatabase: call kept() in a hook after the file\'s beforeAll');
      return appOn(await template.clone(), kept);
    },
  };
}
