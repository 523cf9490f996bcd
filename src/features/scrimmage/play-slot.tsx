/**
 * MOUNT POINT for the play screens of engineer "uiplay" (decision 081): while the games run and after
 * them, the lead mounts here the NowNextCard (what is on now and next), the live-follow hook and the
 * results table of src/features/scrimmage/play/. The page renders this below the sides and above the
 * games so far, for every viewer, in the states PLAYING and FINISHED (and SIDES for what is next).
 */
import type { Scrimmage } from '#contract/scrimmages.ts';

export interface ScrimmagePlaySlotProps {
  scrimmage: Scrimmage;
  /** The viewer is the admin or the runner. */
  canRun: boolean;
}

export function ScrimmagePlaySlot(_props: ScrimmagePlaySlotProps) {
  return null;
}
