/**
 * The app's image store (decision 098): the `uploads` table. Every host that shares the database
 * serves every image, so several hosts need nothing but PostgreSQL (PGlite keeps them the same way).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema-uploads.ts';
import { type FileStorage, storageKeyPattern } from '../storage.ts';

export function createDatabaseFileStorage(db: Db): FileStorage {
  return {
    async put(key, bytes, contentType) {
      if (!storageKeyPattern.test(key)) throw new Error(`refusing storage key ${JSON.stringify(key)}`);
      // A plain insert: a key is never overwritten (names are random; a clash is a bug, not a replacement).
      await db.insert(uploads).values({ key, contentType, bytes, byteSize: bytes.byteLength });
      return `/uploads/${key}`;
    },
    async read(key) {
      if (!storageKeyPattern.test(key)) return null;
      // That key's bytes and nothing else: an image is read by its primary key alone.
      const [row] = await db.select({ bytes: uploads.bytes }).from(uploads).where(eq(uploads.key, key));
      return row?.bytes ?? null;
    },
    async remove(key) {
      if (!storageKeyPattern.test(key)) return;
      // No row is what we wanted.
      await db.delete(uploads).where(eq(uploads.key, key));
    },
  };
}
