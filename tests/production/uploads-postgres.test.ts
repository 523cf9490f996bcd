/**
 * Uploads across hosts (decision 098): two hosts — two separate production servers, each with its
 * own port and DATA_DIR, one PostgreSQL — share every image through the database, with no shared
 * disk. Host A starts with an `uploads/` folder of the time before (one image and a stray file) and
 * moves it in at start; host B serves that image, and any image uploaded through host A, byte for
 * byte; a member's withdrawal on host A removes their photo on both. Also: bytea round-trips exactly
 * on node-postgres (PGlite's is in tests/server/pglite-parsers.test.ts).
 *
 * Needs PostgreSQL's server binaries (see tests/support/postgres-cluster.ts); without them it FAILS.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { createDatabaseFileStorage } from '#server/uploads/database-storage.ts';
import { realImages } from '../server/image-samples.ts';
import { type PostgresCluster, freePort, startPostgresCluster } from '../support/postgres-cluster.ts';
import { type AppProcess, startAppProcess } from '../support/production-app.ts';
import { signIn } from '../support/production-sign-in.ts';
import { call } from '../support/raw-http.ts';
import { testVapidEnv } from '../support/test-vapid.ts';

/** Ports of its own: PostgreSQL on 5150–5155, the two hosts on 5160–5169. */
const postgresPorts = [5150, 5151, 5152, 5153, 5154, 5155];
const appPorts = [5160, 5161, 5162, 5163, 5164, 5165, 5166, 5167, 5168, 5169];
const testLimitMs = 60_000;

let postgres: PostgresCluster;
let database: Database;
const hosts: { app: AppProcess; base: string; dataDir: string }[] = [];
const oldKey = `${randomBytes(16).toString('hex')}.gif`;
let setup: Promise<void> = Promise.resolve();

async function startHost(workers: string, prepare: (dataDir: string) => void = () => undefined) {
  const port = await freePort(appPorts.filter((p) => !hosts.some((h) => h.base.endsWith(`:${p}`))));
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-uploads-host-'));
  prepare(dataDir);
  const app = startAppProcess({
    NODE_ENV: 'production',
    DATABASE_URL: postgres.url,
    WORKERS: workers,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'production-test-secret-0123456789abcdef',
    ...testVapidEnv,
    ALLOW_DEV_AUTH: 'true',
    SEED_DEMO_DATA: 'true',
    STATIC_DIR: 'no-client-build',
  });
  hosts.push({ app, base: `http://127.0.0.1:${port}`, dataDir });
  await app.waitForLine(/^Pitchside is running at /, { limitMs: 80_000 });
}

async function startEverything(): Promise<void> {
  postgres = await startPostgresCluster({ ports: postgresPorts });
  // Host A (a primary and two workers) with an old folder; host B (one process) without. They start
  // together: the advisory lock lets one prepare the database, and host A moves its own folder.
  await Promise.all([
    startHost('2', (dataDir) => {
      mkdirSync(join(dataDir, 'uploads'));
      writeFileSync(join(dataDir, 'uploads', oldKey), realImages.gif);
      writeFileSync(join(dataDir, 'uploads', 'notes.txt'), 'not an image');
    }),
    startHost('1'),
  ]);
  database = await createDatabase({ databaseUrl: postgres.url, migrate: false });
}

beforeAll(async () => {
  setup = startEverything();
  await setup.catch(() => undefined);
}, 120_000);

afterAll(async () => {
  await Promise.all(hosts.map((h) => h.app.stop()));
  await database?.close();
  postgres?.stop();
  for (const { dataDir } of hosts) rmSync(dataDir, { recursive: true, force: true });
});

function itWithHosts(name: string, body: () => Promise<void>): void {
  it(name, { timeout: testLimitMs }, async () => {
    await setup;
    await body();
  });
}

/** An image as a host serves it: status, the headers that matter, the bytes. */
async function served(base: string, url: string) {
  const response = await fetch(new URL(url, base));
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

async function uploadThrough(base: string, token: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'photo.bin');
  const response = await fetch(new URL('/api/v1/s3/images', base), { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return (JSON.parse(text) as { data: { url: string } }).data.url;
}

describe('production: images shared by two hosts through PostgreSQL', () => {
  itWithHosts("moved host A's old folder in at start: host B serves its image; the stray file stays, named", async () => {
    const [a, b] = hosts;
    expect(a.app.output()).toMatch(/uploads: moved 1 image\(s\)/);
    expect(a.app.output()).toMatch(/uploads: left 1 file\(s\) in .* notes\.txt/);
    expect(b.app.output()).not.toMatch(/uploads: moved/);
    expect(readdirSync(join(a.dataDir, 'uploads'))).toEqual(['notes.txt']);
    expect(await served(b.base, `/uploads/${oldKey}`)).toEqual({
      status: 200,
      contentType: 'image/gif',
      cacheControl: 'public, max-age=31536000, immutable',
      bytes: realImages.gif,
    });
  });

  itWithHosts('serves an image uploaded through host A from host B: the same bytes and content type', async () => {
    const [a, b] = hosts;
    const token = await signIn(a.base, 'park-sungmin');
    for (const [bytes, type] of [
      [realImages.png, 'image/png'],
      [realImages.jpg, 'image/jpeg'],
    ] as const) {
      const url = await uploadThrough(a.base, token, bytes);
      const onB = await served(b.base, url);
      expect(onB).toEqual({ status: 200, contentType: type, cacheControl: 'public, max-age=31536000, immutable', bytes });
      expect((await served(a.base, url)).bytes).toEqual(bytes);
    }
  });

  itWithHosts("removes a member's photo on both hosts when they withdraw through one", async () => {
    const [a, b] = hosts;
    const member = seedPerson('lee-seojun');
    const token = await signIn(a.base, 'lee-seojun');
    const photo = await uploadThrough(a.base, token, realImages.webp);
    await database.db.update(users).set({ profileImg: photo }).where(eq(users.id, member.id));
    expect((await served(b.base, photo)).status).toBe(200);

    const withdrawn = await call(a.base, '/api/v1/users/withdraw', { method: 'PATCH', token });
    expect(withdrawn.status, withdrawn.body).toBe(204);

    expect((await served(a.base, photo)).status).toBe(404);
    expect((await served(b.base, photo)).status).toBe(404);
  });

  itWithHosts('keeps every byte on node-postgres: every byte value, and a large random image, read back exactly', async () => {
    const storage = createDatabaseFileStorage(database.db);
    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    const large = new Uint8Array(randomBytes(3 * 1024 * 1024));
    for (const bytes of [everyByte, large, new Uint8Array(0)]) {
      const key = `${randomBytes(16).toString('hex')}.png`;
      await storage.put(key, bytes, 'image/png');
      const read = await storage.read(key);
      // A plain Uint8Array, not node-postgres's Buffer: one type on both drivers.
      expect(read?.constructor).toBe(Uint8Array);
      // Buffer's compare: a deep equality walks 3 million elements for half a minute.
      expect(read && Buffer.compare(read, bytes), `${bytes.byteLength} bytes`).toBe(0);
    }
  });
});
