/**
 * One team on the record screen: its players standing on their grid cells of the half-pitch, and the
 * bench below (docs/domain.md §4.5, §5.6). Every player is a button that selects them for the player
 * panel. A bench player who can come on can be dragged (mouse, touch, or the keyboard through the
 * drag handle) onto a pitch player who can go off; the drop proposes the substitution, which the
 * page confirms.
 * A tap draws again only what it changed (decision 101): the pitch of the team whose players changed,
 * and on it the players whose own record or selection changed (memoised, with callbacks that stay the same).
 */
import type { MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import { DragHandle, DraggableButton, DropTargetButton, useDragSource } from '#src/components/ui/drag-drop.tsx';
import { PitchField, cellPlacement } from '#src/components/ui/pitch.tsx';
import { AfterFirstPaint } from '#src/lib/after-first-paint.tsx';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import { ArrowUp } from 'lucide-react';
import { memo, useCallback, useId } from 'react';
import { benchReason, pitchPlacement, sideLineup } from '#src/lib/match-lineup.ts';
import { useLatest } from '#src/lib/use-latest.ts';
import { canGoOff } from '../match-record.cache.ts';
import * as css from '../match-record.css.ts';
import * as pitchCss from '../match-record-pitch.css.ts';
import { playerLabel } from '../player-label.ts';
import { droppedSubstitution, substituteDragType, type Substitution } from '../substitution-drag.ts';

const m = matchRecordMessages;

interface TeamPitchProps {
  teamId: number;
  teamName: string;
  side: MatchPlayers['homeTeam'] | undefined;
  canRecord: boolean;
  selectedId: number | null;
  onSelect: (player: MatchPlayer) => void;
  onPropose: (substitution: Substitution) => void;
}

export const TeamPitch = memo(function TeamPitch({ teamId, teamName, side, canRecord, selectedId, onSelect, onPropose }: TeamPitchProps) {
  const headingId = useId();
  const benchHeadingId = useId();
  const lineup = side ? sideLineup(side) : { onPitch: [], bench: [] };
  const { cells, unplaced } = pitchPlacement(lineup.onPitch);
  const dragType = substituteDragType(teamId);
  const bench = useLatest(lineup.bench);
  const onDrop = useCallback(
    (value: string, onto: MatchPlayer) => {
      const substitution = droppedSubstitution(value, onto, bench.current);
      if (substitution) onPropose(substitution);
    },
    [bench, onPropose],
  );
  const onPitchPlayer = (p: MatchPlayer) => (
    <PitchPlayer player={p} dragType={dragType} canRecord={canRecord} isSelected={p.id === selectedId} onSelect={onSelect} onDrop={onDrop} />
  );
  const canSubstitute = canRecord && lineup.bench.some((p) => benchReason(p) === null) && lineup.onPitch.some(canGoOff);
  return (
    <section className={css.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {teamName}
      </h2>
      {lineup.onPitch.length === 0 ? (
        <p className={css.muted}>{m.playersEmpty}</p>
      ) : (
        <PitchField as="ul" aria-label={`${teamName} ${m.onPitch}`}>
          {[...cells].map(([cell, p]) => (
            <li key={p.id} className={`${pitchCss.cell} ${cellPlacement(cell)}`}>
              {onPitchPlayer(p)}
            </li>
          ))}
        </PitchField>
      )}
      {unplaced.length > 0 ? (
        <>
          <h3 className={css.subHeading}>{m.unplaced}</h3>
          <ul className={pitchCss.unplaced} aria-label={`${teamName} ${m.unplaced}`}>
            {unplaced.map((p) => (
              <li key={p.id} className={pitchCss.cell}>
                {onPitchPlayer(p)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 id={benchHeadingId} className={css.subHeading}>
        {m.bench}
      </h3>
      {canSubstitute ? <p className={css.muted}>{m.pitchHint}</p> : null}
      {lineup.bench.length === 0 ? (
        <p className={css.muted}>{m.benchEmpty}</p>
      ) : (
        // Below a phone's first screen (under the pitch and the action bar): built after it has painted.
        <AfterFirstPaint>
          <ul className={css.benchList} aria-label={`${teamName} ${m.bench}`}>
            {lineup.bench.map((p) => (
              <BenchPlayer key={p.id} player={p} dragType={dragType} canRecord={canRecord} isSelected={p.id === selectedId} onSelect={onSelect} />
            ))}
          </ul>
        </AfterFirstPaint>
      )}
    </section>
  );
});

interface PitchPlayerProps {
  player: MatchPlayer;
  dragType: string;
  canRecord: boolean;
  isSelected: boolean;
  onSelect: (player: MatchPlayer) => void;
  onDrop: (value: string, onto: MatchPlayer) => void;
}

/** A player on their cell: number, short name and badges; a tap selects, a dropped substitute replaces them. */
const PitchPlayer = memo(function PitchPlayer({ player, dragType, canRecord, isSelected, onSelect, onDrop }: PitchPlayerProps) {
  return (
    <DropTargetButton
      accept={dragType}
      isDropDisabled={!canRecord || !canGoOff(player)}
      onDropValue={(value) => onDrop(value, player)}
      onPress={() => onSelect(player)}
      aria-pressed={isSelected}
      aria-label={playerLabel(player)}
      className={pitchCss.player}
    >
      <span className={pitchCss.disc}>
        {player.number ?? '-'}
        <Badges player={player} />
      </span>
      <span className={pitchCss.name}>{player.name}</span>
    </DropTargetButton>
  );
});

function Badges({ player }: { player: MatchPlayer }) {
  return (
    <>
      {player.goals > 0 ? (
        <span aria-hidden className={pitchCss.goals}>
          ⚽{player.goals}
        </span>
      ) : null}
      {player.yellowCards > 0 || player.redCards > 0 ? (
        <span aria-hidden className={pitchCss.cards}>
          {player.yellowCards > 0 ? <span className={pitchCss.card.yellow} /> : null}
          {player.redCards > 0 ? <span className={pitchCss.card.red} /> : null}
        </span>
      ) : null}
      {player.subIn ? <ArrowUp aria-hidden className={pitchCss.subIn} /> : null}
    </>
  );
}

interface BenchPlayerProps {
  player: MatchPlayer;
  dragType: string;
  canRecord: boolean;
  isSelected: boolean;
  onSelect: (player: MatchPlayer) => void;
}

/** A bench player: selectable; draggable while they can come on; greyed with the reason once they cannot. */
const BenchPlayer = memo(function BenchPlayer({ player, dragType, canRecord, isSelected, onSelect }: BenchPlayerProps) {
  const reason = benchReason(player);
  const canDrag = canRecord && reason === null;
  const source = useDragSource({ type: dragType, data: String(player.id), text: player.name, isDisabled: !canDrag });
  return (
    <li className={pitchCss.benchItem}>
      <DraggableButton
        source={source}
        onPress={() => onSelect(player)}
        aria-pressed={isSelected}
        aria-label={playerLabel(player)}
        className={reason ? `${css.player} ${pitchCss.unavailable}` : css.player}
      >
        <span className={css.playerNumber}>{player.number ?? '-'}</span>
        <span>{player.name}</span>
        {reason ? <span className={pitchCss.reason}>{m.benchReasons[reason]}</span> : null}
      </DraggableButton>
      {reason === null ? <DragHandle source={source} label={m.dragToSubstitute(player.name)} isDisabled={!canDrag} /> : null}
    </li>
  );
});
