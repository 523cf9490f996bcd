/** What the lineup board's parts share: the actor, the side on screen, whether it can be changed. */
import type { MatchSide } from '#contract/enums.ts';
import type { FairnessFacts, PoolOrder } from '#machines/lineup.fairness.ts';
import { createContext, useContext } from 'react';
import type { LineupActor } from './use-lineup-editor.ts';

export interface LineupBoardValue {
  actor: LineupActor;
  side: MatchSide;
  /** Moves are possible now (admin of the side, before kick-off, side not done, no save under way). */
  interactive: boolean;
  /** Puts a polite message in the board's live region. */
  announce: (text: string) => void;
  /** Scrolls the pitch into view when it is out of sight (a phone, after a tap in a list). */
  revealPitch: () => void;
  /** Fair playing time's figures (use-fairness.ts) while this admin sets a registered team's side and the minutes are here; else null. */
  fairness: { facts: FairnessFacts; matches: number } | null;
  /**
   * The pool's order choice whenever fair playing time is on, from the first paint: shown only once
   * the minutes were here, it pushed the pool down under a pointer already on its way to a player
   * (a drag took the wrong one, or none). Until then (`fairness` null) it is disabled.
   */
  poolOrder: { order: PoolOrder; setOrder: (order: PoolOrder) => void } | null;
}

export const LineupBoardContext = createContext<LineupBoardValue | null>(null);

export function useLineupBoard(): LineupBoardValue {
  const value = useContext(LineupBoardContext);
  if (!value) throw new Error('useLineupBoard needs a <LineupBoardContext.Provider>');
  return value;
}
