/**
 * The lineup editor as a user sees it (decision 022): the home team with a full saved lineup (11
 * starters, 2 on the bench, the rest of the members in the pool) against a temporary opponent whose
 * players are typed in. States are the side shown, whether a player is picked, whether the copy of
 * the last lineup or a save is under way (the screen says so while its request waits), and what the
 * screen offers (save only with changes). Each step lists the events src/features/lineup sends the
 * real lineup machine; the real machine runs on a fixture of the same shape (lineup.fixtures.ts),
 * and a save is answered by the fixtures' stand-in server from the machine's own save plan. The real
 * machine's state names its three regions (decision 053): the editor's, and each side's, editing
 * or done.
 */
import { savePlanOf, type LastLineup, type LineupEvent, type LineupSnapshot } from '#machines/lineup.machine.ts';
import type { MatchPlayers } from '#contract/matches.ts';
import type { EventObject } from 'xstate';
import { GOALKEEPER_CELL } from '#machines/lineup.grid.ts';
import { suggestStarters, type FairnessFacts } from '#machines/lineup.fairness.ts';
import { bench, cell, emptyLineup, lineupInput, row, serverApply, u } from './lineup.fixtures.ts';
import { lineupModel } from './lineup.model.ts';
import type { RealOp, UserModel, UserStep } from './user-model.ts';

/** The starters' cells, goalkeeper first (the same cells e2e/fixtures/match-with-lineups.ts saves). */
export const starterCells = [27, 20, 21, 23, 24, 10, 11, 13, 14, 1, 3] as const;
/** An empty cell of the pitch: row 1, column 3. */
export const emptyCell = 2;
/** The guest typed in for the temporary opponent. */
export const guest = { name: '게스트', number: 7 } as const;

/** Members 1–11 start on `starterCells`, 12 and 13 are on the bench, 14 is in the pool. */
const fullLineup: MatchPlayers = {
  homeTeam: {
    starters: starterCells.map((c, i) => row({ id: 101 + i, userId: i + 1, matchGrid: c })),
    substitutes: [row({ id: 112, userId: 12 }), row({ id: 113, userId: 13 })],
  },
  awayTeam: emptyLineup.awayTeam,
};
export const lineupUserInput = lineupInput(fullLineup);
const lastLineup: LastLineup = {
  starters: [
    { userId: 13, cell: 27 },
    { userId: 3, cell: 20 },
  ],
  bench: [{ userId: 6 }],
};
/** The starters played the last five matches whole; 12, 13 and 14 played none: the suggestion brings them in. */
const lastFiveMatches: FairnessFacts = {
  matchCount: 5,
  playingTime: new Map(starterCells.map((_, i) => [i + 1, { minutes: 450, appearances: 5, starts: 5 }])),
  answers: null,
};

export type LineupView = 'home' | 'away' | 'summary';
export type LineupPhase = 'idle' | 'picked' | 'copying' | 'saving';

export interface LineupUserState {
  view: LineupView;
  phase: LineupPhase;
  /** The pool member went to the bench (no one of the model's is left in the pool). */
  benched: boolean;
  /** Unsaved changes: '저장' is enabled. */
  dirty: boolean;
  /** After copying a last lineup the home lineup is the server's old one: the model no longer knows who stands where. */
  copied: boolean;
  /** A formation was applied: the starters stand elsewhere (the model's empty cell may be taken). */
  formed: boolean;
  /** The playing-time suggestion was put on the pitch: other starters, and the model no longer knows who stands where. */
  suggested: boolean;
  /** The two starters swapped once (again would put the second on its own cell: refused). */
  swapped: boolean;
  guests: 0 | 1;
  /**
   * The guest stands in goal (dragged there from the pool). The model saves no placed guest: removing
   * a saved one would be a change to save, which it does not track.
   */
  guestPlaced: boolean;
  homeDone: boolean;
  awayDone: boolean;
}

/** '저장' is enabled: a change of the home side, or the guest placed (a guest in the pool is not saved). */
export const hasUnsavedChanges = (s: LineupUserState) => s.dirty || s.guestPlaced;

export type LineupUserEvent =
  | { type: 'PICK_POOL_PLAYER' }
  | { type: 'PICK_AGAIN' }
  | { type: 'CLEAR_PICK' }
  | { type: 'PUT_ON_EMPTY_CELL' }
  | { type: 'PUT_ON_BENCH' }
  | { type: 'DRAG_POOL_PLAYER_TO_EMPTY_CELL' }
  | { type: 'SWAP_STARTERS' }
  | { type: 'SET_POSITION' }
  | { type: 'APPLY_FORMATION' }
  | { type: 'APPLY_SUGGESTION' }
  | { type: 'COPY_LAST' }
  | { type: 'COPY_ANSWERED' }
  | { type: 'COPY_FAILS' }
  | { type: 'SAVE' }
  | { type: 'SAVE_ANSWERED' }
  | { type: 'SAVE_FAILS' }
  | { type: 'ADD_GUEST' }
  | { type: 'REMOVE_GUEST' }
  | { type: 'PICK_GUEST' }
  | { type: 'DRAG_GUEST_TO_GOAL' }
  | { type: 'SET_GUEST_POSITION' }
  | { type: 'APPLY_AWAY_FORMATION' }
  | { type: 'NEXT' }
  | { type: 'EDIT_HOME' }
  | { type: 'EDIT_AWAY' };

const poolMember = u(14);
const send = (event: LineupEvent | EventObject, refused = false): RealOp => ({ send: event, refused });
/** An event about the typed-in guest, by its key in the real lineup (`g:2` once it was removed and typed in again). */
const toGuest = (type: LineupEvent['type'], make: (playerKey: string) => LineupEvent): RealOp => ({
  type,
  sendWith: (snapshot: LineupSnapshot) => make(snapshot.context.away.people.find((p) => p.name === guest.name)?.key ?? 'g:1'),
});

const e = (...types: LineupUserEvent['type'][]) => types.map((type) => ({ type }) as LineupUserEvent);

/** The temporary opponent's side: the guest typed in, picked, dragged into goal, its position, a formation. */
function awayEvents(s: LineupUserState): LineupUserEvent[] {
  if (s.phase === 'picked') return e('CLEAR_PICK');
  if (s.guestPlaced) return e('SET_GUEST_POSITION', 'APPLY_AWAY_FORMATION', 'REMOVE_GUEST');
  return [
    ...e('ADD_GUEST'),
    ...(s.guests ? e('PICK_GUEST', 'DRAG_GUEST_TO_GOAL', 'REMOVE_GUEST') : []),
    ...e('APPLY_AWAY_FORMATION'),
    ...(hasUnsavedChanges(s) ? e('SAVE') : e('NEXT')),
  ];
}

function events(s: LineupUserState): LineupUserEvent[] {
  if (s.phase === 'copying') return e('COPY_ANSWERED', 'COPY_FAILS');
  if (s.phase === 'saving') return e('SAVE_ANSWERED', 'SAVE_FAILS');
  if (s.view === 'summary') return e('EDIT_HOME', 'EDIT_AWAY');
  if (s.view === 'away') return awayEvents(s);
  // 다음으로 with a player picked: the side is done, the pick ends.
  if (s.phase === 'picked')
    return [...e('PICK_AGAIN', 'CLEAR_PICK', 'PUT_ON_BENCH'), ...(s.formed ? [] : e('PUT_ON_EMPTY_CELL')), ...(hasUnsavedChanges(s) ? [] : e('NEXT'))];
  const known =
    s.copied || s.suggested
      ? []
      : [
          ...(s.benched ? [] : e('PICK_POOL_PLAYER')),
          ...(s.benched || s.formed ? [] : e('DRAG_POOL_PLAYER_TO_EMPTY_CELL')),
          ...(s.swapped || s.formed ? [] : e('SWAP_STARTERS')),
          ...(s.formed ? [] : e('APPLY_FORMATION')),
          ...e('SET_POSITION'),
        ];
  return [...known, ...(s.suggested ? [] : e('APPLY_SUGGESTION')), ...(s.copied ? [] : e('COPY_LAST')), ...(hasUnsavedChanges(s) ? e('SAVE') : e('NEXT'))];
}

function next(s: LineupUserState, e: LineupUserEvent): UserStep<LineupUserState> {
  const at = (patch: Partial<LineupUserState>, ...real: RealOp[]): UserStep<LineupUserState> => ({ state: { ...s, ...patch }, real });
  switch (e.type) {
    case 'PICK_POOL_PLAYER':
      return at({ phase: 'picked' }, send({ type: 'player.select', side: 'home', playerKey: poolMember }));
    case 'PICK_AGAIN':
      return at({ phase: 'idle' }, send({ type: 'player.select', side: 'home', playerKey: poolMember }));
    case 'CLEAR_PICK':
      return at({ phase: 'idle' }, send({ type: 'selection.clear' }));
    // Eleven starters already: the twelfth is refused, the pick stays.
    case 'PUT_ON_EMPTY_CELL':
      return at({}, send({ type: 'place.choose', to: cell(emptyCell) }, true));
    case 'PUT_ON_BENCH':
      return at({ phase: 'idle', benched: true, dirty: true }, send({ type: 'place.choose', to: bench() }));
    case 'DRAG_POOL_PLAYER_TO_EMPTY_CELL':
      return at({}, send({ type: 'player.move', side: 'home', playerKey: poolMember, to: cell(emptyCell) }, true));
    // The second starter dragged onto the third's cell: the two swap.
    case 'SWAP_STARTERS':
      return at({ dirty: true, swapped: true }, send({ type: 'player.move', side: 'home', playerKey: u(2), to: cell(starterCells[2]) }));
    case 'SET_POSITION':
      return at({ dirty: true }, send({ type: 'position.set', side: 'home', playerKey: u(10), position: 'MF' }));
    case 'APPLY_FORMATION':
      return at({ dirty: true, formed: true }, send({ type: 'formation.apply', side: 'home', formation: '4-3-3' }));
    case 'APPLY_SUGGESTION':
      return at(
        { dirty: true, suggested: true },
        {
          type: 'starters.replace',
          sendWith: (snapshot: LineupSnapshot) => {
            const { starters } = suggestStarters(snapshot.context.home, snapshot.context.away, lastFiveMatches, '4-4-2');
            return { type: 'starters.replace', side: 'home', starters: starters.map(({ key, cell }) => ({ playerKey: key, cell })) };
          },
        },
      );
    case 'COPY_LAST':
      return at({ phase: 'copying' }, send({ type: 'lineup.copyLast', side: 'home' }));
    case 'COPY_ANSWERED':
      return at({ phase: 'idle', copied: true, dirty: true }, send({ type: 'xstate.done.actor.loadLastLineup', output: lastLineup } as EventObject));
    case 'COPY_FAILS':
      return at({ phase: 'idle' }, send({ type: 'xstate.error.actor.loadLastLineup', error: new Error('network') } as EventObject));
    case 'SAVE':
      return at({ phase: 'saving' }, send({ type: 'lineup.save' }));
    case 'SAVE_ANSWERED':
      return at(
        { phase: 'idle', dirty: false },
        {
          type: 'xstate.done.actor.saveLineup',
          sendWith: (snapshot: LineupSnapshot) => ({
            type: 'xstate.done.actor.saveLineup',
            output: serverApply(snapshot.context.saved, savePlanOf(snapshot.context)),
          }),
        },
      );
    case 'SAVE_FAILS':
      return at({ phase: 'idle' }, send({ type: 'xstate.error.actor.saveLineup', error: new Error('network') } as EventObject));
    // A second guest with the same name and number is refused.
    case 'ADD_GUEST':
      return at({ guests: 1 }, send({ type: 'guest.add', side: 'away', ...guest }, s.guests === 1));
    case 'REMOVE_GUEST':
      return at(
        { guests: 0, guestPlaced: false },
        toGuest('guest.remove', (playerKey) => ({ type: 'guest.remove', side: 'away', playerKey })),
      );
    case 'PICK_GUEST':
      return at(
        { phase: 'picked' },
        toGuest('player.select', (playerKey) => ({ type: 'player.select', side: 'away', playerKey })),
      );
    case 'DRAG_GUEST_TO_GOAL':
      return at(
        { guestPlaced: true },
        toGuest('player.move', (playerKey) => ({ type: 'player.move', side: 'away', playerKey, to: cell(GOALKEEPER_CELL) })),
      );
    case 'SET_GUEST_POSITION':
      return at(
        {},
        toGuest('position.set', (playerKey) => ({ type: 'position.set', side: 'away', playerKey, position: 'MF' })),
      );
    // Whoever stands in the goalkeeper row keeps goal: the guest stays where it is.
    case 'APPLY_AWAY_FORMATION':
      return at({}, send({ type: 'formation.apply', side: 'away', formation: '4-4-2' }));
    case 'NEXT': {
      const side = s.view === 'away' ? 'away' : 'home';
      const homeDone = s.homeDone || side === 'home';
      const awayDone = s.awayDone || side === 'away';
      return at(
        { phase: 'idle', homeDone, awayDone, view: homeDone && awayDone ? 'summary' : side === 'home' ? 'away' : 'home' },
        send({ type: 'side.done', side }),
      );
    }
    case 'EDIT_HOME':
      return at({ view: 'home', homeDone: false }, send({ type: 'side.edit', side: 'home' }));
    case 'EDIT_AWAY':
      return at({ view: 'away', awayDone: false }, send({ type: 'side.edit', side: 'away' }));
  }
}

function step(e: LineupUserEvent): string {
  switch (e.type) {
    case 'PICK_POOL_PLAYER':
      return 'tap a pool player ("전체 선수 명단")';
    case 'PICK_AGAIN':
      return 'tap the picked player again';
    case 'CLEAR_PICK':
      return 'clear the pick ("선택 취소")';
    case 'PUT_ON_EMPTY_CELL':
      return 'tap an empty cell of the pitch (a twelfth starter: refused)';
    case 'PUT_ON_BENCH':
      return 'tap "교체 명단으로 보내기"';
    case 'DRAG_POOL_PLAYER_TO_EMPTY_CELL':
      return 'drag a pool player onto an empty cell (a twelfth starter: refused)';
    case 'SWAP_STARTERS':
      return "drag a starter onto another starter's cell (they swap)";
    case 'SET_POSITION':
      return 'set a starter\'s position to MF ("포지션")';
    case 'APPLY_FORMATION':
      return 'apply formation 4-3-3 ("포메이션")';
    case 'APPLY_SUGGESTION':
      return 'press "선발 추천" and put the suggested 4-4-2 starters on the pitch ("추천대로 배치")';
    case 'COPY_LAST':
      return 'press "지난 경기 명단 불러오기" (the request waits)';
    case 'COPY_ANSWERED':
      return 'the server answers the last lineup';
    case 'COPY_FAILS':
      return 'loading the last lineup fails (network)';
    case 'SAVE':
      return 'press "저장" (the request waits)';
    case 'SAVE_ANSWERED':
      return 'the server saves the lineup ("저장했습니다.")';
    case 'SAVE_FAILS':
      return 'the save fails (network)';
    case 'ADD_GUEST':
      return `type a guest ${guest.name} #${guest.number} for the temporary team ("선수 추가")`;
    case 'REMOVE_GUEST':
      return `remove the guest ("${guest.name} 삭제")`;
    case 'PICK_GUEST':
      return 'tap the guest in the pool ("전체 선수 명단")';
    case 'DRAG_GUEST_TO_GOAL':
      return "drag the guest onto the goalkeeper's cell";
    case 'SET_GUEST_POSITION':
      return 'set the guest\'s position to MF ("포지션")';
    case 'APPLY_AWAY_FORMATION':
      return 'apply formation 4-4-2 to the temporary team ("포메이션")';
    case 'NEXT':
      return 'press "다음으로"';
    case 'EDIT_HOME':
      return 'edit the home lineup again from the summary ("수정하기")';
    case 'EDIT_AWAY':
      return 'edit the temporary team\'s lineup again from the summary ("수정하기")';
  }
}

/** The editor region's state a phase stands for. */
const editorOf: Record<LineupPhase, string> = {
  idle: 'editor.ready.idle',
  picked: 'editor.ready.selected',
  copying: 'editor.copying',
  saving: 'editor.saving',
};
/** The real machine's state: the editor's, then each side's (its regions, decision 053). */
const realState = (s: LineupUserState) =>
  `${editorOf[s.phase]} + sides.home.${s.homeDone ? 'done' : 'editing'} + sides.away.${s.awayDone ? 'done' : 'editing'}`;

export const lineupUserModel: UserModel<LineupUserState, LineupUserEvent> = {
  real: lineupModel,
  open: {
    state: {
      view: 'home',
      phase: 'idle',
      benched: false,
      dirty: false,
      copied: false,
      formed: false,
      suggested: false,
      swapped: false,
      guests: 0,
      guestPlaced: false,
      homeDone: false,
      awayDone: false,
    },
    real: [{ start: lineupUserInput }],
  },
  events,
  next,
  seen: (s) => `${s.view} ${s.phase}${hasUnsavedChanges(s) ? ' (unsaved)' : ''}`,
  seenStates: (['home', 'away', 'summary'] as const).flatMap((v) =>
    (['idle', 'picked', 'copying', 'saving'] as const).flatMap((p) => [`${v} ${p}`, `${v} ${p} (unsaved)`]),
  ),
  eventTypes: [
    'PICK_POOL_PLAYER',
    'PICK_AGAIN',
    'CLEAR_PICK',
    'PUT_ON_EMPTY_CELL',
    'PUT_ON_BENCH',
    'DRAG_POOL_PLAYER_TO_EMPTY_CELL',
    'SWAP_STARTERS',
    'SET_POSITION',
    'APPLY_FORMATION',
    'APPLY_SUGGESTION',
    'COPY_LAST',
    'COPY_ANSWERED',
    'COPY_FAILS',
    'SAVE',
    'SAVE_ANSWERED',
    'SAVE_FAILS',
    'ADD_GUEST',
    'REMOVE_GUEST',
    'PICK_GUEST',
    'DRAG_GUEST_TO_GOAL',
    'SET_GUEST_POSITION',
    'APPLY_AWAY_FORMATION',
    'NEXT',
    'EDIT_HOME',
    'EDIT_AWAY',
  ],
  realState,
  step,
  key: (s) => JSON.stringify(s),
  maxSteps: 10,
};
