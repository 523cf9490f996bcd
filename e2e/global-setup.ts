/** Before any worker starts its server (fixtures/test.ts): the production build, once, if the sources changed. */
import { spawnSync } from 'node:child_process';

export default function globalSetup() {
  const root = new URL('..', import.meta.url).pathname;
  const built = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`building the client failed (exit ${built.status})`);
}
