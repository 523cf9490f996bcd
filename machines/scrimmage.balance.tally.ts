/**
 * The balancer's running sums (decision 077): `Tally` keeps each side's size, level sum, keepers,
 * covered positions, level histogram, co-plays and broken pairs while players are placed, moved and
 * swapped, and prices an assignment from those sums alone — so the exhaustive walk, the search and
 * the minimal-change repair compare proposals the same way, and the search weighs a swap without
 * making it.
 */
import { coveredPositions, weights, type CoveredPosition, type Model } from './scrimmage.balance.model.ts';

/**
 * Each side's sums for an assignment that grows and changes: size, level sum, keepers, covered
 * positions, a histogram of levels (for each side's top and bottom player), the co-plays of players
 * on the same side and the pairs broken. Unplaced players (side -1) count nowhere.
 */
export class Tally {
  readonly side: Int8Array;
  readonly size: number[];
  readonly levelSum: number[];
  readonly keepers: number[];
  readonly positions: number[];
  readonly histogram: Int32Array;
  /** coTo[x * k + s]: the co-plays of player x with the players on side s. */
  readonly coTo: Int32Array | null;
  coTotal = 0;
  pairsBroken = 0;

  constructor(readonly m: Model) {
    this.side = new Int8Array(m.n).fill(-1);
    this.size = new Array<number>(m.k).fill(0);
    this.levelSum = new Array<number>(m.k).fill(0);
    this.keepers = new Array<number>(m.k).fill(0);
    this.positions = new Array<number>(m.k * 3).fill(0);
    this.histogram = new Int32Array(m.k * m.levels.length);
    this.coTo = m.co ? new Int32Array(m.n * m.k) : null;
  }

  /** A copy of the assignment, side per player index. */
  snapshot(): Int8Array {
    return this.side.slice();
  }

  /** Moves the counts of player i on side s by `sign` (+1 on, -1 off), all but co-plays and pairs. */
  private count(i: number, s: number, sign: 1 | -1) {
    const m = this.m;
    this.size[s] += sign;
    this.levelSum[s] += sign * m.level[i];
    if (m.keeper[i]) this.keepers[s] += sign;
    const bits = m.positionBits[i];
    if (bits & 1) this.positions[s * 3] += sign;
    if (bits & 2) this.positions[s * 3 + 1] += sign;
    if (bits & 4) this.positions[s * 3 + 2] += sign;
    this.histogram[s * m.levels.length + m.levelIndex[i]] += sign;
  }

  /** The pairs of player i broken with i on side si, counting only partners already placed. */
  brokenWith(i: number, si: number): number {
    let broken = 0;
    for (const p of this.m.pairsOf[i]) {
      const { i: a, j: b, rule } = this.m.pairs[p];
      const other = this.side[a === i ? b : a];
      if (other >= 0 && (rule === 'APART') === (other === si)) broken += 1;
    }
    return broken;
  }

  private linkCo(i: number, s: number, sign: 1 | -1) {
    const { co, n, k } = this.m;
    if (!co || !this.coTo) return;
    this.coTotal += sign * this.coTo[i * k + s];
    for (let x = 0; x < n; x++) this.coTo[x * k + s] += sign * co[i * n + x];
  }

  add(i: number, s: number) {
    this.count(i, s, 1);
    this.linkCo(i, s, 1);
    this.pairsBroken += this.brokenWith(i, s);
    this.side[i] = s;
  }

  remove(i: number) {
    const s = this.side[i];
    this.side[i] = -1;
    this.pairsBroken -= this.brokenWith(i, s);
    this.linkCo(i, s, -1);
    this.count(i, s, -1);
  }

  move(i: number, t: number) {
    this.remove(i);
    this.add(i, t);
  }

  swap(i: number, j: number) {
    const si = this.side[i];
    const sj = this.side[j];
    this.move(i, sj);
    this.move(j, si);
  }

  /** The cost with player i on side t instead, without changing anything (`moveCost` and `swapCost` share it). */
  costIfMoved(i: number, t: number): number {
    const s = this.side[i];
    const coDelta = this.coTo ? this.coTo[i * this.m.k + t] - this.coTo[i * this.m.k + s] : 0;
    const pairDelta = this.m.pairsOf[i].length > 0 ? this.pairDelta(i, t, -1, -1) : 0;
    this.count(i, s, -1);
    this.count(i, t, 1);
    const cost = this.costWith(this.coTotal + coDelta, this.pairsBroken + pairDelta);
    this.count(i, t, -1);
    this.count(i, s, 1);
    return cost;
  }

  /** The cost with players i and j (on different sides) swapped, without changing anything. */
  costIfSwapped(i: number, j: number): number {
    const { k, n, co } = this.m;
    const si = this.side[i];
    const sj = this.side[j];
    let coDelta = 0;
    if (this.coTo && co) {
      const cij = co[i * n + j];
      coDelta = this.coTo[i * k + sj] - cij - this.coTo[i * k + si] + this.coTo[j * k + si] - cij - this.coTo[j * k + sj];
    }
    const pairDelta = this.m.pairsOf[i].length + this.m.pairsOf[j].length > 0 ? this.pairDelta(i, sj, j, si) : 0;
    this.trade(i, j, si, sj);
    const cost = this.costWith(this.coTotal + coDelta, this.pairsBroken + pairDelta);
    this.trade(j, i, si, sj);
    return cost;
  }

  /**
   * Side a's counts with player i traded for player j, side b's the other way round (`trade(j, i, a, b)`
   * undoes it). Only what differs between the two is touched: the search weighs thousands of swaps,
   * most between players alike in some way.
   */
  private trade(i: number, j: number, a: number, b: number) {
    const m = this.m;
    const levelChange = m.level[j] - m.level[i];
    if (levelChange !== 0) {
      const d = m.levels.length;
      this.levelSum[a] += levelChange;
      this.levelSum[b] -= levelChange;
      this.histogram[a * d + m.levelIndex[i]] -= 1;
      this.histogram[a * d + m.levelIndex[j]] += 1;
      this.histogram[b * d + m.levelIndex[j]] -= 1;
      this.histogram[b * d + m.levelIndex[i]] += 1;
    }
    const keeperChange = Number(m.keeper[j]) - Number(m.keeper[i]);
    this.keepers[a] += keeperChange;
    this.keepers[b] -= keeperChange;
    const bitsI = m.positionBits[i];
    const bitsJ = m.positionBits[j];
    if (bitsI === bitsJ) return;
    for (let p = 0; p < 3; p++) {
      const change = ((bitsJ >> p) & 1) - ((bitsI >> p) & 1);
      this.positions[a * 3 + p] += change;
      this.positions[b * 3 + p] -= change;
    }
  }

  /**
   * The change in broken pairs if player i went to side ti and (j ≥ 0) player j to side tj; each pair
   * they touch counted once. No allocation: the search calls it for every swap it weighs.
   */
  private pairDelta(i: number, ti: number, j: number, tj: number): number {
    let delta = 0;
    for (const p of this.m.pairsOf[i]) delta += this.pairChange(p, i, ti, j, tj);
    if (j >= 0) {
      for (const p of this.m.pairsOf[j]) {
        const pair = this.m.pairs[p];
        if (pair.i !== i && pair.j !== i) delta += this.pairChange(p, i, ti, j, tj);
      }
    }
    return delta;
  }

  /** +1 when pair p breaks, -1 when it mends, 0 otherwise, with i to ti and j to tj. */
  private pairChange(p: number, i: number, ti: number, j: number, tj: number): number {
    const { i: a, j: b, rule } = this.m.pairs[p];
    const sa = this.side[a];
    const sb = this.side[b];
    const ta = a === i ? ti : a === j ? tj : sa;
    const tb = b === i ? ti : b === j ? tj : sb;
    const brokenBefore = sa >= 0 && sb >= 0 && (rule === 'APART') === (sa === sb) ? 1 : 0;
    const brokenAfter = ta >= 0 && tb >= 0 && (rule === 'APART') === (ta === tb) ? 1 : 0;
    return brokenAfter - brokenBefore;
  }

  /** Each side's top and bottom level (NaN for an empty side). */
  extremes(): { top: number[]; bottom: number[] } {
    const d = this.m.levels.length;
    const top: number[] = [];
    const bottom: number[] = [];
    for (let s = 0; s < this.m.k; s++) {
      let lo = -1;
      let hi = -1;
      for (let l = 0; l < d; l++) {
        if (this.histogram[s * d + l] === 0) continue;
        if (lo < 0) lo = l;
        hi = l;
      }
      top.push(hi < 0 ? Number.NaN : this.m.levels[hi]);
      bottom.push(lo < 0 ? Number.NaN : this.m.levels[lo]);
    }
    return { top, bottom };
  }

  keepersOffSpread(): number {
    const { keepersLow, keepersHigh } = this.m;
    return this.keepers.reduce((off, g) => off + Math.max(0, g - keepersHigh) + Math.max(0, keepersLow - g), 0);
  }

  positionGaps(): { side: number; position: CoveredPosition }[] {
    const gaps: { side: number; position: CoveredPosition }[] = [];
    for (let s = 0; s < this.m.k; s++) {
      coveredPositions.forEach((position, b) => {
        if (this.m.coverable[b] && this.positions[s * 3 + b] === 0) gaps.push({ side: s, position });
      });
    }
    return gaps;
  }

  cost(): number {
    return this.costWith(this.coTotal, this.pairsBroken);
  }

  /** The cost from the sums alone, without allocating: the exhaustive path calls it at every leaf. */
  private costWith(coTotal: number, pairsBroken: number): number {
    const { k, levels, coverable, keepersLow, keepersHigh } = this.m;
    const d = levels.length;
    let sumLo = Infinity;
    let sumHi = -Infinity;
    let topLo = Infinity;
    let topHi = -Infinity;
    let bottomLo = Infinity;
    let bottomHi = -Infinity;
    let keepersOff = 0;
    let positionGaps = 0;
    for (let s = 0; s < k; s++) {
      const sum = this.levelSum[s];
      if (sum < sumLo) sumLo = sum;
      if (sum > sumHi) sumHi = sum;
      const g = this.keepers[s];
      keepersOff += Math.max(0, g - keepersHigh) + Math.max(0, keepersLow - g);
      for (let b = 0; b < 3; b++) if (coverable[b] && this.positions[s * 3 + b] === 0) positionGaps += 1;
      if (this.size[s] === 0) continue;
      let lo = 0;
      while (this.histogram[s * d + lo] === 0) lo += 1;
      let hi = d - 1;
      while (this.histogram[s * d + hi] === 0) hi -= 1;
      const top = levels[hi];
      const bottom = levels[lo];
      if (top < topLo) topLo = top;
      if (top > topHi) topHi = top;
      if (bottom < bottomLo) bottomLo = bottom;
      if (bottom > bottomHi) bottomHi = bottom;
    }
    const spread = topHi >= topLo ? topHi - topLo + (bottomHi - bottomLo) : 0;
    return (
      keepersOff * weights.keeperOffSpread +
      pairsBroken * weights.pairBroken +
      (sumHi - sumLo) * weights.levelSumGap +
      spread * weights.levelSpreadGap +
      positionGaps * weights.positionGap +
      coTotal * weights.coPlay
    );
  }
}

/** max − min of the numbers that are not NaN (0 for none). */
export function gap(values: readonly number[]): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (Number.isNaN(v)) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return hi >= lo ? hi - lo : 0;
}

/** A Tally with every player placed as `assignment` says. */
export function tallyOf(m: Model, assignment: ArrayLike<number>): Tally {
  const tally = new Tally(m);
  for (let i = 0; i < m.n; i++) tally.add(i, assignment[i]);
  return tally;
}

/** a before b, comparing element by element (the balancer's tie-breaks). */
export function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let x = 0; x < a.length; x++) if (a[x] !== b[x]) return a[x] < b[x];
  return false;
}
