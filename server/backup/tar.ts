/**
 * The backup's tar layer (decision 099), on `tar-stream`: regular files with flat names, whole files
 * in memory. PGlite's own tarball holds only its data folder, and a backup also carries a manifest and
 * DATA_DIR's development secrets; a standard tar keeps the archive readable with `tar tzf`.
 */
import { extract, pack } from 'tar-stream';

export interface TarEntry {
  name: string;
  data: Uint8Array;
}

/** Why a byte sequence is not a tar of regular files. */
export class TarFormatError extends Error {}

async function collect(stream: AsyncIterable<unknown>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  // tar-stream's streams give Buffers (its types say unknown).
  for await (const chunk of stream) chunks.push(chunk as Uint8Array);
  // A copy on its own buffer: PGlite's loadDataDir takes it as a Blob.
  return new Uint8Array(Buffer.concat(chunks));
}

/** The entries as one ustar archive, owner-readable only (it holds the whole database). */
export async function packTar(entries: readonly TarEntry[], mtime = new Date()): Promise<Uint8Array> {
  const archive = pack();
  for (const { name, data } of entries) archive.entry({ name, mode: 0o600, mtime }, data);
  archive.finalize();
  return collect(archive);
}

/** The regular files of a tar archive, in order; throws TarFormatError on anything else (not a tar, cut short, a link or folder). */
export async function unpackTar(bytes: Uint8Array): Promise<{ name: string; data: Uint8Array<ArrayBuffer> }[]> {
  const reader = extract();
  const entries: { name: string; data: Uint8Array<ArrayBuffer> }[] = [];
  reader.end(bytes);
  try {
    for await (const entry of reader) {
      if (entry.header.type !== 'file') throw new TarFormatError(`${entry.header.name} is not a regular file`);
      entries.push({ name: entry.header.name, data: await collect(entry) });
    }
  } catch (error) {
    if (error instanceof TarFormatError) throw error;
    throw new TarFormatError(error instanceof Error ? error.message : String(error));
  }
  return entries;
}
