/**
 * `npm start`: build the client if needed, then run the server that serves it and the API on one port
 * (docs/architecture.md §2): one Node process with the embedded database; with DATABASE_URL a primary and
 * WORKERS app processes (server/runtime/primary.ts, decision 027). The server prints the URL to open
 * once it listens; SIGINT/SIGTERM/SIGHUP are passed on and its exit code is ours.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
buildIfNeeded();
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], { cwd: root, stdio: 'inherit', env: process.env });
// SIGHUP too: to the cluster's primary it is a rolling restart (decision 100).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
