/**
 * Rebalancing with the current sides (decision 077): a late arrival or a dropout changes as few
 * places as possible. Everyone stays where they were (a pinned player goes where pinned); each
 * newcomer, keepers first, goes to the side that fits best; then, only while a hard rule is broken
 * (keepers off the spread, sizes two apart), the one move or swap at a time that mends the most with
 * the pairs kept and the fewest players off their side. A newcomer moves at most one other player, a dropout at most
 * two (one when the dropout was not a keeper): tests/machines/scrimmage.balance.test.ts.
 */
import type { Model } from './scrimmage.balance.model.ts';
import { lexLess, Tally } from './scrimmage.balance.tally.ts';

/** How far the sizes are from "within one". */
function sizeExcess(tally: Tally): number {
  return Math.max(0, Math.max(...tally.size) - Math.min(...tally.size) - 1);
}

type Hardness = (tally: Tally) => number;

/**
 * Keepers first: a keeper moved to the side that lost one usually evens the sizes too, and what is
 * left is one more move; mending sizes first can leave the keepers needing a swap (three players
 * moved instead of two).
 */
const keepersFirst: Hardness = (tally) => tally.keepersOffSpread() * 1000 + sizeExcess(tally);
/** Then sizes whatever the keepers (the server refuses sides two apart): only when pins left the keepers unmendable. */
const sizesFirst: Hardness = (tally) => sizeExcess(tally) * 1000 + tally.keepersOffSpread();

/** Players that were on a side before and are on another now. */
function displaced(tally: Tally, was: readonly number[]): number {
  let moved = 0;
  for (let i = 0; i < was.length; i++) if (was[i] >= 0 && tally.side[i] !== was[i]) moved += 1;
  return moved;
}

/** Where each player of the model was in `previous` (-1: not there, or on a side that no longer exists). */
function previousSides(m: Model, previous: readonly (readonly number[])[]): number[] {
  const was = new Array<number>(m.n).fill(-1);
  previous.forEach((ids, s) => {
    for (const id of ids) {
      const i = m.indexOf.get(id);
      if (i !== undefined && s < m.k && was[i] < 0) was[i] = s;
    }
  });
  return was;
}

/**
 * The side for a newcomer: for a keeper the fewest keepers, then their pairs kept (a side one too big
 * costs one move after, which the hard rules allow), then the smallest side, then the lowest cost.
 */
function bestSideFor(m: Model, tally: Tally, i: number): number {
  let best = -1;
  let bestKey: number[] = [];
  for (let s = 0; s < m.k; s++) {
    tally.add(i, s);
    const key = [m.keeper[i] ? tally.keepers[s] : 0, tally.pairsBroken, tally.size[s], tally.cost()];
    tally.remove(i);
    if (best < 0 || lexLess(key, bestKey)) {
      best = s;
      bestKey = key;
    }
  }
  return best;
}

/**
 * The one move or swap of unpinned players that lowers the hardness most, then breaks fewest pairs (kept
 * whenever the hard rules allow), then displaces fewest, then costs least; null when none helps.
 */
function bestMend(m: Model, tally: Tally, was: readonly number[], hardness: Hardness): (() => void) | null {
  const free = [...Array(m.n).keys()].filter((i) => m.pin[i] < 0);
  const now = hardness(tally);
  let best: { key: number[]; apply: () => void } | null = null;
  const consider = (apply: () => void, undo: () => void) => {
    apply();
    const key = [hardness(tally), tally.pairsBroken, displaced(tally, was), tally.cost()];
    undo();
    if (key[0] >= now) return;
    if (!best || lexLess(key, best.key)) best = { key, apply };
  };
  for (const i of free) {
    const s = tally.side[i];
    for (let t = 0; t < m.k; t++) {
      if (t !== s)
        consider(
          () => tally.move(i, t),
          () => tally.move(i, s),
        );
    }
    for (const j of free) {
      if (j > i && tally.side[j] !== s)
        consider(
          () => tally.swap(i, j),
          () => tally.swap(i, j),
        );
    }
  }
  return best ? (best as { apply: () => void }).apply : null;
}

/** The current sides mended for the roster now: see the file's comment. Also answers who moved and who was placed. */
export function repairSides(m: Model, previous: readonly (readonly number[])[]): { tally: Tally; moved: number[]; placed: number[] } {
  const was = previousSides(m, previous);
  const tally = new Tally(m);
  for (let i = 0; i < m.n; i++) {
    const s = m.pin[i] >= 0 ? m.pin[i] : was[i];
    if (s >= 0) tally.add(i, s);
  }
  const newcomers = [...Array(m.n).keys()]
    .filter((i) => tally.side[i] < 0)
    .sort((a, b) => Number(m.keeper[b]) - Number(m.keeper[a]) || m.level[b] - m.level[a] || a - b);
  for (const i of newcomers) tally.add(i, bestSideFor(m, tally, i));
  for (const hardness of [keepersFirst, sizesFirst]) {
    for (let step = 0; step < m.n && hardness(tally) > 0; step++) {
      const mend = bestMend(m, tally, was, hardness);
      if (!mend) break;
      mend();
    }
  }
  return {
    tally,
    moved: m.ids.filter((_, i) => was[i] >= 0 && tally.side[i] !== was[i]),
    placed: newcomers.map((i) => m.ids[i]),
  };
}
