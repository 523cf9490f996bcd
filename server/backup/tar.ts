/**
 * The few lines of POSIX ustar a backup needs (decision 099): regular files, flat names, whole files in
 * memory. PGlite's own tarball holds only its data folder, and a backup also carries a manifest and
 * DATA_DIR's development secrets; a standard tar keeps the archive readable with `tar tzf` without
 * a dependency for it.
 */

const block = 512;

export interface TarEntry {
  name: string;
  data: Uint8Array;
}

/** Why a byte sequence is not a tar this module wrote. */
export class TarFormatError extends Error {}

function writeField(header: Uint8Array, offset: number, length: number, text: string): void {
  header.set(new TextEncoder().encode(text).subarray(0, length), offset);
}

/** An octal number field: digits, zero-padded, then NUL (as GNU and BSD tar read them). */
function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0');
}

function checksum(header: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < block; i += 1) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

function headerFor(entry: TarEntry, mtimeSeconds: number): Uint8Array {
  if (new TextEncoder().encode(entry.name).length > 100) throw new TarFormatError(`name too long for ustar: ${entry.name}`);
  const header = new Uint8Array(block);
  writeField(header, 0, 100, entry.name);
  writeField(header, 100, 8, octal(0o600, 8));
  writeField(header, 108, 8, octal(0, 8));
  writeField(header, 116, 8, octal(0, 8));
  writeField(header, 124, 12, octal(entry.data.length, 12));
  writeField(header, 136, 12, octal(mtimeSeconds, 12));
  header[156] = 0x30; // '0': a regular file
  writeField(header, 257, 6, 'ustar');
  writeField(header, 263, 2, '00');
  writeField(header, 148, 8, `${octal(checksum(header), 7)}\0`);
  return header;
}

const padding = (size: number) => (block - (size % block)) % block;

/** The entries as one ustar archive, ended by the two empty blocks. */
export function packTar(entries: readonly TarEntry[], mtime = new Date()): Uint8Array {
  const seconds = Math.floor(mtime.getTime() / 1000);
  const size = entries.reduce((total, entry) => total + block + entry.data.length + padding(entry.data.length), 2 * block);
  const out = new Uint8Array(size);
  let at = 0;
  for (const entry of entries) {
    out.set(headerFor(entry, seconds), at);
    out.set(entry.data, at + block);
    at += block + entry.data.length + padding(entry.data.length);
  }
  return out;
}

function readText(bytes: Uint8Array, offset: number, length: number): string {
  const field = bytes.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
}

function readOctal(bytes: Uint8Array, offset: number, length: number, what: string): number {
  const text = readText(bytes, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError(`bad ${what} field`);
  return Number.parseInt(text, 8);
}

/** The regular files of a ustar archive, in order (copies, each on its own buffer); throws TarFormatError on anything else. */
export function unpackTar(bytes: Uint8Array): { name: string; data: Uint8Array<ArrayBuffer> }[] {
  const entries: { name: string; data: Uint8Array<ArrayBuffer> }[] = [];
  let at = 0;
  while (at + block <= bytes.length) {
    const header = bytes.subarray(at, at + block);
    if (header.every((byte) => byte === 0)) return entries;
    if (readText(header, 257, 6) !== 'ustar') throw new TarFormatError(`no ustar header at byte ${at}`);
    if (readOctal(header, 148, 8, 'checksum') !== checksum(header)) throw new TarFormatError(`bad checksum at byte ${at}`);
    const size = readOctal(header, 124, 12, 'size');
    if (header[156] !== 0x30 && header[156] !== 0) throw new TarFormatError(`not a regular file at byte ${at}`);
    if (at + block + size > bytes.length) throw new TarFormatError('the archive is cut short');
    entries.push({ name: readText(header, 0, 100), data: new Uint8Array(bytes.subarray(at + block, at + block + size)) });
    at += block + size + padding(size);
  }
  throw new TarFormatError('the archive is cut short');
}
