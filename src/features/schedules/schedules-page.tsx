/**
 * `/teams/{teamId}/schedules` (일정 관리, docs/domain.md §5.10): the month calendar with each day's
 * items, the selected day's panel with attendance, and for admins adding, editing and deleting
 * items. The month and the selected day live in `?date=` (use-schedule-month.ts); the visible
 * weeks are one listSchedules range, cached under the key the team profile's preview shares.
 */
import type { Schedule } from '#contract/schedules.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarPlus, Rss, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { PageProps } from '#src/lib/page-props.ts';
import type { SchedulesSearch } from '#src/lib/search-params.ts';
import { Button } from '#src/components/ui/button.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { useCurrentTeam } from '#src/lib/current-team.ts';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { schedulesQuery } from '#src/lib/queries/schedules.ts';
import { useServices } from '#src/lib/services.tsx';
import { CalendarFeedDialog } from './components/calendar-feed-dialog.tsx';
import { DayPanel } from './components/day-panel.tsx';
import { ScheduleCalendar } from './components/schedule-calendar.tsx';
import { ScrimmageDialog } from './components/scrimmage-dialog.tsx';
import { DeleteScheduleDialog, ScheduleFormDialog, type FormTarget } from './components/schedule-dialogs.tsx';
import { itemsByDay, toCalendarDay, visibleRange } from './schedule-dates.ts';
import * as css from './schedules.css.ts';
import { useScheduleMonth } from './use-schedule-month.ts';
import { FailureNote } from '#src/components/common/failure-note.tsx';

const m = scheduleMessages;

export function SchedulesPage({ params, search }: PageProps) {
  const teamId = Number(params.teamId);
  const { date } = search as SchedulesSearch;
  const { http } = useServices();
  const { teams } = useCurrentTeam();
  const isAdmin = teams.some((t) => t.id === teamId && t.teamRole === 'TEAM_ADMIN');
  const month = useScheduleMonth(date);
  const range = visibleRange(toCalendarDay(month.selected)!);
  // The previous month stays on screen (dimmed) while the next one loads, instead of a blank grid.
  const list = useQuery({ ...schedulesQuery(http, teamId, range.startDate, range.endDate), placeholderData: keepPreviousData });
  const byDay = useMemo(() => itemsByDay(list.data ?? []), [list.data]);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const [scrimmageDay, setScrimmageDay] = useState<string | null>(null);
  // Whether an item has started is judged once per render of the page; answers close with the server's own check too.
  const now = Date.now();

  return (
    <div className={css.page}>
      <div className={css.toolbar}>
        <Button variant="secondary" onPress={() => setFeedOpen(true)}>
          <Rss aria-hidden className={iconSmall} />
          {m.subscribe}
        </Button>
        {isAdmin ? (
          <Button variant="primary" onPress={() => setFormTarget({ mode: 'create', day: month.selected })}>
            <CalendarPlus aria-hidden className={iconSmall} />
            {m.create}
          </Button>
        ) : null}
        {isAdmin ? (
          <Button variant="secondary" onPress={() => setScrimmageDay(month.selected)}>
            <Users aria-hidden className={iconSmall} />
            {m.scrimmageForm.open}
          </Button>
        ) : null}
      </div>
      <div className={css.columns}>
        <section className={list.isPlaceholderData ? `${css.card} ${css.busy}` : css.card} aria-label={m.calendarLabel} aria-busy={list.isFetching}>
          <ScheduleCalendar
            selected={month.selected}
            focused={month.focused}
            today={month.today}
            byDay={byDay}
            onSelect={month.select}
            onFocusDay={month.focusDay}
            onToday={month.goToday}
          />
          {list.isError && !list.data ? <FailureNote message={m.loadFailed} onRetry={() => void list.refetch()} /> : null}
        </section>
        {list.isError && !list.data ? null : (
          <DayPanel
            day={month.selected}
            // Last month's items say nothing about this month's days: no list until this month's arrive.
            items={list.data && !list.isPlaceholderData ? (byDay.get(month.selected) ?? []) : null}
            isAdmin={isAdmin}
            now={now}
            onEdit={(item) => setFormTarget({ mode: 'edit', item })}
            onDelete={setDeleting}
          />
        )}
      </div>
      {isAdmin ? (
        <>
          <ScheduleFormDialog teamId={teamId} target={formTarget} onClose={() => setFormTarget(null)} onSaved={month.select} />
          <DeleteScheduleDialog teamId={teamId} item={deleting} onClose={() => setDeleting(null)} />
          <ScrimmageDialog teamId={teamId} day={scrimmageDay} onClose={() => setScrimmageDay(null)} onSaved={month.select} />
        </>
      ) : null}
      <CalendarFeedDialog teamId={teamId} isOpen={feedOpen} onOpenChange={setFeedOpen} />
    </div>
  );
}
