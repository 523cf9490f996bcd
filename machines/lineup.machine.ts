/**
 * The lineup machine (spec §3, architecture.md §3, domain-facts §4): one actor edits BOTH sides of
 * a match's lineup — starters on each side's own 6×5 grid, an ordered bench, and the pool of people
 * not placed — and saves the difference to the server in the fewest calls (lineup.save-plan.ts).
 *
 * Two parallel regions (decision 053):
 * - editor              what the editor as a whole is doing.
 *   - ready             edits are taken.
 *     - idle            nobody is selected.
 *     - selected        tap-to-move: a person is selected and the next `place.choose` moves them.
 *   - copying           the `loadLastLineup` actor fetches a side's previous lineup.
 *   - saving            the `saveLineup` actor runs the save plan.
 *   While copying or saving, edits and `side.done` / `side.edit` wait: nothing takes them (the UI
 *   disables them).
 * - sides               one region per side, home and away, each:
 *   - editing           the side takes its edits; each edit asks its rule (lineup.side.ts) once
 *                       and either applies it or notes why not.
 *   - done              the side is finished: each of its edits is refused (`sideDone`) until
 *                       `side.edit`. A side the session stored as done (the input's `progress`)
 *                       starts here.
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
 * - starters.replace  put exactly these people on these cells (a fair-playing-time suggestion the
 *                     admin accepted, lineup.fairness.ts); starters left out go to the bench.
 * - side.done / side.edit   editing → done (it also ends a selection) / done → editing; each
 *                     calls `persistProgress`.
 * - lineup.save       → saving with the save plan; done: the server's fresh lineup becomes the saved
 *                     state (so a second save plans nothing); error: the edits stay, `saveError` says why.
 * A side tells the editor what its edit did in the same step, with an event of its own: `selection.made`
 * (ready.idle → ready.selected), `selection.clear` (a move or a guest's removal went through: the
 * selection ends) and `copy.start` (ready → copying).
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
import { and, assign, enqueueActions, fromPromise, setup, stateIn, type EventObject, type SnapshotFrom } from 'xstate';
import type { FormationName } from './lineup.formations.ts';
import { isEmptyPlan, planLineupSave, type CurrentLineup, type LineupSavePlan } from './lineup.save-plan.ts';
import {
  addGuestAt,
  applyFormation,
  applyLastLineup,
  buildSide,
  findPerson,
  isInLineup,
  moveInMatch,
  newGuestKey,
  removeGuest,
  replaceStarters,
  setLabel,
  toPlannedSide,
  type EditResult,
  type GuestDraft,
  type LastLineup,
  type LineupMember,
  type LineupPlace,
  type LineupSide,
  type LineupSideInput,
  type PlayerKey,
  type RefusalReason,
  type StarterPlacement,
} from './lineup.side.ts';

export type { FormationName } from './lineup.formations.ts';
export type { LineupSavePlan } from './lineup.save-plan.ts';
export type { LastLineup, LineupMember, LineupPlace, LineupSide, LineupSideInput, PlayerKey, RefusalReason } from './lineup.side.ts';

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
  | { type: 'starters.replace'; side: MatchSide; starters: StarterPlacement[] }
  | { type: 'lineup.copyLast'; side: MatchSide }
  | { type: 'side.done'; side: MatchSide }
  | { type: 'side.edit'; side: MatchSide }
  | { type: 'lineup.save' };

/** What a side's edit tells the editor region in the same step (raised by the machine, never sent to it). */
export type LineupInternalEvent = { type: 'selection.made' } | { type: 'copy.start' };

/** The edits of one side: a done side refuses each of them. */
export const sideEditTypes = [
  'player.move',
  'player.select',
  'position.set',
  'guest.add',
  'guest.remove',
  'formation.apply',
  'starters.replace',
  'lineup.copyLast',
] as const satisfies ReadonlyArray<LineupEvent['type']>;
type SideEdit = Extract<LineupEvent, { type: (typeof sideEditTypes)[number] }>;
type SideEditOf<K extends SideEdit['type']> = Extract<SideEdit, { type: K }>;
const sideEditTypeSet: ReadonlySet<string> = new Set(sideEditTypes);
/** Whether the event is one of a side's edits (the region's `edit` transitions are made from `sideEditTypes`, so XState cannot narrow it). */
const isSideEdit = (event: LineupEvent | LineupInternalEvent): event is SideEdit => sideEditTypeSet.has(event.type);

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
export const savePlanOf = (context: Pick<LineupContext, 'home' | 'away' | 'saved'>): LineupSavePlan => planLineupSave(context.saved, currentLineupOf(context));

const otherSide = (side: MatchSide): MatchSide => (side === 'home' ? 'away' : 'home');

/** What an edit comes to: the context patch and what it tells the editor, or why it is refused. */
type Outcome =
  { ok: true; patch: Partial<LineupContext>; tell?: LineupInternalEvent | { type: 'selection.clear' } } | { ok: false; reason: RefusalReason; side: MatchSide };

const endsSelection = { type: 'selection.clear' } as const;

/** A side's edit result as an outcome: the edited side (the last refusal forgotten, `extra` merged), or the refusal. */
function outcomeOf(side: MatchSide, result: EditResult, extra: Partial<LineupContext> = {}, tell?: Extract<Outcome, { ok: true }>['tell']): Outcome {
  return result.ok ? { ok: true, patch: { [side]: result.side, lastRefusal: null, ...extra }, tell } : { ok: false, reason: result.reason, side };
}

/**
 * Each edit of a side, decided once by its rule (lineup.side.ts); the side's region calls the one
 * its event names while the side is being edited.
 */
const sideEdits: { [K in SideEdit['type']]: (context: LineupContext, event: SideEditOf<K>) => Outcome } = {
  'player.move': (context, { side, playerKey, to }) =>
    outcomeOf(side, moveInMatch(context[side], context[otherSide(side)], playerKey, to), { selection: null }, endsSelection),
  'player.select': (context, { side, playerKey }) => {
    // The selected person again: deselect.
    if (context.selection?.side === side && context.selection.playerKey === playerKey) return { ok: true, patch: { selection: null }, tell: endsSelection };
    if (!findPerson(context[side], playerKey)) return { ok: false, reason: 'unknownPlayer', side };
    return { ok: true, patch: { selection: { side, playerKey }, lastRefusal: null }, tell: { type: 'selection.made' } };
  },
  'position.set': (context, { side, playerKey, position }) => outcomeOf(side, setLabel(context[side], playerKey, position)),
  'guest.add': (context, { side, to, name, number, position }) =>
    outcomeOf(side, addGuestAt(context[side], newGuestKey(context.nextGuestId), { name, number, position }, to), { nextGuestId: context.nextGuestId + 1 }),
  'guest.remove': (context, { side, playerKey }) => outcomeOf(side, removeGuest(context[side], playerKey), { selection: null }, endsSelection),
  'formation.apply': (context, { side, formation }) => outcomeOf(side, applyFormation(context[side], formation)),
  'starters.replace': (context, { side, starters }) =>
    outcomeOf(side, replaceStarters(context[side], context[otherSide(side)], starters), { selection: null }, endsSelection),
  'lineup.copyLast': (context, { side }) => {
    if (context[side].isTemp) return { ok: false, reason: 'temporaryTeam', side };
    return { ok: true, patch: { copySide: side, copyError: null, selection: null, lastRefusal: null }, tell: { type: 'copy.start' } };
  },
};

/** The outcome of a side's edit event: the table's function for its type (TypeScript correlates the two through `K`). */
const decideSideEdit = <K extends SideEdit['type']>(context: LineupContext, event: SideEditOf<K>): Outcome => {
  const decide: (context: LineupContext, event: SideEditOf<K>) => Outcome = sideEdits[event.type];
  return decide(context, event);
};

/** The unsaved guests still in the pool: a save does not send them, so it must not lose them. */
const unsavedPoolGuests = (side: LineupSide) => side.people.filter((p) => p.kind === 'guest' && p.matchUserId === null && !isInLineup(side, p.key));

const sideInput = (context: LineupContext, side: MatchSide, saved: MatchPlayers['homeTeam']): LineupSideInput => ({
  teamId: context[side].teamId,
  isTemp: context[side].isTemp,
  members: context.members[side],
  saved,
});

/** The input, on the event that starts the machine (`xstate.init` carries it); null on every other event. */
const startingInput = (event: EventObject): LineupInput | null =>
  event.type === 'xstate.init' ? ((event as EventObject & { input?: LineupInput }).input ?? null) : null;

const eventSide = (event: LineupEvent | LineupInternalEvent): MatchSide | null => ('side' in event ? event.side : null);

/**
 * The lineup machine. Provide `saveLineup` (resolves with the fresh `MatchPlayers` after running the
 * plan), `loadLastLineup` (resolves with a `LastLineup` or null) and `persistProgress` before running:
 * `lineupMachine.provide({ actors: { saveLineup, loadLastLineup }, actions: { persistProgress } })`.
 */
export const lineupMachine = setup({
  types: {
    context: {} as LineupContext,
    events: {} as LineupEvent | LineupInternalEvent,
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
    /** The event is about this region's side. */
    ofSide: ({ event }, { side }: { side: MatchSide }) => eventSide(event) === side,
    /** No copy or save is under way: edits are taken. */
    editorReady: stateIn({ editor: 'ready' }),
    /** The machine starts with this side stored as done (the input's `progress`). */
    storedAsDone: ({ event }, { side }: { side: MatchSide }) => {
      const progress = startingInput(event)?.progress;
      return (side === 'home' ? progress?.homeDone : progress?.awayDone) ?? false;
    },
    nothingToSave: ({ context }) => isEmptyPlan(savePlanOf(context)),
  },
  actions: {
    /** A side's edit: applied, with what it tells the editor, or its refusal noted. */
    edit: enqueueActions(({ context, event, enqueue }) => {
      if (isSideEdit(event)) settle(enqueue, event.type, decideSideEdit(context, event));
    }),
    /** `place.choose`: the selected person moved by the rules of `player.move`. */
    choose: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'place.choose' || !context.selection) return;
      const { side, playerKey } = context.selection;
      settle(
        enqueue,
        event.type,
        outcomeOf(side, moveInMatch(context[side], context[otherSide(side)], playerKey, event.to), { selection: null }, endsSelection),
      );
    }),
    refuse: assign({ lastRefusal: ({ event }, { reason }: { reason: RefusalReason }) => ({ reason, event: event.type, side: eventSide(event) }) }),
    clearSelection: assign({ selection: null }),
    forgetRefusal: assign({ lastRefusal: null }),
    startSave: assign({ saveError: null, selection: null, lastRefusal: null }),
    /** The progress after `side` became done (or open again), the other side as its region stands. */
    recordProgress: enqueueActions(({ context, enqueue, check }, { side, done }: { side: MatchSide; done: boolean }) => {
      // The other side's region does not move in the step that moves this one. (Inside `setup`, an
      // enqueueActions knows no guard or named action by type: hence the two casts.)
      const otherDone = check(stateIn({ sides: { [otherSide(side)]: 'done' } }) as never);
      const progress: PersistProgressParams =
        side === 'home' ? { matchId: context.matchId, homeDone: done, awayDone: otherDone } : { matchId: context.matchId, homeDone: otherDone, awayDone: done };
      enqueue({ type: 'persistProgress', params: progress } as never);
    }),
    /** Writes the progress to sessionStorage: the app supplies it. */
    persistProgress: (_, _params: PersistProgressParams) => {},
  },
}).createMachine({
  id: 'lineup',
  context: ({ input }) => ({
    matchId: input.matchId,
    home: buildSide(input.home),
    away: buildSide(input.away),
    saved: { homeTeam: input.home.saved, awayTeam: input.away.saved },
    members: { home: [...input.home.members], away: [...input.away.members] },
    selection: null,
    lastRefusal: null,
    copySide: null,
    copyError: null,
    saveError: null,
    nextGuestId: 1,
  }),
  type: 'parallel',
  states: {
    editor: {
      initial: 'ready',
      states: {
        ready: {
          initial: 'idle',
          on: {
            'copy.start': { target: 'copying' },
            'lineup.save': [
              { guard: 'nothingToSave', actions: { type: 'refuse', params: { reason: 'nothingToSave' } } },
              { target: 'saving', actions: 'startSave' },
            ],
          },
          states: {
            idle: {
              on: { 'selection.made': { target: 'selected' } },
            },
            selected: {
              on: {
                'place.choose': { actions: 'choose' },
                'selection.clear': { target: 'idle', actions: 'clearSelection' },
                'side.done': { target: 'idle', actions: 'clearSelection' },
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
              target: 'ready',
              actions: assign(({ context, event }) => {
                const side = context.copySide ?? 'home';
                const last = event.output;
                if (!last) return { copySide: null, lastRefusal: { reason: 'noLastLineup', event: 'lineup.copyLast', side } satisfies LineupRefusal };
                return { copySide: null, [side]: applyLastLineup(context[side], last, context[otherSide(side)]) };
              }),
            },
            onError: { target: 'ready', actions: assign({ copySide: null, copyError: ({ event }) => event.error }) },
          },
        },
        saving: {
          invoke: {
            id: 'saveLineup',
            src: 'saveLineup',
            input: ({ context }): SaveLineupInput => ({ matchId: context.matchId, plan: savePlanOf(context) }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                saved: event.output,
                home: buildSide(sideInput(context, 'home', event.output.homeTeam), unsavedPoolGuests(context.home)),
                away: buildSide(sideInput(context, 'away', event.output.awayTeam), unsavedPoolGuests(context.away)),
                saveError: null,
              })),
            },
            onError: { target: 'ready', actions: assign({ saveError: ({ event }) => event.error }) },
          },
        },
      },
    },
    sides: {
      type: 'parallel',
      states: { home: sideRegion('home'), away: sideRegion('away') },
    },
  },
});

/** Applies an outcome: the patch and what it tells the editor, or the refusal noted. */
function settle(
  enqueue: { assign(patch: Partial<LineupContext>): void; raise(event: LineupEvent | LineupInternalEvent): void },
  eventType: string,
  outcome: Outcome,
) {
  if (!outcome.ok) {
    enqueue.assign({ lastRefusal: { reason: outcome.reason, event: eventType, side: outcome.side } });
    return;
  }
  enqueue.assign(outcome.patch);
  if (outcome.tell) enqueue.raise(outcome.tell);
}

/**
 * One side's region: `editing` takes the side's edits, `done` refuses each of them; `side.done` and
 * `side.edit` move between the two and persist the progress. Each transition takes this side's
 * events only, and only while the editor is ready (a copy or a save under way: they wait).
 */
function sideRegion(side: MatchSide) {
  const mine = and([{ type: 'ofSide', params: { side } }, 'editorReady']);
  return {
    initial: 'editing',
    states: {
      editing: {
        // The initial choice of the region: a side the session stored as done starts done. The guard
        // reads the starting event only, so a side reopened later stays open.
        always: { guard: { type: 'storedAsDone', params: { side } }, target: 'done' },
        on: {
          ...Object.fromEntries(sideEditTypes.map((type) => [type, { guard: mine, actions: 'edit' }])),
          'side.done': { guard: mine, target: 'done', actions: ['forgetRefusal', { type: 'recordProgress', params: { side, done: true } }] },
        },
      },
      done: {
        on: {
          ...Object.fromEntries(sideEditTypes.map((type) => [type, { guard: mine, actions: { type: 'refuse', params: { reason: 'sideDone' } } }])),
          'side.edit': { guard: mine, target: 'editing', actions: ['forgetRefusal', { type: 'recordProgress', params: { side, done: false } }] },
        },
      },
    },
  } as const;
}

export type LineupSnapshot = SnapshotFrom<typeof lineupMachine>;
