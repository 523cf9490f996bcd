/**
 * `npm start`: build the client if needed, then run ONE Node process that serves it and the API
 * (architecture.md §2). The server prints the URL to open once it listens.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
buildIfNeeded();
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
