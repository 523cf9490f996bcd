/**
 * A team's parts of the record screen: its pitch, and its counters (the phone's 팀 기록 sheet), each
 * in a frame that shows only the shown team on a phone. Memoised on what they show: a tap that changes
 * neither a team's players nor its selection draws nothing of its pitch, not even the frame (decision 103).
 */
import { BuiltOnceShown } from '#src/lib/built-once-shown.tsx';
import { media } from '#src/styles/theme.css.ts';
import { memo, type ComponentProps, type ReactNode } from 'react';
import * as css from '../match-record.css.ts';
import { lastMainEvent } from '../match-record.cache.ts';
import { TeamPanel, teamCounters } from './team-panel.tsx';
import { TeamPitch } from './team-pitch.tsx';

/**
 * One team's pitch or counters. On a phone only the shown team's show (`data-shown`), the counters
 * only in the open 팀 기록 sheet (`inSheet`), and each is built when it first shows
 * (src/lib/built-once-shown.tsx); from a tablet on both teams' show side by side.
 */
function TeamPart({
  id,
  className,
  shown,
  inSheet = true,
  children,
}: {
  id?: string;
  className: string;
  shown: boolean;
  inSheet?: boolean;
  children: ReactNode;
}) {
  return (
    <div id={id} className={`${css.column} ${className}`} data-shown={shown || undefined}>
      <BuiltOnceShown shown={shown && inSheet} breakpoint={media.md}>
        {children}
      </BuiltOnceShown>
    </div>
  );
}

type PartPlace = Pick<ComponentProps<typeof TeamPart>, 'id' | 'className' | 'shown' | 'inSheet'>;

/** A team's pitch in its part. */
export const PitchPart = memo(function PitchPart({ className, shown, ...pitch }: PartPlace & ComponentProps<typeof TeamPitch>) {
  return (
    <TeamPart className={className} shown={shown}>
      <TeamPitch {...pitch} />
    </TeamPart>
  );
});

type CountersProps = PartPlace & ComponentProps<typeof TeamPanel>;

const hasLastRow = ({ history, teamId, canCancel }: CountersProps, type: (typeof teamCounters)[number]['type']) =>
  lastMainEvent(history, teamId, type, undefined, canCancel) !== null;

/**
 * The log matters to a team's counters only through whether their − buttons have a row to take back
 * (TeamPanel looks the row up when pressed): a new log that changes none of that draws nothing of them.
 */
const sameCounters = (a: CountersProps, b: CountersProps): boolean =>
  (Object.keys(a) as (keyof CountersProps)[]).every((key) => key === 'history' || a[key] === b[key]) &&
  teamCounters.every(({ type }) => hasLastRow(a, type) === hasLastRow(b, type));

/** A team's counters in their part (the phone's 팀 기록 sheet). */
export const CountersPart = memo(function CountersPart({ id, className, shown, inSheet, ...counters }: CountersProps) {
  return (
    <TeamPart id={id} className={className} shown={shown} inSheet={inSheet}>
      <TeamPanel {...counters} />
    </TeamPart>
  );
}, sameCounters);
