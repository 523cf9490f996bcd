/**
 * The lineup machine's model (see model.ts): sample events (each side's edits for both sides, and
 * the invokes' done and error events, settled through the harness in lineup.fixtures.ts), the two
 * walks, the transition names (with their guards) and the user-level step of each event.
 *
 * The machine is parallel (decision 053): the editor region and one region per side. A snapshot
 * stands in one leaf of each region, so its name is the three leaves joined by ' + '
 * (`editor.ready.idle + sides.home.done + sides.away.editing`), and it visits every state on the way
 * to them. A side's edit tells the editor region what it did with an event the machine raises in the
 * same step (`selection.made`, `selection.clear`, `copy.start`): the transitions an event takes
 * include those of the events it raised.
 */
import type { LastLineup, LineupEvent, LineupPlace } from '#machines/lineup.machine.ts';
import { getMicrosteps, type AnyStateMachine, type EventObject, type StateNode } from 'xstate';
import { cell, lineupInput, pool, savedLineup, serverApply, startLineup, u } from './lineup.fixtures.ts';
import { allStateNodes, transitionName, type MachineModel } from './model.ts';

export const lineupModelInput = lineupInput(savedLineup);
const freshLineup = serverApply(savedLineup, { removals: [102], changes: [], adds: [] });
const lastLineup: LastLineup = {
  starters: [
    { userId: 13, cell: 27 },
    { userId: 3, cell: 20 },
    { userId: 77, cell: 5 },
  ],
  bench: [{ userId: 6 }],
};

/**
 * Every event the machine takes from outside, with sample payloads: each edit for both sides (a home
 * member, the away guest the walk adds), and the invokes' done and error events.
 */
export const lineupModelEvents = [
  { type: 'player.move', side: 'home', playerKey: u(3), to: cell(20) },
  { type: 'player.move', side: 'away', playerKey: 'g:1', to: cell(27) },
  { type: 'player.select', side: 'home', playerKey: u(1) },
  { type: 'player.select', side: 'home', playerKey: u(4) },
  { type: 'player.select', side: 'away', playerKey: 'g:1' },
  { type: 'place.choose', to: pool },
  { type: 'selection.clear' },
  { type: 'position.set', side: 'home', playerKey: u(1), position: 'DF' },
  { type: 'position.set', side: 'away', playerKey: 'g:1', position: 'GK' },
  { type: 'guest.add', side: 'away', name: '게스트', number: 7 },
  { type: 'guest.add', side: 'home', name: '게스트', number: 7 },
  { type: 'guest.remove', side: 'away', playerKey: 'g:1' },
  { type: 'guest.remove', side: 'home', playerKey: u(1) },
  { type: 'formation.apply', side: 'home', formation: '4-3-3' },
  { type: 'formation.apply', side: 'away', formation: '4-4-2' },
  {
    type: 'starters.replace',
    side: 'home',
    starters: [
      { playerKey: u(13), cell: 27 },
      { playerKey: u(2), cell: 20 },
      { playerKey: u(6), cell: 11 },
    ],
  },
  { type: 'starters.replace', side: 'away', starters: [{ playerKey: 'g:1', cell: 27 }] },
  { type: 'lineup.copyLast', side: 'home' },
  { type: 'lineup.copyLast', side: 'away' },
  { type: 'side.done', side: 'home' },
  { type: 'side.done', side: 'away' },
  { type: 'side.edit', side: 'home' },
  { type: 'side.edit', side: 'away' },
  { type: 'lineup.save' },
  { type: 'xstate.done.actor.saveLineup', output: freshLineup },
  { type: 'xstate.error.actor.saveLineup', error: new Error('save refused') },
  { type: 'xstate.done.actor.loadLastLineup', output: lastLineup },
  { type: 'xstate.error.actor.loadLastLineup', error: new Error('load failed') },
] as const;

export type LineupModelEvent = (typeof lineupModelEvents)[number];
export type LineupSnap = { value: unknown; context: { lastRefusal: unknown; selection: { playerKey: string } | null } };

/** The leaf of each region a state value stands in: `['editor.ready.idle', 'sides.home.editing', 'sides.away.done']`. */
export function lineupLeaves(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === 'string') return [[...path, value].join('.')];
  return Object.entries(value as object).flatMap(([key, child]) => lineupLeaves(child, [...path, key]));
}

/** A snapshot's name: the leaf of each region, joined by ' + '. */
export const lineupValue = (s: { value: unknown }) => lineupLeaves(s.value).join(' + ');

/** Every state a snapshot counts as visiting: its leaves and all their parents. */
const lineupStatesOf = (s: { value: unknown }) => [
  ...new Set(lineupLeaves(s.value).flatMap((leaf) => leaf.split('.').map((_, i, keys) => keys.slice(0, i + 1).join('.')))),
];

/**
 * The invokes' done and error events exist only while their actor runs (elsewhere they would crash
 * the actor); `place.choose` and `selection.clear` only while someone is selected (the UI offers
 * them nowhere else, and an ignored one would serialize like an accepted one).
 */
function eventsIn(state: LineupSnap): LineupEvent[] {
  const states = lineupStatesOf(state);
  const only: Record<string, string> = {
    'xstate.done.actor.saveLineup': 'editor.saving',
    'xstate.error.actor.saveLineup': 'editor.saving',
    'xstate.done.actor.loadLastLineup': 'editor.copying',
    'xstate.error.actor.loadLastLineup': 'editor.copying',
    'place.choose': 'editor.ready.selected',
    'selection.clear': 'editor.ready.selected',
  };
  return lineupModelEvents.filter((e) => !(e.type in only) || states.includes(only[e.type]!)) as unknown as LineupEvent[];
}

/** An event as the walk tells it apart: its type, and the side it is about. */
const eventName = (event: EventObject) => ('side' in event ? `${event.type} ${String(event.side)}` : event.type);

/**
 * Keeps the walk finite: a state is the edge that reached it — the value before, the event (with its
 * side), the value after and whether that event was refused (`lastRefusal` names it) — plus who is
 * selected (a few sample people). So every (event, accepted | refused) pair between two state values
 * gets its own shortest path, whatever the lineup looks like in detail: a side reopened and a side
 * left as it was end alike, and only the value before tells them apart. Of `prev` it reads the value
 * only: @xstate/graph passes the real previous snapshot while building its adjacency map, and one of
 * the same key while building paths.
 */
export const byEdge = (s: LineupSnap, event: EventObject | undefined, prev?: LineupSnap) => {
  const refusal = s.context.lastRefusal as { event: string } | null;
  const type = event?.type ?? 'xstate.init';
  const selection = s.context.selection;
  return (
    `${prev ? lineupValue(prev) : '-'} ${event ? eventName(event) : type} ${lineupValue(s)} ` +
    `${refusal?.event === type ? 'refused' : 'ok'}${selection ? ` ${selection.playerKey}` : ''}`
  );
};

/**
 * Simple paths on the exact lineup (state value and context, leaving out the refusal and error
 * notes, which change no lineup), over the events that move the editor between its states: every
 * way through select, clear, copy and save without repeating a lineup. Exact, so each path replays
 * to the very snapshot the walk computed; kept small (a few lineups) so the paths stay few.
 */
const flowEvents = lineupModelEvents.filter(
  (e) =>
    e.type.startsWith('xstate.') ||
    e.type === 'selection.clear' ||
    e.type === 'lineup.save' ||
    (e.type === 'player.select' && e.playerKey === u(4)) ||
    (e.type === 'lineup.copyLast' && e.side === 'home'),
);
export const exact = (s: LineupSnap) => JSON.stringify([lineupValue(s), { ...(s.context as object), lastRefusal: null, saveError: null, copyError: null }]);

const player = (key: string) => (key.startsWith('u:') ? `#${key.slice(2)}` : `guest ${key.slice(2)}`);
const place = (to: LineupPlace) =>
  to.kind === 'cell' ? `cell ${to.cell} of the pitch` : to.kind === 'bench' ? 'the bench ("교체 명단으로 보내기")' : 'the pool ("전체 선수 명단으로 보내기")';

function step(event: EventObject): string {
  const e = event as LineupModelEvent;
  switch (e.type) {
    case 'player.move':
      return `drag ${player(e.playerKey)} (${e.side}) to ${place(e.to)}`;
    case 'player.select':
      return `pick ${player(e.playerKey)} (${e.side})`;
    case 'place.choose':
      return `put the picked player on ${place(e.to)}`;
    case 'selection.clear':
      return 'clear the pick ("선택 취소")';
    case 'position.set':
      return `set ${player(e.playerKey)}'s position (${e.side}) to ${e.position} ("포지션")`;
    case 'guest.add':
      return `add guest ${e.name} #${e.number} to the ${e.side} team ("선수 추가")`;
    case 'guest.remove':
      return `remove ${player(e.playerKey)} from the ${e.side} team ("삭제")`;
    case 'formation.apply':
      return `apply formation ${e.formation} to ${e.side} ("포메이션")`;
    case 'starters.replace':
      return `put the suggested starters on the ${e.side} pitch (${e.starters.map((p) => player(p.playerKey)).join(', ')}; "추천대로 배치")`;
    case 'lineup.copyLast':
      return `copy the last lineup of ${e.side} ("지난 경기 명단 불러오기")`;
    case 'side.done':
      return `finish the ${e.side} lineup ("다음으로")`;
    case 'side.edit':
      return `edit the ${e.side} lineup again ("수정하기")`;
    case 'lineup.save':
      return 'save ("저장")';
    case 'xstate.done.actor.saveLineup':
      return 'server saves the lineup ("저장했습니다.")';
    case 'xstate.error.actor.saveLineup':
      return 'server refuses the save ("명단을 저장하지 못했습니다.")';
    case 'xstate.done.actor.loadLastLineup':
      return 'server sends the last lineup ("지난 경기 명단을 불러왔습니다.")';
    case 'xstate.error.actor.loadLastLineup':
      return 'loading the last lineup fails ("지난 경기 명단을 불러오지 못했습니다.")';
    default:
      return event.type;
  }
}

const machine = startLineup(lineupModelInput).machine;
const nodes = allStateNodes(machine);

/**
 * The transitions `event` takes from `before`, and those of each event the machine raises on the
 * way, in the order it takes them (XState's microsteps: the event's, then one per raised event).
 */
function transitionsTaken(before: unknown, event: EventObject): string[] {
  const names: string[] = [];
  const queue: EventObject[] = [event];
  let at = before;
  for (const [snapshot, actions] of getMicrosteps(machine as AnyStateMachine, before as never, event)) {
    const taken = queue.shift();
    if (!taken) throw new Error(`lineup: a step of ${event.type} took no event (an eventless transition the model does not know)`);
    names.push(...machine.getTransitionData(at as never, taken as never).map((t) => transitionName(t as { source: StateNode; eventType: string })));
    for (const action of actions as ReadonlyArray<{ type: string; params?: { event?: EventObject } }>) {
      if (action.type === 'xstate.raise' && action.params?.event) queue.push(action.params.event);
    }
    at = snapshot;
  }
  return names;
}

const noPageFor = (why: string, ...names: string[]) => Object.fromEntries(names.map((n) => [n, why]));
const sideEdits = ['player.move', 'player.select', 'position.set', 'guest.add', 'guest.remove', 'formation.apply', 'starters.replace', 'lineup.copyLast'];
const edit = (side: string, state: string, type: string) => `sides.${side}.${state} --${type} [ofSide and editorReady]--> sides.${side}.${state}`;

export const lineupModel: MachineModel = {
  name: 'lineup',
  unitTest: 'tests/machines/lineup.machine.test.ts',
  summary:
    'The lineup editor, two parallel regions: the editor (ready, idle or with a player picked; copying the last lineup; saving) and one per side ' +
    '(editing or done). A side the session stored as done starts done.',
  machine,
  states: nodes.map((n) => n.path.join('.')),
  transitions: nodes.flatMap((n) => [...n.transitions.values()].flat().map(transitionName)),
  stateOf: (s) => lineupValue(s as LineupSnap),
  statesOf: (s) => lineupStatesOf(s as LineupSnap),
  transitionsTaken,
  // What a side's edit tells the editor region, raised in the same step when the edit goes through.
  raises: {
    'player.select': ['selection.made', 'selection.clear'],
    'player.move': ['selection.clear'],
    'guest.remove': ['selection.clear'],
    'place.choose': ['selection.clear'],
    'lineup.copyLast': ['copy.start'],
    'starters.replace': ['selection.clear'],
  },
  notedRefusal: (event, after) => ((after as LineupSnap).context.lastRefusal as { event: string } | null)?.event === event.type,
  step,
  walks: {
    shortest: { input: lineupModelInput, events: eventsIn, serializeState: byEdge as never },
    simple: {
      input: lineupModelInput,
      events: (s: LineupSnap) => eventsIn(s).filter((e) => (flowEvents as readonly object[]).includes(e)),
      serializeState: exact as never,
    },
  },
  pageCannotCause: {
    'editor.ready --lineup.save [nothingToSave]--> editor.ready': 'saving with nothing to save: 저장 is disabled then',
    ...noPageFor(
      'an edit of a finished side: its pitch, lists and tools take no input until 수정하기',
      ...['home', 'away'].flatMap((side) => sideEdits.map((type) => edit(side, 'done', type))),
    ),
    ...noPageFor('a guest for a team with members: the guest form shows only for a temporary team', edit('home', 'editing', 'guest.add')),
    ...noPageFor('removing a member as if a guest: 삭제 is shown on guests only', edit('home', 'editing', 'guest.remove')),
    ...noPageFor('copying the last lineup of a temporary team: the button is hidden for it', edit('away', 'editing', 'lineup.copyLast')),
    ...noPageFor(
      'a playing-time suggestion for a temporary team: it has no minutes, so the suggestion is offered for a registered team only',
      edit('away', 'editing', 'starters.replace'),
    ),
  },
};
