/**
 * Before any worker starts its server (fixtures/test.ts): the production build, once, if the sources
 * changed; and the run's seeded data directory each worker's server starts on a copy of
 * (scripts/e2e-template.ts), unless `npm test` made it already beside the type check (E2E_TEMPLATE_DIR).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function run(args: string[], what: string) {
  const done = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`${what} failed (exit ${done.status})`);
}

export default function globalSetup() {
  run(['scripts/build-if-needed.mjs'], 'building the client');
  if (process.env.E2E_TEMPLATE_DIR) return undefined;
  const template = mkdtempSync(join(tmpdir(), 'pitchside-e2e-template-'));
  run(['--import', 'tsx', 'scripts/e2e-template.ts', template], 'seeding the e2e template');
  // Workers start after this and inherit the environment.
  process.env.E2E_TEMPLATE_DIR = template;
  return () => rmSync(template, { recursive: true, force: true });
}
