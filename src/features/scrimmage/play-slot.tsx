/**
 * What the scrimmage page shows of the games for every viewer (decision 082): what is on now and
 * next, with the score the page follows live (./play/use-scrimmage-live.ts), and the results table.
 */
import type { Scrimmage } from '#contract/scrimmages.ts';
import { useKeeperIds } from './balance-inputs.ts';
import { NowNextCard, ScrimmageResults } from './play/index.ts';

export interface ScrimmagePlaySlotProps {
  scrimmage: Scrimmage;
}

export function ScrimmagePlaySlot({ scrimmage }: ScrimmagePlaySlotProps) {
  const keepers = useKeeperIds(scrimmage.teamId, scrimmage.attendees);
  return (
    <>
      <NowNextCard scrimmage={scrimmage} keepers={keepers} />
      {scrimmage.games.length > 0 ? <ScrimmageResults teamId={scrimmage.teamId} scrimmageId={scrimmage.id} vestColours={scrimmage.vestColours} /> : null}
    </>
  );
}
