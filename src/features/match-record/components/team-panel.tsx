import type { MatchEventType } from '#contract/enums.ts';
import type { MatchEvent, MatchPlayer, MatchPlayers, ScoreCounts } from '#contract/matches.ts';
import { Button } from '#src/components/ui/button.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { messages } from '#src/lib/messages.ts';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { lastMainEvent, sideLineup } from '../match-record.cache.ts';
import * as css from '../match-record.css.ts';

const m = messages.matchRecord;
const events = messages.matchLabels.events;

/** The team counters of domain-facts §5.7, in the old page's order. */
export const teamCounters: readonly { type: Extract<MatchEventType, 'GOAL' | 'SHOT' | 'VALID_SHOT' | 'CORNER_KICK' | 'OFFSIDE' | 'FOUL' | 'WARNING' | 'OWN_GOAL'>; count: keyof ScoreCounts }[] = [
  { type: 'GOAL', count: 'goalCount' },
  { type: 'SHOT', count: 'shotCount' },
  { type: 'VALID_SHOT', count: 'validShotCount' },
  { type: 'CORNER_KICK', count: 'cornerKickCount' },
  { type: 'OFFSIDE', count: 'offsideCount' },
  { type: 'FOUL', count: 'foulCount' },
  { type: 'WARNING', count: 'warningCount' },
  { type: 'OWN_GOAL', count: 'ownGoalCount' },
];

interface TeamPanelProps {
  teamId: number;
  teamName: string;
  counts: ScoreCounts | undefined;
  side: MatchPlayers['homeTeam'] | undefined;
  history: MatchEvent[];
  canRecord: boolean;
  selectedId: number | null;
  onSelect: (player: MatchPlayer) => void;
  onRecord: (type: MatchEventType & (typeof teamCounters)[number]['type']) => void;
  onCancel: (row: MatchEvent) => void;
}

function PlayerChip({ player, selected, onSelect }: { player: MatchPlayer; selected: boolean; onSelect: () => void }) {
  const marks = [player.subIn ? m.subOn : null, player.yellowCards > 0 ? events.YELLOW_CARD : null, player.sentOff ? m.sentOff : null].filter(Boolean).join(', ');
  return (
    <li>
      <button type="button" className={css.player} aria-pressed={selected} onClick={onSelect} aria-label={`${player.number ?? ''} ${player.name}${marks ? ` (${marks})` : ''}`.trim()}>
        <span className={css.playerNumber}>{player.number ?? '-'}</span>
        <span>{player.name}</span>
        <span className={css.marks} aria-hidden>
          {player.subIn ? '↑' : null}
          {player.goals > 0 ? `⚽${player.goals}` : null}
          {player.yellowCards > 0 ? '🟨' : null}
          {player.sentOff ? '🟥' : null}
        </span>
      </button>
    </li>
  );
}

/** One team: its counters (+ records, − cancels the newest main row of that kind), its pitch and its bench. */
export function TeamPanel({ teamId, teamName, counts, side, history, canRecord, selectedId, onSelect, onRecord, onCancel }: TeamPanelProps) {
  const headingId = useId();
  const lineup = side ? sideLineup(side) : { onPitch: [], bench: [] };
  return (
    <section className={css.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {m.teamStats(teamName)}
      </h2>
      <ul className={css.counters}>
        {teamCounters.map(({ type, count }) => {
          const label = events[type];
          const last = lastMainEvent(history, teamId, type);
          return (
            <li key={type} className={css.counter}>
              <span className={css.counterLabel}>{label}</span>
              <Button size="icon" aria-label={m.remove(teamName, label)} isDisabled={!canRecord || !last} onPress={() => last && onCancel(last)}>
                <Minus aria-hidden className={iconSmall} />
              </Button>
              <span className={css.counterValue}>{counts ? counts[count] : '-'}</span>
              <Button size="icon" aria-label={m.add(teamName, label)} isDisabled={!canRecord} onPress={() => onRecord(type)}>
                <Plus aria-hidden className={iconSmall} />
              </Button>
            </li>
          );
        })}
      </ul>
      <h3 className={css.subHeading}>{m.onPitch}</h3>
      {lineup.onPitch.length === 0 ? (
        <p className={css.muted}>{m.playersEmpty}</p>
      ) : (
        <ul className={css.pitch} aria-label={`${teamName} ${m.onPitch}`}>
          {lineup.onPitch.map((p) => (
            <PlayerChip key={p.id} player={p} selected={p.id === selectedId} onSelect={() => onSelect(p)} />
          ))}
        </ul>
      )}
      <h3 className={css.subHeading}>{m.bench}</h3>
      {lineup.bench.length === 0 ? (
        <p className={css.muted}>{m.benchEmpty}</p>
      ) : (
        <ul className={css.benchList} aria-label={`${teamName} ${m.bench}`}>
          {lineup.bench.map((p) => (
            <PlayerChip key={p.id} player={p} selected={p.id === selectedId} onSelect={() => onSelect(p)} />
          ))}
        </ul>
      )}
    </section>
  );
}
