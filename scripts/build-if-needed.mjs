/**
 * Builds the client and its server render (decision 104) with Vite when dist/ is missing or older than any client source, so
 * `npm start` works on a fresh clone and stays fast on the second run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const sources = ['src', 'contract', 'machines', 'public', 'index.html', 'vite.config.ts', 'vite.ssr.config.ts', 'scripts/build', 'package-lock.json'];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function buildIfNeeded() {
  const built = join(root, 'dist', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newestMtime));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? 'Client sources changed: building…' : 'Building the client…');
  // Always a production build: Vite keeps an inherited NODE_ENV (Vitest sets `test`), and anything
  // else ships React's development build, several times heavier.
  const env = { ...process.env, NODE_ENV: 'production' };
  // The client, then the server's render of the first screen beside it (dist/.ssr/, decision 104);
  // the client's build empties dist/ first. index.html last: its time says the build is complete.
  for (const config of ['vite.config.ts', 'vite.ssr.config.ts']) {
    const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', config, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      env,
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const now = new Date();
  utimesSync(built, now, now);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
