/**
 * `npm run restore -- FILE [--force]` (decision 099): puts a backup's database and secrets back into
 * DATA_DIR. It refuses while a server answers on the control channel, and refuses to replace a data
 * folder that holds a database (or secrets other than the archive's) unless --force; then the old ones
 * are moved aside as `<name>.before-restore-<timestamp>`, never deleted. The restored database is
 * migrated at once, so an archive of an older version starts as this version expects.
 */
import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '../db/client.ts';
import { BackupError, type BackupManifest, readBackup, secretFiles } from './archive.ts';
import { holdsDatabase, pgliteFolder } from './backup.ts';
import { askServer } from './control-channel.ts';
import { type DatabaseSummary, summarise } from './dump.ts';

export interface RestoreOptions {
  file: string;
  force: boolean;
  dataDir: string;
  now?: () => Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** What the database holds after the restore and its migrations. */
  summary: DatabaseSummary;
  /** The paths the old database and secrets were moved to. */
  movedAside: string[];
}

async function readArchive(file: string): ReturnType<typeof readBackup> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new BackupError(`cannot read ${file}`);
  }
  try {
    return await readBackup(bytes);
  } catch (error) {
    if (error instanceof BackupError) throw new BackupError(`${file}: ${error.message}`);
    throw error;
  }
}

const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

/** The timestamp of an aside name: sortable, no colons (a file name on every system). */
const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

async function loadAndMigrate(folder: string, tarball: Uint8Array<ArrayBuffer>): Promise<DatabaseSummary> {
  mkdirSync(folder, { recursive: true });
  const client = new PGlite(folder, { loadDataDir: new Blob([tarball]) });
  await client.waitReady;
  const database = await openPglite(client, { migrate: true });
  try {
    return await summarise(client);
  } finally {
    await database.close();
  }
}

export async function restoreBackup({ file, force, dataDir, now = () => new Date() }: RestoreOptions): Promise<RestoreResult> {
  const { manifest, database, secrets } = await readArchive(file);
  if (await askServer(dataDir, 'ping')) throw new BackupError(`a Pitchside server is running on ${dataDir}: stop it before restoring`);
  const folder = pgliteFolder(dataDir);
  const replaced = [
    ...(isEmptyFolder(folder) ? [] : [folder]),
    ...secretFiles
      .filter((name) => {
        const path = join(dataDir, name);
        return secrets[name] && existsSync(path) && !readFileSync(path).equals(secrets[name]);
      })
      .map((name) => join(dataDir, name)),
  ];
  if (replaced.length > 0 && !force) {
    const what = holdsDatabase(folder) ? `${folder} holds a database` : `${replaced.join(' and ')} would be replaced`;
    throw new BackupError(`${what}: add --force to move it aside (as …before-restore-<timestamp>) and restore`);
  }
  const suffix = `.before-restore-${stamp(now())}`;
  const movedAside = replaced.map((path) => {
    renameSync(path, `${path}${suffix}`);
    return `${path}${suffix}`;
  });
  let summary: DatabaseSummary;
  try {
    summary = await loadAndMigrate(folder, database);
  } catch (error) {
    // Nothing half-restored stays: the folder goes and what was moved aside comes back.
    rmSync(folder, { recursive: true, force: true });
    for (const path of movedAside) renameSync(path, path.slice(0, -suffix.length));
    throw new BackupError(`the archive's database did not open: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const name of secretFiles) {
    const data = secrets[name];
    if (data) writeFileSync(join(dataDir, name), data, { mode: 0o600 });
  }
  return { manifest, summary, movedAside };
}
