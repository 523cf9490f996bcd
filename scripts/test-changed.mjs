/**
 * `npm run test:changed [ref]`: the quick local loop — only the tests a change touches.
 *   - Vitest's `--changed`: the test files that import, directly or not, a file changed since `ref`
 *     (default: the uncommitted changes, untracked files included);
 *   - Playwright: the specs of the features the change touches (the table below), the specs changed
 *     themselves and those that import a changed e2e helper.
 * Shared client code (src/app, src/lib, src/components, src/styles) touches every screen and the server
 * and contract are exercised by every spec: for those it says so and leaves the full run to `npm test`,
 * which is what CI runs before anything lands.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const ref = process.argv[2];

/** Which e2e specs exercise each feature folder (src/features/<name>) or machine. */
const specsOf = {
  auth: ['sign-in', 'ways-in', 'content-security'],
  dues: ['dues'],
  lineup: ['record-pitch', 'guest-players'],
  'match-create': ['matches', 'match-requests'],
  'match-overview': ['live', 'live-reconnect', 'match-page-substitutions', 'full-time', 'match-recorder'],
  'match-record': ['record-phone', 'record-pitch', 'two-recorders', 'offline', 'full-time', 'match-recorder'],
  'match-records': ['phone-tables', 'numbers-and-lists'],
  members: ['teams', 'phone-tables'],
  notices: ['notices'],
  public: ['access', 'failing-well'],
  schedules: ['schedules', 'reminders'],
  settings: ['withdraw', 'sign-in', 'push-notifications'],
  'team-admin': ['teams', 'ways-in', 'reminders'],
  teams: ['teams', 'ways-in', 'failing-well'],
  users: ['ways-in', 'guest-players'],
  machines: ['paths'],
};

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = ref
  ? git('diff', '--name-only', `${ref}...HEAD`).concat(git('diff', '--name-only', 'HEAD'))
  : git('diff', '--name-only', 'HEAD').concat(git('ls-files', '--others', '--exclude-standard'));
const files = [...new Set(changed)];
if (files.length === 0) {
  console.log(`Nothing changed${ref ? ` since ${ref}` : ''}.`);
  process.exit(0);
}

const specNames = readdirSync(join(root, 'e2e')).filter((name) => name.endsWith('.spec.ts'));
const specs = new Set();
const shared = new Set();
for (const file of files) {
  const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? (file.startsWith('machines/') ? 'machines' : null);
  if (feature && specsOf[feature]) for (const name of specsOf[feature]) specs.add(`e2e/${name}.spec.ts`);
  else if (/^e2e\/[^/]+\.spec\.ts$/.test(file)) specs.add(file);
  else if (file.startsWith('e2e/')) {
    // A helper: every spec that imports it by name.
    const helper = basename(file).replace(/\.ts$/, '');
    for (const name of specNames) if (readFileSync(join(root, 'e2e', name), 'utf8').includes(`${helper}.ts'`)) specs.add(`e2e/${name}`);
  } else if (/^(src|server|contract)\//.test(file)) shared.add(file.split('/').slice(0, 2).join('/'));
}

console.log(`Changed: ${files.length} file(s)${ref ? ` since ${ref}` : ' (uncommitted)'}.`);
if (shared.size) console.log(`Shared code changed (${[...shared].join(', ')}): it reaches every screen; \`npm test\` runs all the specs.`);

const bin = (name) => join(root, 'node_modules/.bin', name);
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
let status = run(bin('vitest'), ['run', '--changed', ...(ref ? [ref] : [])]);
if (specs.size) {
  console.log(`\nPlaywright: ${[...specs].join(' ')}`);
  const e2e = run(bin('playwright'), ['test', ...specs]);
  status = status || e2e;
} else console.log('\nNo Playwright spec for these changes.');
process.exit(status);
