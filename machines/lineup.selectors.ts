/**
 * Selectors of the lineup machine for `useSelector`. Each answers plain view data; the UI does not
 * read the context's shape directly.
 */
import type { MatchSide, Position } from '#contract/enums.ts';
import { columnOf, rowOf } from './lineup.grid.ts';
import { savePlanOf, type LineupContext, type LineupProgress, type LineupRefusal, type LineupSelection } from './lineup.machine.ts';
import { isEmptyPlan } from './lineup.save-plan.ts';
import { findPerson, poolKeys, positionOf, type LineupSide, type PlayerKey } from './lineup.side.ts';

/** The states the selectors ask a snapshot about: the editor's, and each side's (decision 053). */
export type LineupStateQuery =
  { editor: 'ready' | 'copying' | 'saving' | { ready: 'idle' | 'selected' } } | { sides: { home: 'editing' | 'done' } | { away: 'editing' | 'done' } };

/** The part of a snapshot the selectors read, so they work on any lineup snapshot. */
export interface LineupSnapshotLike {
  context: LineupContext;
  matches(value: LineupStateQuery): boolean;
}

/** A person as the UI shows them. */
export interface LineupPlayerView {
  key: PlayerKey;
  kind: 'member' | 'guest';
  userId: number | null;
  matchUserId: number | null;
  name: string;
  number: number | null;
  /** The label shown: explicit, else the cell row's (starter) or the person's own (bench, pool). */
  position: Position | null;
  positionIsExplicit: boolean;
}

export interface LineupStarterView extends LineupPlayerView {
  cell: number;
  row: number;
  column: number;
}

const view = (side: LineupSide, key: PlayerKey): LineupPlayerView => {
  const person = findPerson(side, key)!;
  return {
    key,
    kind: person.kind,
    userId: person.userId,
    matchUserId: person.matchUserId,
    name: person.name,
    number: person.number,
    position: positionOf(side, key),
    positionIsExplicit: side.labels[key] !== undefined,
  };
};

export const selectSide = (snapshot: LineupSnapshotLike, side: MatchSide): LineupSide => snapshot.context[side];

/** Starters by cell, ascending. */
export const selectStarters = (snapshot: LineupSnapshotLike, side: MatchSide): LineupStarterView[] => {
  const s = snapshot.context[side];
  return s.cells.flatMap((key, cell) => (key === null ? [] : [{ ...view(s, key), cell, row: rowOf(cell), column: columnOf(cell) }]));
};

/** Cell 0–29 → starter or null, for rendering the grid. */
export const selectGrid = (snapshot: LineupSnapshotLike, side: MatchSide): Array<LineupStarterView | null> => {
  const s = snapshot.context[side];
  return s.cells.map((key, cell) => (key === null ? null : { ...view(s, key), cell, row: rowOf(cell), column: columnOf(cell) }));
};

export const selectBench = (snapshot: LineupSnapshotLike, side: MatchSide): LineupPlayerView[] => {
  const s = snapshot.context[side];
  return s.bench.map((key) => view(s, key));
};

/** People not placed: members in team order, then guests (a temporary team's pool). */
export const selectPool = (snapshot: LineupSnapshotLike, side: MatchSide): LineupPlayerView[] => {
  const s = snapshot.context[side];
  return poolKeys(s).map((key) => view(s, key));
};

export const selectSelection = (snapshot: LineupSnapshotLike): LineupSelection | null => snapshot.context.selection;
export const selectLastRefusal = (snapshot: LineupSnapshotLike): LineupRefusal | null => snapshot.context.lastRefusal;
/** A side is done while its region stands in `done`. */
export const selectIsSideDone = (snapshot: LineupSnapshotLike, side: MatchSide): boolean =>
  snapshot.matches({ sides: side === 'home' ? { home: 'done' } : { away: 'done' } });
export const selectProgress = (snapshot: LineupSnapshotLike): LineupProgress => ({
  homeDone: selectIsSideDone(snapshot, 'home'),
  awayDone: selectIsSideDone(snapshot, 'away'),
});

/** Unsaved edits: the save plan is not empty. */
export const selectIsDirty = (snapshot: LineupSnapshotLike): boolean => !isEmptyPlan(savePlanOf(snapshot.context));
export const selectIsSaving = (snapshot: LineupSnapshotLike): boolean => snapshot.matches({ editor: 'saving' });
export const selectIsCopying = (snapshot: LineupSnapshotLike): boolean => snapshot.matches({ editor: 'copying' });
/** The save button: something to save and no save or copy under way. */
export const selectCanSave = (snapshot: LineupSnapshotLike): boolean => snapshot.matches({ editor: 'ready' }) && selectIsDirty(snapshot);
export const selectSaveError = (snapshot: LineupSnapshotLike): unknown => snapshot.context.saveError;
