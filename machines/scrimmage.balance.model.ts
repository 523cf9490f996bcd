/**
 * The balancer's input and its roster in index form (decision 077): `buildModel` turns a
 * `BalanceInput` into arrays (levels made usable, pins that can be kept, pairs and co-plays by
 * index), and `weights` are the tiers of the one cost every path minimises (scrimmage.balance.tally.ts).
 */
import type { PairRule, Position } from '#contract/enums.ts';

export type BalancePlayer = {
  attendeeId: number;
  /** 1–5; a guest or a member without a level: `unknownLevel` (2). Outside 1–5 counts as the nearest; not a number as 2. */
  level: number;
  /** From the profile ('GK' makes a keeper); a guest: []. */
  positions: readonly Position[];
};

export type BalanceInput = {
  players: readonly BalancePlayer[];
  sideCount: 2 | 3;
  /** attendeeId → the side the admin pinned them to. */
  pins?: ReadonlyMap<number, number>;
  /** Attendee ids. */
  pairs?: readonly { a: number; b: number; rule: PairRule }[];
  /** `${minId}:${maxId}` → times on the same side in recent sessions. */
  coPlays?: ReadonlyMap<string, number>;
  /** The current sides (attendee ids per side), for minimal-change rebalancing. */
  previous?: readonly (readonly number[])[];
  /** Re-roll: another good proposal, deterministic per seed. */
  seed?: number;
};

/** The level of a guest or a member without one (decision 077: new players near the low end). */
export const unknownLevel = 2;

/** A level the balancer can count with: 1–5, and `unknownLevel` for anything not a number. */
export const usableLevel = (level: number) => (Number.isFinite(level) ? Math.min(5, Math.max(1, level)) : unknownLevel);

/** The outfield positions a side should have (a keeper is a hard rule of its own). */
export const coveredPositions = ['DF', 'MF', 'FW'] as const;
export type CoveredPosition = (typeof coveredPositions)[number];

/**
 * The weights of the cost, in tiers (decision 077): a keeper off the spread outweighs any number of
 * broken pairs, a broken pair outweighs every soft goal together (a roster of 40 with eight recent
 * sessions stays below 1e6 in soft cost). Integers, so equal splits cost exactly the same.
 */
export const weights = {
  keeperOffSpread: 1e10,
  pairBroken: 1e7,
  levelSumGap: 20,
  levelSpreadGap: 6,
  positionGap: 8,
  coPlay: 1,
} as const;

/** Co-play counts above this are clamped, so a wrong count cannot outweigh the pair tier. */
const coPlayCap = 8;

export type Model = {
  n: number;
  k: number;
  ids: number[];
  level: number[];
  /** Index of each player's level in `levels` (the distinct levels, ascending). */
  levelIndex: number[];
  levels: number[];
  keeper: boolean[];
  /** Bit p set when the player plays coveredPositions[p]. */
  positionBits: number[];
  /** The side a player is pinned to, or -1. */
  pin: number[];
  pairs: { i: number; j: number; rule: PairRule }[];
  /** Indexes into `pairs`, per player. */
  pairsOf: number[][];
  /** n × n co-play counts, or null when there are none. */
  co: Int32Array | null;
  /** Per covered position: the roster has enough of it for every side. */
  coverable: boolean[];
  keeperCount: number;
  keepersLow: number;
  keepersHigh: number;
  sizeLow: number;
  sizeHigh: number;
  /** Pins that could not be kept (a side that does not exist, or more pins than the side holds). */
  droppedPins: { attendeeId: number; side: number }[];
  indexOf: Map<number, number>;
};

/** The roster in index form; duplicate attendee ids after the first are ignored. */
export function buildModel(input: BalanceInput): Model {
  const k = input.sideCount;
  const indexOf = new Map<number, number>();
  const players = input.players
    .filter((p) => !indexOf.has(p.attendeeId) && indexOf.set(p.attendeeId, indexOf.size))
    .map((p) => ({ ...p, level: usableLevel(p.level) }));
  const n = players.length;
  const levels = [...new Set(players.map((p) => p.level))].sort((a, b) => a - b);
  const keeper = players.map((p) => p.positions.includes('GK'));
  const positionBits = players.map((p) => coveredPositions.reduce((bits, pos, b) => (p.positions.includes(pos) ? bits | (1 << b) : bits), 0));
  const keeperCount = keeper.filter(Boolean).length;
  const sizeLow = Math.floor(n / k);
  const sizeHigh = Math.ceil(n / k);
  const { pin, droppedPins } = keptPins(input, indexOf, n, k, sizeLow, sizeHigh);

  const pairs: Model['pairs'] = [];
  const pairsOf: number[][] = players.map(() => []);
  for (const { a, b, rule } of input.pairs ?? []) {
    const i = indexOf.get(a);
    const j = indexOf.get(b);
    if (i === undefined || j === undefined || i === j) continue;
    pairsOf[i].push(pairs.length);
    pairsOf[j].push(pairs.length);
    pairs.push({ i, j, rule });
  }

  let co: Int32Array | null = null;
  for (const [key, count] of input.coPlays ?? []) {
    const [i, j] = key.split(':').map((id) => indexOf.get(Number(id)));
    if (i === undefined || j === undefined || i === j || !(count > 0)) continue;
    co ??= new Int32Array(n * n);
    co[i * n + j] = co[j * n + i] = Math.min(coPlayCap, Math.round(count));
  }

  return {
    n,
    k,
    ids: players.map((p) => p.attendeeId),
    level: players.map((p) => p.level),
    levelIndex: players.map((p) => levels.indexOf(p.level)),
    levels,
    keeper,
    positionBits,
    pin,
    pairs,
    pairsOf,
    co,
    coverable: coveredPositions.map((_, b) => positionBits.filter((bits) => bits & (1 << b)).length >= k),
    keeperCount,
    keepersLow: Math.floor(keeperCount / k),
    keepersHigh: Math.ceil(keeperCount / k),
    sizeLow,
    sizeHigh,
    droppedPins,
    indexOf,
  };
}

/**
 * The pins that can be kept with side sizes within one: on a side that exists, at most `sizeHigh`
 * per side and at most `n mod k` sides at `sizeHigh` (when n divides evenly, `sizeLow` each). The
 * first pins in roster order win; the rest are dropped and named in the reasons.
 */
function keptPins(input: BalanceInput, indexOf: Map<number, number>, n: number, k: number, sizeLow: number, sizeHigh: number) {
  const pin = new Array<number>(n).fill(-1);
  const droppedPins: Model['droppedPins'] = [];
  const pinned = new Array<number>(k).fill(0);
  let bigSidesLeft = sizeHigh > sizeLow ? n % k : 0;
  const pins = [...(input.pins ?? [])].filter(([id]) => indexOf.has(id)).sort(([a], [b]) => indexOf.get(a)! - indexOf.get(b)!);
  for (const [attendeeId, side] of pins) {
    const fits = Number.isInteger(side) && side >= 0 && side < k && (pinned[side] < sizeLow || (pinned[side] === sizeLow && bigSidesLeft > 0));
    if (!fits) {
      droppedPins.push({ attendeeId, side });
      continue;
    }
    if (pinned[side] === sizeLow) bigSidesLeft -= 1;
    pinned[side] += 1;
    pin[indexOf.get(attendeeId)!] = side;
  }
  return { pin, droppedPins };
}
