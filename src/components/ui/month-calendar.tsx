import { parseDate, type CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import { Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell } from 'react-aria-components/Calendar';
import { ButtonContext } from 'react-aria-components/Button';
import * as css from './month-calendar.css.ts';
import { MonthNav } from './month-nav.tsx';

export interface MonthCalendarProps {
  /** The grid's accessible name (the visible month is added by React Aria). */
  label: string;
  /** The selected day, `YYYY-MM-DD`. */
  value: string;
  onChange: (isoDate: string) => void;
  /** The day holding keyboard focus; its month is the month shown. */
  focusedValue: string;
  onFocusChange: (isoDate: string) => void;
  /** Today as the app's users count days (Seoul), marked in the grid. */
  today: string;
  /** What a day shows under its number (small chips of its items). Hidden from screen readers: the cell's name is the date. */
  renderDay: (isoDate: string, isOutsideMonth: boolean) => ReactNode;
  labels: { previous: string; next: string };
  /** Extra controls beside the month heading (e.g. a 오늘 button). */
  actions?: ReactNode;
}

/**
 * A month grid with room in every day: arrow keys move between days (and across months), Page
 * Up/Down between months, Enter selects. Korean weekday names, weeks from Sunday, as Korean
 * calendars print them (in the app's Korean locale, set by AppProviders).
 */
export function MonthCalendar({ label, value, onChange, focusedValue, onFocusChange, today, renderDay, labels, actions }: MonthCalendarProps) {
  return (
    <Calendar
      aria-label={label}
      className={css.calendar}
      value={parseDate(value)}
      onChange={(d: CalendarDate) => onChange(d.toString())}
      focusedValue={parseDate(focusedValue)}
      onFocusChange={(d: CalendarDate) => onFocusChange(d.toString())}
      firstDayOfWeek="sun"
    >
      <header className={css.header}>
        <MonthNav labels={labels} buttonClassName={css.navButton} headingClassName={css.heading} />
        {actions ? (
          // The calendar hands its buttons the previous/next slots; other buttons here are the caller's own.
          <ButtonContext.Provider value={null}>
            <div className={css.actions}>{actions}</div>
          </ButtonContext.Provider>
        ) : null}
      </header>
      <CalendarGrid className={css.grid} weekdayStyle="narrow">
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={css.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell date={date} className={css.cell}>
              {({ formattedDate, isOutsideMonth }) => (
                <>
                  <span className={date.toString() === today ? `${css.dayNumber} ${css.today}` : css.dayNumber}>{formattedDate}</span>
                  <span aria-hidden className={css.dayContent}>
                    {renderDay(date.toString(), isOutsideMonth)}
                  </span>
                </>
              )}
            </CalendarCell>
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}
