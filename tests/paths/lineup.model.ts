/**
 * The lineup machine's model (see model.ts): sample events (including the invokes' done and error
 * events, settled through the harness in lineup.fixtures.ts), the two walks, the transition names
 * (with their guards) and the user-level step of each event.
 */
import type { LastLineup, LineupEvent, LineupPlace } from '#machines/lineup.machine.ts';
import type { EventObject } from 'xstate';
import { cell, lineupInput, pool, savedLineup, serverApply, startLineup, u } from './lineup.fixtures.ts';
import { allStateNodes, transitionName, type MachineModel } from './model.ts';

export const lineupModelInput = lineupInput(savedLineup);
const freshLineup = serverApply(savedLineup, { removals: [102], changes: [], adds: [] });
const lastLineup: LastLineup = { starters: [{ userId: 13, cell: 27 }, { userId: 3, cell: 20 }, { userId: 77, cell: 5 }], bench: [{ userId: 6 }] };

/** Every event the machine knows, with sample payloads, including the invokes' done and error events. */
export const lineupModelEvents = [
  { type: 'player.move', side: 'home', playerKey: u(3), to: cell(20) },
  { type: 'player.select', side: 'home', playerKey: u(1) },
  { type: 'player.select', side: 'home', playerKey: u(4) },
  { type: 'place.choose', to: pool },
  { type: 'selection.clear' },
  { type: 'position.set', side: 'home', playerKey: u(1), position: 'DF' },
  { type: 'guest.add', side: 'away', name: '게스트', number: 7 },
  { type: 'guest.remove', side: 'away', playerKey: 'g:1' },
  { type: 'formation.apply', side: 'home', formation: '4-3-3' },
  { type: 'lineup.copyLast', side: 'home' },
  { type: 'lineup.copyLast', side: 'away' },
  { type: 'side.done', side: 'home' },
  { type: 'side.edit', side: 'home' },
  { type: 'lineup.save' },
  { type: 'xstate.done.actor.saveLineup', output: freshLineup },
  { type: 'xstate.error.actor.saveLineup', error: new Error('save refused') },
  { type: 'xstate.done.actor.loadLastLineup', output: lastLineup },
  { type: 'xstate.error.actor.loadLastLineup', error: new Error('load failed') },
] as const;

export type LineupModelEvent = (typeof lineupModelEvents)[number];
export type LineupSnap = { value: unknown; context: { lastRefusal: unknown; selection: { playerKey: string } | null } };

/** `editing.idle`, `copying`: a state value as one name. */
export const lineupValue = (s: { value: unknown }) =>
  typeof s.value === 'string' ? s.value : Object.entries(s.value as object).map(([k, v]) => `${k}.${v}`).join();

/**
 * The invokes' done and error events exist only while their actor runs (elsewhere they would crash
 * the actor); `place.choose` and `selection.clear` only while someone is selected (the UI offers
 * them nowhere else, and an ignored one would serialize like an accepted one).
 */
function eventsIn(state: LineupSnap): LineupEvent[] {
  const v = lineupValue(state);
  const only: Record<string, string> = {
    'xstate.done.actor.saveLineup': 'saving',
    'xstate.error.actor.saveLineup': 'saving',
    'xstate.done.actor.loadLastLineup': 'copying',
    'xstate.error.actor.loadLastLineup': 'copying',
    'place.choose': 'editing.selected',
    'selection.clear': 'editing.selected',
  };
  return lineupModelEvents.filter((e) => !(e.type in only) || only[e.type] === v) as unknown as LineupEvent[];
}

/**
 * Keeps the walk finite: a state is its value, the event that led to it and whether that event was
 * refused (`lastRefusal` names it), plus who is selected (two sample people). So every (event, accepted | refused) pair into each state value
 * gets its own shortest path, whatever the lineup looks like in detail. It reads only the snapshot
 * and the event: @xstate/graph passes a different `prev` while building paths than while building
 * its adjacency map.
 */
export const byEdge = (s: LineupSnap, event: EventObject | undefined) => {
  const refusal = s.context.lastRefusal as { event: string } | null;
  const type = event?.type ?? 'xstate.init';
  const selection = s.context.selection;
  return `${lineupValue(s)} ${type} ${refusal?.event === type ? 'refused' : 'ok'}${selection ? ` ${selection.playerKey}` : ''}`;
};

/**
 * Simple paths on the exact lineup (state value and context, leaving out the refusal and error
 * notes, which change no lineup), over the events that move between state values: every way
 * through select, clear, copy and save without repeating a lineup. Exact, so each path replays to
 * the very snapshot the walk computed; kept small (a few lineups) so the paths stay few.
 */
const flowEvents = lineupModelEvents.filter((e) =>
  e.type.startsWith('xstate.') || e.type === 'selection.clear' || e.type === 'lineup.save' ||
  (e.type === 'player.select' && e.playerKey === u(4)) || (e.type === 'lineup.copyLast' && e.side === 'home'));
export const exact = (s: LineupSnap) =>
  JSON.stringify([lineupValue(s), { ...(s.context as object), lastRefusal: null, saveError: null, copyError: null }]);


const player = (key: string) => (key.startsWith('u:') ? `#${key.slice(2)}` : `guest ${key.slice(2)}`);
const place = (to: LineupPlace) =>
  to.kind === 'cell' ? `cell ${to.cell} of the pitch` : to.kind === 'bench' ? 'the bench ("교체 명단으로 보내기")' : 'the pool ("전체 선수 명단으로 보내기")';

function step(event: EventObject): string {
  const e = event as LineupModelEvent;
  switch (e.type) {
    case 'player.move': return `drag ${player(e.playerKey)} (${e.side}) to ${place(e.to)}`;
    case 'player.select': return `pick ${player(e.playerKey)} (${e.side})`;
    case 'place.choose': return `put the picked player on ${place(e.to)}`;
    case 'selection.clear': return 'clear the pick ("선택 취소")';
    case 'position.set': return `set ${player(e.playerKey)}'s position to ${e.position} ("포지션")`;
    case 'guest.add': return `add guest ${e.name} #${e.number} to the ${e.side} team ("선수 추가")`;
    case 'guest.remove': return `remove ${player(e.playerKey)} from the ${e.side} team ("삭제")`;
    case 'formation.apply': return `apply formation ${e.formation} to ${e.side} ("포메이션")`;
    case 'lineup.copyLast': return `copy the last lineup of ${e.side} ("지난 경기 명단 불러오기")`;
    case 'side.done': return `finish the ${e.side} lineup ("다음으로")`;
    case 'side.edit': return `edit the ${e.side} lineup again ("수정하기")`;
    case 'lineup.save': return 'save ("저장")';
    case 'xstate.done.actor.saveLineup': return 'server saves the lineup ("저장했습니다.")';
    case 'xstate.error.actor.saveLineup': return 'server refuses the save ("명단을 저장하지 못했습니다.")';
    case 'xstate.done.actor.loadLastLineup': return 'server sends the last lineup ("지난 경기 명단을 불러왔습니다.")';
    case 'xstate.error.actor.loadLastLineup': return 'loading the last lineup fails ("지난 경기 명단을 불러오지 못했습니다.")';
    default: return event.type;
  }
}

const machine = startLineup(lineupModelInput).machine;
const nodes = allStateNodes(machine);

export const lineupModel: MachineModel = {
  name: 'lineup',
  unitTest: 'tests/machines/lineup.machine.test.ts',
  summary: 'The lineup editor: editing (idle or with a player picked), copying the last lineup, saving.',
  machine,
  states: nodes.map((n) => n.path.join('.')),
  transitions: nodes.flatMap((n) => [...n.transitions.values()].flat().map(transitionName)),
  stateOf: (s) => lineupValue(s as LineupSnap),
  statesOf: (s) => {
    const v = lineupValue(s as LineupSnap);
    return v.includes('.') ? [v, v.split('.')[0]] : [v];
  },
  transitionsTaken: (before, event) => machine.getTransitionData(before as never, event as never).map((t) => transitionName(t as never)),
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
    'editing --player.select--> editing': 'a pick refused (a finished side, a person not in the side): the editor offers no pick there',
    'editing --position.set--> editing': 'a position label refused: the menu offers only the labels a person may take',
    'editing --guest.remove--> editing': 'removing a member as if a guest: 삭제 is shown on guests only',
    'editing --formation.apply--> editing': 'a formation on a finished side: the formation buttons are hidden then',
    'editing --lineup.copyLast--> editing': "copying the last lineup of a temporary team or a finished side: the button is hidden then",
    'editing --lineup.save--> editing': 'saving with nothing to save: 저장 is disabled then',
  },
};
