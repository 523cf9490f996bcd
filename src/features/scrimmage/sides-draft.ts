/**
 * 팀 나누기's working copy (decision 081): the sides being edited, the admin's pins, the player picked
 * for a swap, the seed of the last proposal and what the balancer said. Pure steps, so the screen
 * only renders the draft and sends taps; the balancer is machines/scrimmage.balance.ts (decision 077).
 */
import { moveCount, proposeSides, swapPlayers, type BalanceInput, type BalanceReason } from '#machines/scrimmage.balance.ts';

export interface SidesDraft {
  sides: number[][];
  /** attendeeId → the side the admin pinned them to (kept by every proposal). */
  pins: ReadonlyMap<number, number>;
  /** The first tap of a swap. */
  selected: number | null;
  seed: number;
  /** The last proposal's reasons; null after a hand edit made them stale. */
  reasons: BalanceReason[] | null;
  /** After 다시 맞추기: how many already placed players changed side. */
  moved: number | null;
}

export type Roster = Pick<BalanceInput, 'players' | 'pairs' | 'coPlays'>;

/** The draft of sides already saved (or none yet). */
export function draftFrom(sides: readonly (readonly number[])[]): SidesDraft {
  return { sides: sides.map((ids) => [...ids]), pins: new Map(), selected: null, seed: 0, reasons: null, moved: null };
}

function proposal(draft: SidesDraft, roster: Roster, sideCount: 2 | 3, seed: number): SidesDraft {
  const result = proposeSides({ ...roster, sideCount, pins: draft.pins, seed });
  return { ...draft, sides: result.sides, selected: null, seed, reasons: result.reasons, moved: null };
}

/** 제안 받기: a fresh proposal keeping the pins. */
export function propose(draft: SidesDraft, roster: Roster, sideCount: 2 | 3): SidesDraft {
  return proposal(draft, roster, sideCount, 0);
}

/** 다시 섞기: another good proposal (the next seed), pins kept. */
export function reroll(draft: SidesDraft, roster: Roster, sideCount: 2 | 3): SidesDraft {
  return proposal(draft, roster, sideCount, draft.seed + 1);
}

/** 다시 맞추기: after a late arrival or a dropout, the fewest changes from `previous` (the saved sides). */
export function rebalance(draft: SidesDraft, roster: Roster, sideCount: 2 | 3, previous: readonly (readonly number[])[]): SidesDraft {
  const result = proposeSides({ ...roster, sideCount, pins: draft.pins, previous });
  return { ...draft, sides: result.sides, selected: null, reasons: result.reasons, moved: moveCount(previous, result.sides) };
}

export type TapResult = { draft: SidesDraft; swapped: [number, number] | null };

/**
 * A tap on a player: the first picks them, a tap on the same one drops the pick, one on another side
 * swaps the two, one on the same side picks that one instead.
 */
export function tap(draft: SidesDraft, id: number): TapResult {
  const { selected } = draft;
  if (selected === null) return { draft: { ...draft, selected: id }, swapped: null };
  if (selected === id) return { draft: { ...draft, selected: null }, swapped: null };
  const sideOf = (x: number) => draft.sides.findIndex((ids) => ids.includes(x));
  if (sideOf(selected) === sideOf(id)) return { draft: { ...draft, selected: id }, swapped: null };
  const pins = new Map(draft.pins);
  // A pinned player swapped by hand is pinned where the admin put them.
  for (const [x, y] of [
    [selected, id],
    [id, selected],
  ] as const)
    if (pins.has(x)) pins.set(x, sideOf(y));
  return { draft: { ...draft, sides: swapPlayers(draft.sides, selected, id), pins, selected: null, reasons: null, moved: null }, swapped: [selected, id] };
}

/** A player moved to another side by hand (their pin follows them). */
export function move(draft: SidesDraft, id: number, to: number): SidesDraft {
  const sides = draft.sides.map((ids) => ids.filter((x) => x !== id));
  sides[to]?.push(id);
  const pins = new Map(draft.pins);
  if (pins.has(id)) pins.set(id, to);
  return { ...draft, sides, pins, selected: null, reasons: null, moved: null };
}

/** 고정: pin a player to the side they are on now, or unpin them. */
export function togglePin(draft: SidesDraft, id: number): SidesDraft {
  const pins = new Map(draft.pins);
  if (pins.has(id)) pins.delete(id);
  else
    pins.set(
      id,
      draft.sides.findIndex((ids) => ids.includes(id)),
    );
  return { ...draft, pins };
}

/** The draft against who is here: the gone taken off the sides, the newcomers listed apart. */
export function reconcile(draft: SidesDraft, present: readonly number[]): { sides: number[][]; unplaced: number[] } {
  const here = new Set(present);
  const sides = draft.sides.map((ids) => ids.filter((id) => here.has(id)));
  const placed = new Set(sides.flat());
  return { sides, unplaced: present.filter((id) => !placed.has(id)) };
}

/** Whether two sides differ by more than one player (the server refuses them, decision 079): the screen says so. */
export function isUneven(sides: readonly (readonly number[])[]): boolean {
  const sizes = sides.map((ids) => ids.length);
  return Math.max(...sizes) - Math.min(...sizes) > 1;
}

/** Whether the draft differs from the saved sides (order inside a side aside). */
export function differs(sides: readonly (readonly number[])[], saved: readonly (readonly number[])[]): boolean {
  const key = (list: readonly (readonly number[])[]) => list.map((ids) => [...ids].sort((a, b) => a - b).join(',')).join('|');
  return key(sides) !== key(saved);
}
