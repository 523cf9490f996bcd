/**
 * `npm run backup -- FILE [--force]` and `npm run restore -- FILE [--force]` (decision 099), run with
 * the server's environment (DATA_DIR, DATABASE_URL): the work is in server/backup/; this reads the
 * arguments, prints what was done, and turns a refusal into one line and exit code 1.
 */
import { parseArgs } from 'node:util';
import { BackupError, describeSummary } from '#server/backup/archive.ts';
import { writeBackup } from '#server/backup/backup.ts';
import { restoreBackup } from '#server/backup/restore.ts';
import { ConfigError, loadConfig } from '#server/config.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function backup(file: string, force: boolean): Promise<void> {
  const { dataDir, databaseUrl } = loadConfig(process.env);
  const result = await writeBackup({ file, force, dataDir, databaseUrl });
  console.log(`[pitchside] backup written to ${file} (${megabytes(result.bytes)})`);
  const source = result.fromRunningServer ? 'from the running server' : 'from the data folder; no server was running';
  console.log(`  database (${megabytes(result.dump.tarball.length)} uncompressed, ${source}): ${describeSummary(result.dump.summary)}`);
  console.log(`  secrets: ${result.secrets.length > 0 ? result.secrets.join(', ') : 'none in DATA_DIR (set by the environment)'}`);
}

async function restore(file: string, force: boolean): Promise<void> {
  const { dataDir, databaseUrl } = loadConfig(process.env);
  if (databaseUrl) {
    throw new BackupError(`DATABASE_URL is set: restore a pg_dump archive with\n  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${file}`);
  }
  const result = await restoreBackup({ file, force, dataDir });
  console.log(`[pitchside] restored ${file} (made ${result.manifest.createdAt}) into ${dataDir}`);
  console.log(`  database: ${describeSummary(result.summary)} (the archive had ${result.manifest.summary.migrations})`);
  for (const path of result.movedAside) console.log(`  the previous ${path.replace(/\.before-restore-.*$/, '')} is kept as ${path}`);
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
const [command, file, ...extra] = positionals;
try {
  if ((command !== 'backup' && command !== 'restore') || !file || extra.length > 0) {
    throw new BackupError('usage: npm run backup -- FILE [--force]  |  npm run restore -- FILE [--force]');
  }
  await (command === 'backup' ? backup : restore)(file, values.force);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(`[pitchside] ${command ?? 'backup'} refused: ${error.message}`);
  process.exit(1);
}
