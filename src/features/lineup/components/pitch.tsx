/**
 * The side's half-pitch: 6 rows × 5 columns (row 1 at the halfway line on top, the goalkeeper row at
 * the bottom). Each cell is a button and a drop target: a tap moves the selected person there (or
 * selects the starter on it), a drop moves the dragged person there. A filled cell can be dragged.
 */
import type { MatchSide } from '#contract/enums.ts';
import { CELL_COUNT } from '#machines/lineup.grid.ts';
import { selectGrid, selectSelection, selectSide, type LineupStarterView } from '#machines/lineup.selectors.ts';
import { movePlayer } from '#machines/lineup.side.ts';
import { DropTargetButton, useDragSource } from '#src/components/ui/drag-drop.tsx';
import { PitchField } from '#src/components/ui/pitch.tsx';
import { lineupMessages } from '#src/lib/messages/lineup.ts';
import { useSelector } from '@xstate/react';
import { useLineupBoard } from '../lineup-board-context.ts';
import { cellName, playerDragType, playerName } from '../lineup-view.ts';
import * as css from '../lineup.css.ts';
import { useDropMove } from './use-drop-move.ts';

const m = lineupMessages;

export function Pitch({ teamName, side }: { teamName: string; side: MatchSide }) {
  const { actor, interactive } = useLineupBoard();
  const grid = useSelector(actor, (s) => selectGrid(s, side));
  return (
    <PitchField role="group" aria-label={m.pitch(teamName)}>
      {Array.from({ length: CELL_COUNT }, (_, cell) =>
        interactive ? <PitchCell key={cell} cell={cell} side={side} occupant={grid[cell]} /> : <StaticCell key={cell} occupant={grid[cell]} />,
      )}
    </PitchField>
  );
}

function Marker({ player }: { player: LineupStarterView }) {
  return (
    <span className={css.marker}>
      <span className={css.markerDisc}>{player.number ?? '-'}</span>
      <span className={css.markerName}>{player.name}</span>
      {player.position ? <span className={css.markerPosition}>{player.position}</span> : null}
    </span>
  );
}

function StaticCell({ occupant }: { occupant: LineupStarterView | null }) {
  return <div className={css.cell}>{occupant ? <Marker player={occupant} /> : <span aria-hidden className={css.cellDot} />}</div>;
}

function PitchCell({ cell, side, occupant }: { cell: number; side: MatchSide; occupant: LineupStarterView | null }) {
  const { actor, announce } = useLineupBoard();
  const selection = useSelector(actor, selectSelection);
  const sideState = useSelector(actor, (s) => selectSide(s, side));
  const source = useDragSource({
    type: playerDragType,
    data: JSON.stringify({ side, playerKey: occupant?.key ?? '' }),
    text: occupant ? playerName(occupant) : '',
    isDisabled: !occupant,
  });
  const onDropValue = useDropMove(side, { kind: 'cell', cell });

  const mine = selection?.side === side ? selection : null;
  const isSelected = occupant !== null && mine?.playerKey === occupant.key;
  const isValid = mine !== null && !isSelected && movePlayer(sideState, mine.playerKey, { kind: 'cell', cell }).ok;
  const place = cellName(cell);

  const onPress = () => {
    if (mine && !isSelected) actor.send({ type: 'place.choose', to: { kind: 'cell', cell } });
    else if (occupant) actor.send({ type: 'player.select', side, playerKey: occupant.key });
    else announce(m.selectFirst);
  };

  return (
    <DropTargetButton
      accept={playerDragType}
      onDropValue={onDropValue}
      onPress={onPress}
      dragProps={occupant ? source.dragProps : undefined}
      aria-label={occupant ? m.cellWith(place, playerName(occupant)) : place}
      aria-pressed={occupant ? isSelected : undefined}
      data-valid={isValid || undefined}
      data-selected={isSelected || undefined}
      data-dragging={source.isDragging || undefined}
      className={css.cell}
    >
      {occupant ? <Marker player={occupant} /> : <span aria-hidden className={css.cellDot} />}
    </DropTargetButton>
  );
}
