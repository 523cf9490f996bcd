/**
 * The month grid with each day's items as small chips coloured by kind (at most two, then '+N'),
 * and a legend of the colours. The chips are decoration: the selected day's panel lists the items.
 */
import { scheduleKinds } from '#contract/enums.ts';
import type { Schedule } from '#contract/schedules.ts';
import { MonthCalendar } from '#src/components/ui/month-calendar.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import * as css from '../schedules.css.ts';

const m = scheduleMessages;
/** Chips a day shows before '+N'. */
const chipsPerDay = 2;

export interface ScheduleCalendarProps {
  selected: string;
  focused: string;
  today: string;
  byDay: ReadonlyMap<string, readonly Schedule[]>;
  onSelect: (day: string) => void;
  onFocusDay: (day: string) => void;
  onToday: () => void;
}

export function ScheduleCalendar({ selected, focused, today, byDay, onSelect, onFocusDay, onToday }: ScheduleCalendarProps) {
  return (
    <>
      <MonthCalendar
        label={m.calendarLabel}
        value={selected}
        onChange={onSelect}
        focusedValue={focused}
        onFocusChange={onFocusDay}
        today={today}
        labels={{ previous: m.previousMonth, next: m.nextMonth }}
        actions={
          <Button variant="secondary" size="sm" onPress={onToday}>
            {m.today}
          </Button>
        }
        renderDay={(day) => {
          const items = byDay.get(day) ?? [];
          const hidden = items.length - chipsPerDay;
          return (
            <>
              {items.slice(0, chipsPerDay).map((item) => (
                <span key={item.id} className={css.chip[item.kind]}>
                  {item.title}
                </span>
              ))}
              {hidden > 0 ? <span className={css.more}>{m.more(hidden)}</span> : null}
            </>
          );
        }}
      />
      <ul className={css.legend} aria-label={m.kindLegend}>
        {scheduleKinds.map((kind) => (
          <li key={kind} className={css.legendItem}>
            <span aria-hidden className={css.dot[kind]} />
            {m.kinds[kind]}
          </li>
        ))}
      </ul>
    </>
  );
}
