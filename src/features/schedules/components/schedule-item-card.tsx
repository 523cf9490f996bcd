/** One item of the selected day: kind, title, times in Seoul, place, note, its match, attendance; admins edit and delete. */
import type { Schedule } from '#contract/schedules.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Link } from '#src/components/ui/link.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { useId } from 'react';
import { daysOf, formatDayHeading, seoulTimeOf, toCalendarDay } from '../schedule-dates.ts';
import * as css from '../schedules.css.ts';
import { AttendanceSection } from './attendance-section.tsx';

const m = scheduleMessages;
export const kindTones = { MATCH: 'blue', TRAINING: 'green', SOCIAL: 'yellow', OTHER: 'neutral', SCRIMMAGE: 'green' } as const;

/** '20:00 – 22:00', or with the last day when the item runs past midnight. */
export function timeRange(item: Schedule): string {
  const { first, last } = daysOf(item);
  const end = seoulTimeOf(item.endAt);
  const lastDay = toCalendarDay(last);
  return m.time(seoulTimeOf(item.startAt), first === last || !lastDay ? end : `${m.untilDay(formatDayHeading(lastDay))} ${end}`);
}

export interface ScheduleItemCardProps {
  item: Schedule;
  isAdmin: boolean;
  now: number;
  onEdit: (item: Schedule) => void;
  onDelete: (item: Schedule) => void;
}

export function ScheduleItemCard({ item, isAdmin, now, onEdit, onDelete }: ScheduleItemCardProps) {
  const titleId = useId();
  return (
    <li>
      <article className={css.item} aria-labelledby={titleId}>
        <div className={css.itemHead}>
          <Tag tone={kindTones[item.kind]}>{m.kinds[item.kind]}</Tag>
          <h3 id={titleId} className={css.itemTitle}>
            {item.title}
          </h3>
        </div>
        <p className={css.muted}>
          <time dateTime={item.startAt}>{timeRange(item)}</time>
        </p>
        {item.place || item.note ? (
          <dl className={css.facts}>
            {item.place ? (
              <>
                <dt className={css.factLabel}>{m.place}</dt>
                <dd className={css.factValue}>{item.place}</dd>
              </>
            ) : null}
            {item.note ? (
              <>
                <dt className={css.factLabel}>{m.note}</dt>
                <dd className={css.factValue}>{item.note}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {item.kind === 'MATCH' && item.matchId !== null ? (
          <p>
            <Link href={`/matches/${item.matchId}`}>{m.matchLink}</Link>
          </p>
        ) : null}
        {item.kind === 'SCRIMMAGE' && item.scrimmageId !== null ? (
          <p>
            <Link href={`/teams/${item.teamId}/scrimmages/${item.scrimmageId}`}>{m.scrimmageForm.pageLink}</Link>
          </p>
        ) : null}
        {isAdmin ? (
          <div className={css.itemActions} role="group" aria-label={m.itemActions(item.title)}>
            {/* A 자체전's item is edited with its settings, not by the plain form (the server refuses its kind there, decision 079). */}
            {item.kind === 'SCRIMMAGE' ? null : (
              <Button variant="secondary" size="sm" onPress={() => onEdit(item)}>
                {m.edit}
              </Button>
            )}
            <Button variant="ghost" size="sm" onPress={() => onDelete(item)}>
              {m.delete}
            </Button>
          </div>
        ) : null}
        <AttendanceSection item={item} isAdmin={isAdmin} now={now} />
      </article>
    </li>
  );
}
