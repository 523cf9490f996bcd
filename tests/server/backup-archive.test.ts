/**
 * The backup archive's format (decision 099): the tar layer gives back what went in and GNU tar
 * reads what it writes; a backup reads back equal; and every file that is no backup of ours —
 * not gzip, not tar, without the manifest first, of another format, a member damaged or missing — is
 * refused with a message that says which.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BackupError, databaseMember, manifestName, packBackup, readBackup } from '#server/backup/archive.ts';
import type { DatabaseDump } from '#server/backup/dump.ts';
import { packTar, unpackTar } from '#server/backup/tar.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const dump: DatabaseDump = {
  tarball: bytes('PG_VERSION 17 and the rest of a data folder'),
  summary: { migrations: 18, teams: 3, people: 34, matches: 6, matchEvents: 90, ledgerEntries: 3 },
};
const made = new Date('2026-12-06T03:00:00Z');

describe('the tar layer', () => {
  const entries = fc.uniqueArray(
    fc.record({
      name: fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,99}$/),
      data: fc.uint8Array({ maxLength: 2_000 }),
    }),
    { selector: (entry) => entry.name, maxLength: 6 },
  );

  it('reads back every name and byte it wrote', async () => {
    await fc.assert(
      fc.asyncProperty(entries, async (written) => {
        expect(await unpackTar(await packTar(written))).toEqual(written.map(({ name, data }) => ({ name, data: new Uint8Array(data) })));
      }),
    );
  });

  it('writes what GNU tar lists and extracts', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pitchside-tar-'));
    try {
      const archive = join(folder, 'a.tar');
      writeFileSync(
        archive,
        await packTar(
          [
            { name: 'jwt-secret', data: bytes('secret\n') },
            { name: databaseMember, data: new Uint8Array(1_000).fill(7) },
          ],
          made,
        ),
      );
      expect(execFileSync('tar', ['-tvf', archive], { encoding: 'utf8' })).toMatch(/-rw------- .* 7 2026-12-06 \d\d:00 jwt-secret\n.* 1000 .* pglite\.tar\n$/);
      expect(execFileSync('tar', ['-xOf', archive, 'jwt-secret'], { encoding: 'utf8' })).toBe('secret\n');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

const good = await unpackTar(gunzipSync(await packBackup(dump, {}, made)));
const manifest = JSON.parse(new TextDecoder().decode(good[0]!.data)) as Record<string, unknown>;
const withEntries = async (entries: { name: string; data: Uint8Array }[]) => gzipSync(await packTar(entries));

const refusals: [what: string, file: Uint8Array, message: RegExp][] = [
  ['a text file', bytes('일요일 경기 메모\n'), /not a Pitchside backup \(not a gzip file\)/],
  ['gzip of something else', gzipSync(bytes('hello')), /not a tar archive/],
  ['a tar without the manifest first', await withEntries([...good].reverse()), /no pitchside-backup\.json first/],
  [
    'a manifest of another format',
    await withEntries([{ name: manifestName, data: bytes(JSON.stringify({ ...manifest, version: 2 })) }, good[1]!]),
    /not a Pitchside backup manifest of version 1/,
  ],
  [
    'a damaged database member',
    await withEntries([good[0]!, { name: databaseMember, data: bytes('PG_VERSION 17 and the rest of a data folDer') }]),
    /does not match its checksum/,
  ],
  ['a missing database member', await withEntries([good[0]!]), /lacks pglite\.tar/],
  ['a file cut short', (await packBackup(dump, {}, made)).subarray(0, 200), /not a gzip file/],
];

describe('backup archive', () => {
  it('reads back the database, the secrets it was given and a manifest that describes them', async () => {
    const read = await readBackup(await packBackup(dump, { 'jwt-secret': bytes('s3cret\n') }, made));
    expect(read.database).toEqual(dump.tarball);
    expect(read.secrets).toEqual({ 'jwt-secret': bytes('s3cret\n') });
    expect(read.manifest).toMatchObject({ format: 'pitchside-backup', version: 1, createdAt: made.toISOString(), summary: dump.summary });
    expect(Object.keys(read.manifest.members)).toEqual([databaseMember, 'jwt-secret']);
  });

  it.each(refusals)('refuses %s', async (_what, file, message) => {
    await expect(readBackup(file)).rejects.toThrow(BackupError);
    await expect(readBackup(file)).rejects.toThrow(message);
  });
});
