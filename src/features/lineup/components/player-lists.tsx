/**
 * The three lists beside the pitch: the pool ('* 전체 선수 명단'), the starters (with their position
 * menus) and the bench. Every person is a button (tap to select, again to deselect) with a drag handle
 * for keyboard dragging; the pool and the bench also have a place button that is a drop target.
 */
import type { MatchSide, Position } from '#contract/enums.ts';
import { positions } from '#contract/enums.ts';
import type { LineupPlace } from '#machines/lineup.machine.ts';
import { positionForCell } from '#machines/lineup.grid.ts';
import {
  selectBench,
  selectPool,
  selectSelection,
  selectSide,
  selectStarters,
  type LineupPlayerView,
  type LineupStarterView,
} from '#machines/lineup.selectors.ts';
import { movePlayer, type LineupSide } from '#machines/lineup.side.ts';
import { Button } from '#src/components/ui/button.tsx';
import { DragHandle, DraggableButton, DropTargetButton, useDragSource } from '#src/components/ui/drag-drop.tsx';
import { MenuButton } from '#src/components/ui/menu-button.tsx';
import { BuiltOnceShown } from '#src/lib/built-once-shown.tsx';
import { lineupMessages } from '#src/lib/messages/lineup.ts';
import { useSelector } from '@xstate/react';
import { X } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { orderForFairness, type PoolOrder } from '#machines/lineup.fairness.ts';
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx';
import { useLineupBoard } from '../lineup-board-context.ts';
import { playerDragType, playerName } from '../lineup-view.ts';
import * as css from '../lineup.css.ts';
import { PlayingTime } from './playing-time.tsx';
import { useDropMove } from './use-drop-move.ts';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { media } from '#src/styles/theme.css.ts';

const m = lineupMessages;
const poolOrders: readonly PoolOrder[] = ['team', 'leastPlayed'];

interface PanelProps {
  side: MatchSide;
  /** On a phone only one list shows at a time, each built when it first shows (src/lib/built-once-shown.tsx). */
  isActive: boolean;
  children?: ReactNode;
}

export function PoolPanel({ side, isActive, children }: PanelProps) {
  const { actor, interactive, fairness, poolOrder } = useLineupBoard();
  const unordered = useSelector(actor, (s) => selectPool(s, side));
  // 참석 first and 불참 last once the answers are here; the least played first when the admin asks.
  const pool = useMemo(
    () => (fairness && poolOrder ? orderForFairness(unordered, fairness.facts, poolOrder.order) : unordered),
    [unordered, fairness, poolOrder],
  );
  const sideState = useSelector(actor, (s) => selectSide(s, side));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css.panel} data-active={isActive || undefined}>
      <h3 id={headingId} className={css.panelHeading}>
        {m.allPlayers}
      </h3>
      {poolOrder ? (
        <SegmentedControl
          label={m.fairness.order}
          className={css.poolOrder}
          value={poolOrder.order}
          isDisabled={!fairness}
          onChange={(id) => poolOrder.setOrder(id as PoolOrder)}
          options={poolOrders.map((id) => ({ id, label: m.fairness.orders[id] }))}
        />
      ) : null}
      <PlaceButton side={side} to={{ kind: 'pool' }} label={m.toPool} />
      {children}
      <BuiltOnceShown shown={isActive} breakpoint={media.lg}>
        <PlayerList label={m.allPlayersList} side={side} players={pool} empty={poolEmptyText(sideState, interactive)} />
      </BuiltOnceShown>
      <p className={css.footnote}>{m.emptyNote}</p>
    </section>
  );
}

/**
 * An empty pool means everyone is placed, unless there is nobody at all: a temporary team starts with
 * no players, and whoever can edit it types them in with the guest form above the list.
 */
function poolEmptyText(side: LineupSide, interactive: boolean): string {
  if (side.people.length > 0) return m.poolEmpty;
  return side.isTemp && interactive ? m.poolNoneGuests : m.poolNone;
}

export function StartersPanel({ side, isActive }: PanelProps) {
  const { actor } = useLineupBoard();
  const starters = useSelector(actor, (s) => selectStarters(s, side));
  const headingId = useId();
  // Goalkeeper first, then back to front, as a team sheet reads.
  const ordered = [...starters].sort((a, b) => b.cell - a.cell);
  return (
    <section aria-labelledby={headingId} className={css.panel} data-active={isActive || undefined}>
      <h3 id={headingId} className={css.panelHeading}>
        {m.starters} <span className={css.count}>{m.starterCount(starters.length)}</span>
      </h3>
      <BuiltOnceShown shown={isActive} breakpoint={media.lg}>
        <PlayerList label={m.starters} side={side} players={ordered} empty={m.startersEmpty} starters />
      </BuiltOnceShown>
    </section>
  );
}

export function BenchPanel({ side, isActive }: PanelProps) {
  const { actor } = useLineupBoard();
  const bench = useSelector(actor, (s) => selectBench(s, side));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css.panel} data-active={isActive || undefined}>
      <h3 id={headingId} className={css.panelHeading}>
        {m.bench} <span className={css.count}>{m.benchCount(bench.length)}</span>
      </h3>
      <PlaceButton side={side} to={{ kind: 'bench' }} label={m.toBench} />
      <BuiltOnceShown shown={isActive} breakpoint={media.lg}>
        <PlayerList label={m.bench} side={side} players={bench} empty={m.benchEmpty} />
      </BuiltOnceShown>
    </section>
  );
}

/** A place that is not a cell (the pool, the end of the bench): tap target and drop target. */
function PlaceButton({ side, to, label }: { side: MatchSide; to: LineupPlace; label: string }) {
  const { actor, interactive, announce } = useLineupBoard();
  const selection = useSelector(actor, selectSelection);
  const sideState = useSelector(actor, (s) => selectSide(s, side));
  const onDropValue = useDropMove(side, to);
  if (!interactive) return null;
  const mine = selection?.side === side ? selection : null;
  const isValid = mine !== null && movePlayer(sideState, mine.playerKey, to).ok;
  return (
    <DropTargetButton
      accept={playerDragType}
      onDropValue={onDropValue}
      onPress={() => (mine ? actor.send({ type: 'place.choose', to }) : announce(m.selectFirst))}
      data-valid={isValid || undefined}
      className={css.placeButton}
    >
      {label}
    </DropTargetButton>
  );
}

function PlayerList({
  label,
  side,
  players,
  empty,
  starters = false,
}: {
  label: string;
  side: MatchSide;
  players: ReadonlyArray<LineupPlayerView | LineupStarterView>;
  empty: string;
  starters?: boolean;
}) {
  const { interactive } = useLineupBoard();
  if (players.length === 0) return <p className={css.empty}>{empty}</p>;
  return (
    <ul aria-label={label} className={css.list}>
      {players.map((p) =>
        interactive ? (
          <PlayerRow key={p.key} side={side} player={p} isStarter={starters} />
        ) : (
          <li key={p.key} className={css.row}>
            <span className={css.playerStatic}>
              <PlayerBits player={p} />
            </span>
            <PlayingTime person={p} />
          </li>
        ),
      )}
    </ul>
  );
}

function PlayerBits({ player, showPosition = true }: { player: LineupPlayerView; showPosition?: boolean }) {
  return (
    <>
      <span className={css.number} aria-hidden>
        {player.number ?? '-'}
      </span>
      <span className={css.name}>{player.name}</span>
      {showPosition && player.position ? <span className={css.positionTag}>{player.position}</span> : null}
    </>
  );
}

function PlayerRow({ side, player, isStarter }: { side: MatchSide; player: LineupPlayerView | LineupStarterView; isStarter: boolean }) {
  const { actor, revealPitch } = useLineupBoard();
  const selection = useSelector(actor, selectSelection);
  const isSelected = selection?.side === side && selection.playerKey === player.key;
  const onPress = () => {
    actor.send({ type: 'player.select', side, playerKey: player.key });
    // On a phone the pitch is above the lists: bring it into view for the second tap.
    if (actor.getSnapshot().context.selection) revealPitch();
  };
  const source = useDragSource({ type: playerDragType, data: JSON.stringify({ side, playerKey: player.key }), text: playerName(player) });
  return (
    <li className={css.row} data-selected={isSelected || undefined}>
      <DraggableButton source={source} onPress={onPress} aria-pressed={isSelected} aria-label={playerName(player)} className={css.playerButton}>
        <PlayerBits player={player} showPosition={!isStarter} />
      </DraggableButton>
      <PlayingTime person={player} />
      <DragHandle source={source} label={m.dragHandle(player.name)} />
      {isStarter && 'cell' in player ? <PositionMenu side={side} player={player} /> : null}
      {player.kind === 'guest' ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.guests.remove(player.name)}
          onPress={() => actor.send({ type: 'guest.remove', side, playerKey: player.key })}
        >
          <X aria-hidden className={iconSmall} />
        </Button>
      ) : null}
    </li>
  );
}

const autoId = 'auto';

function PositionMenu({ side, player }: { side: MatchSide; player: LineupStarterView }) {
  const { actor } = useLineupBoard();
  const implied = positionForCell(player.cell);
  const items = [{ id: autoId, label: m.positionAuto(implied) }, ...positions.map((p) => ({ id: p, label: m.positions[p] }))];
  const shown = player.position ?? implied;
  return (
    <MenuButton
      label={m.positionMenu(player.name, shown)}
      items={items}
      selected={player.positionIsExplicit ? player.position : autoId}
      onAction={(id) => actor.send({ type: 'position.set', side, playerKey: player.key, position: id === autoId ? null : (id as Position) })}
    >
      {shown}
    </MenuButton>
  );
}
