/**
 * Substitution by drag and drop (docs/domain.md §5.6): a bench player who can come on is dragged onto
 * a pitch player who can go off, of the same team. The drag type names the team, so a pitch player
 * of the other team is no drop target at all (React Aria skips it in a keyboard drag too).
 */
import type { MatchPlayer } from '#contract/matches.ts';
import { canComeOn, canGoOff } from './match-record.cache.ts';

/** The drag type of a substitute of one team; the dragged value is the substitute's match-user id. */
export const substituteDragType = (teamId: number) => `application/x-pitchside-substitute-${teamId}`;

export interface Substitution {
  out: MatchPlayer;
  in: MatchPlayer;
}

/**
 * The substitution a drop proposes, or null when it is not one: the value must name a bench player
 * of the target's team who can come on, and the target must be able to go off.
 */
export function droppedSubstitution(value: string, target: MatchPlayer, bench: readonly MatchPlayer[]): Substitution | null {
  const incoming = bench.find((p) => String(p.id) === value.trim());
  if (!incoming || incoming.teamId !== target.teamId || !canComeOn(incoming) || !canGoOff(target)) return null;
  return { out: target, in: incoming };
}
