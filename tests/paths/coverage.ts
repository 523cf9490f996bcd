/**
 * What a run of a model's paths covered: every state and transition of the machine with the ids of
 * the paths that reached it. A test file records into one `PathCoverage` while it replays, and
 * writes it as a fragment (`reports/path-coverage/<runner>-<machine>.json`) that report.ts merges:
 * Vitest runs files in separate workers, so each file can only speak for its own machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
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
}

export const reportsDir = join(new URL('../..', import.meta.url).pathname, 'reports');
export const fragmentsDir = join(reportsDir, 'path-coverage');

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
    const ids = (m: Map<string, Set<string>>) =>
      Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort((a, b) => order(a).localeCompare(order(b)))]));
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
