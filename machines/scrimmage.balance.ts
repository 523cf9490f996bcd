/**
 * 팀 나누기: the sides of a 자체전 proposed from the players checked in (decision 077). Pure: the
 * admin's screen calls it on every pin, swap and re-roll. Hard rules in every proposal: side sizes
 * within one, keepers spread (per-side counts within one), pins kept; pairs marked together or apart
 * kept whenever those allow. Soft goals, weighed in one cost: level sums close, each side's top and
 * bottom player alike, DF/MF/FW on every side when the roster has enough, few recent co-players on a
 * side. Two sides of up to 20: every split is tried; otherwise a draft and improving swaps.
 */
import type { PairRule, Position } from '#contract/enums.ts';
import { buildModel, usableLevel, type BalanceInput, type BalancePlayer, type CoveredPosition, type Model } from './scrimmage.balance.model.ts';
import { tallyOf, type Tally } from './scrimmage.balance.tally.ts';
import { repairSides } from './scrimmage.balance.repair.ts';
import { everySplit, exhaustiveLimit, rerollSlack, searchRestarts, searchSplits } from './scrimmage.balance.search.ts';

export type { BalanceInput, BalancePlayer } from './scrimmage.balance.model.ts';

/** Why a proposal is what it is; the client words each kind in Korean. */
export type BalanceReason =
  | { kind: 'levelSums'; sums: number[] }
  /** Each side's strongest and weakest player's level. */
  | { kind: 'levelSpread'; top: number[]; bottom: number[] }
  | { kind: 'keepersSpread'; perSide: number[] }
  /** Only when the admin's pins put the keepers off the spread. */
  | { kind: 'keepersUneven'; perSide: number[] }
  | { kind: 'pairKept' | 'pairBroken'; a: number; b: number; rule: PairRule }
  /** A pin that could not be kept: no such side, or more players pinned to it than it holds. */
  | { kind: 'pinDropped'; attendeeId: number; side: number }
  /** Sides without a DF, MF or FW although the roster has one for every side. */
  | { kind: 'positionGaps'; gaps: { side: number; position: CoveredPosition }[] }
  /** Players on the same side who were not together in the recent sessions (given co-plays only). */
  | { kind: 'newPairings'; count: number }
  | { kind: 'exhaustive'; splitsTried: number }
  | { kind: 'searched'; restarts: number }
  /** Rebalanced from the current sides: who changed side, and the newcomers placed. */
  | { kind: 'minimalChange'; moved: number[]; placed: number[] };

export type SideProposal = {
  /** Attendee ids per side. */
  sides: number[][];
  levelSums: number[];
  reasons: BalanceReason[];
  /** Lower is better (for tests and the bench). */
  cost: number;
};

/** Sides from the roster: see the file's comment. `previous` (as many sides as `sideCount`) rebalances with the fewest changes. */
export function proposeSides(input: BalanceInput): SideProposal {
  const m = buildModel(input);
  if (input.previous && input.previous.length === m.k) {
    const { tally, moved, placed } = repairSides(m, input.previous);
    return proposal(m, tally, input, { kind: 'minimalChange', moved, placed });
  }
  if (m.k === 2 && m.n <= exhaustiveLimit) {
    const { shortlist, splitsTried } = everySplit(m, input.seed === undefined ? 0 : rerollSlack);
    return proposal(m, tallyOf(m, shortlist.pick(input.seed).assignment), input, { kind: 'exhaustive', splitsTried });
  }
  const shortlist = searchSplits(m, input.seed ?? 0);
  return proposal(m, tallyOf(m, shortlist.pick(input.seed).assignment), input, { kind: 'searched', restarts: searchRestarts(m.n) });
}

function proposal(m: Model, tally: Tally, input: BalanceInput, how: BalanceReason): SideProposal {
  const sides: number[][] = Array.from({ length: m.k }, () => []);
  for (let i = 0; i < m.n; i++) sides[tally.side[i]].push(m.ids[i]);
  return { sides, levelSums: [...tally.levelSum], reasons: [...reasonsFor(m, tally, input), how], cost: tally.cost() };
}

function reasonsFor(m: Model, tally: Tally, input: BalanceInput): BalanceReason[] {
  const { top, bottom } = tally.extremes();
  const reasons: BalanceReason[] = [
    { kind: 'levelSums', sums: [...tally.levelSum] },
    { kind: 'levelSpread', top, bottom },
    { kind: tally.keepersOffSpread() === 0 ? 'keepersSpread' : 'keepersUneven', perSide: [...tally.keepers] },
    ...m.pairs.map(({ i, j, rule }): BalanceReason => {
      const broken = (rule === 'APART') === (tally.side[i] === tally.side[j]);
      return { kind: broken ? 'pairBroken' : 'pairKept', a: m.ids[i], b: m.ids[j], rule };
    }),
    ...m.droppedPins.map((pin): BalanceReason => ({ kind: 'pinDropped', ...pin })),
  ];
  const gaps = tally.positionGaps();
  if (gaps.length > 0) reasons.push({ kind: 'positionGaps', gaps });
  if (m.co && input.coPlays) {
    let count = 0;
    for (let i = 0; i < m.n; i++) for (let j = i + 1; j < m.n; j++) if (tally.side[i] === tally.side[j] && m.co[i * m.n + j] === 0) count += 1;
    reasons.push({ kind: 'newPairings', count });
  }
  return reasons;
}

/** Players on a side in both lists who are on another side in `next` ("2명 이동"). */
export function moveCount(previous: readonly (readonly number[])[], next: readonly (readonly number[])[]): number {
  const before = new Map<number, number>();
  previous.forEach((ids, s) => ids.forEach((id) => before.set(id, s)));
  let moved = 0;
  next.forEach((ids, s) => ids.forEach((id) => (before.has(id) && before.get(id) !== s ? (moved += 1) : 0)));
  return moved;
}

/** New sides with players a and b exchanged; unchanged (a copy) when either is missing or both are on one side. */
export function swapPlayers(sides: readonly (readonly number[])[], a: number, b: number): number[][] {
  const copy = sides.map((ids) => [...ids]);
  const sa = copy.findIndex((ids) => ids.includes(a));
  const sb = copy.findIndex((ids) => ids.includes(b));
  if (sa < 0 || sb < 0 || sa === sb) return copy;
  copy[sa][copy[sa].indexOf(a)] = b;
  copy[sb][copy[sb].indexOf(b)] = a;
  return copy;
}

export type SideBalance = { levelSum: number; keeperCount: number; positions: Record<Position, number>; size: number };

/**
 * Each side's figures for its bar: level sum (levels as the balancer counts them), keepers, players
 * per position (a player counts for each of theirs), size.
 */
export function sideBalance(players: readonly BalancePlayer[], sides: readonly (readonly number[])[]): SideBalance[] {
  const byId = new Map(players.map((p) => [p.attendeeId, p]));
  return sides.map((ids) => {
    const positions: Record<Position, number> = { GK: 0, DF: 0, MF: 0, FW: 0 };
    let levelSum = 0;
    for (const id of ids) {
      const player = byId.get(id);
      if (!player) continue;
      levelSum += usableLevel(player.level);
      for (const position of new Set(player.positions)) positions[position] += 1;
    }
    return { levelSum, keeperCount: positions.GK, positions, size: ids.length };
  });
}
