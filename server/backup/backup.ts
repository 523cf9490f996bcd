/**
 * `npm run backup -- FILE [--force]` (decision 099): one consistent archive of the embedded database
 * and DATA_DIR's development secrets. While the server runs, the dump comes from it through the
 * control channel (the database belongs to its process); when nothing answers there, from the data
 * folder opened here. The archive is written to FILE.tmp, then renamed: a half-written archive never
 * has the final name.
 */
import { PGlite } from '@electric-sql/pglite';
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { BackupError, type BackupContents, packBackup, secretFiles } from './archive.ts';
import { askServer } from './control-channel.ts';
import { type DatabaseDump, dumpPglite } from './dump.ts';

export interface BackupOptions {
  file: string;
  force: boolean;
  dataDir: string;
  databaseUrl: string | null;
  now?: () => Date;
}

export interface BackupResult {
  bytes: number;
  /** Whether the running server made the dump (else this process opened the folder). */
  fromRunningServer: boolean;
  dump: DatabaseDump;
  secrets: string[];
}

/** The PGlite data folder under DATA_DIR, as server/main.ts opens it. */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

export const holdsDatabase = (folder: string) => existsSync(join(folder, 'PG_VERSION'));

async function dumpFolder(dataDir: string): Promise<DatabaseDump> {
  const folder = pgliteFolder(dataDir);
  if (!holdsDatabase(folder)) throw new BackupError(`there is no database in ${folder} (is DATA_DIR right?)`);
  const client = new PGlite(folder);
  try {
    await client.waitReady;
    return await dumpPglite(client);
  } finally {
    await client.close();
  }
}

function writeAtomically(file: string, data: Uint8Array): void {
  const temporary = `${file}.tmp`;
  // 0600: the archive holds the whole database and, in development, the signing secrets.
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, data);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, file);
}

export async function writeBackup({ file, force, dataDir, databaseUrl, now = () => new Date() }: BackupOptions): Promise<BackupResult> {
  if (databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is set: back up the PostgreSQL server with its own tool instead, for example\n' +
        `  pg_dump --format=custom --file=${file} "$DATABASE_URL"`,
    );
  }
  if (!existsSync(dirname(resolve(file)))) throw new BackupError(`the folder ${dirname(resolve(file))} does not exist: make it, or write FILE elsewhere`);
  if (existsSync(file) && !force) throw new BackupError(`${file} exists already: choose another name, or add --force to overwrite it`);
  const running = await askServer(dataDir, 'dump');
  const dump = running ?? (await dumpFolder(dataDir));
  const secrets: BackupContents['secrets'] = {};
  for (const name of secretFiles) {
    const path = join(dataDir, name);
    if (existsSync(path)) secrets[name] = readFileSync(path);
  }
  const archive = await packBackup(dump, secrets, now());
  try {
    writeAtomically(file, archive);
  } catch (error) {
    throw new BackupError(`cannot write ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { bytes: archive.length, fromRunningServer: running !== null, dump, secrets: Object.keys(secrets) };
}
