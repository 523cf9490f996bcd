/**
 * The path-coverage report (`reports/path-coverage.json` and `.md`): the fragments the test runs
 * wrote (coverage.ts), merged per machine with one column per runner. A runner without a fragment
 * for a machine is "not run" — never zero, which would read as "ran and reached nothing".
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fragmentsDir, reportsDir, type BrowserFailure, type CoverageFragment, type Runner } from './coverage.ts';
import type { MachineModel } from './model.ts';

export const runners: readonly Runner[] = ['unit', 'browser'];

interface Item {
  name: string;
  /** Ids of the paths that reached it, per runner; a string says why the runner did not run. */
  coveredBy: Record<Runner, string[] | string>;
}

export interface MachineReport {
  name: string;
  summary: string;
  unitTest: string;
  paths: CoverageFragment['paths'];
  /** The browser's paths (user-level steps, each followed by what the screen then shows). */
  browserPaths: CoverageFragment['paths'];
  /** Browser paths that failed, with the trace file(s) to replay each. */
  browserFailures: (BrowserFailure & { traceFiles: string[] })[];
  states: Item[];
  transitions: Item[];
  /** For the browser: of the transitions a page can cause (all but `pageCannotCause`), how many it reached. */
  figures: Record<Runner, { states: string; transitions: string; causable: string; paths: number } | string>;
  /** What a runner did not reach; the browser's `transitions` leave out what no page can cause. */
  notCovered: Record<Runner, { states: string[]; transitions: string[] } | string>;
  /** The transitions no page can cause, and why (the model's `pageCannotCause`). */
  pageCannotCause: { name: string; why: string }[];
}

export interface PathCoverageReport {
  generatedAt: string;
  command: string;
  /** Wall time of each runner's test run, in seconds (a figure, not a budget). */
  seconds: Partial<Record<Runner | 'total', number>>;
  machines: MachineReport[];
}

export function readFragment(runner: Runner, machine: string): CoverageFragment | null {
  const file = join(fragmentsDir, `${runner}-${machine}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CoverageFragment) : null;
}

/** Merges the fragments of one machine; `missing` says why a runner without a fragment did not run. */
export function machineReport(model: MachineModel, fragments: Record<Runner, CoverageFragment | null>, missing: Record<Runner, string>): MachineReport {
  const column = (runner: Runner, kind: 'states' | 'transitions', name: string) => fragments[runner]?.[kind][name] ?? missing[runner];
  // The fragment may name an item the model no longer lists (a model bug): it shows as an extra row.
  const names = (kind: 'states' | 'transitions', listed: readonly string[]) => [
    ...new Set([...listed, ...runners.flatMap((r) => Object.keys(fragments[r]?.[kind] ?? {}))]),
  ];
  const items = (kind: 'states' | 'transitions', listed: readonly string[]): Item[] =>
    names(kind, listed).map((name) => ({ name, coveredBy: { unit: column('unit', kind, name), browser: column('browser', kind, name) } }));
  const states = items('states', model.states);
  const transitions = items('transitions', model.transitions);
  const uncovered = (list: Item[], runner: Runner) =>
    list.filter((i) => Array.isArray(i.coveredBy[runner]) && i.coveredBy[runner].length === 0).map((i) => i.name);
  const ratio = (list: Item[], runner: Runner) => `${list.length - uncovered(list, runner).length}/${list.length}`;
  const cannot = model.pageCannotCause ?? {};
  const pageCannotCause = model.transitions.filter((t) => t in cannot).map((name) => ({ name, why: cannot[name]! }));
  const causable = transitions.filter((t) => !(t.name in cannot));
  const perRunner = <T>(f: (runner: Runner, fragment: CoverageFragment) => T) =>
    Object.fromEntries(runners.map((r) => [r, fragments[r] ? f(r, fragments[r]!) : missing[r]])) as Record<Runner, T | string>;
  return {
    name: model.name,
    summary: model.summary,
    unitTest: model.unitTest,
    paths: fragments.unit?.paths ?? [],
    browserPaths: fragments.browser?.paths ?? [],
    browserFailures: (fragments.browser?.failures ?? []).map((f) => ({ ...f, traceFiles: traceFiles(f.trace) })),
    states,
    transitions,
    figures: perRunner((r, f) => ({
      states: ratio(states, r),
      transitions: ratio(transitions, r),
      causable: ratio(r === 'browser' ? causable : transitions, r),
      paths: f.paths.length,
    })),
    notCovered: perRunner((r) => ({ states: uncovered(states, r), transitions: uncovered(r === 'browser' ? causable : transitions, r) })),
    pageCannotCause,
  };
}

const root = join(reportsDir, '..');

/** The trace zips Playwright kept in a failed test's output folder (one per browser context). */
function traceFiles(dir: string | null): string[] {
  if (!dir || !existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir))
    .filter((f) => /^trace(-\d+)?\.zip$/.test(f))
    .map((f) => relative(root, join(root, dir, f)));
}

const SHOWN_IDS = 6;
const ids = (covered: string[] | string) => {
  if (typeof covered === 'string') return 'not run'; // the reason is under "Not covered"
  if (covered.length === 0) return '**not covered**';
  const shown = covered.slice(0, SHOWN_IDS).join(', ');
  return `${covered.length}: ${shown}${covered.length > SHOWN_IDS ? `, … (+${covered.length - SHOWN_IDS})` : ''}`;
};
const cell = (s: string) => s.replaceAll('|', '\\|');
const figure = (f: MachineReport['figures'][Runner], key: 'states' | 'transitions') => (typeof f === 'string' ? 'not run' : f[key]);

export function toMarkdown(report: PathCoverageReport): string {
  const out: string[] = [
    '# Path coverage',
    '',
    `Generated by \`${report.command}\` on ${report.generatedAt}` +
      `${Object.entries(report.seconds)
        .map(([r, s]) => `; ${r} run ${s} s`)
        .join('')}.`,
    'Each path is listed by `npm run paths` with the same id; a state or transition is covered when at least one replayed path reached it.',
    '',
    '| Machine | Paths | Unit: states | Unit: transitions | Browser paths | Browser: states | Browser: transitions |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const m of report.machines) {
    const shortest = m.paths.filter((p) => p.kind === 'shortest').length;
    const failed = m.browserFailures.length ? ` (${m.browserFailures.length} failed)` : '';
    const causable =
      m.pageCannotCause.length && typeof m.figures.browser !== 'string'
        ? ` (a page can cause ${m.figures.browser.causable.split('/')[1]}: ${m.figures.browser.causable})`
        : '';
    out.push(
      `| ${m.name} | ${m.paths.length} (${shortest} shortest + ${m.paths.length - shortest} simple) | ` +
        `${figure(m.figures.unit, 'states')} | ${figure(m.figures.unit, 'transitions')} | ` +
        `${typeof m.figures.browser === 'string' ? 'not run' : `${m.browserPaths.length}${failed}`} | ` +
        `${figure(m.figures.browser, 'states')} | ${figure(m.figures.browser, 'transitions')}${causable} |`,
    );
  }
  for (const m of report.machines) {
    out.push('', `## ${m.name}`, '', `${m.summary} Unit paths: \`${m.unitTest}\`.`, '', '### Not covered', '');
    for (const r of runners) {
      const nc = m.notCovered[r];
      const none = r === 'browser' && m.pageCannotCause.length ? 'nothing a page can cause' : 'nothing — every state and transition is covered';
      const missing = typeof nc === 'string' ? [] : [...nc.states.map((s) => `state \`${s}\``), ...nc.transitions.map((t) => `\`${t}\``)];
      out.push(`- ${r}: ${typeof nc === 'string' ? nc : missing.join(', ') || none}`);
    }
    if (m.pageCannotCause.length) {
      out.push('- no page can cause (the browser column counts the rest):');
      for (const { name, why } of m.pageCannotCause) out.push(`  - \`${cell(name)}\`: ${why}`);
    }
    if (m.browserFailures.length) {
      out.push('', '### Failed browser paths', '', 'Replay a failure step by step in its trace (screenshots, DOM, network, console):', '');
      for (const f of m.browserFailures) {
        out.push(`- **${f.id}** — ${f.error}`);
        for (const t of f.traceFiles) out.push(`  \`npx playwright show-trace "${t}"\``);
        if (f.traceFiles.length === 0) out.push(`  (no trace kept${f.trace ? ` in \`${f.trace}\`` : ''})`);
      }
    }
    for (const [title, list] of [
      ['States', m.states],
      ['Transitions', m.transitions],
    ] as const) {
      out.push('', `### ${title}`, '', `| ${title === 'States' ? 'State' : 'Transition'} | Unit paths | Browser paths |`, '|---|---|---|');
      for (const item of list) out.push(`| \`${cell(item.name)}\` | ${ids(item.coveredBy.unit)} | ${ids(item.coveredBy.browser)} |`);
    }
    out.push('', '<details><summary>Paths (' + m.paths.length + ')</summary>', '', '| Path | Target | Steps |', '|---|---|---|');
    for (const p of m.paths) out.push(`| ${p.id} | \`${p.target}\` | ${cell(p.steps.join(' → ') || '(open the screen)')} |`);
    out.push('', '</details>');
    if (m.browserPaths.length) {
      out.push(
        '',
        `<details><summary>Browser paths (${m.browserPaths.length}): user steps ⇒ what the screen shows</summary>`,
        '',
        '| Path | Ends in | Steps |',
        '|---|---|---|',
      );
      for (const p of m.browserPaths) out.push(`| ${p.id} | \`${p.target}\` | ${cell(p.steps.join(' → '))} |`);
      out.push('', '</details>');
    }
  }
  return `${out.join('\n')}\n`;
}

export const reportFiles = { json: join(reportsDir, 'path-coverage.json'), md: join(reportsDir, 'path-coverage.md') };

export function writeReport(report: PathCoverageReport) {
  writeFileSync(reportFiles.json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(reportFiles.md, toMarkdown(report));
}
