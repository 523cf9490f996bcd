/**
 * `npm run dev`: the API on API_PORT (default 3001) with its embedded database, and Vite with hot reload
 * on PORT (default 3000) proxying every server path to it (vite.config.ts), so the app keeps one origin.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', join(root, 'server/main.ts')], {
    // One API process even with DATABASE_URL: `--watch` restarts it, a cluster would only get in the way.
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      WORKERS: process.env.WORKERS ?? '1',
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
      STATIC_DIR: join(root, '.no-static'),
    },
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--port', webPort, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
