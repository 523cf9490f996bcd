/**
 * Like useTestDatabase (test-app.ts), but the database carries a scene on top of the seed: the scene
 * is built once through the app (matches in play, events, invite codes, a pending person …) and every
 * `fresh()` app runs on that state, restored after each test (snapshot-database.ts), with the scene's
 * ids and tokens still valid (same secret, same starting clock). Used by the endpoint fuzz and the
 * authorization matrix, which need a clean database per endpoint or per cell.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { seededDump } from './seeded-dump.ts';
import { openSnapshotDatabase, type SnapshotDatabase } from './snapshot-database.ts';
import { appFactory, type TestApp } from './test-app.ts';

export function useSceneDatabase<S>(build: (t: TestApp) => Promise<S>) {
  let base: SnapshotDatabase | undefined;
  let baseInUse = false;
  // Held by a group (a describe block) until its release(): the scene's own database, not restored after each test.
  let baseHeldByGroup = false;
  const groupApps = appFactory();
  let scene: S | undefined;
  const apps = appFactory();
  const keptApps = appFactory();
  const copies: PGlite[] = [];
  // Uploaded images go to a folder of this file's own, never to the worktree's ./.data.
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-scene-'));
  const env = { DATA_DIR: dataDir };

  beforeAll(async () => {
    base = await openSnapshotDatabase(await seededDump());
    scene = await build(await apps.appOn(base.client, { env }));
    await apps.closeApps();
    await base.snapshot();
  });

  afterEach(async () => {
    await apps.closeApps();
    if (baseInUse) {
      baseInUse = false;
      await base?.restore();
    }
  });

  afterAll(async () => {
    await groupApps.closeApps();
    await keptApps.closeApps();
    await Promise.all(copies.splice(0).map((client) => client.close()));
    await base?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    /** The scene the database carries (ids, tokens). */
    scene(): S {
      if (scene === undefined) throw new Error('useSceneDatabase: the scene is built in beforeAll');
      return scene;
    },
    /** A new app on the scene, which goes back to the scene after the test (one per test). */
    async fresh(): Promise<TestApp> {
      if (!base) throw new Error('useSceneDatabase: call fresh() inside a test');
      if (baseInUse) throw new Error('useSceneDatabase: one fresh() app per test (they would share one database)');
      if (baseHeldByGroup) throw new Error("useSceneDatabase: fresh() inside a group(); its app is the group's");
      baseInUse = true;
      return apps.appOn(base.client, { env });
    },
    /**
     * An app on the scene for a group of tests (a describe's beforeAll), whose writes stay from one
     * test to the next; `release()` (the describe's afterAll) closes it and restores the scene, in
     * ~2–3 ms. Groups run one after another; for an app that must outlive its group, kept().
     */
    async group(): Promise<{ app: TestApp; release: () => Promise<void> }> {
      if (!base) throw new Error("useSceneDatabase: call group() in a hook after the file's beforeAll");
      if (baseInUse || baseHeldByGroup) throw new Error("useSceneDatabase: one group() at a time, and not while a test's app is open");
      baseHeldByGroup = true;
      const held = base;
      const app = await groupApps.appOn(held.client, { env });
      return {
        app,
        release: async () => {
          await groupApps.closeApps();
          await held.restore();
          baseHeldByGroup = false;
        },
      };
    },
    /** A new app on a copy of the scene of its own, kept until the file ends (create it in a beforeAll). */
    async kept(): Promise<TestApp> {
      if (!base) throw new Error("useSceneDatabase: call kept() in a hook after the file's beforeAll");
      if (baseInUse) throw new Error("useSceneDatabase: call kept() in a hook, not while a test's app is open");
      const client = await base.copy();
      copies.push(client);
      return keptApps.appOn(client, { env });
    },
  };
}
