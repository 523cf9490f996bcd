/** Display rules of the lineup editor: cell names, player names, refusal texts. */
import type { MatchSide } from '#contract/enums.ts';
import type { RefusalReason } from '#machines/lineup.machine.ts';
import { GOALKEEPER_CELL, columnOf, positionForCell, rowOf } from '#machines/lineup.grid.ts';
import type { LineupPlayerView } from '#machines/lineup.selectors.ts';
import { lineupMessages } from '#src/lib/messages/lineup.ts';

const m = lineupMessages;

/** The drag type of a person of the lineup; the value is `{ side, playerKey }` as JSON. */
export const playerDragType = 'application/x-pitchside-player';

/** '3행 2열 (MF)', rows and columns counted from 1, row 1 at the halfway line; cell 27 is '골키퍼 자리'. */
export function cellName(cell: number): string {
  if (cell === GOALKEEPER_CELL) return m.goalkeeperCell;
  return m.cell(rowOf(cell) + 1, columnOf(cell) + 1, positionForCell(cell));
}

/** '10번 김민준 (MF)'. */
export function playerName(p: Pick<LineupPlayerView, 'number' | 'name' | 'position'>): string {
  return m.player(p.number, p.name, p.position);
}

/** Which name a side goes by: the away side is 상대팀 only to the home team's people (to its own, 원정팀). */
export function sideLabel(side: MatchSide, awayIsOwn: boolean): 'home' | 'away' | 'ownAway' {
  return side === 'away' && awayIsOwn ? 'ownAway' : side;
}

export function refusalText(reason: RefusalReason): string {
  return m.refusals[reason];
}

/** The message of a failed save or copy: the server's Korean message when there is one. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The side that is not `side`. */
export const otherSide = (side: MatchSide): MatchSide => (side === 'home' ? 'away' : 'home');
