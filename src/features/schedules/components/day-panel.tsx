/** The selected day ('11월 29일 (일)'): how many items and each of them. */
import type { Schedule } from '#contract/schedules.ts';
import { Loading } from '#src/components/ui/loading.tsx';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { useId } from 'react';
import { formatDayHeading, toCalendarDay } from '../schedule-dates.ts';
import * as css from '../schedules.css.ts';
import { ScheduleItemCard } from './schedule-item-card.tsx';

const m = scheduleMessages;

export interface DayPanelProps {
  day: string;
  items: readonly Schedule[] | null;
  isAdmin: boolean;
  now: number;
  onEdit: (item: Schedule) => void;
  onDelete: (item: Schedule) => void;
}

export function DayPanel({ day, items, isAdmin, now, onEdit, onDelete }: DayPanelProps) {
  const headingId = useId();
  const date = toCalendarDay(day);
  return (
    <section className={css.card} aria-labelledby={headingId}>
      <div className={css.panelHead}>
        <h2 id={headingId} className={css.panelTitle}>
          {date ? formatDayHeading(date) : day}
        </h2>
        {items ? (
          <span className={css.muted} role="status">
            {items.length ? m.count(items.length) : ''}
          </span>
        ) : null}
      </div>
      {items === null ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className={css.empty}>{m.empty}</p>
      ) : (
        <ul className={css.items}>
          {items.map((item) => (
            <ScheduleItemCard key={item.id} item={item} isAdmin={isAdmin} now={now} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </section>
  );
}
