/**
 * The balancer as the sides screen calls it. TEMPORARY: machines/scrimmage.balance.ts (decision 077)
 * is not on this branch yet; this file has its interface and a small stand-in (keepers dealt first,
 * then the rest by level to the smallest, weakest side; a minimal-change repair from the current
 * sides) that keeps the hard rules: sizes within one, keepers spread, pins kept. At the merge the
 * lead replaces this file's body with the machine's exports (same names and shapes).
 */
import type { PairRule, Position } from '#contract/enums.ts';

export type BalancePlayer = { attendeeId: number; level: number; positions: readonly Position[] };
export type BalanceInput = {
  players: readonly BalancePlayer[];
  sideCount: 2 | 3;
  pins?: ReadonlyMap<number, number>;
  pairs?: readonly { a: number; b: number; rule: PairRule }[];
  coPlays?: ReadonlyMap<string, number>;
  previous?: readonly (readonly number[])[];
  seed?: number;
};
export type BalanceReason =
  | { kind: 'levelSums'; sums: number[] }
  | { kind: 'levelSpread'; top: number[]; bottom: number[] }
  | { kind: 'keepersSpread' | 'keepersUneven'; perSide: number[] }
  | { kind: 'pairKept' | 'pairBroken'; a: number; b: number; rule: PairRule }
  | { kind: 'pinDropped'; attendeeId: number; side: number }
  | { kind: 'positionGaps'; gaps: { side: number; position: 'DF' | 'MF' | 'FW' }[] }
  | { kind: 'newPairings'; count: number }
  | { kind: 'exhaustive'; splitsTried: number }
  | { kind: 'searched'; restarts: number }
  | { kind: 'minimalChange'; moved: number[]; placed: number[] };
export type SideProposal = { sides: number[][]; levelSums: number[]; reasons: BalanceReason[]; cost: number };

const levelOf = (p: BalancePlayer | undefined) => (p && Number.isFinite(p.level) ? Math.min(5, Math.max(1, p.level)) : 2);
const isKeeper = (p: BalancePlayer | undefined) => p?.positions.includes('GK') ?? false;

/** A deterministic shuffle per seed (mulberry32), so a re-roll gives another order of equals. */
function shuffled<T>(list: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function proposeSides(input: BalanceInput): SideProposal {
  const byId = new Map(input.players.map((p) => [p.attendeeId, p]));
  const k = input.sideCount;
  const sides: number[][] = Array.from({ length: k }, () => []);
  const sum = (s: number) => sides[s].reduce((t, id) => t + levelOf(byId.get(id)), 0);
  const keepers = (s: number) => sides[s].filter((id) => isKeeper(byId.get(id))).length;
  const best = (score: (s: number) => number[]) => [...sides.keys()].sort((x, y) => compare(score(x), score(y)))[0];
  const placeOne = (id: number) =>
    sides[isKeeper(byId.get(id)) ? best((s) => [keepers(s), sides[s].length, sum(s)]) : best((s) => [sides[s].length, sum(s)])].push(id);
  let how: BalanceReason;
  if (input.previous?.length === k) {
    input.previous.forEach((ids, s) => sides[s].push(...ids.filter((id) => byId.has(id))));
    const placed = input.players.map((p) => p.attendeeId).filter((id) => !sides.some((ids) => ids.includes(id)));
    placed.forEach(placeOne);
    const moved: number[] = [];
    // Sizes within one: the weakest outfield player of the biggest side moves to the smallest.
    for (;;) {
      const big = best((s) => [-sides[s].length]);
      const small = best((s) => [sides[s].length]);
      if (sides[big].length - sides[small].length <= 1) break;
      const pick = sides[big].filter((id) => !isKeeper(byId.get(id)) && !input.pins?.has(id)).sort((x, y) => levelOf(byId.get(x)) - levelOf(byId.get(y)))[0];
      if (pick === undefined) break;
      sides[big].splice(sides[big].indexOf(pick), 1);
      sides[small].push(pick);
      moved.push(pick);
    }
    how = { kind: 'minimalChange', moved, placed };
  } else {
    for (const [id, s] of input.pins ?? []) if (byId.has(id) && s < k) sides[s].push(id);
    const free = shuffled(
      input.players.filter((p) => !sides.some((ids) => ids.includes(p.attendeeId))),
      input.seed ?? 0,
    );
    const order = [...free.filter(isKeeper), ...free.filter((p) => !isKeeper(p)).sort((a, b) => levelOf(b) - levelOf(a))];
    order.forEach((p) => placeOne(p.attendeeId));
    how = { kind: 'searched', restarts: 1 };
  }
  const levelSums = sides.map((_, s) => sum(s));
  const perSide = sides.map((_, s) => keepers(s));
  const reasons: BalanceReason[] = [
    { kind: 'levelSums', sums: levelSums },
    { kind: Math.max(...perSide) - Math.min(...perSide) <= 1 ? 'keepersSpread' : 'keepersUneven', perSide },
    how,
  ];
  return { sides, levelSums, reasons, cost: Math.max(...levelSums) - Math.min(...levelSums) };
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Players on a side in both lists who are on another side in `next` ("2명 이동"). */
export function moveCount(previous: readonly (readonly number[])[], next: readonly (readonly number[])[]): number {
  const before = new Map<number, number>();
  previous.forEach((ids, s) => ids.forEach((id) => before.set(id, s)));
  return next.reduce((moved, ids, s) => moved + ids.filter((id) => before.has(id) && before.get(id) !== s).length, 0);
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

export type SideBalance = { levelSum: number; keeperCount: number; size: number };

/** Each side's figures for its bar: level sum (levels as the balancer counts them), keepers, size. */
export function sideBalance(players: readonly BalancePlayer[], sides: readonly (readonly number[])[]): SideBalance[] {
  const byId = new Map(players.map((p) => [p.attendeeId, p]));
  return sides.map((ids) => ({
    levelSum: ids.reduce((t, id) => t + levelOf(byId.get(id)), 0),
    keeperCount: ids.filter((id) => isKeeper(byId.get(id))).length,
    size: ids.length,
  }));
}
