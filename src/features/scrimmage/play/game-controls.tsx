/**
 * The runner's game buttons: 경기 시작 with the pairing the format proposes (대진 바꾸기 picks
 * another), 일시정지/재개, 경기 종료 (confirmed), and 다시 열기 for the last game ended.
 */
import type { Scrimmage, ScrimmageGame } from '#contract/scrimmages.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog, useConfirm } from '#src/components/ui/confirm-dialog.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import { sideLabel } from '#src/lib/vest.ts';
import { text } from '#src/styles/text.css.ts';
import { useState } from 'react';
import { lastGame, nextGame, sideColour } from './now-next.ts';
import * as css from './play.css.ts';
import type { GameAction } from './scrimmage-cache.ts';

export interface GameControlsProps {
  scrimmage: Scrimmage;
  current: ScrimmageGame | null;
  /** Whether the machine takes this pairing now (every attendee on a side, two different sides with players). */
  canStart: (homeSide: number, awaySide: number) => boolean;
  onStart: (homeSide: number, awaySide: number) => void;
  onAction: (gameId: number, action: GameAction) => void;
}

export function GameControls({ scrimmage: s, current, canStart, onStart, onAction }: GameControlsProps) {
  // The game asked about is kept with the question: the dialog stays mounted (and closes itself) when the tap ends the game.
  const asking = useConfirm<{ action: 'END' | 'REOPEN'; game: ScrimmageGame }>();
  const confirm = asking.about;
  const [override, setOverride] = useState<{ home: number; away: number } | null>(null);
  const label = (side: number) => sideLabel(sideColour(s, side));
  const last = lastGame(s);
  const proposed = nextGame(s);
  const sides = s.sides.map((x) => x.side);
  const pairing =
    override ?? (proposed ? { home: proposed.homeSide, away: proposed.awaySide } : sides.length >= 2 ? { home: sides[0]!, away: sides[1]! } : null);
  const options = sides.map((side) => ({ value: String(side), label: label(side) }));

  if (s.state === 'FINISHED' || s.state === 'CHECK_IN') return null;
  return (
    <div className={css.controls}>
      {current ? (
        <>
          <Button variant="secondary" size="lg" onPress={() => onAction(current.id, current.state === 'PAUSED' ? 'RESUME' : 'PAUSE')}>
            {current.state === 'PAUSED' ? m.resume : m.pause}
          </Button>
          <Button variant="danger" size="lg" onPress={() => asking.ask({ action: 'END', game: current })}>
            {m.end}
          </Button>
        </>
      ) : pairing ? (
        <>
          <Button
            variant="primary"
            size="lg"
            isDisabled={!canStart(pairing.home, pairing.away)}
            onPress={() => {
              onStart(pairing.home, pairing.away);
              setOverride(null);
            }}
          >
            {m.startWith(label(pairing.home), label(pairing.away))}
          </Button>
          {pairing.home !== pairing.away && !canStart(pairing.home, pairing.away) ? (
            <p className={text({ tone: 'danger', size: 'sm' })}>{m.unsidedFirst}</p>
          ) : null}
          {override ? (
            <>
              <Select
                label={m.pairingHome}
                options={options}
                value={String(override.home)}
                onChange={(v) => v !== null && setOverride({ ...override, home: Number(v) })}
              />
              <Select
                label={m.pairingAway}
                options={options}
                value={String(override.away)}
                onChange={(v) => v !== null && setOverride({ ...override, away: Number(v) })}
              />
              {override.home === override.away ? <p className={text({ tone: 'danger', size: 'sm' })}>{m.pairingSame}</p> : null}
            </>
          ) : (
            <Button variant="secondary" size="lg" onPress={() => setOverride(pairing)}>
              {m.changePairing}
            </Button>
          )}
          {last ? (
            <Button variant="ghost" size="lg" onPress={() => asking.ask({ action: 'REOPEN', game: last })}>
              {m.reopen}
            </Button>
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        title={confirm?.action === 'REOPEN' ? m.confirmReopen(confirm.game.number) : m.confirmEnd(confirm?.game.number ?? 0)}
        {...asking.dialogProps}
        confirmLabel={confirm?.action === 'REOPEN' ? m.reopen : m.end}
        destructive={confirm?.action === 'END'}
        onConfirm={() => {
          if (confirm) onAction(confirm.game.id, confirm.action);
          asking.close();
        }}
      >
        {confirm === null
          ? ''
          : confirm.action === 'REOPEN'
            ? m.reopenHint
            : m.confirmEndBody(`${label(confirm.game.homeSide)} ${m.score(confirm.game.homeScore, confirm.game.awayScore)} ${label(confirm.game.awaySide)}`)}
      </ConfirmDialog>
    </div>
  );
}
