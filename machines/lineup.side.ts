/**
 * One side of the lineup editor as plain data, and the pure edits the lineup machine applies to it.
 * Every edit answers either the new side or the reason it is refused; nothing here mutates its input.
 *
 * Where a person is: on one cell (a starter), on the bench (ordered), or in the pool (neither).
 * The pool is derived, so a person cannot be in two places.
 */
import type { Position } from '#contract/enums.ts';
import type { MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import type { TeamMember } from '#contract/teams.ts';
import { arrangeFormation, isFormationName, type FormationName } from './lineup.formations.ts';
import { CELL_COUNT, isCell, isGoalkeeperRow, MAX_STARTERS, positionForCell } from './lineup.grid.ts';
import type { PlannedPlayer, PlannedSide } from './lineup.save-plan.ts';

/**
 * Identifies a person within a side: `u:<userId>` for a member, `m:<matchUserId>` for a saved guest
 * of a temporary team, `g:<n>` for a guest typed in and not saved yet.
 */
export type PlayerKey = string;

export type LineupPlace =
  | { kind: 'pool' }
  | { kind: 'cell'; cell: number }
  /** `index`: where in the bench the person ends up (0 = first); absent = at the end. */
  | { kind: 'bench'; index?: number };

/** Where a person stands now (the bench index is always known). */
export type CurrentPlace = { kind: 'pool' } | { kind: 'cell'; cell: number } | { kind: 'bench'; index: number };

/** The part of a team member the editor needs. */
export type LineupMember = Pick<TeamMember, 'userId' | 'name' | 'backNumber' | 'position'>;

export interface LineupPerson {
  key: PlayerKey;
  kind: 'member' | 'guest';
  userId: number | null;
  /** The saved row of this person, null while they are not saved in this match. */
  matchUserId: number | null;
  name: string;
  number: number | null;
  /** The member's own position (or a guest's typed one): the bench label and the formation's hint. */
  position: Position | null;
}

export interface LineupSide {
  teamId: number;
  isTemp: boolean;
  /** Everyone this side can field, in pool order: members as listed, then saved guests, then new guests. */
  people: LineupPerson[];
  /** Cell 0–29 → the starter there, or null. */
  cells: Array<PlayerKey | null>;
  bench: PlayerKey[];
  /** Explicit position labels; a starter without one shows its row's position. */
  labels: Record<PlayerKey, Position>;
}

/** What the machine's input carries per side. */
export interface LineupSideInput {
  teamId: number;
  /** A temporary opponent: no members in the app; people are typed in as guests. */
  isTemp: boolean;
  members: readonly LineupMember[];
  /** This side of `GET /api/v1/matches/{id}/players`. */
  saved: MatchPlayers['homeTeam'];
}

export type RefusalReason =
  | 'tooManyStarters'
  | 'goalkeeperRowFull'
  | 'alreadyPlaced'
  | 'sideDone'
  | 'onOtherSide'
  | 'unknownPlayer'
  | 'invalidCell'
  | 'notInLineup'
  | 'notTemporaryTeam'
  | 'temporaryTeam'
  | 'notGuest'
  | 'invalidGuest'
  | 'duplicateGuest'
  | 'unknownFormation'
  | 'nothingToSave'
  /** Not a refused event: `lineup.copyLast` found no earlier match of the team, so nothing changed. */
  | 'noLastLineup';

export type EditResult = { ok: true; side: LineupSide } | { ok: false; reason: RefusalReason };

const refuse = (reason: RefusalReason): EditResult => ({ ok: false, reason });

export const memberKey = (userId: number): PlayerKey => `u:${userId}`;
export const savedGuestKey = (matchUserId: number): PlayerKey => `m:${matchUserId}`;
export const newGuestKey = (n: number): PlayerKey => `g:${n}`;

export const emptyCells = (): Array<PlayerKey | null> => Array.from({ length: CELL_COUNT }, () => null);

export const findPerson = (side: LineupSide, key: PlayerKey): LineupPerson | undefined => side.people.find((p) => p.key === key);

export function placeOf(side: LineupSide, key: PlayerKey): CurrentPlace {
  const cell = side.cells.indexOf(key);
  if (cell >= 0) return { kind: 'cell', cell };
  const index = side.bench.indexOf(key);
  if (index >= 0) return { kind: 'bench', index };
  return { kind: 'pool' };
}

export const isInLineup = (side: LineupSide, key: PlayerKey): boolean => placeOf(side, key).kind !== 'pool';
export const starterCount = (side: LineupSide): number => side.cells.filter((k) => k !== null).length;
export const goalkeeperRowCount = (side: LineupSide): number => side.cells.filter((k, cell) => k !== null && isGoalkeeperRow(cell)).length;
export const poolKeys = (side: LineupSide): PlayerKey[] => side.people.filter((p) => !isInLineup(side, p.key)).map((p) => p.key);

/** The label a person shows where they stand: explicit, else the row's (starter) or their own (bench). */
export function positionOf(side: LineupSide, key: PlayerKey): Position | null {
  if (side.labels[key]) return side.labels[key];
  const place = placeOf(side, key);
  if (place.kind === 'cell') return positionForCell(place.cell);
  return findPerson(side, key)?.position ?? null;
}

/** The position `formation.apply` matches on: explicit label, else the person's own, else the row's. */
function ownPosition(side: LineupSide, key: PlayerKey, cell: number): Position {
  return side.labels[key] ?? findPerson(side, key)?.position ?? positionForCell(cell);
}

/** The default label of a place, so a saved position equal to it is not taken as explicit. */
const impliedPosition = (person: LineupPerson, cell: number | null): Position | null => (cell === null ? person.position : positionForCell(cell));

/**
 * A side from the team's members and the saved server lineup. Saved starters whose cell is invalid
 * or already taken, or who would crowd the goalkeeper row, go to the bench rather than being lost.
 * `extraGuests` (unsaved guests still in the pool) are kept after a save.
 */
export function buildSide(input: LineupSideInput, extraGuests: readonly LineupPerson[] = []): LineupSide {
  const people: LineupPerson[] = input.members.map((m) => ({
    key: memberKey(m.userId),
    kind: 'member',
    userId: m.userId,
    matchUserId: null,
    name: m.name,
    number: m.backNumber,
    position: m.position,
  }));
  const side: LineupSide = { teamId: input.teamId, isTemp: input.isTemp, people, cells: emptyCells(), bench: [], labels: {} };

  const personFor = (row: MatchPlayer): LineupPerson => {
    const key = row.userId !== null ? memberKey(row.userId) : savedGuestKey(row.id);
    let person = people.find((p) => p.key === key);
    if (!person) {
      // A saved guest, or a saved player who is no longer listed as a member: still in this lineup.
      person = {
        key,
        kind: row.userId === null ? 'guest' : 'member',
        userId: row.userId,
        matchUserId: null,
        name: row.name,
        number: row.number,
        position: null,
      };
      people.push(person);
    }
    person.matchUserId = row.id;
    if (person.kind === 'guest') person.position = row.matchPosition;
    return person;
  };

  for (const row of input.saved.starters) {
    const person = personFor(row);
    const cell = row.matchGrid;
    const fits = isCell(cell) && side.cells[cell] === null && !(isGoalkeeperRow(cell) && goalkeeperRowCount(side) > 0);
    if (fits) side.cells[cell] = person.key;
    else side.bench.push(person.key);
    const implied = impliedPosition(person, fits ? cell : null);
    if (row.matchPosition !== null && row.matchPosition !== implied) side.labels[person.key] = row.matchPosition;
  }
  for (const row of input.saved.substitutes) {
    const person = personFor(row);
    if (side.bench.includes(person.key) || side.cells.includes(person.key)) continue;
    side.bench.push(person.key);
    if (row.matchPosition !== null && row.matchPosition !== person.position) side.labels[person.key] = row.matchPosition;
  }
  for (const guest of extraGuests) {
    if (!people.some((p) => p.key === guest.key)) people.push({ ...guest, matchUserId: null });
  }
  return side;
}

const samePlace = (from: CurrentPlace, to: LineupPlace, benchLength: number): boolean => {
  if (from.kind !== to.kind) return false;
  if (from.kind === 'cell' && to.kind === 'cell') return from.cell === to.cell;
  if (from.kind === 'bench' && to.kind === 'bench') {
    const last = benchLength - 1;
    const target = to.index === undefined ? last : Math.max(0, Math.min(to.index, last));
    return from.index === target;
  }
  return true;
};

/**
 * Moves one person. Onto an occupied cell: from a cell the two swap; from the bench the occupant
 * takes the mover's bench slot; from the pool the occupant goes back to the pool.
 * Refused when the move would raise the starters above 11 or put a second player in the
 * goalkeeper row (a move that does not make either count worse is allowed, so a bad saved lineup
 * can still be repaired).
 */
export function movePlayer(side: LineupSide, key: PlayerKey, to: LineupPlace): EditResult {
  if (!findPerson(side, key)) return refuse('unknownPlayer');
  if (to.kind === 'cell' && !isCell(to.cell)) return refuse('invalidCell');
  if (to.kind === 'bench' && to.index !== undefined && !(Number.isInteger(to.index) && to.index >= 0)) return refuse('invalidCell');
  const from = placeOf(side, key);
  if (samePlace(from, to, side.bench.length)) return refuse('alreadyPlaced');

  const cells = [...side.cells];
  const bench = [...side.bench];
  const labels = { ...side.labels };
  if (from.kind === 'cell') cells[from.cell] = null;
  if (from.kind === 'bench') bench.splice(from.index, 1);

  if (to.kind === 'cell') {
    const occupant = cells[to.cell];
    if (occupant !== null) {
      if (from.kind === 'cell') cells[from.cell] = occupant;
      else if (from.kind === 'bench') bench.splice(from.index, 0, occupant);
      else delete labels[occupant];
    }
    cells[to.cell] = key;
  } else if (to.kind === 'bench') {
    const index = to.index === undefined ? bench.length : Math.min(to.index, bench.length);
    bench.splice(index, 0, key);
  } else {
    delete labels[key];
  }

  const next: LineupSide = { ...side, cells, bench, labels };
  const starters = starterCount(next);
  if (starters > MAX_STARTERS && starters > starterCount(side)) return refuse('tooManyStarters');
  const keepers = goalkeeperRowCount(next);
  if (keepers > 1 && keepers > goalkeeperRowCount(side)) return refuse('goalkeeperRowFull');
  return { ok: true, side: next };
}

/**
 * `movePlayer` for a side of a match: a person may stand in one side's lineup only, so someone in
 * this side's pool who is in `other`'s lineup may go back to the pool and nowhere else.
 */
export function moveInMatch(side: LineupSide, other: LineupSide, key: PlayerKey, to: LineupPlace): EditResult {
  if (findPerson(side, key) && !isInLineup(side, key) && to.kind !== 'pool' && isOnOtherSide(side, key, other)) return refuse('onOtherSide');
  return movePlayer(side, key, to);
}

/** Sets (or, with null, clears) a person's explicit position label. Only for people in the lineup. */
export function setLabel(side: LineupSide, key: PlayerKey, position: Position | null): EditResult {
  if (!findPerson(side, key)) return refuse('unknownPlayer');
  if (!isInLineup(side, key)) return refuse('notInLineup');
  const labels = { ...side.labels };
  if (position === null) delete labels[key];
  else labels[key] = position;
  return { ok: true, side: { ...side, labels } };
}

export interface GuestDraft {
  name: string;
  number: number | null;
  position?: Position | null;
}

/** Adds a guest of a temporary team to the pool under `key`. */
export function addGuest(side: LineupSide, key: PlayerKey, draft: GuestDraft): EditResult {
  if (!side.isTemp) return refuse('notTemporaryTeam');
  const name = typeof draft.name === 'string' ? draft.name.trim() : '';
  const number = draft.number ?? null;
  if (name.length < 1 || name.length > 30) return refuse('invalidGuest');
  if (number !== null && !(Number.isInteger(number) && number >= 0 && number <= 99)) return refuse('invalidGuest');
  if (side.people.some((p) => p.kind === 'guest' && p.name === name && p.number === number)) return refuse('duplicateGuest');
  const guest: LineupPerson = { key, kind: 'guest', userId: null, matchUserId: null, name, number, position: draft.position ?? null };
  return { ok: true, side: { ...side, people: [...side.people, guest] } };
}

/** `addGuest`, then, when `to` is a place on the pitch or the bench, the guest moved there (both or neither). */
export function addGuestAt(side: LineupSide, key: PlayerKey, draft: GuestDraft, to?: LineupPlace): EditResult {
  const added = addGuest(side, key, draft);
  return added.ok && to && to.kind !== 'pool' ? movePlayer(added.side, key, to) : added;
}

/** Takes a guest out of the side entirely (a saved one is deleted on the next save). */
export function removeGuest(side: LineupSide, key: PlayerKey): EditResult {
  const person = findPerson(side, key);
  if (!person) return refuse('unknownPlayer');
  if (person.kind !== 'guest') return refuse('notGuest');
  const labels = { ...side.labels };
  delete labels[key];
  return {
    ok: true,
    side: {
      ...side,
      people: side.people.filter((p) => p.key !== key),
      cells: side.cells.map((k) => (k === key ? null : k)),
      bench: side.bench.filter((k) => k !== key),
      labels,
    },
  };
}

/** Rearranges the current starters onto a formation's cells; nobody is added or dropped. */
export function applyFormation(side: LineupSide, formation: FormationName): EditResult {
  if (!isFormationName(formation)) return refuse('unknownFormation');
  if (starterCount(side) > MAX_STARTERS) return refuse('tooManyStarters');
  const starters = side.cells.flatMap((key, cell) => (key === null ? [] : [{ key, cell, position: ownPosition(side, key, cell) }]));
  const arranged = arrangeFormation(starters, formation);
  const cells = emptyCells();
  for (const [key, cell] of arranged) cells[cell] = key;
  return { ok: true, side: { ...side, cells } };
}

/** A starter of `replaceStarters`: who, on which cell. */
export interface StarterPlacement {
  playerKey: PlayerKey;
  cell: number;
}

/**
 * Puts exactly these people on these cells (a suggestion the admin accepted, lineup.fairness.ts):
 * whoever started and is not among them goes to the end of the bench, in their order on the pitch;
 * whoever comes from the bench leaves it. Each starter shows their cell's position (no label kept).
 * Refused as a whole: an unknown person, someone in the other side's lineup, a cell that is not one
 * or is named twice, a person named twice, more than eleven, or two in the goalkeeper row.
 */
export function replaceStarters(side: LineupSide, other: LineupSide, starters: readonly StarterPlacement[]): EditResult {
  const keys = starters.map((s) => s.playerKey);
  if (keys.some((key) => !findPerson(side, key))) return refuse('unknownPlayer');
  if (keys.some((key) => !isInLineup(side, key) && isOnOtherSide(side, key, other))) return refuse('onOtherSide');
  if (starters.some((s) => !isCell(s.cell)) || new Set(starters.map((s) => s.cell)).size < starters.length) return refuse('invalidCell');
  if (new Set(keys).size < keys.length) return refuse('alreadyPlaced');
  if (starters.length > MAX_STARTERS) return refuse('tooManyStarters');
  if (starters.filter((s) => isGoalkeeperRow(s.cell)).length > 1) return refuse('goalkeeperRowFull');
  const chosen = new Set(keys);
  const cells = emptyCells();
  for (const s of starters) cells[s.cell] = s.playerKey;
  const leaving = side.cells.filter((key): key is PlayerKey => key !== null && !chosen.has(key));
  const bench = [...side.bench.filter((key) => !chosen.has(key)), ...leaving];
  const labels = { ...side.labels };
  for (const key of keys) delete labels[key];
  return { ok: true, side: { ...side, cells, bench, labels } };
}

/** The last match's lineup of a team, as `loadLastLineup` answers it (null: no earlier match). */
export interface LastLineup {
  starters: Array<{ userId: number; cell: number; position?: Position | null }>;
  bench: Array<{ userId: number; position?: Position | null }>;
}

/**
 * Replaces the side's lineup with the last match's, for the people who are still members and not
 * in the other side's lineup (others are skipped). A starter whose cell is invalid or taken, who
 * would crowd the goalkeeper row, or who would be a twelfth starter sits on the bench instead.
 * Everyone else returns to the pool. Saved rows are kept by person, so the save plan stays minimal.
 */
export function applyLastLineup(side: LineupSide, last: LastLineup, other: LineupSide): LineupSide {
  const cells = emptyCells();
  const bench: PlayerKey[] = [];
  const labels: Record<PlayerKey, Position> = {};
  const usable = (userId: number): PlayerKey | null => {
    const key = memberKey(userId);
    const person = findPerson(side, key);
    if (!person || person.kind !== 'member') return null;
    if (cells.includes(key) || bench.includes(key)) return null;
    if (other.people.some((p) => p.userId === userId && isInLineup(other, p.key))) return null;
    return key;
  };
  const label = (key: PlayerKey, position: Position | null | undefined, implied: Position | null) => {
    if (position && position !== implied) labels[key] = position;
  };
  for (const starter of last.starters) {
    const key = usable(starter.userId);
    if (key === null) continue;
    const count = cells.filter((k) => k !== null).length;
    const keepers = cells.filter((k, c) => k !== null && isGoalkeeperRow(c)).length;
    const fits = isCell(starter.cell) && cells[starter.cell] === null && count < MAX_STARTERS && !(isGoalkeeperRow(starter.cell) && keepers > 0);
    if (fits) cells[starter.cell] = key;
    else bench.push(key);
    label(key, starter.position, fits ? positionForCell(starter.cell) : (findPerson(side, key)?.position ?? null));
  }
  for (const sub of last.bench) {
    const key = usable(sub.userId);
    if (key === null) continue;
    bench.push(key);
    label(key, sub.position, findPerson(side, key)?.position ?? null);
  }
  return { ...side, cells, bench, labels };
}

/** The side as the save planner sees it: starters by cell, then the bench in order. */
export function toPlannedSide(side: LineupSide): PlannedSide {
  const player = (key: PlayerKey, cell: number | null): PlannedPlayer => {
    const person = findPerson(side, key)!;
    return {
      matchUserId: person.matchUserId,
      userId: person.userId,
      name: person.name,
      number: person.number,
      role: cell === null ? 'SUB_PLAYER' : 'START_PLAYER',
      matchPosition: positionOf(side, key),
      matchGrid: cell,
    };
  };
  return {
    teamId: side.teamId,
    players: [...side.cells.flatMap((key, cell) => (key === null ? [] : [player(key, cell)])), ...side.bench.map((key) => player(key, null))],
  };
}

/** Is this person (by user id) in the other side's lineup? A person plays for one side of a match. */
export function isOnOtherSide(side: LineupSide, key: PlayerKey, other: LineupSide): boolean {
  const userId = findPerson(side, key)?.userId;
  if (userId === null || userId === undefined) return false;
  return other.people.some((p) => p.userId === userId && isInLineup(other, p.key));
}
