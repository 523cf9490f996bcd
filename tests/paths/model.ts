/**
 * A machine "model" for path coverage: everything the model-based Vitest files, `npm run paths`
 * and the coverage report must agree on — which events (with which sample payloads) the graph walk
 * offers in which state, how a state and a transition are named, the full list of both, and how
 * each event reads as a user-level step. One model per machine, beside this file.
 *
 * Plain data and functions only (no Vitest): the CLI in scripts/paths.ts loads it under Node.
 */
import { getShortestPaths, getSimplePaths, type TraversalOptions } from '@xstate/graph';
import type { AnyStateMachine, EventObject, StateNode } from 'xstate';

export type PathKind = 'shortest' | 'simple';

/** One step of a walked path: the event sent and the snapshot the walk computed after it. */
export interface WalkStep {
  event: EventObject;
  state: unknown;
}

export interface ModelPath {
  /** Stable while the model and the machine stay the same: `match-S012` (shortest), `match-P004` (simple). */
  id: string;
  machine: string;
  kind: PathKind;
  /** The walk's steps, the first being `xstate.init`. */
  steps: readonly WalkStep[];
  /** Name of the state the path ends in. */
  target: string;
}

// The walks handle each machine's own snapshot and event types; a model only names them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of models erases their own types (unknown fails as a parameter)
type Walk = TraversalOptions<any, any, any>;

export interface MachineModel {
  name: string;
  /** One line for QA: what the machine stands for in the app. */
  summary: string;
  /** The Vitest file that replays the paths on the real machine (its `model-based` block). */
  unitTest: string;
  /** The machine the graph walk runs on (implementations provided, never a network call). */
  machine: AnyStateMachine;
  /** The statechart the model names, where `machine` is another logic the walk runs on (the recorder's real actors). */
  chart?: AnyStateMachine;
  /** Events the machine raises itself on taking another (the recorder's `undo` raises the `cancel` of its row). */
  raises?: Readonly<Record<string, readonly string[]>>;
  /** Every state name (nested ones as `parent.child`), in definition order. */
  states: readonly string[];
  /** Every transition the machine defines, named as `transitionsTaken` names them. */
  transitions: readonly string[];
  /** The name of the (deepest) state a snapshot is in. */
  stateOf(snapshot: unknown): string;
  /** Every state name a snapshot counts as visiting (a nested state also visits its parent). */
  statesOf(snapshot: unknown): string[];
  /** The names of the transitions `event` took from `before` to `after` (none when refused or ignored). */
  transitionsTaken(before: unknown, event: EventObject, after: unknown): string[];
  /**
   * Whether the machine turned the event down although a transition took it (a machine that notes
   * its refusals in the context, like the lineup's); without it, refused means no transition taken.
   */
  notedRefusal?(event: EventObject, after: unknown): boolean;
  /** The event as the user-level step it stands for: `start first half ("전반 시작")`. */
  step(event: EventObject): string;
  /** Options of the two walks: sample events per state, and what makes two snapshots the same. */
  walks: Record<PathKind, Walk>;
  /**
   * Transitions no page of the app can cause, each with why (a control the screen never offers, a
   * timing a page cannot produce on demand). The browser column reports them apart, and its share of
   * the others is what `npm run test:paths` holds to at least 90 %.
   */
  pageCannotCause?: Readonly<Record<string, string>>;
  /**
   * The exact snapshots of a walked path's steps. The walk keeps one snapshot per key and hands it
   * to every path through that key; a machine whose key leaves out what its guards read (the
   * recorder's simple walk, by its own state only) recomputes each path's from its events.
   */
  replaySteps?(steps: readonly WalkStep[]): WalkStep[];
}

const pad = (n: number) => String(n).padStart(3, '0');

/** The shortest and simple paths of a model, with their ids, shortest first. */
export function generatePaths(model: MachineModel): ModelPath[] {
  const build = (kind: PathKind, found: ReadonlyArray<{ steps: readonly WalkStep[] }>): ModelPath[] =>
    found.map((path, i) => {
      const steps = model.replaySteps?.(path.steps) ?? path.steps;
      return {
        id: `${model.name}-${kind === 'shortest' ? 'S' : 'P'}${pad(i + 1)}`,
        machine: model.name,
        kind,
        steps,
        target: model.stateOf(steps.at(-1)!.state),
      };
    });
  return [...build('shortest', getShortestPaths(model.machine, model.walks.shortest)), ...build('simple', getSimplePaths(model.machine, model.walks.simple))];
}

/**
 * The user-level steps of a path (the initial `xstate.init` is the screen opening, not a step). A
 * step the machine refuses or ignores is marked: shortest paths try every event in every state.
 */
export function stepsOf(model: MachineModel, path: Pick<ModelPath, 'steps'>): string[] {
  const out: string[] = [];
  path.steps.forEach((s, i) => {
    if (s.event.type === 'xstate.init') return;
    const before = path.steps[i - 1]?.state;
    const refused = before !== undefined && (model.transitionsTaken(before, s.event, s.state).length === 0 || model.notedRefusal?.(s.event, s.state) === true);
    out.push(`${model.step(s.event)}${refused ? ' (refused)' : ''}`);
  });
  return out;
}

/** A test title / table cell: `start first half ("전반 시작") → undo ("실행 취소") ⇒ playFirstHalf`. */
export function describePath(model: MachineModel, path: ModelPath): string {
  const steps = stepsOf(model, path);
  return `${path.id}: ${steps.length ? steps.join(' → ') : '(open)'} ⇒ ${path.target}`;
}

/**
 * "source --event--> target" for every transition a flat machine defines (a targetless one stays
 * put); a transition on the root counts from every state.
 */
/**
 * The shortest walk's identity of a snapshot: the edge that reached it (what the state before was,
 * the event, what the state is). By state alone the walk would never need a self-loop or an ignored
 * event, so every edge gets its own path. `name` says what a state is (its value, or more where the
 * context steers the next step); `eventName` tells events apart (their type, or more where the
 * payload decides the transition).
 */
export function edgeKey<S>(name: (snapshot: S) => string, eventName: (event: EventObject) => string = (event) => event.type) {
  return (snapshot: S, event: EventObject | undefined, prev?: S) => `${prev ? name(prev) : '-'} ${event ? eventName(event) : 'xstate.init'} ${name(snapshot)}`;
}

/**
 * The two walks of a machine: shortest paths keyed by the edge (`edgeKey` with `name` and
 * `eventName`), and simple paths by state (`stateName`, the value of a flat machine): every way to
 * reach each state without passing a state twice. `events`: the sample events offered in a state;
 * `input`: the machine's input.
 */
export function flatWalks(
  events: Walk['events'],
  {
    name = flatStateOf,
    eventName,
    input,
    stateName = flatStateOf,
  }: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of models erases their own types (unknown fails as a parameter)
    name?: (snapshot: any) => string;
    eventName?: (event: EventObject) => string;
    input?: unknown;
    stateName?: (snapshot: unknown) => string;
  } = {},
): MachineModel['walks'] {
  const withInput = input === undefined ? {} : { input };
  return {
    shortest: { events, ...withInput, serializeState: edgeKey(name, eventName) },
    simple: { events, ...withInput, serializeState: (snapshot: unknown) => stateName(snapshot) },
  };
}

/** A flat machine's state name: its value as a string. */
export const flatStateOf = (snapshot: unknown): string => String((snapshot as { value: unknown }).value);

/** The parts of a model that every machine with flat (unnested) states has alike. */
export function flatModelParts(machine: AnyStateMachine) {
  return {
    machine,
    states: Object.keys(machine.root.states),
    transitions: flatTransitions(machine),
    stateOf: flatStateOf,
    statesOf: (snapshot: unknown) => [flatStateOf(snapshot)],
    transitionsTaken: (before: unknown, event: EventObject, after: unknown) => flatTransitionTaken(machine, before, event, after),
  } satisfies Partial<MachineModel>;
}

export function flatTransitions(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const add = (source: string, eventType: string, transitions: ReadonlyArray<{ target?: ReadonlyArray<{ key: string }> | undefined }>) => {
    for (const t of transitions) for (const target of t.target?.map((n) => n.key) ?? [source]) out.push(`${source} --${eventType}--> ${target}`);
  };
  for (const [source, node] of Object.entries(machine.root.states)) {
    for (const [eventType, transitions] of node.transitions) add(source, eventType, transitions);
    for (const [eventType, transitions] of machine.root.transitions) add(source, eventType, transitions);
  }
  return out;
}

/** For a flat machine: the transition an accepted event took, named like `flatTransitions`. */
export function flatTransitionTaken(machine: AnyStateMachine, before: unknown, event: EventObject, after: unknown): string[] {
  const from = before as Parameters<AnyStateMachine['getTransitionData']>[0];
  if (machine.getTransitionData(from, event).length === 0) return [];
  return [`${String(from.value)} --${event.type}--> ${String((after as { value: unknown }).value)}`];
}

/** Every state node of a machine below its root, parents before their children. */
export function allStateNodes(machine: AnyStateMachine): StateNode[] {
  const out: StateNode[] = [];
  const walk = (node: StateNode) => {
    for (const child of Object.values(node.states) as StateNode[]) {
      out.push(child);
      walk(child);
    }
  };
  walk(machine.root as unknown as StateNode);
  return out;
}

/** A guard by its name: `canMove`, or `matchAccepts and playerMayRecord` for XState's `and([...])` (a function holding its guards). */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  const combined = (guard as { guards?: unknown[] }).guards;
  if (typeof guard === 'function' && Array.isArray(combined)) return combined.map(guardName).join(` ${guard.name} `);
  return (guard as { type: string }).type;
}

/**
 * `editing --player.move [canMove]--> editing.idle`: a transition with its guard, from the node that
 * defines it (`*` for the machine's root: it applies in every state).
 */
export const transitionName = (t: { source: StateNode; target?: readonly StateNode[]; eventType: string; guard?: unknown }) => {
  const guard = t.guard ? ` [${guardName(t.guard)}]` : '';
  const path = (n: StateNode) => n.path.join('.') || '*';
  const targets = (t.target?.length ? t.target : [t.source]).map(path).join(',');
  return `${path(t.source)} --${t.eventType}${guard}--> ${targets}`;
};

/** A nested (not parallel) machine's state as the path to its active leaf: `underway.playing.firstHalf`. */
export function leafPathOf(snapshot: unknown): string {
  const path: string[] = [];
  let value = (snapshot as { value: unknown }).value;
  while (typeof value === 'object' && value !== null) {
    const [key, child] = Object.entries(value)[0]!;
    path.push(key);
    value = child;
  }
  return [...path, String(value)].join('.');
}

/** The parts of a model that every machine with nested (not parallel) states has alike: a parent is reached through its children. */
export function nestedModelParts(machine: AnyStateMachine) {
  const nodes = allStateNodes(machine);
  return {
    machine,
    states: nodes.map((n) => n.path.join('.')),
    transitions: [machine.root as unknown as StateNode, ...nodes].flatMap((n) => [...n.transitions.values()].flat().map(transitionName)),
    stateOf: leafPathOf,
    statesOf: (snapshot: unknown) =>
      leafPathOf(snapshot)
        .split('.')
        .map((_, i, keys) => keys.slice(0, i + 1).join('.')),
    transitionsTaken: (before: unknown, event: EventObject) =>
      machine.getTransitionData(before as never, event as never).map((t) => transitionName(t as never)),
  } satisfies Partial<MachineModel>;
}

/** The states a path can end in: those without children (a parent is never where a machine rests). */
export const leafStates = (model: Pick<MachineModel, 'states'>) => model.states.filter((s) => !model.states.some((other) => other.startsWith(`${s}.`)));
