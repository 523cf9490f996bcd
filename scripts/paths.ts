/**
 * `npm run paths`: every path the model-based tests replay, as the user-level steps it stands for.
 * The paths come from the machine models in tests/paths (the very ones the tests walk), so what is
 * listed here is what `npm run test:paths` runs.
 *
 *   npm run paths                                  table of every path of every machine
 *   npm run paths -- --machine match --to underway.halfTime   paths of the match machine ending at half time
 *   npm run paths -- --from underway.playing.firstHalf --to finished --kind simple
 *   npm run -s paths -- --json > paths.json        (or --md; --out <file> writes the file itself)
 *   npm run paths -- --kind browser                the browser's paths (user-level models, decision 022)
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { generatePaths, stepsOf, type MachineModel, type ModelPath } from '../tests/paths/model.ts';
import { models } from '../tests/paths/models.ts';
import { browserPaths, userPaths, userStepsOf, type UserModel, type UserPath } from '../tests/paths/user-model.ts';
import { userModels } from '../tests/paths/user-models.ts';

interface Listed {
  id: string;
  kind: ModelPath['kind'] | 'browser' | 'user';
  target: string;
  steps: string[];
  events: string[];
}

const usage = `usage: npm run paths -- [--machine ${models.map((m) => m.name).join('|')}] [--from <state>] [--to <state>]
                       [--kind shortest|simple|all|browser|user] [--json | --md] [--out <file>]
  all: the machine paths the unit tests replay; browser: the paths e2e/paths.spec.ts runs in the
  browser; user: every path generated from the user-level models (each step: what the user does ⇒ what the screen shows)`;

// `npm run paths | head` closes the pipe early: that is the reader being done, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { values: args } = (() => {
  try {
    return parseArgs({
      options: {
        machine: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        kind: { type: 'string', default: 'all' },
        json: { type: 'boolean', default: false },
        md: { type: 'boolean', default: false },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

if (args.help) {
  console.log(usage);
  process.exit(0);
}
if (!['shortest', 'simple', 'all', 'browser', 'user'].includes(args.kind!)) fail(`--kind must be shortest, simple, all, browser or user, not "${args.kind}"`);
const userLevel = args.kind === 'browser' || args.kind === 'user';
if (args.json && args.md) fail('choose one of --json and --md');

// User-level paths exist for the machines a screen is walked through (tests/paths/user-models.ts);
// a machine without one (the undo window: its paths are the toast's, run on the machine) has none.
const withUserModel = (m: (typeof models)[number]) => userModels.some((u) => u.real === m);
const listed = userLevel ? models.filter(withUserModel) : models;
const chosen = args.machine ? listed.filter((m) => m.name === args.machine) : listed;
if (chosen.length === 0)
  fail(
    args.machine && models.some((m) => m.name === args.machine)
      ? `"${args.machine}" has no user-level paths (--kind ${args.kind})`
      : `no machine "${args.machine}"`,
  );
for (const state of [args.from, args.to]) {
  if (state && !chosen.some((m) => m.states.includes(state))) {
    fail(`no state "${state}" in ${chosen.map((m) => `${m.name} (${m.states.join(', ')})`).join('; ')}`);
  }
}

/**
 * A path as listed: with `--from`, only its part after it first stands in that state (a path that
 * never does is left out), and equal parts are listed once, under the first path that has them.
 */
function list(model: MachineModel, paths: ModelPath[]): Listed[] {
  const out: Listed[] = [];
  const seen = new Set<string>();
  for (const path of paths) {
    if (args.kind !== 'all' && path.kind !== args.kind) continue;
    // A parallel machine stands in one state per region: the path ends at `--to` if any of them is it.
    if (args.to && !model.statesOf(path.steps.at(-1)!.state).includes(args.to)) continue;
    // Step 0 is `xstate.init` (the screen opening), so the step at index i is label i - 1.
    const labels = stepsOf(model, path);
    const events = path.steps.slice(1).map((s) => s.event.type);
    let first = 0;
    if (args.from) {
      const at = path.steps.findIndex((s) => model.statesOf(s.state).includes(args.from!));
      if (at < 0 || at === path.steps.length - 1) continue;
      first = at;
    }
    const listed = { id: path.id, kind: path.kind, target: path.target, steps: labels.slice(first), events: events.slice(first) };
    const key = listed.steps.join('\n');
    if (args.from && seen.has(key)) continue;
    seen.add(key);
    out.push(listed);
  }
  return out;
}

/** A user-level path as listed, named by the real machine's states: `--to` its last state, `--from` its part after it first stands there. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of models erases their own types (unknown fails as a parameter)
function listUser(model: UserModel<any, any>, paths: UserPath<any, any>[]): Listed[] {
  return paths.flatMap((path) => {
    const target = model.realState(path.steps.at(-1)!.state);
    const standsIn = (name: string, state: string) => name.split(' + ').includes(state);
    if (args.to && !standsIn(target, args.to)) return [];
    const at = args.from ? path.steps.findIndex((s) => standsIn(model.realState(s.state), args.from!)) : -1;
    if (args.from && (at < 0 || at === path.steps.length - 1)) return [];
    return [
      {
        id: path.id,
        kind: args.kind as 'browser' | 'user',
        target,
        steps: userStepsOf(model, path).slice(at + 1),
        events: path.steps.slice(at + 1).map((s) => s.event.type),
      },
    ];
  });
}

const started = performance.now();
const machines = chosen.map((model) => {
  if (!userLevel) {
    const paths = generatePaths(model);
    return { model, total: paths.length, listed: list(model, paths) };
  }
  const user = userModels.find((u) => u.real === model)!;
  const paths = args.kind === 'browser' ? browserPaths(user) : userPaths(user);
  return { model, total: paths.length, listed: listUser(user, paths) };
});
const enumerateMs = performance.now() - started;

const arrow = ' → ';
const stepsText = (p: Listed) => (p.steps.length ? p.steps.join(arrow) : '(open the screen)');

function asTable(): string {
  const rows = machines.flatMap(({ model, listed }) => listed.map((p) => [model.name, p.id, p.kind, p.target, stepsText(p)]));
  const head = ['machine', 'path', 'kind', 'target', 'steps'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  // The steps column is last and not padded: long paths wrap in the terminal instead of widening every row.
  const line = (r: string[]) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const escapeCell = (s: string) => s.replaceAll('|', '\\|');

function asMarkdown(): string {
  const filters = [args.from && `from \`${args.from}\``, args.to && `to \`${args.to}\``, args.kind !== 'all' && `${args.kind} only`].filter(Boolean);
  const parts = [`# Paths of the app's machines${filters.length ? ` (${filters.join(', ')})` : ''}`, ''];
  for (const { model, listed } of machines) {
    parts.push(`## ${model.name}`, '', model.summary, '', `${listed.length} paths listed.`, '');
    if (!listed.length) continue;
    parts.push('| Path | Kind | Target | Steps |', '|---|---|---|---|');
    for (const p of listed) parts.push(`| ${p.id} | ${p.kind} | \`${p.target}\` | ${escapeCell(stepsText(p))} |`);
    parts.push('');
  }
  return parts.join('\n');
}

function asJson(): string {
  const body = {
    filters: { machine: args.machine ?? null, from: args.from ?? null, to: args.to ?? null, kind: args.kind },
    machines: machines.map(({ model, listed }) => ({
      name: model.name,
      summary: model.summary,
      states: model.states,
      transitions: model.transitions,
      paths: listed,
    })),
  };
  return JSON.stringify(body, null, 2);
}

const output = args.json ? asJson() : args.md ? asMarkdown() : asTable();
if (args.out) writeFileSync(args.out, `${output}\n`);
else console.log(output);

const counts = machines.map(({ model, total, listed }) => `${model.name} ${listed.length}/${total}`).join(', ');
const timing = `listed ${counts} paths; enumerated in ${Math.round(enumerateMs)} ms`;
// The figures go to stderr when stdout carries JSON or Markdown, so a redirect stays a clean file.
if (args.json || args.md || args.out) console.error(timing);
else console.log(`\n${timing}`);
