/**
 * What a run of a model's paths covered: every state and transition of the machine with the ids of
 * the paths that reached it. A test file records into one `PathCoverage` while it replays, and
 * writes it as a fragment (`reports/path-coverage/<runner>-<machine>.json`) that report.ts merges:
 * Vitest runs files in separate workers, so each file can only speak for its own machine.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventObject } from 'xstate';
import type { MachineModel, ModelPath } from './model.ts';

export type Runner = 'unit' | 'browser';

export interface CoverageFragment {
  machine: string;
  runner: Runner;
  summary: string;
  paths: { id: string; kind: ModelPath['kind']; target: string; steps: string[] }[];
  /** Every state / transition of the machine, each with the ids of the paths that reached it (empty: not covered). */
  states: Record<string, string[]>;
  transitions: Record<string, string[]>;
  /** Browser paths that failed: what went wrong and the trace to replay it. */
  failures?: BrowserFailure[];
}

export interface BrowserFailure {
  id: string;
  error: string;
  /** The Playwright trace of the failed run (kept on failure), relative to the project root. */
  trace: string | null;
}

/** One browser path's result (Playwright restarts its worker after a failure, so each path writes its own file). */
export interface BrowserPathResult {
  path: CoverageFragment['paths'][number];
  /** The real machine's states and transitions the path reached (only when it passed). */
  states: string[];
  transitions: string[];
  failure: BrowserFailure | null;
}

export const reportsDir = join(new URL('../..', import.meta.url).pathname, 'reports');
export const fragmentsDir = join(reportsDir, 'path-coverage');
const browserDir = (machine: string) => join(fragmentsDir, 'browser-paths', machine);

export class PathCoverage {
  private readonly states = new Map<string, Set<string>>();
  private readonly transitions = new Map<string, Set<string>>();
  private readonly paths: ModelPath[] = [];

  constructor(private readonly model: MachineModel) {
    for (const s of model.states) this.states.set(s, new Set());
    for (const t of model.transitions) this.transitions.set(t, new Set());
  }

  /** A path about to be replayed (listed in the report whether or not it reaches anything new). */
  begin(path: ModelPath) {
    this.paths.push(path);
  }

  /** The path stood in this snapshot. */
  visit(pathId: string, snapshot: unknown) {
    for (const s of this.model.statesOf(snapshot)) this.mark(this.states, s, pathId);
  }

  /** The path sent `event` from `before`, landing in `after`. */
  step(pathId: string, before: unknown, event: EventObject, after: unknown) {
    for (const t of this.model.transitionsTaken(before, event, after)) this.mark(this.transitions, t, pathId);
    this.visit(pathId, after);
  }

  unreachedStates = () => [...this.states].filter(([, ids]) => ids.size === 0).map(([s]) => s);
  unreachedTransitions = () => [...this.transitions].filter(([, ids]) => ids.size === 0).map(([t]) => t);
  reachedStates = () => [...this.states].filter(([, ids]) => ids.size > 0).map(([s]) => s);
  reachedTransitions = () => [...this.transitions].filter(([, ids]) => ids.size > 0).map(([t]) => t);

  /** `match machine coverage: states 5/5; transitions 39/39; paths 71 shortest + 139 simple; unreached: none`. */
  summary(): string {
    const states = this.unreachedStates();
    const transitions = this.unreachedTransitions();
    const count = (kind: ModelPath['kind']) => this.paths.filter((p) => p.kind === kind).length;
    return (
      `${this.model.name} machine coverage: states ${this.states.size - states.length}/${this.states.size}; ` +
      `transitions ${this.transitions.size - transitions.length}/${this.transitions.size}; ` +
      `paths ${count('shortest')} shortest + ${count('simple')} simple; ` +
      `unreached: ${[...states, ...transitions].join('; ') || 'none'}`
    );
  }

  fragment(runner: Runner, describeSteps: (path: ModelPath) => string[]): CoverageFragment {
    // Shortest paths first: they are the short, readable ones to replay.
    const order = (id: string) => `${id.includes('-S') ? 0 : 1}${id}`;
    const ids = (m: Map<string, Set<string>>) => Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort((a, b) => order(a).localeCompare(order(b)))]));
    return {
      machine: this.model.name,
      runner,
      summary: this.summary(),
      paths: this.paths.map((p) => ({ id: p.id, kind: p.kind, target: p.target, steps: describeSteps(p) })),
      states: ids(this.states),
      transitions: ids(this.transitions),
    };
  }

  /** Writes this run's fragment for report.ts to merge. */
  write(runner: Runner, describeSteps: (path: ModelPath) => string[]) {
    mkdirSync(fragmentsDir, { recursive: true });
    writeFileSync(join(fragmentsDir, `${runner}-${this.model.name}.json`), `${JSON.stringify(this.fragment(runner, describeSteps), null, 2)}\n`);
  }

  private mark(map: Map<string, Set<string>>, key: string, pathId: string) {
    // A name outside the model's lists is a model bug: it must show, not vanish.
    if (!map.has(key)) map.set(key, new Set());
    map.get(key)!.add(pathId);
  }
}

/** Writes one browser path's result (e2e/paths.spec.ts), for `mergeBrowserResults` to gather. */
export function writeBrowserPathResult(machine: string, result: BrowserPathResult) {
  mkdirSync(browserDir(machine), { recursive: true });
  writeFileSync(join(browserDir(machine), `${result.path.id}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

/**
 * The browser fragment of a machine from its paths' results: every state and transition of the
 * machine with the passed paths that reached it, and the failed paths with their traces. Null when
 * no browser path of the machine ran.
 */
export function mergeBrowserResults(model: MachineModel): CoverageFragment | null {
  const dir = browserDir(model.name);
  if (!existsSync(dir)) return null;
  const results = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as BrowserPathResult);
  if (results.length === 0) return null;
  const index = (names: readonly string[], pick: (r: BrowserPathResult) => string[]) => {
    const out: Record<string, string[]> = Object.fromEntries(names.map((n) => [n, []]));
    for (const r of results) for (const n of pick(r)) (out[n] ??= []).push(r.path.id);
    return out;
  };
  const states = index(model.states, (r) => r.states);
  const transitions = index(model.transitions, (r) => r.transitions);
  const failures = results.flatMap((r) => (r.failure ? [r.failure] : []));
  const missing = (m: Record<string, string[]>) => Object.values(m).filter((ids) => ids.length === 0).length;
  return {
    machine: model.name,
    runner: 'browser',
    summary:
      `${model.name} machine, browser: states ${model.states.length - missing(states)}/${model.states.length}; ` +
      `transitions ${model.transitions.length - missing(transitions)}/${model.transitions.length}; ` +
      `paths ${results.length} (${failures.length} failed)`,
    paths: results.map((r) => r.path),
    states,
    transitions,
    failures,
  };
}
