/**
 * The event log (getMatchHistory): main events and every substitution (one row: who went off, who
 * came on) by default; the rows derived from them (a goal's shots, a card's foul and warning: those
 * with a parentId) behind a toggle. Minutes run on into the second half from the first half's length.
 */
import type { MatchEvent } from '#contract/matches.ts';
import { Checkbox } from '#src/components/ui/checkbox.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { MiniCell, MiniTable } from '#src/components/common/mini-table.tsx';
import { matchEventMinute, type MatchPeriods } from '#machines/match.clock.ts';
import { messages } from '#src/lib/messages.ts';
import { matchOverviewMessages } from '#src/lib/messages/match-overview.ts';
import { useState } from 'react';
import { timelineRows, type TimelineRow } from '../substitutions.ts';
import * as css from '../match-overview.css.ts';

const m = matchOverviewMessages;
const labels = messages.matchLabels;

const nameOf = (e: MatchEvent | null) => e?.userName ?? labels.none;

/** The player cell of a substitution: the one going off, then the one coming on, each marked. */
function SubstitutionPlayers({ row }: { row: Extract<TimelineRow, { kind: 'substitution' }> }) {
  return (
    <span className={css.substitutionPair}>
      <span className={css.substitutionSide}>
        {nameOf(row.out)} <Tag tone="outline">{m.subOut}</Tag>
      </span>
      <span className={css.substitutionSide}>
        {nameOf(row.in)} <Tag tone="green">{m.subIn}</Tag>
      </span>
    </span>
  );
}

export function EventTimeline({
  events,
  periods,
  homeTeamId,
  labelledBy,
}: {
  events: MatchEvent[];
  periods: MatchPeriods;
  homeTeamId: number;
  labelledBy: string;
}) {
  const [showAll, setShowAll] = useState(false);
  const shown = timelineRows(events, showAll);
  const cols = m.eventColumns;
  return (
    <div className={css.timeline}>
      <Checkbox isSelected={showAll} onChange={setShowAll}>
        {m.showAll}
      </Checkbox>
      {shown.length === 0 ? (
        <p className={css.muted}>{m.timelineEmpty}</p>
      ) : (
        <MiniTable columns={[cols.minute, cols.team, cols.player, cols.event]} labelledBy={labelledBy}>
          {shown.map((row) => {
            const e = row.kind === 'event' ? row.event : row.out;
            return (
              <tr key={e.id} className={e.parentId === null ? undefined : css.derivedRow}>
                <MiniCell>
                  <span className={css.minute}>{matchEventMinute(e, periods)}</span> <span className={css.muted}>{labels.halves[e.halfType]}</span>
                </MiniCell>
                {/* A long team name wraps rather than pushing the 기록 column off a phone's screen. */}
                <MiniCell wrap="anywhere">
                  <span className={e.teamId === homeTeamId ? css.sideDot.home : css.sideDot.away} aria-hidden />
                  {e.teamName}
                </MiniCell>
                {row.kind === 'substitution' ? (
                  <MiniCell wrap="normal">
                    <SubstitutionPlayers row={row} />
                  </MiniCell>
                ) : (
                  <MiniCell>{nameOf(e)}</MiniCell>
                )}
                <MiniCell rowHeader strong>
                  {row.kind === 'substitution' ? m.substitution : labels.events[e.eventType]}
                </MiniCell>
              </tr>
            );
          })}
        </MiniTable>
      )}
    </div>
  );
}
