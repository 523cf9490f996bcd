/**
 * Where uploaded images go (docs/architecture.md §2): the database's `uploads` table
 * (server/uploads/database-storage.ts, decision 098); an S3-compatible store could implement the same
 * interface. The app stores through it and serves `/uploads/<key>` from it.
 */

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
 * (a slash, `..`, another extension) is no key at all, so no request can name anything but a stored image.
 */
export const storageKeyPattern = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

/** The key of a URL the app's store answered (`/uploads/<key>`); null for anything else (another host's, a typed address). */
export function storageKeyOf(url: string): string | null {
  const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
  return storageKeyPattern.test(key) ? key : null;
}

const contentTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

/** The content type of a storage key: its extension's, which upload gave it from the bytes (server/routes/images.ts). */
export const contentTypeOfKey = (key: string): string => contentTypes[key.slice(key.lastIndexOf('.') + 1)];
