/**
 * A throwaway PostgreSQL server for tests (decision 027): `initdb` into a new temporary directory,
 * `pg_ctl start` on a free loopback port of `ports`, then `stop()` shuts it down and removes the
 * directory. Debian's binaries (/usr/lib/postgresql/<version>/bin, package `postgresql`) or any
 * `initdb` on PATH. Never the system's own PostgreSQL service.
 *
 * initdb and postgres refuse to run as root: as root (CI) the cluster runs as the unprivileged
 * `postgres` user the Debian package creates (else `nobody`), through `runuser`, and owns its directory.
 * Only TCP on 127.0.0.1 (no Unix socket: no socket directory to own), trust authentication, and no
 * fsync — it is thrown away.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export interface PostgresCluster {
  port: number;
  /** `postgres://…` of a database made for the caller (`pitchside` unless named). */
  url: string;
  /** Makes another empty database on the same server; answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (immediate mode) and removes its directory. Idempotent. */
  stop(): void;
  /** Stops the server (fast mode: sessions are cut) and keeps its data, for an outage; `resume` starts it again on the same port. */
  pause(): void;
  resume(): void;
}

export const installHint =
  'PostgreSQL server binaries (initdb, pg_ctl) were not found in /usr/lib/postgresql/*/bin or on PATH. ' +
  'Install them: `apt-get install -y --no-install-recommends postgresql` (Debian/Ubuntu; .ci/run does this), ' +
  'or set PG_BIN to the folder that holds initdb and pg_ctl.';

/** The folder with initdb and pg_ctl: PG_BIN, the newest Debian version, or PATH; null when none. */
export function findPostgresBin(): string | null {
  const has = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : null;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) if (has(join(debian, version, 'bin'))) return join(debian, version, 'bin');
  }
  return (process.env.PATH ?? '').split(delimiter).find((dir) => dir && has(dir)) ?? null;
}

/** The first port of `ports` nobody listens on at 127.0.0.1; 0 stands for any port the system hands out. */
export async function freePort(ports: readonly number[]): Promise<number> {
  for (const port of ports) {
    const free = await new Promise<number | null>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(null));
      probe.listen(port, '127.0.0.1', () => {
        const { port: bound } = probe.address() as AddressInfo;
        probe.close(() => resolve(bound));
      });
    });
    if (free !== null) return free;
  }
  throw new Error(`no free port among ${ports.join(', ')}`);
}

/** As root, who runs the server instead (it refuses root); null when we are not root. */
function unprivilegedUser(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    const found = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    if (found.status !== 0) continue;
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return { name, uid: Number(found.stdout.trim()), gid };
  }
  throw new Error('running as root, and neither the postgres nor the nobody user exists to run PostgreSQL as');
}

/**
 * Starts a fresh PostgreSQL server on the first free port of `ports` and makes database `database`.
 * Throws with `installHint` when the binaries are missing.
 */
export async function startPostgresCluster({ ports, database = 'pitchside' }: { ports: readonly number[]; database?: string }): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(installHint);
  const user = unprivilegedUser();
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (user) chownSync(dir, user.uid, user.gid);
  chmodSync(dir, 0o700);
  const run = (tool: string, args: string[]) => {
    const command = user ? ['runuser', '-u', user.name, '--', join(bin, tool), ...args] : [join(bin, tool), ...args];
    const result = spawnSync(command[0], command.slice(1), { encoding: 'utf8', cwd: dir, env: { ...process.env, LC_ALL: 'C', LANG: 'C' } });
    if (result.status !== 0) {
      throw new Error(`${tool} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}${existsSync(logFile) ? `\nsee ${logFile}` : ''}`);
    }
  };

  let stopped = false;
  let started = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (started) run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  try {
    run('initdb', ['-D', dataDir, '-U', 'pitchside', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    const port = await freePort(ports);
    // Appended last, so these win over initdb's defaults; written as the file's owner would.
    const settings = [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'max_connections = 100',
    ];
    writeFileSync(join(dataDir, 'postgresql.conf'), `${settings.join('\n')}\n`, { flag: 'a' });
    run('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60']);
    started = true;

    const base = `postgres://pitchside@127.0.0.1:${port}`;
    const createDatabase = async (name: string) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return `${base}/${name}`;
    };
    const url = await createDatabase(database);
    const pause = () => run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']);
    const resume = () => run('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60']);
    return { port, url, createDatabase, stop, pause, resume };
  } catch (error) {
    stop();
    throw error;
  }
}
