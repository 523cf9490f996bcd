/** Why a proposal is what it is, in Korean (decision 081): the balancer's reasons (machines/scrimmage.balance.ts) worded for the screen. */
import { scrimmageSetupMessages } from '#src/lib/messages/scrimmage-setup.ts';
import type { BalanceReason } from '#machines/scrimmage.balance.ts';

const r = scrimmageSetupMessages.reasons;

/**
 * One line per reason worth saying; the search's own bookkeeping (exhaustive, searched) is said briefly.
 * `levelsHidden`: the viewer runs the scrimmage but is no admin (decision 080), so no level sum is said.
 */
export function reasonLines(
  reasons: readonly BalanceReason[],
  nameOf: (attendeeId: number) => string,
  { levelsHidden = false }: { levelsHidden?: boolean } = {},
): string[] {
  return reasons.flatMap((reason): string[] => {
    switch (reason.kind) {
      case 'levelSums':
        return levelsHidden ? [] : [r.levelSums(reason.sums)];
      case 'keepersSpread': {
        if (reason.perSide.every((n) => n === 0)) return [];
        const [first] = reason.perSide;
        return [reason.perSide.every((n) => n === first) ? r.keepersEven(first) : r.keepers(reason.perSide)];
      }
      case 'keepersUneven':
        return [r.keepersUneven(reason.perSide)];
      case 'newPairings':
        return [r.newPairings(reason.count)];
      case 'pairKept':
        return [r.pairKept(nameOf(reason.a), nameOf(reason.b), reason.rule === 'APART')];
      case 'pairBroken':
        return [r.pairBroken(nameOf(reason.a), nameOf(reason.b), reason.rule === 'APART')];
      case 'pinDropped':
        return [r.pinDropped(nameOf(reason.attendeeId))];
      case 'positionGaps':
        return reason.gaps.length > 0 ? [r.positionGaps(new Set(reason.gaps.map((g) => g.side)).size)] : [];
      case 'exhaustive':
        return [r.exhaustive(reason.splitsTried)];
      case 'searched':
        return [r.searched];
      case 'minimalChange':
        return [];
      case 'levelSpread':
        return [];
    }
  });
}
