/**
 * Images in the database (decision 098): the store keeps every byte exactly on PGlite (the PostgreSQL
 * driver's round trip is in tests/production/uploads-postgres.test.ts), never overwrites a key, and
 * the one-time move of DATA_DIR/uploads takes each stored image in once, leaving anything else named.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '#server/clock.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { uploads } from '#server/db/schema-uploads.ts';
import { createDatabaseFileStorage } from '#server/uploads/database-storage.ts';
import { moveUploadsFolder } from '#server/uploads/move-folder.ts';
import { storedImages } from './helpers.ts';
import { logger } from '#server/observability/log.ts';
import { realImages } from './image-samples.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const folders = mkdtempSync(join(tmpdir(), 'pitchside-uploads-'));
afterAll(() => rmSync(folders, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const newKey = (extension = 'png') => `${randomBytes(16).toString('hex')}.${extension}`;
const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);

/** A DATA_DIR/uploads of the time before decision 098, holding `files`. */
function oldFolder(files: Record<string, Uint8Array | string>): string {
  const folder = mkdtempSync(join(folders, 'data-'));
  const uploadsDir = join(folder, 'uploads');
  mkdirSync(uploadsDir);
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(uploadsDir, name), bytes);
  return uploadsDir;
}

describe('the database image store', () => {
  it('gives back every byte value, and any bytes, exactly as stored', async () => {
    const t = await database.fresh();
    const storage = createDatabaseFileStorage(t.database.db);
    const key = newKey();
    expect(await storage.put(key, everyByte, 'image/png')).toBe(`/uploads/${key}`);
    expect(await storage.read(key)).toEqual(everyByte);
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 2048 }), async (bytes) => {
        const other = newKey('webp');
        await storage.put(other, bytes, 'image/webp');
        expect(await storage.read(other)).toEqual(bytes);
      }),
      { numRuns: 40 },
    );
  });

  it('never overwrites a key, and removes only the key it is given', async () => {
    const t = await database.fresh();
    const storage = createDatabaseFileStorage(t.database.db);
    const [kept, removed] = [newKey(), newKey('jpg')];
    await storage.put(kept, realImages.png, 'image/png');
    await storage.put(removed, realImages.jpg, 'image/jpeg');
    await expect(storage.put(kept, realImages.gif, 'image/gif')).rejects.toThrow();
    await storage.remove(removed);
    await storage.remove(removed);
    expect(await storage.read(removed)).toBeNull();
    expect(await storage.read(kept)).toEqual(realImages.png);
    expect((await storedImages(t)).get(kept)).toEqual({ contentType: 'image/png', bytes: realImages.png, byteSize: realImages.png.byteLength });
  });

  it('refuses to store under anything but a storage key, and reads nothing for one', async () => {
    const t = await database.fresh();
    const storage = createDatabaseFileStorage(t.database.db);
    for (const key of ['../package.json', 'notes.txt', `${'A'.repeat(32)}.png`, `${'a'.repeat(32)}.svg`, '']) {
      await expect(storage.put(key, realImages.png, 'image/png'), key).rejects.toThrow(/refusing storage key/);
      expect(await storage.read(key), key).toBeNull();
    }
    expect((await storedImages(t)).size).toBe(0);
  });
});

describe('moving DATA_DIR/uploads into the database', () => {
  it('takes both images in, deletes their files, and leaves a stray file named in a warning', async () => {
    const t = await database.fresh();
    const [png, jpg] = [newKey('png'), newKey('jpg')];
    const folder = oldFolder({ [png]: realImages.png, [jpg]: realImages.jpg, 'notes.txt': 'not an image' });
    const said = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);

    expect(await moveUploadsFolder(t.database.db, folder)).toEqual({ moved: 2, strays: ['notes.txt'] });

    const stored = await storedImages(t);
    expect(stored.get(png)).toEqual({ contentType: 'image/png', bytes: realImages.png, byteSize: realImages.png.byteLength });
    expect(stored.get(jpg)).toEqual({ contentType: 'image/jpeg', bytes: realImages.jpg, byteSize: realImages.jpg.byteLength });
    expect(readdirSync(folder)).toEqual(['notes.txt']);
    expect(said.mock.calls.flat().join('\n')).toMatch(/moved 2 image\(s\)/);
    expect(warned.mock.calls.flat().join('\n')).toMatch(/notes\.txt/);

    // A second start: nothing left to move, nothing stored twice.
    expect(await moveUploadsFolder(t.database.db, folder)).toEqual({ moved: 0, strays: ['notes.txt'] });
    expect([...(await storedImages(t)).keys()].sort()).toEqual([png, jpg].sort());
  });

  it('finishes a move a crash cut short: a file whose key is stored already is deleted, its row left as it was', async () => {
    const t = await database.fresh();
    const [done, pending] = [newKey('gif'), newKey('webp')];
    await createDatabaseFileStorage(t.database.db).put(done, realImages.gif, 'image/gif');
    const folder = oldFolder({ [done]: realImages.gif, [pending]: realImages.webp });
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);

    expect(await moveUploadsFolder(t.database.db, folder)).toEqual({ moved: 1, strays: [] });

    const stored = await storedImages(t);
    expect(stored.get(done)?.bytes).toEqual(realImages.gif);
    expect(stored.get(pending)?.bytes).toEqual(realImages.webp);
    // Empty, so gone; a start without the folder does nothing.
    expect(existsSync(folder)).toBe(false);
    expect(await moveUploadsFolder(t.database.db, folder)).toEqual({ moved: 0, strays: [] });
  });

  it('runs at start after the migrations (PGlite): the old images are in the table and the folder is gone', async () => {
    const key = newKey();
    const uploadsDir = oldFolder({ [key]: realImages.png });
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const { database: prepared } = await prepareDatabase({
      databaseUrl: null,
      dataDir: join(uploadsDir, '..', 'pglite'),
      seed: false,
      clock: systemClock,
      uploadsDir,
    });
    try {
      const [row] = await prepared.db.select({ bytes: uploads.bytes }).from(uploads);
      expect(row.bytes).toEqual(realImages.png);
      expect(existsSync(uploadsDir)).toBe(false);
    } finally {
      await prepared.close();
    }
  }, 60_000);
});
