import type { MatchEventType } from '#contract/enums.ts';
import type { MatchEvent, ScoreCounts } from '#contract/matches.ts';
import { TapButton } from '#src/components/ui/button.tsx';
import { messages } from '#src/lib/messages.ts';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import { memo, useId } from 'react';
import { lastMainEvent } from '../match-record.cache.ts';
import * as css from '../match-record.css.ts';
import { useStepFirst } from '../use-step-first.ts';

const m = matchRecordMessages;
const events = messages.matchLabels.events;

/** The team counters of docs/domain.md §5.7, in the old page's order. */
export const teamCounters: readonly {
  type: Extract<MatchEventType, 'GOAL' | 'SHOT' | 'VALID_SHOT' | 'CORNER_KICK' | 'OFFSIDE' | 'FOUL' | 'WARNING' | 'OWN_GOAL'>;
  count: keyof ScoreCounts;
}[] = [
  { type: 'GOAL', count: 'goalCount' },
  { type: 'SHOT', count: 'shotCount' },
  { type: 'VALID_SHOT', count: 'validShotCount' },
  { type: 'CORNER_KICK', count: 'cornerKickCount' },
  { type: 'OFFSIDE', count: 'offsideCount' },
  { type: 'FOUL', count: 'foulCount' },
  { type: 'WARNING', count: 'warningCount' },
  { type: 'OWN_GOAL', count: 'ownGoalCount' },
];

type TeamCounterType = (typeof teamCounters)[number]['type'];

interface TeamPanelProps {
  teamId: number;
  teamName: string;
  counts: ScoreCounts | undefined;
  history: MatchEvent[];
  canRecord: boolean;
  onRecord: (teamId: number, type: TeamCounterType) => void;
  /** A counter's −: takes back the newest row of the kind of this team that this admin may take back. */
  onTakeBack: (teamId: number, type: TeamCounterType) => void;
  /** Whether this admin may take a row back (the ownership rules; the other side's rows are theirs). */
  canCancel: (row: MatchEvent) => boolean;
}

/**
 * One team's counters: + records, − cancels the newest main row of that kind this admin may take back. Its players are on TeamPitch.
 * Each counter is drawn again only when its count, or whether its − has a row to take back, changed
 * (decisions 101, 103): the row itself is looked up when − is pressed.
 */
export const TeamPanel = memo(function TeamPanel({ teamId, teamName, counts, history, canRecord, onRecord, onTakeBack, canCancel }: TeamPanelProps) {
  const headingId = useId();
  return (
    <section className={css.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {m.teamStats(teamName)}
      </h2>
      <ul className={`${css.counters} ${css.sheetCounters}`}>
        {teamCounters.map(({ type, count }) => (
          <TeamCounter
            key={type}
            teamId={teamId}
            teamName={teamName}
            type={type}
            count={counts ? counts[count] : null}
            canTakeBack={lastMainEvent(history, teamId, type, undefined, canCancel) !== null}
            canRecord={canRecord}
            onRecord={onRecord}
            onTakeBack={onTakeBack}
          />
        ))}
      </ul>
    </section>
  );
});

interface TeamCounterProps {
  teamId: number;
  teamName: string;
  type: TeamCounterType;
  count: number | null;
  /** Whether there is a row its − may take back. */
  canTakeBack: boolean;
  canRecord: boolean;
  onRecord: TeamPanelProps['onRecord'];
  onTakeBack: TeamPanelProps['onTakeBack'];
}

/**
 * One team counter; its buttons, as the player's, do not take the focus on a tap (player-panel.tsx
 * PlayerCounter), and its number moves in the tap's frame, the write after it (decision 110).
 */
const TeamCounter = memo(function TeamCounter({ teamId, teamName, type, count, canTakeBack, canRecord, onRecord, onTakeBack }: TeamCounterProps) {
  const label = events[type];
  const { shown, step } = useStepFirst(count);
  return (
    <li className={css.counter}>
      <span className={css.counterLabel}>{label}</span>
      <TapButton
        size="icon"
        aria-label={m.remove(teamName, label)}
        isDisabled={!canRecord || !canTakeBack}
        onPress={() => step(-1, () => onTakeBack(teamId, type))}
        className={css.minusGlyph}
      />
      <span className={css.counterValue}>{shown ?? '-'}</span>
      <TapButton
        size="icon"
        aria-label={m.add(teamName, label)}
        isDisabled={!canRecord}
        onPress={() => step(1, () => onRecord(teamId, type))}
        className={css.plusGlyph}
      />
    </li>
  );
});
