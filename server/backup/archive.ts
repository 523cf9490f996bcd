/**
 * The backup archive (decision 099): a gzipped tar file whose first member, `pitchside-backup.json`,
 * says what it is and holds a SHA-256 of every other member — `pglite.tar` (PGlite's tarball of its
 * data folder) and, when DATA_DIR had them, the development `jwt-secret` and `vapid-keys.json`, so a
 * restored host signs the same tokens and pushes. `tar tzf FILE` lists it.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { DatabaseDump, DatabaseSummary } from './dump.ts';
import { packTar, TarFormatError, unpackTar } from './tar.ts';

export const manifestName = 'pitchside-backup.json';
export const databaseMember = 'pglite.tar';
/** The files of DATA_DIR a backup carries besides the database, when they exist. */
export const secretFiles = ['jwt-secret', 'vapid-keys.json'] as const;
export type SecretFile = (typeof secretFiles)[number];

const format = 'pitchside-backup';
const formatVersion = 1;

export interface BackupManifest {
  format: typeof format;
  version: typeof formatVersion;
  createdAt: string;
  summary: DatabaseSummary;
  members: Record<string, { size: number; sha256: string }>;
}

export interface BackupContents {
  manifest: BackupManifest;
  /** On its own ArrayBuffer, as a Blob (PGlite's loadDataDir) takes it. */
  database: Uint8Array<ArrayBuffer>;
  secrets: Partial<Record<SecretFile, Uint8Array>>;
}

/** A refusal or a failure of backup or restore, worded for the operator who ran it. */
export class BackupError extends Error {}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

export async function packBackup(dump: DatabaseDump, secrets: BackupContents['secrets'], createdAt: Date): Promise<Uint8Array> {
  const members = [{ name: databaseMember, data: dump.tarball }, ...secretFiles.flatMap((name) => (secrets[name] ? [{ name, data: secrets[name] }] : []))];
  const manifest: BackupManifest = {
    format,
    version: formatVersion,
    createdAt: createdAt.toISOString(),
    summary: dump.summary,
    members: Object.fromEntries(members.map(({ name, data }) => [name, { size: data.length, sha256: sha256(data) }])),
  };
  const manifestBytes = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
  return gzipSync(await packTar([{ name: manifestName, data: manifestBytes }, ...members], createdAt));
}

function parseManifest(data: Uint8Array): BackupManifest {
  try {
    const manifest = JSON.parse(new TextDecoder().decode(data)) as Partial<BackupManifest>;
    if (manifest.format === format && manifest.version === formatVersion && manifest.members && manifest.summary) return manifest as BackupManifest;
  } catch {
    // Said below.
  }
  throw new BackupError(`its ${manifestName} is not a Pitchside backup manifest of version ${formatVersion}`);
}

/** The archive's contents, every member checked against the manifest; BackupError says what is wrong. */
export async function readBackup(archive: Uint8Array): Promise<BackupContents> {
  let tar: Uint8Array;
  try {
    tar = gunzipSync(archive);
  } catch {
    throw new BackupError('it is not a Pitchside backup (not a gzip file)');
  }
  let entries;
  try {
    entries = await unpackTar(tar);
  } catch (error) {
    if (error instanceof TarFormatError) throw new BackupError(`it is not a Pitchside backup (not a tar archive: ${error.message})`);
    throw error;
  }
  if (entries[0]?.name !== manifestName) throw new BackupError(`it is not a Pitchside backup (no ${manifestName} first)`);
  const manifest = parseManifest(entries[0].data);
  const byName = new Map(entries.slice(1).map((entry) => [entry.name, entry.data]));
  for (const [name, { sha256: expected }] of Object.entries(manifest.members)) {
    const data = byName.get(name);
    if (!data) throw new BackupError(`the archive lacks ${name}, which its manifest lists`);
    if (sha256(data) !== expected) throw new BackupError(`${name} in the archive does not match its checksum: the file is damaged`);
  }
  const database = byName.get(databaseMember);
  if (!database || !manifest.members[databaseMember]) throw new BackupError(`the archive holds no ${databaseMember}`);
  const secrets = Object.fromEntries(secretFiles.flatMap((name) => (manifest.members[name] ? [[name, byName.get(name)!]] : [])));
  return { manifest, database, secrets };
}

/** One line for the operator: what a backup holds. */
export function describeSummary(summary: DatabaseSummary): string {
  return (
    `${summary.teams} teams, ${summary.people} people, ${summary.matches} matches (${summary.matchEvents} events), ` +
    `${summary.ledgerEntries} ledger entries; ${summary.migrations} migrations applied`
  );
}
