/**
 * The lone server's control channel (decision 099): a Unix socket in DATA_DIR, mode 0600, through
 * which `npm run backup` asks the process that owns the embedded database for a consistent dump, and
 * `npm run restore` learns that an app still runs on the folder. One request per connection, a line:
 * `ping` or `dump`; the answer is a JSON line, then for a dump the tarball's bytes.
 */
import type { PGlite } from '@electric-sql/pglite';
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { logger } from '../observability/log.ts';
import { BackupError } from './archive.ts';
import { type DatabaseDump, type DatabaseSummary, dumpPglite } from './dump.ts';

/** Linux keeps a socket's path in 108 bytes, with its final NUL. */
const socketPathLimit = 107;

type Answer = { ok: true; summary?: DatabaseSummary; size?: number } | { ok: false; error: string };

/** Where the channel of the server that uses `dataDir` listens. */
export function controlSocketPath(dataDir: string): string {
  const path = join(resolve(dataDir), 'control.sock');
  if (Buffer.byteLength(path) > socketPathLimit) {
    throw new BackupError(`DATA_DIR is too long for the backup control socket (${path} is over ${socketPathLimit} bytes): choose a shorter DATA_DIR.`);
  }
  return path;
}

function answer(socket: Socket, reply: Answer, body?: Uint8Array): void {
  socket.write(`${JSON.stringify(reply)}\n`);
  if (body) socket.end(body);
  else socket.end();
}

async function serve(socket: Socket, client: PGlite): Promise<void> {
  const request = await new Promise<string>((settle) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      if (text.includes('\n') || text.length > 64) settle(text.split('\n')[0]!);
    });
    socket.on('end', () => settle(text));
  });
  if (request === 'ping') return answer(socket, { ok: true });
  if (request !== 'dump') return answer(socket, { ok: false, error: `unknown request ${JSON.stringify(request.slice(0, 20))}` });
  try {
    const { tarball, summary } = await dumpPglite(client);
    logger.info(`database dump served for a backup (${tarball.length} bytes)`);
    answer(socket, { ok: true, summary, size: tarball.length }, tarball);
  } catch (error) {
    answer(socket, { ok: false, error: error instanceof Error ? error.message : String(error) });
  }
}

export interface ControlChannel {
  close(): Promise<void>;
}

/**
 * Listens on DATA_DIR/control.sock for the server that owns `client`. A socket file left by a process
 * that died is removed; one that answers means another server uses this DATA_DIR, and it throws.
 */
export async function startControlChannel(dataDir: string, client: PGlite): Promise<ControlChannel> {
  const path = controlSocketPath(dataDir);
  if (existsSync(path)) {
    if (await askServer(dataDir, 'ping')) throw new BackupError(`another Pitchside server answers on ${path}: two processes must not share one DATA_DIR`);
    rmSync(path, { force: true });
  }
  const server: Server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    void serve(socket, client);
  });
  await new Promise<void>((settle, fail) => {
    server.once('error', fail);
    server.listen(path, () => settle());
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((settle) => {
        server.close(() => {
          rmSync(path, { force: true });
          settle();
        });
      }),
  };
}

/** The lone server's channel (main.ts): none with DATABASE_URL, whose server pg_dump reads. */
export async function startControlChannelOf(config: Pick<Config, 'dataDir' | 'databaseUrl'>, database: Database): Promise<ControlChannel> {
  if (config.databaseUrl) return { close: async () => undefined };
  return startControlChannel(config.dataDir, (database.db as unknown as { $client: PGlite }).$client);
}

/**
 * Sends one request to the server that uses `dataDir`: null when nothing answers (no socket file,
 * or one left by a process that ended), else its answer and, for a dump, the tarball.
 */
export async function askServer(dataDir: string, request: 'ping'): Promise<{ ok: true } | null>;
export async function askServer(dataDir: string, request: 'dump'): Promise<DatabaseDump | null>;
export async function askServer(dataDir: string, request: 'ping' | 'dump'): Promise<DatabaseDump | { ok: true } | null> {
  const path = controlSocketPath(dataDir);
  if (!existsSync(path)) return null;
  const received = await new Promise<Buffer | null>((settle, fail) => {
    const chunks: Buffer[] = [];
    const socket = connect(path);
    socket.on('connect', () => socket.write(`${request}\n`));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => settle(Buffer.concat(chunks)));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') settle(null);
      else fail(new BackupError(`the running server's control socket ${path} failed: ${error.message}`));
    });
  });
  if (!received) return null;
  const lineEnd = received.indexOf(0x0a);
  let reply: Answer;
  try {
    reply = JSON.parse(received.subarray(0, lineEnd).toString('utf8')) as Answer;
  } catch {
    throw new BackupError(`the running server answered on ${path} with something that is no answer of this version`);
  }
  if (!reply.ok) throw new BackupError(`the running server could not make the dump: ${reply.error}`);
  if (request === 'ping') return { ok: true };
  const tarball = new Uint8Array(received.subarray(lineEnd + 1));
  if (!reply.summary || tarball.length !== reply.size)
    throw new BackupError(`the running server's dump was cut short (${tarball.length} of ${reply.size} bytes)`);
  return { tarball, summary: reply.summary };
}
