import type { MatchEvent, MatchPlayer, MatchPlayers, RecordEventRequest } from '#contract/matches.ts';
import { playerActions, type PlayerEventType, type PlayerStanding } from '#machines/match.players.ts';
import { Button, TapButton } from '#src/components/ui/button.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { Tag } from '#src/components/ui/tag.tsx';
import { messages } from '#src/lib/messages.ts';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import { ArrowLeftRight } from 'lucide-react';
import { memo, useCallback, useId, useState } from 'react';
import { useLatest } from '#src/lib/use-latest.ts';
import { useAfterFirstPaint } from '#src/lib/after-first-paint.tsx';
import { findPlayer, sideLineup } from '#src/lib/match-lineup.ts';
import { canComeOn, canGoOff, lastMainEvent } from '../match-record.cache.ts';
import * as css from '../match-record.css.ts';
import type { Substitution } from '../substitution-drag.ts';
import { useStepFirst, type Write } from '../use-step-first.ts';

const m = matchRecordMessages;
const events = messages.matchLabels.events;

const playerCounters = [
  { type: 'GOAL', count: 'goals' },
  { type: 'ASSIST', count: 'assists' },
  { type: 'OWN_GOAL', count: 'ownGoals' },
  { type: 'YELLOW_CARD', count: 'yellowCards' },
  { type: 'RED_CARD', count: 'redCards' },
] as const satisfies readonly { type: PlayerEventType; count: keyof MatchPlayer }[];

interface PlayerPanelProps {
  player: MatchPlayer | null;
  players: MatchPlayers | undefined;
  homeTeamId: number;
  history: MatchEvent[];
  canRecord: boolean;
  onRecord: (player: MatchPlayer, type: RecordEventRequest['eventType']) => void;
  /** A counter's −: takes back the newest row of the kind of this player that this admin may take back. */
  onTakeBack: (teamId: number, type: PlayerEventType, matchUserId: number) => void;
  /** Whether this admin may take a row back (the ownership rules; the other side's rows are theirs). */
  canCancel: (row: MatchEvent) => boolean;
  /** Opens the confirmation (the page owns it: a drop on the pitch proposes too). */
  onPropose: (substitution: Substitution) => void;
}

/**
 * The selected player's counters and the substitution flow (docs/domain.md §5.6–5.7). What it offers is
 * the rule of machines/match.players.ts, asked before anything is sent: a player on the pitch gets
 * events and may go off; a bench player may only come on; one substituted off or sent off gets no new
 * event (their earlier rows can still be taken back with −).
 * A tap draws again only the counter it moved: the head and each counter are memoised on the values
 * they show, with callbacks that stay the same (decision 103).
 */
export const PlayerPanel = memo(function PlayerPanel({
  player,
  players,
  homeTeamId,
  history,
  canRecord,
  onRecord,
  onTakeBack,
  canCancel,
  onPropose,
}: PlayerPanelProps) {
  const headingId = useId();
  // The shown player's name, in the head: the counters' buttons take their names from it (aria-labelledby),
  // so a selection draws the head and only the counters whose numbers change (decision 103).
  const nameId = useId();
  const [picking, setPicking] = useState<number | null>(null);
  // The last player shown stays built, hidden, while none is selected (the 팀 기록 sheet, a second tap
  // on the player): the next selection then updates five counters instead of building them (decision 103).
  const [keptId, setKeptId] = useState<number | null>(player?.id ?? null);
  if (player && player.id !== keptId) setKeptId(player.id);
  // Before any selection, once the screen has painted, a player on the pitch is built, hidden, in
  // their place: the first selection too only updates the panel (decision 103).
  const painted = useAfterFirstPaint();
  const body = player ?? findPlayer(players, keptId) ?? (painted && players ? (sideLineup(players.homeTeam).onPitch[0] ?? null) : null);
  const side = body && players ? (body.teamId === homeTeamId ? players.homeTeam : players.awayTeam) : null;
  const lineup = side ? sideLineup(side) : null;
  const allowed = body ? playerActions(body, canRecord) : null;
  const comingOn = allowed?.standing === 'bench';
  // The other half of a substitution: who can come on for a pitch player, who can go off for a bench player.
  const partners = !lineup ? [] : comingOn ? lineup.onPitch.filter(canGoOff) : lineup.bench.filter(canComeOn);
  // Derived, so the picker closes by itself once the player can no longer go off (or come on).
  const isPicking = player !== null && picking === player.id && !!allowed && (allowed.canGoOff || allowed.canComeOn);
  const propose = (partner: MatchPlayer) => player && onPropose(comingOn ? { out: partner, in: player } : { out: player, in: partner });
  // The player as shown now: the counters' + and the head's toggle stay the same functions across taps.
  const shown = useLatest(body);
  // A counter's write, bound at the tap to the player then shown: it runs after the tap's frame (use-step-first.ts).
  const recordOf = useCallback(
    (type: PlayerEventType): Write => {
      const tapped = shown.current;
      return () => tapped && onRecord(tapped, type);
    },
    [shown, onRecord],
  );
  // The row a − takes back is looked up when the write runs: a counter is not drawn again when only that row's object changes (its answer).
  const takeBackOf = useCallback(
    (type: PlayerEventType): Write => {
      const tapped = shown.current;
      return () => tapped && onTakeBack(tapped.teamId, type, tapped.id);
    },
    [shown, onTakeBack],
  );
  const togglePicking = useCallback(() => setPicking((id) => (shown.current && id !== shown.current.id ? shown.current.id : null)), [shown]);
  return (
    <section className={`${css.card} ${css.playerPanel}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {m.selectedPlayer}
      </h2>
      {player ? null : <p className={css.muted}>{m.selectPlayer}</p>}
      {body && allowed ? (
        <div className={css.playerBody} hidden={!player}>
          <PlayerHead
            nameId={nameId}
            number={body.number}
            name={body.name}
            standing={allowed.standing}
            canExchange={allowed.canGoOff || allowed.canComeOn}
            isPicking={isPicking}
            onToggle={togglePicking}
          />
          {isPicking ? (
            <div className={css.exchangeBox}>
              <p className={css.muted}>{comingOn ? m.bringOnPick(body.name) : m.exchangePick(body.name)}</p>
              {partners.length === 0 ? (
                <p className={css.muted}>{comingOn ? m.bringOnNone : m.exchangeNone}</p>
              ) : (
                <div className={css.buttons} role="group" aria-label={comingOn ? m.onPitch : m.bench}>
                  {partners.map((c) => (
                    <Button key={c.id} onPress={() => propose(c)}>
                      {c.number ?? '-'} {c.name}
                    </Button>
                  ))}
                </div>
              )}
            </div>
          ) : null}
          {comingOn ? null : (
            <ul className={`${css.counters} ${css.sheetCounters}`}>
              {playerCounters.map(({ type, count }) => (
                <PlayerCounter
                  key={type}
                  nameId={nameId}
                  type={type}
                  count={body[count]}
                  canTakeBack={lastMainEvent(history, body.teamId, type, body.id, canCancel) !== null}
                  canRecord={canRecord}
                  // No + at all for a player who has left: nothing new may be recorded for them.
                  add={allowed.standing === 'onPitch' ? allowed.events.includes(type) : null}
                  recordOf={recordOf}
                  takeBackOf={takeBackOf}
                />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
});

interface PlayerHeadProps {
  /** The id of the element holding the name alone (the counters' buttons are named after it). */
  nameId: string;
  number: number | null;
  name: string;
  standing: PlayerStanding;
  /** Whether 교체 (or 투입) may be opened: the player can go off (or come on). */
  canExchange: boolean;
  isPicking: boolean;
  onToggle: () => void;
}

/** The selected player's name and 교체 / 투입 (or their standing once they have left). */
const PlayerHead = memo(function PlayerHead({ nameId, number, name, standing, canExchange, isPicking, onToggle }: PlayerHeadProps) {
  const comingOn = standing === 'bench';
  return (
    <>
      <div className={css.selectedHead}>
        <p className={css.selectedName}>
          {number ?? '-'} {name}
        </p>
        {/* The name alone, unseen, for the counters' buttons to be named after (aria-labelledby reads hidden elements). */}
        <span id={nameId} hidden>
          {name}
        </span>
        {standing === 'onPitch' || comingOn ? (
          <ExchangeToggle comingOn={comingOn} canExchange={canExchange} isPicking={isPicking} onToggle={onToggle} />
        ) : (
          <Tag tone={standing === 'sentOff' ? 'red' : 'neutral'}>{m.standing[standing]}</Tag>
        )}
      </div>
      {standing !== 'onPitch' ? <p className={css.muted}>{m.standingNote[standing]}</p> : null}
    </>
  );
});

/**
 * 교체 / 투입: drawn again only when what it says changes, not for another player's name in the head
 * (React Aria's Button is the costliest part of a selection's frame; decision 109).
 */
const ExchangeToggle = memo(function ExchangeToggle({
  comingOn,
  canExchange,
  isPicking,
  onToggle,
}: Pick<PlayerHeadProps, 'canExchange' | 'isPicking' | 'onToggle'> & { comingOn: boolean }) {
  return (
    <Button isDisabled={!canExchange} onPress={onToggle}>
      <ArrowLeftRight aria-hidden className={iconSmall} />
      {comingOn ? (isPicking ? m.bringOnCancel : m.bringOn) : isPicking ? m.exchangeCancel : m.exchange}
    </Button>
  );
});

interface PlayerCounterProps {
  /** The element with the player's name, which its buttons' names begin with. */
  nameId: string;
  type: PlayerEventType;
  count: number;
  /** Whether there is a row of theirs its − may take back. */
  canTakeBack: boolean;
  canRecord: boolean;
  /** Whether its + is enabled; null: no + (the player has left). */
  add: boolean | null;
  /** The write a + makes, bound to the player shown at the tap. */
  recordOf: (type: PlayerEventType) => Write;
  /** The write a − makes, bound to the player shown at the tap. */
  takeBackOf: (type: PlayerEventType) => Write;
}

/**
 * One of the player's counters: − takes back their newest row of the kind, + records one. Its buttons
 * are TapButtons (decision 105): a tap does not move the focus (a stepper's buttons, as React Aria's
 * NumberField) and draws no press state through React; the keyboard still reaches them with Tab.
 * Its buttons are named by the head's name and their own label ("김철수 득점 추가": aria-labelledby
 * lists the name's element, then the button itself, whose aria-label gives the rest), so another
 * player's selection draws a counter only when its number or buttons change. A tap moves its number
 * in the tap's own frame and writes after it (decision 110).
 */
const PlayerCounter = memo(function PlayerCounter({ nameId, type, count, canTakeBack, canRecord, add, recordOf, takeBackOf }: PlayerCounterProps) {
  const label = events[type];
  const { shown, step } = useStepFirst(count);
  const removeId = useId();
  const addId = useId();
  return (
    <li className={css.counter}>
      <span className={css.counterLabel}>{label}</span>
      <TapButton
        size="icon"
        id={removeId}
        aria-labelledby={`${nameId} ${removeId}`}
        aria-label={m.statRemove(label)}
        isDisabled={!canRecord || !canTakeBack}
        onPress={() => step(-1, takeBackOf(type))}
        className={css.minusGlyph}
      />
      <span className={css.counterValue}>{shown}</span>
      {add === null ? null : (
        <TapButton
          size="icon"
          id={addId}
          aria-labelledby={`${nameId} ${addId}`}
          aria-label={m.statAdd(label)}
          isDisabled={!add}
          onPress={() => step(1, recordOf(type))}
          className={css.plusGlyph}
        />
      )}
    </li>
  );
});
