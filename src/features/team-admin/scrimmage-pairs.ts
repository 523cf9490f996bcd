/**
 * The team's pairs for fair sides (decision 087): the admin's list is replaced whole on every change
 * (`setScrimmagePairs`), so adding and removing are pure edits of it, checked here before the call
 * with the server's rules (two different members, one rule per pair, at most `maxScrimmagePairs`).
 */
import type { PairRule } from '#contract/enums.ts';
import { maxScrimmagePairs, type ScrimmagePair } from '#contract/scrimmage-extras.ts';

export type PairProblem = 'pickTwo' | 'samePerson' | 'already' | 'tooMany';
type PairEdit = { ok: true; pairs: ScrimmagePair[] } | { ok: false; problem: PairProblem };

const samePair = (p: ScrimmagePair, userA: number, userB: number) => p.userA === userA && p.userB === userB;

/** Adds a pair (ids in order, as the server answers them); the same two with the other rule change rule. */
export function addPair(pairs: readonly ScrimmagePair[], a: number | null, b: number | null, rule: PairRule): PairEdit {
  if (a === null || b === null) return { ok: false, problem: 'pickTwo' };
  if (a === b) return { ok: false, problem: 'samePerson' };
  const [userA, userB] = a < b ? [a, b] : [b, a];
  const existing = pairs.find((p) => samePair(p, userA, userB));
  if (existing?.rule === rule) return { ok: false, problem: 'already' };
  if (existing) return { ok: true, pairs: pairs.map((p) => (p === existing ? { userA, userB, rule } : p)) };
  if (pairs.length >= maxScrimmagePairs) return { ok: false, problem: 'tooMany' };
  return { ok: true, pairs: [...pairs, { userA, userB, rule }] };
}

export function removePair(pairs: readonly ScrimmagePair[], pair: ScrimmagePair): ScrimmagePair[] {
  return pairs.filter((p) => !samePair(p, pair.userA, pair.userB));
}
