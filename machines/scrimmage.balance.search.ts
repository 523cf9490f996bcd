/**
 * The two ways the balancer finds sides (decision 077): every split for two sides of up to 20
 * players (`everySplit`), and above that or for three sides a draft by level improved by swaps and
 * moves from several seeded starts (`searchSplits`). Both keep a shortlist of the best distinct
 * splits, from which a seed picks a re-roll.
 */
import { weights, type Model } from './scrimmage.balance.model.ts';
import { lexLess, Tally } from './scrimmage.balance.tally.ts';

export type Split = { assignment: Int8Array; cost: number };

/** The largest roster the exhaustive path takes (two sides): C(20,10) = 184,756 splits at most. */
export const exhaustiveLimit = 20;
/**
 * Seeded starts of the local search for n players: 8, fewer for large rosters so the work (starts ×
 * n², the swaps weighed per pass) stays that of 8 starts on 28 players, but at least 4. On 40 × 3 the
 * first proposal in a fresh page (code not yet optimised by the JIT) cost half the CPU with 4 starts,
 * and the level sums came out the same as with 8 or 32 (decision 077).
 */
export const searchRestarts = (n: number) => Math.max(4, Math.min(8, Math.round(6272 / Math.max(1, n * n))));
/** A re-roll picks among splits at most this much worse than the best: one level point in the sums and one in the spread. */
export const rerollSlack = weights.levelSumGap + weights.levelSpreadGap;
const shortlistSize = 24;

/** mulberry32: a small seeded PRNG (the balancer is pure: no Math.random). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The best distinct splits seen, cheapest first. */
export class Shortlist {
  readonly splits: Split[] = [];
  private readonly seen = new Set<string>();

  full(): boolean {
    return this.splits.length >= shortlistSize;
  }

  offer(tally: Tally, cost = tally.cost()) {
    const full = this.full();
    if (full && cost >= this.splits[this.splits.length - 1].cost) return;
    const key = tally.side.join(',');
    if (this.seen.has(key)) return;
    if (full) this.seen.delete(this.splits.pop()!.assignment.join(','));
    this.seen.add(key);
    let at = this.splits.length;
    while (at > 0 && this.splits[at - 1].cost > cost) at -= 1;
    this.splits.splice(at, 0, { assignment: tally.snapshot(), cost });
  }

  /** The best split, or with a seed one of those within the re-roll slack of it. */
  pick(seed: number | undefined): Split {
    const best = this.splits[0];
    if (seed === undefined) return best;
    const near = this.splits.filter((s) => s.cost <= best.cost + rerollSlack);
    return near[Math.floor(seededRandom(seed)() * near.length)];
  }
}

function pinned(m: Model): Tally {
  const tally = new Tally(m);
  for (let i = 0; i < m.n; i++) if (m.pin[i] >= 0) tally.add(i, m.pin[i]);
  return tally;
}

/** C(n, r), exactly for the small rosters the exhaustive path takes. */
function choose(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let c = 1;
  for (let x = 1; x <= r; x++) c = (c * (n - r + x)) / x;
  return Math.round(c);
}

/**
 * For each depth of the walk, the sums of the r smallest and the r largest levels still to place:
 * the bound on how close the level sums can still come.
 */
function remainingSums(m: Model, order: number[]) {
  return Array.from({ length: order.length + 1 }, (_, d) => {
    const rest = order
      .slice(d)
      .map((i) => m.level[i])
      .sort((a, b) => a - b);
    const smallest = [0];
    const largest = [0];
    rest.forEach((_, r) => {
      smallest.push(smallest[r] + rest[r]);
      largest.push(largest[r] + rest[rest.length - 1 - r]);
    });
    return { smallest, largest, total: largest[rest.length] };
  });
}

/**
 * Every split of the roster into two sides with sizes within one and the pins kept; when the pins
 * leave the keepers free to spread, only the splits that spread them. With no pins the two sides are
 * alike, so the first player stays on side 0 and each split is tried once. A branch is left as soon
 * as a bound shows none of its splits can make the shortlist: the pairs it broke and the co-plays it
 * joined only grow, and its level sums can come no closer than the levels still to place allow.
 * `slack`: how far above the best a split may cost and still count (a re-roll's choice).
 * `splitsTried` counts every valid split, priced or ruled out by the bound.
 */
export function everySplit(m: Model, slack: number): { shortlist: Shortlist; splitsTried: number; splitsPriced: number } {
  const tally = pinned(m);
  const free = [...Array(m.n).keys()].filter((i) => m.pin[i] < 0);
  const order = keepersThenByLevel(m, free, null);
  const sums = remainingSums(m, order);
  const mirrorFree = free.length === m.n;
  const shortlist = new Shortlist();
  let splitsPriced = 0;
  const levelSumBound = (d: number) => {
    const { smallest, largest, total } = sums[d];
    const toEven = tally.levelSum[1] + total - tally.levelSum[0];
    let bound = Infinity;
    for (const size0 of new Set([m.sizeLow, m.sizeHigh])) {
      const r = size0 - tally.size[0];
      const rest = order.length - d;
      if (r < 0 || r > rest || m.n - size0 > m.sizeHigh) continue;
      bound = Math.min(bound, Math.max(0, 2 * smallest[r] - toEven, toEven - 2 * largest[r]));
    }
    return bound;
  };
  const walk = (d: number, keepersPruned: boolean) => {
    const best = shortlist.splits[0]?.cost ?? Infinity;
    const worst = shortlist.full() ? shortlist.splits[shortlist.splits.length - 1].cost : Infinity;
    const bound = tally.pairsBroken * weights.pairBroken + tally.coTotal * weights.coPlay + levelSumBound(d) * weights.levelSumGap;
    if (bound > best + slack || bound >= worst) return;
    if (d === order.length) {
      splitsPriced += 1;
      shortlist.offer(tally);
      return;
    }
    const i = order[d];
    for (let s = 0; s < 2; s++) {
      if (s === 1 && d === 0 && mirrorFree) continue;
      if (tally.size[s] >= m.sizeHigh) continue;
      if (keepersPruned && m.keeper[i] && tally.keepers[s] >= m.keepersHigh) continue;
      tally.add(i, s);
      walk(d + 1, keepersPruned);
      tally.remove(i);
    }
  };
  let keepersPruned = tally.keepers.every((g) => g <= m.keepersHigh);
  walk(0, keepersPruned);
  if (shortlist.splits.length === 0) {
    // The pins leave no split with the keepers spread: every split then, the cost ranks them.
    keepersPruned = false;
    walk(0, false);
  }
  return { shortlist, splitsTried: validSplits(m, tally, free, keepersPruned), splitsPriced };
}

/** How many splits the walk covers: side 0's share of the free keepers and the free others, for each size side 0 may have. */
function validSplits(m: Model, tally: Tally, free: number[], keepersPruned: boolean): number {
  const keepers = free.filter((i) => m.keeper[i]).length;
  const others = free.length - keepers;
  let count = 0;
  for (const size0 of new Set([m.sizeLow, m.sizeHigh])) {
    if (m.n - size0 > m.sizeHigh || m.n - size0 < m.sizeLow) continue;
    const r = size0 - tally.size[0];
    for (let g = 0; g <= keepers; g++) {
      if (keepersPruned && (tally.keepers[0] + g > m.keepersHigh || tally.keepers[1] + keepers - g > m.keepersHigh)) continue;
      count += choose(keepers, g) * choose(others, r - g);
    }
  }
  return free.length === m.n && m.n > 0 ? count / 2 : count;
}

/**
 * The players' order for a draft and for the walk: keepers first (they are dealt, and pruned, before
 * anyone else), then by level, highest first; ties in roster order, or at random.
 */
function keepersThenByLevel(m: Model, players: number[], random: (() => number) | null): number[] {
  const jitter = new Map(players.map((i) => [i, random ? random() : 0]));
  return [...players].sort((a, b) => Number(m.keeper[b]) - Number(m.keeper[a]) || m.level[b] - m.level[a] || jitter.get(a)! - jitter.get(b)! || a - b);
}

/**
 * A first split: the pins, then which sides take the extra player (those with the most pins), then
 * the keepers each to the side with the fewest, then everyone else by level, each to the side with
 * the lowest level sum that still has room (a pair's rule first).
 */
function draft(m: Model, random: (() => number) | null): Tally {
  const tally = pinned(m);
  const bigSides = m.sizeHigh > m.sizeLow ? m.n % m.k : 0;
  const tieBreak = Array.from({ length: m.k }, () => (random ? random() : 0));
  const byPins = [...Array(m.k).keys()].sort((a, b) => tally.size[b] - tally.size[a] || tieBreak[a] - tieBreak[b] || a - b);
  const room = new Array<number>(m.k);
  byPins.forEach((s, rank) => (room[s] = (rank < bigSides ? m.sizeHigh : m.sizeLow) - tally.size[s]));
  const free = [...Array(m.n).keys()].filter((i) => m.pin[i] < 0);
  const order = keepersThenByLevel(m, free, random);
  for (const i of order) {
    let best = -1;
    let bestKey: number[] = [];
    for (let s = 0; s < m.k; s++) {
      if (room[s] <= 0) continue;
      const key = [m.keeper[i] ? tally.keepers[s] : 0, tally.brokenWith(i, s), tally.levelSum[s], tieBreak[s]];
      if (best < 0 || lexLess(key, bestKey)) {
        best = s;
        bestKey = key;
      }
    }
    room[best] -= 1;
    tally.add(i, best);
  }
  return tally;
}

/** Swaps (and moves of the extra player) that lower the cost, first found first taken, until none does. */
function improve(m: Model, tally: Tally, random: () => number) {
  const free = [...Array(m.n).keys()].filter((i) => m.pin[i] < 0);
  let cost = tally.cost();
  for (let pass = 0; pass < 4 * m.n; pass++) {
    let improved = false;
    for (let x = free.length - 1; x > 0; x--) {
      const y = Math.floor(random() * (x + 1));
      [free[x], free[y]] = [free[y], free[x]];
    }
    for (let x = 0; x < free.length; x++) {
      const i = free[x];
      for (let y = x + 1; y < free.length; y++) {
        const j = free[y];
        if (tally.side[j] === tally.side[i]) continue;
        const swapped = tally.costIfSwapped(i, j);
        if (swapped < cost) {
          tally.swap(i, j);
          cost = swapped;
          improved = true;
        }
      }
      for (let t = 0; t < m.k; t++) {
        if (tally.size[t] >= tally.size[tally.side[i]]) continue;
        const moved = tally.costIfMoved(i, t);
        if (moved < cost) {
          tally.move(i, t);
          cost = moved;
          improved = true;
        }
      }
    }
    if (!improved) return;
  }
}

/** A draft by level then improving swaps, from `searchRestarts(n)` starts (the first without randomness). */
export function searchSplits(m: Model, seed: number): Shortlist {
  const shortlist = new Shortlist();
  for (let r = 0; r < searchRestarts(m.n); r++) {
    const random = seededRandom(seed * 31 + r + 1);
    const tally = draft(m, r === 0 ? null : random);
    improve(m, tally, random);
    shortlist.offer(tally);
  }
  return shortlist;
}
