/** A drop on a place of the board: the dragged person (same side only) moves there. */
import type { MatchSide } from '#contract/enums.ts';
import type { LineupPlace } from '#machines/lineup.machine.ts';
import { useLineupBoard } from '../lineup-board-context.ts';

export function useDropMove(side: MatchSide, to: LineupPlace) {
  const { actor } = useLineupBoard();
  return (value: string) => {
    let dragged: { side?: unknown; playerKey?: unknown };
    try {
      dragged = JSON.parse(value) as typeof dragged;
    } catch {
      return;
    }
    if (dragged.side !== side || typeof dragged.playerKey !== 'string' || dragged.playerKey === '') return;
    actor.send({ type: 'player.move', side, playerKey: dragged.playerKey, to });
  };
}
