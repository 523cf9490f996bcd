/**
 * The one-time move of DATA_DIR/uploads into the `uploads` table (decision 098), run at start after
 * the migrations (server/db/prepare.ts: once per host, under the cluster's prepare lock). Each file
 * named as a storage key is inserted (a key already there is left as it is) and deleted only after its
 * insert committed, so a crash halfway loses nothing and the next start finishes the move. Anything
 * else in the folder stays where it is and is named in a warning; the folder goes once it is empty.
 */
import { readdir, readFile, rmdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { logger } from '../observability/log.ts';
import { uploads } from '../db/schema-uploads.ts';
import { contentTypeOfKey, storageKeyPattern } from '../storage.ts';

export interface FolderMove {
  /** Files inserted now (a key already in the table is deleted from the folder but not counted). */
  moved: number;
  /** Names left in the folder: not a storage key, or not a plain file. */
  strays: string[];
}

async function entriesOf(folder: string) {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Moves the folder's images into the table; no folder, nothing done and nothing said. */
export async function moveUploadsFolder(db: Db, folder: string): Promise<FolderMove> {
  const entries = await entriesOf(folder);
  if (!entries) return { moved: 0, strays: [] };
  let moved = 0;
  const strays: string[] = [];
  // One file at a time: a folder of many 10 MB images never sits in memory at once.
  for (const entry of entries) {
    if (!entry.isFile() || !storageKeyPattern.test(entry.name)) {
      strays.push(entry.name);
      continue;
    }
    const path = join(folder, entry.name);
    const bytes = new Uint8Array(await readFile(path));
    const inserted = await db
      .insert(uploads)
      .values({ key: entry.name, contentType: contentTypeOfKey(entry.name), bytes, byteSize: bytes.byteLength })
      .onConflictDoNothing()
      .returning({ key: uploads.key });
    if (inserted.length > 0) moved++;
    await unlink(path);
  }
  // Something written into it meanwhile stays for the next start.
  if (strays.length === 0)
    await rmdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY') throw error;
    });
  logger.info(`uploads: moved ${moved} image(s) from ${folder} into the database`);
  if (strays.length > 0) logger.warn(`uploads: left ${strays.length} file(s) in ${folder} that are no stored image: ${strays.join(', ')}`);
  return { moved, strays };
}
