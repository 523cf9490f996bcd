/** The public page's 경기 기록: goals, own goals, cards and substitutions with their minute and team. */
import type { PublicMatchEvent, PublicSide } from '#contract/match-share.ts';
import { matchEventMinute } from '#machines/match.clock.ts';
import { messages } from '#src/lib/messages.ts';
import { liveShareMessages as m } from '#src/lib/messages/live-share.ts';
import { useId } from 'react';
import { type PlayerLabel, publicTimeline } from '../public-timeline.ts';
import * as css from '../live-share.css.ts';

export function PublicTimeline({
  events,
  names,
  label,
  firstHalfPeriod,
  secondHalfPeriod,
}: {
  events: readonly PublicMatchEvent[];
  names: Record<PublicSide, string>;
  label: PlayerLabel;
  firstHalfPeriod: number;
  secondHalfPeriod: number;
}) {
  const headingId = useId();
  const rows = publicTimeline(events, label);
  const minute = (e: PublicMatchEvent) => matchEventMinute(e, { firstHalfPeriod, secondHalfPeriod });
  return (
    <section aria-labelledby={headingId} className={css.section}>
      <h2 id={headingId} className={css.sectionTitle}>
        {m.timeline}
      </h2>
      {rows.length === 0 ? (
        <p className={css.muted}>{m.timelineEmpty}</p>
      ) : (
        <ol className={css.timeline}>
          {rows.map((row) => (
            <li key={row.id} className={css.timelineRow}>
              <span className={css.minute}>{minute(row.at)}</span>
              <span>
                {row.kind === 'substitution'
                  ? `${m.substitutionLabel} · ${m.substitution(row.out ?? '-', row.into ?? '-')}`
                  : `${messages.matchLabels.events[row.eventType]} · ${row.player ?? '-'}`}
                <span className={css.muted}>{` (${names[row.side]})`}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
