/**
 * Where uploaded images go (docs/architecture.md §2): DATA_DIR/uploads by default, an S3-compatible store
 * later. The app stores through this interface and serves `/uploads/<key>` from it.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface FileStorage {
  /** Stores the bytes and answers the URL the app serves them at (under /uploads/ or absolute). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /**
   * The stored bytes of a key, or null when there are none. A store whose URLs are absolute (served
   * by someone else) may answer null always.
   */
  read(key: string): Promise<Uint8Array | null>;
  /** Deletes the stored bytes of a key (a person who leaves takes their photo along); no bytes, nothing done. */
  remove(key: string): Promise<void>;
}

/**
 * Keys the app makes and accepts: 32 lowercase hex characters and an image extension. Anything else
 * (a slash, `..`, another extension) is no key at all, so no request can reach outside the folder.
 */
export const storageKeyPattern = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

/** The key of a URL the local store answered (`/uploads/<key>`); null for anything else (another host's, a typed address). */
export function storageKeyOf(url: string): string | null {
  const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
  return storageKeyPattern.test(key) ? key : null;
}

/** A folder on the local disk, created on the first write. */
export function createLocalFileStorage(folder: string): FileStorage {
  return {
    async put(key, bytes) {
      if (!storageKeyPattern.test(key)) throw new Error(`refusing storage key ${JSON.stringify(key)}`);
      await mkdir(folder, { recursive: true });
      // `wx`: a key is never overwritten (names are random; a clash is a bug, not a replacement).
      await writeFile(join(folder, key), bytes, { flag: 'wx' });
      return `/uploads/${key}`;
    },
    async read(key) {
      if (!storageKeyPattern.test(key)) return null;
      try {
        return new Uint8Array(await readFile(join(folder, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      if (!storageKeyPattern.test(key)) return;
      // force: a file already gone is what we wanted.
      await rm(join(folder, key), { force: true });
    },
  };
}
