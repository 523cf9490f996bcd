/**
 * The lineup machine (spec §3, architecture.md §3, domain-facts §4): one actor edits BOTH sides of
 * a match's lineup — starters on each side's own 6×5 grid, an ordered bench, and the pool of people
 * not placed — and saves the difference to the server in the fewest calls (lineup.save-plan.ts).
 *
 * States
 * - editing           the lineup can change.
 *   - idle            nobody is selected.
 *   - selected        tap-to-move: a person is selected and the next `place.choose` moves them.
 * - copying           the `loadLastLineup` actor fetches a side's previous lineup.
 * - saving            the `saveLineup` actor runs the save plan; edits wait (the UI disables them).
 *
 * Events (every `side` is 'home' | 'away'; a place is pool | cell 0–29 | bench at an index)
 * - player.move       drag and drop (or keyboard): move a person to a place. Onto an occupied cell
 *                     a starter swaps, a bench player swaps with the occupant (who takes the bench
 *                     slot), a pool player sends the occupant back to the pool.
 * - player.select     select a person for tap-to-move (again on the same person: deselect).
 * - place.choose      move the selected person there (the same rules as player.move).
 * - selection.clear   forget the selection.
 * - position.set      set (or, with null, clear) a person's explicit position label.
 * - guest.add         a temporary team only: a person typed as name + number (local id until saved).
 * - guest.remove      a temporary team only: take a guest out of the side.
 * - formation.apply   rearrange a side's starters as 4-4-2, 4-3-3, 4-2-3-1 or 3-5-2.
 * - lineup.copyLast   copy the team's last lineup onto the side (members only) → copying.
 * - side.done / side.edit   mark a side finished (moves refused) or open again; calls `persistProgress`.
 * - lineup.save       → saving with the save plan; done: the server's fresh lineup becomes the saved
 *                     state (so a second save plans nothing); error: the edits stay, `saveError` says why.
 *
 * A refused event changes nothing but `lastRefusal` ({ reason, event, side }): at most 11 starters
 * per side; one player in the goalkeeper row (cells 25–29); a person in one place only (and on one
 * side only); a done side refuses edits until `side.edit`.
 *
 * Pure: no fetch, storage or DOM. The app provides the actors `saveLineup` and `loadLastLineup` and
 * the action `persistProgress` with `.provide()`.
 */
import type { MatchSide, Position } from '#contract/enums.ts';
import type { MatchPlayers } from '#contract/matches.ts';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { FormationName } from './lineup.formations.ts';
import { isEmptyPlan, planLineupSave, type CurrentLineup, type LineupSavePlan } from './lineup.save-plan.ts';
import {
  addGuest, applyFormation, applyLastLineup, buildSide, findPerson, isInLineup, isOnOtherSide, movePlayer,
  newGuestKey, removeGuest, setLabel, toPlannedSide,
  type EditResult, type GuestDraft, type LastLineup, type LineupMember, type LineupPlace, type LineupSide,
  type LineupSideInput, type PlayerKey, type RefusalReason,
} from './lineup.side.ts';

export type { FormationName } from './lineup.formations.ts';
export type { LineupSavePlan } from './lineup.save-plan.ts';
export type {
  LastLineup, LineupMember, LineupPerson, LineupPlace, LineupSide, LineupSideInput, PlayerKey, RefusalReason,
} from './lineup.side.ts';

/** The session-stored progress (spec §3), per match. */
export interface LineupProgress {
  homeDone: boolean;
  awayDone: boolean;
}

export interface LineupInput {
  matchId: number;
  home: LineupSideInput;
  away: LineupSideInput;
  /** From sessionStorage; absent or null: neither side is done. */
  progress?: LineupProgress | null;
}

export interface LineupSelection {
  side: MatchSide;
  playerKey: PlayerKey;
}

export interface LineupRefusal {
  reason: RefusalReason;
  /** The refused event's type. */
  event: string;
  side: MatchSide | null;
}

export interface LineupContext {
  matchId: number;
  home: LineupSide;
  away: LineupSide;
  /** The lineup as the server last answered it: the base of the save plan. */
  saved: MatchPlayers;
  /** The members per side, kept to rebuild the sides from the server's answer after a save. */
  members: Record<MatchSide, LineupMember[]>;
  selection: LineupSelection | null;
  lastRefusal: LineupRefusal | null;
  /** The side `loadLastLineup` works for, while copying. */
  copySide: MatchSide | null;
  copyError: unknown;
  saveError: unknown;
  /** The next local guest id (`g:<n>`). */
  nextGuestId: number;
}

export type LineupEvent =
  | { type: 'player.move'; side: MatchSide; playerKey: PlayerKey; to: LineupPlace }
  | { type: 'player.select'; side: MatchSide; playerKey: PlayerKey }
  | { type: 'place.choose'; to: LineupPlace }
  | { type: 'selection.clear' }
  | { type: 'position.set'; side: MatchSide; playerKey: PlayerKey; position: Position | null }
  | ({ type: 'guest.add'; side: MatchSide; to?: LineupPlace } & GuestDraft)
  | { type: 'guest.remove'; side: MatchSide; playerKey: PlayerKey }
  | { type: 'formation.apply'; side: MatchSide; formation: FormationName }
  | { type: 'lineup.copyLast'; side: MatchSide }
  | { type: 'side.done'; side: MatchSide }
  | { type: 'side.edit'; side: MatchSide }
  | { type: 'lineup.save' };

/** What `saveLineup` receives: run removals, then the changes batch, then the adds batch. */
export interface SaveLineupInput {
  matchId: number;
  plan: LineupSavePlan;
}

/** What `loadLastLineup` receives. */
export interface LoadLastLineupInput {
  matchId: number;
  side: MatchSide;
  teamId: number;
}

/** What `persistProgress` receives: write it to sessionStorage under the match. */
export interface PersistProgressParams extends LineupProgress {
  matchId: number;
}

/** The current lineup of both sides as the save planner sees it. */
export const currentLineupOf = (context: Pick<LineupContext, 'home' | 'away'>): CurrentLineup => ({
  home: toPlannedSide(context.home),
  away: toPlannedSide(context.away),
});

/** The save plan of the context: saved server lineup → current lineup. */
export const savePlanOf = (context: Pick<LineupContext, 'home' | 'away' | 'saved'>): LineupSavePlan =>
  planLineupSave(context.saved, currentLineupOf(context));

const otherSide = (side: MatchSide): MatchSide => (side === 'home' ? 'away' : 'home');

type Decision = { ok: true; patch: Partial<LineupContext> } | { ok: false; refusal: LineupRefusal };

/** Decides an edit: the context patch to apply, or why it is refused. The guards and actions share it. */
function decide(context: LineupContext, event: LineupEvent): Decision {
  const no = (reason: RefusalReason, side: MatchSide | null): Decision => ({ ok: false, refusal: { reason, event: event.type, side } });
  const withSide = (side: MatchSide, result: EditResult, extra: Partial<LineupContext> = {}): Decision =>
    result.ok ? { ok: true, patch: { [side]: result.side, lastRefusal: null, ...extra } } : no(result.reason, side);
  const move = (side: MatchSide, key: PlayerKey, to: LineupPlace, extra: Partial<LineupContext> = {}): Decision => {
    const s = context[side];
    if (s.done) return no('sideDone', side);
    if (findPerson(s, key) && !isInLineup(s, key) && to.kind !== 'pool' && isOnOtherSide(s, key, context[otherSide(side)])) {
      return no('onOtherSide', side);
    }
    return withSide(side, movePlayer(s, key, to), extra);
  };

  switch (event.type) {
    case 'player.move':
      return move(event.side, event.playerKey, event.to, { selection: null });
    case 'place.choose': {
      const selection = context.selection;
      if (!selection) return no('unknownPlayer', null);
      return move(selection.side, selection.playerKey, event.to, { selection: null });
    }
    case 'player.select': {
      const s = context[event.side];
      if (s.done) return no('sideDone', event.side);
      if (!findPerson(s, event.playerKey)) return no('unknownPlayer', event.side);
      return { ok: true, patch: { selection: { side: event.side, playerKey: event.playerKey }, lastRefusal: null } };
    }
    case 'position.set': {
      const s = context[event.side];
      if (s.done) return no('sideDone', event.side);
      return withSide(event.side, setLabel(s, event.playerKey, event.position));
    }
    case 'guest.add': {
      const s = context[event.side];
      if (s.done) return no('sideDone', event.side);
      const key = newGuestKey(context.nextGuestId);
      const added = addGuest(s, key, { name: event.name, number: event.number, position: event.position });
      const placed = added.ok && event.to && event.to.kind !== 'pool' ? movePlayer(added.side, key, event.to) : added;
      return withSide(event.side, placed, { nextGuestId: context.nextGuestId + 1 });
    }
    case 'guest.remove': {
      const s = context[event.side];
      if (s.done) return no('sideDone', event.side);
      return withSide(event.side, removeGuest(s, event.playerKey), { selection: null });
    }
    case 'formation.apply': {
      const s = context[event.side];
      if (s.done) return no('sideDone', event.side);
      return withSide(event.side, applyFormation(s, event.formation));
    }
    case 'lineup.copyLast': {
      const s = context[event.side];
      if (s.done) return no('sideDone', event.side);
      if (s.isTemp) return no('temporaryTeam', event.side);
      return { ok: true, patch: { copySide: event.side, copyError: null, selection: null, lastRefusal: null } };
    }
    case 'lineup.save':
      if (isEmptyPlan(savePlanOf(context))) return no('nothingToSave', null);
      return { ok: true, patch: { saveError: null, selection: null, lastRefusal: null } };
    default:
      return { ok: true, patch: {} };
  }
}

/**
 * One decision per event: a transition's guard (`editAllowed`) and its action (`applyEdit` or
 * `recordRefusal`) read the same one, kept with the event object and the context it was made on.
 */
const decisions = new WeakMap<LineupEvent, { context: LineupContext; decision: Decision }>();
function decideOnce(context: LineupContext, event: LineupEvent): Decision {
  const known = decisions.get(event);
  if (known?.context === context) return known.decision;
  const decision = decide(context, event);
  decisions.set(event, { context, decision });
  return decision;
}

/** The unsaved guests still in the pool: a save does not send them, so it must not lose them. */
const unsavedPoolGuests = (side: LineupSide) =>
  side.people.filter((p) => p.kind === 'guest' && p.matchUserId === null && !isInLineup(side, p.key));

const sideInput = (context: LineupContext, side: MatchSide, saved: MatchPlayers['homeTeam']): LineupSideInput => ({
  teamId: context[side].teamId,
  isTemp: context[side].isTemp,
  members: context.members[side],
  saved,
});

/**
 * The lineup machine. Provide `saveLineup` (resolves with the fresh `MatchPlayers` after running the
 * plan), `loadLastLineup` (resolves with a `LastLineup` or null) and `persistProgress` before running:
 * `lineupMachine.provide({ actors: { saveLineup, loadLastLineup }, actions: { persistProgress } })`.
 */
export const lineupMachine = setup({
  types: {
    context: {} as LineupContext,
    events: {} as LineupEvent,
    input: {} as LineupInput,
  },
  actors: {
    saveLineup: fromPromise<MatchPlayers, SaveLineupInput>(async () => {
      throw new Error('saveLineup is not provided: supply it with lineupMachine.provide({ actors: { saveLineup } })');
    }),
    loadLastLineup: fromPromise<LastLineup | null, LoadLastLineupInput>(async () => {
      throw new Error('loadLastLineup is not provided: supply it with lineupMachine.provide({ actors: { loadLastLineup } })');
    }),
  },
  guards: {
    /** The edit rules of `decide`: the side is not done, a person is in one place only, at most 11 starters … */
    editAllowed: ({ context, event }) => decideOnce(context, event).ok,
    isSelectedPlayer: ({ context, event }) =>
      event.type === 'player.select' &&
      context.selection?.side === event.side &&
      context.selection.playerKey === event.playerKey,
  },
  actions: {
    applyEdit: assign(({ context, event }) => {
      const decision = decideOnce(context, event);
      return decision.ok ? decision.patch : {};
    }),
    recordRefusal: assign(({ context, event }) => {
      const decision = decideOnce(context, event);
      return decision.ok ? {} : { lastRefusal: decision.refusal };
    }),
    clearSelection: assign({ selection: null }),
    markDone: assign(({ context, event }) => {
      if (event.type !== 'side.done' && event.type !== 'side.edit') return {};
      const done = event.type === 'side.done';
      return { [event.side]: { ...context[event.side], done }, lastRefusal: null, selection: done ? null : context.selection };
    }),
    /** Writes the progress to sessionStorage: the app supplies it. */
    persistProgress: (_, _params: PersistProgressParams) => {},
  },
}).createMachine({
  id: 'lineup',
  context: ({ input }) => ({
    matchId: input.matchId,
    home: buildSide(input.home, input.progress?.homeDone ?? false),
    away: buildSide(input.away, input.progress?.awayDone ?? false),
    saved: { homeTeam: input.home.saved, awayTeam: input.away.saved },
    members: { home: [...input.home.members], away: [...input.away.members] },
    selection: null,
    lastRefusal: null,
    copySide: null,
    copyError: null,
    saveError: null,
    nextGuestId: 1,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'player.move': [{ guard: 'editAllowed', target: '.idle', actions: 'applyEdit' }, { actions: 'recordRefusal' }],
        'player.select': [{ guard: 'editAllowed', target: '.selected', actions: 'applyEdit' }, { actions: 'recordRefusal' }],
        'position.set': [{ guard: 'editAllowed', actions: 'applyEdit' }, { actions: 'recordRefusal' }],
        'guest.add': [{ guard: 'editAllowed', actions: 'applyEdit' }, { actions: 'recordRefusal' }],
        'guest.remove': [{ guard: 'editAllowed', target: '.idle', actions: 'applyEdit' }, { actions: 'recordRefusal' }],
        'formation.apply': [{ guard: 'editAllowed', actions: 'applyEdit' }, { actions: 'recordRefusal' }],
        'lineup.copyLast': [{ guard: 'editAllowed', target: 'copying', actions: 'applyEdit' }, { actions: 'recordRefusal' }],
        'side.done': {
          target: '.idle',
          actions: ['markDone', { type: 'persistProgress', params: ({ context }) => progressParams(context) }],
        },
        'side.edit': { actions: ['markDone', { type: 'persistProgress', params: ({ context }) => progressParams(context) }] },
        'lineup.save': [{ guard: 'editAllowed', target: 'saving', actions: 'applyEdit' }, { actions: 'recordRefusal' }],
      },
      states: {
        idle: {},
        selected: {
          on: {
            'place.choose': [{ guard: 'editAllowed', target: 'idle', actions: 'applyEdit' }, { actions: 'recordRefusal' }],
            'selection.clear': { target: 'idle', actions: 'clearSelection' },
            'player.select': { guard: 'isSelectedPlayer', target: 'idle', actions: 'clearSelection' },
          },
        },
      },
    },
    copying: {
      invoke: {
        id: 'loadLastLineup',
        src: 'loadLastLineup',
        input: ({ context }): LoadLastLineupInput => {
          const side = context.copySide ?? 'home';
          return { matchId: context.matchId, side, teamId: context[side].teamId };
        },
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const side = context.copySide ?? 'home';
            const last = event.output;
            if (!last) return { copySide: null, lastRefusal: { reason: 'noLastLineup', event: 'lineup.copyLast', side } satisfies LineupRefusal };
            return { copySide: null, [side]: applyLastLineup(context[side], last, context[otherSide(side)]) };
          }),
        },
        onError: { target: 'editing', actions: assign({ copySide: null, copyError: ({ event }) => event.error }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveLineup',
        src: 'saveLineup',
        input: ({ context }): SaveLineupInput => ({ matchId: context.matchId, plan: savePlanOf(context) }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            saved: event.output,
            home: buildSide(sideInput(context, 'home', event.output.homeTeam), context.home.done, unsavedPoolGuests(context.home)),
            away: buildSide(sideInput(context, 'away', event.output.awayTeam), context.away.done, unsavedPoolGuests(context.away)),
            saveError: null,
          })),
        },
        onError: { target: 'editing', actions: assign({ saveError: ({ event }) => event.error }) },
      },
    },
  },
});

function progressParams(context: LineupContext): PersistProgressParams {
  return { matchId: context.matchId, homeDone: context.home.done, awayDone: context.away.done };
}

export type LineupSnapshot = SnapshotFrom<typeof lineupMachine>;
