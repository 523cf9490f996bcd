/**
 * The calendar's state in the URL (docs/product.md §2.3: `?date=YYYY-MM-DD`): the date is the selected day and
 * its month is the month shown, so a link, a reload and Back reproduce both. No date is today in
 * Seoul (the URL stays clean until the reader moves).
 *
 * - Moving to another month (the arrows, Page Up/Down, an arrow key past the month's edge, 오늘)
 *   pushes a history entry: Back walks back through the months.
 * - Picking a day in the shown month replaces the entry: Back leaves the page instead of walking
 *   through every day clicked.
 * - Keyboard focus inside the month stays local until a day is picked.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { seoulToday, toCalendarDay } from './schedule-dates.ts';

const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

export function useScheduleMonth(dateParam: string | undefined) {
  const [path, navigate] = useLocation();
  const today = seoulToday().toString();
  const selected = toCalendarDay(dateParam)?.toString() ?? today;
  // Focus belongs to the selected day it started from: a new selected day (Back, a link) resets it.
  const [focus, setFocus] = useState({ from: selected, day: selected });
  const focused = focus.from === selected ? focus.day : selected;

  const go = (day: string, replace: boolean) => navigate(`${path}?date=${day}`, { replace });

  return {
    today,
    selected,
    focused,
    select: (day: string) => {
      if (day !== selected) go(day, sameMonth(day, selected));
    },
    focusDay: (day: string) => {
      if (sameMonth(day, selected)) setFocus({ from: selected, day });
      else go(day, false);
    },
    goToday: () => {
      if (today !== selected) go(today, sameMonth(today, selected));
    },
  };
}
