import type { MatchEvent, MatchPlayer, MatchPlayers, RecordEventRequest } from '#contract/matches.ts';
import { Button } from '#src/components/ui/button.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { messages } from '#src/lib/messages.ts';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import { ArrowLeftRight, Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { canComeOn, canGoOff, lastMainEvent, sideLineup } from '../match-record.cache.ts';
import * as css from '../match-record.css.ts';
import type { Substitution } from '../substitution-drag.ts';

const m = matchRecordMessages;
const events = messages.matchLabels.events;

const playerCounters = [
  { type: 'GOAL', count: 'goals' },
  { type: 'ASSIST', count: 'assists' },
  { type: 'OWN_GOAL', count: 'ownGoals' },
  { type: 'YELLOW_CARD', count: 'yellowCards' },
  { type: 'RED_CARD', count: 'redCards' },
] as const satisfies readonly { type: RecordEventRequest['eventType']; count: keyof MatchPlayer }[];

interface PlayerPanelProps {
  player: MatchPlayer | null;
  players: MatchPlayers | undefined;
  homeTeamId: number;
  history: MatchEvent[];
  canRecord: boolean;
  onRecord: (player: MatchPlayer, type: RecordEventRequest['eventType']) => void;
  onCancel: (row: MatchEvent) => void;
  /** Whether this admin may take a row back (the ownership rules; the other side's rows are theirs). */
  canCancel: (row: MatchEvent) => boolean;
  /** Opens the confirmation (the page owns it: a drop on the pitch proposes too). */
  onPropose: (substitution: Substitution) => void;
}

/** The selected player's counters and the substitution flow (domain-facts §5.6–5.7). */
export function PlayerPanel({ player, players, homeTeamId, history, canRecord, onRecord, onCancel, canCancel, onPropose }: PlayerPanelProps) {
  const headingId = useId();
  const [picking, setPicking] = useState<number | null>(null);
  const side = player && players ? (player.teamId === homeTeamId ? players.homeTeam : players.awayTeam) : null;
  const lineup = side ? sideLineup(side) : null;
  const onPitch = !!player && !!lineup?.onPitch.some((p) => p.id === player.id);
  const candidates = lineup ? lineup.bench.filter(canComeOn) : [];
  // Derived, so the picker closes by itself once the player has left the pitch.
  const isPicking = player !== null && picking === player.id && onPitch && canGoOff(player);
  return (
    <section className={css.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {m.selectedPlayer}
      </h2>
      {!player ? (
        <p className={css.muted}>{m.selectPlayer}</p>
      ) : (
        <>
          <div className={css.selectedHead}>
            <p className={css.selectedName}>
              {player.number ?? '-'} {player.name}
            </p>
            {onPitch ? (
              <Button isDisabled={!canRecord || !canGoOff(player)} onPress={() => setPicking(isPicking ? null : player.id)}>
                <ArrowLeftRight aria-hidden className={iconSmall} />
                {isPicking ? m.exchangeCancel : m.exchange}
              </Button>
            ) : null}
          </div>
          {isPicking ? (
            <div className={css.exchangeBox}>
              <p className={css.muted}>{m.exchangePick(player.name)}</p>
              {candidates.length === 0 ? (
                <p className={css.muted}>{m.exchangeNone}</p>
              ) : (
                <div className={css.buttons} role="group" aria-label={m.bench}>
                  {candidates.map((c) => (
                    <Button key={c.id} onPress={() => onPropose({ out: player, in: c })}>
                      {c.number ?? '-'} {c.name}
                    </Button>
                  ))}
                </div>
              )}
            </div>
          ) : null}
          <ul className={css.counters}>
            {playerCounters.map(({ type, count }) => {
              const label = events[type];
              const last = lastMainEvent(history, player.teamId, type, player.id, canCancel);
              return (
                <li key={type} className={css.counter}>
                  <span className={css.counterLabel}>{label}</span>
                  <Button size="icon" aria-label={m.playerRemove(player.name, label)} isDisabled={!canRecord || !last} onPress={() => last && onCancel(last)}>
                    <Minus aria-hidden className={iconSmall} />
                  </Button>
                  <span className={css.counterValue}>{player[count]}</span>
                  <Button size="icon" aria-label={m.playerAdd(player.name, label)} isDisabled={!canRecord || player.sentOff} onPress={() => onRecord(player, type)}>
                    <Plus aria-hidden className={iconSmall} />
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
