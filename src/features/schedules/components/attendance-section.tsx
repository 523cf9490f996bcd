/**
 * One item's attendance (the attendance icon of docs/product.md §1): the caller's 참석 / 불참 / 미정, changeable
 * until the item starts (shown at once, then the server's copy), the counts, and on demand who
 * answered what — plus, for admins, who has not answered yet, and until the item starts a reminder
 * to them (ReminderAction, decision 058). From its start, 출석 확인: who came (decision 092).
 */
import { attendanceAnswers, type AttendanceAnswer } from '#contract/enums.ts';
import { errorCodes } from '#contract/error-codes.ts';
import type { Schedule, ScheduleAttendance } from '#contract/schedules.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, ChevronDown, ChevronUp, UserCheck } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { useServices } from '#src/lib/services.tsx';
import { attendanceQuery } from '#src/lib/queries/schedules.ts';
import { answerAttendanceMutation } from '../api/schedules.ts';
import * as css from '../schedules.css.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
import { useHomeScreenGuide } from '#src/lib/environment/use-home-screen-guide.ts';
import { lazyNamed } from '#src/lib/lazy-named.ts';
import { ReminderAction } from './reminder-action.tsx';

const a = scheduleMessages.attendance;
/** The guide's sheet (a dialog) loads when offered: the team page's schedule preview stays without dialogs (decision 040). */
const HomeScreenGuide = lazyNamed<{ isOpen: boolean; onDismiss: () => void }, typeof import('#src/components/common/home-screen-guide.tsx')>(
  () => import('#src/components/common/home-screen-guide.tsx'),
  'HomeScreenGuide',
);
/** 출석 확인 (decision 092) loads when opened, after the item starts. */
const PresenceDialog = lazyNamed<
  { teamId: number; scheduleId: number; title: string; isOpen: boolean; onOpenChange: (open: boolean) => void },
  typeof import('./presence-dialog.tsx')
>(() => import('./presence-dialog.tsx'), 'PresenceDialog');
const options = attendanceAnswers.map((id) => ({ id, label: a.answers[id] }));
const tones = { ATTEND: 'green', ABSENT: 'red', UNDECIDED: 'neutral' } as const;

export function AttendanceSection({ item, isAdmin, now }: { item: Schedule; isAdmin: boolean; now: number }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const noteId = useId();
  const labelId = useId();
  const [showWho, setShowWho] = useState(false);
  const [presenceOpen, setPresenceOpen] = useState(false);
  // An answer is when the home screen pays off on an iPhone: the reminders and results then reach them.
  const guide = useHomeScreenGuide();
  const started = new Date(item.startAt).getTime() <= now;

  const answer = useMutation(
    answerAttendanceMutation(http, queryClient, item.teamId, (error) => {
      // Closed (it started meanwhile) or gone: the server's own Korean sentence says which.
      const known = error instanceof HttpError && (error.code === errorCodes.ATTENDANCE_CLOSED.code || error.code === errorCodes.NOTFOUND_SCHEDULE.code);
      toast.error(known ? error.message : messages.toast.failure(a.failed, errorJson(error)));
    }),
  );

  const counts = item.attendance;
  return (
    <section className={css.attendance} aria-labelledby={labelId}>
      <p id={labelId} className={css.attendanceLabel}>
        <CalendarCheck aria-hidden className={iconSmall} /> {a.label}
      </p>
      <SegmentedControl
        label={`${item.title} ${a.label}`}
        options={options}
        value={counts.myAnswer}
        onChange={(id) => {
          if (id === counts.myAnswer) return;
          answer.mutate({ scheduleId: item.id, answer: id as AttendanceAnswer }, { onSuccess: () => id !== 'UNDECIDED' && guide.offer() });
        }}
        isDisabled={started}
        aria-describedby={noteId}
      />
      <p id={noteId} className={css.muted}>
        {started ? a.closed : a.openUntilStart}
      </p>
      <ul className={css.counts} aria-label={a.countsLabel(counts.attend, counts.absent, counts.undecided)}>
        <li>
          <Tag tone="green">{a.count(a.answers.ATTEND, counts.attend)}</Tag>
        </li>
        <li>
          <Tag tone="red">{a.count(a.answers.ABSENT, counts.absent)}</Tag>
        </li>
        <li>
          <Tag tone="neutral">{a.count(a.answers.UNDECIDED, counts.undecided)}</Tag>
        </li>
      </ul>
      {isAdmin && !started ? <ReminderAction item={item} /> : null}
      <div>
        <Button variant="ghost" size="sm" aria-expanded={showWho} onPress={() => setShowWho((v) => !v)}>
          {a.showWho}
          {showWho ? <ChevronUp aria-hidden className={iconSmall} /> : <ChevronDown aria-hidden className={iconSmall} />}
        </Button>
      </div>
      {showWho ? <WhoAnswered teamId={item.teamId} scheduleId={item.id} isAdmin={isAdmin} /> : null}
      {started ? (
        <div>
          <Button variant="secondary" size="sm" onPress={() => setPresenceOpen(true)}>
            <UserCheck aria-hidden className={iconSmall} /> {a.presence}
          </Button>
        </div>
      ) : null}
      {presenceOpen ? (
        <Suspense fallback={null}>
          <PresenceDialog teamId={item.teamId} scheduleId={item.id} title={item.title} isOpen onOpenChange={setPresenceOpen} />
        </Suspense>
      ) : null}
      {guide.isOpen ? (
        <Suspense fallback={null}>
          <HomeScreenGuide isOpen onDismiss={guide.dismiss} />
        </Suspense>
      ) : null}
    </section>
  );
}

function WhoAnswered({ teamId, scheduleId, isAdmin }: { teamId: number; scheduleId: number; isAdmin: boolean }) {
  const { http } = useServices();
  const list = useQuery(attendanceQuery(http, teamId, scheduleId));
  return (
    <QueryState query={list} failed={a.loadFailed}>
      {(data) => <WhoGroups data={data} isAdmin={isAdmin} />}
    </QueryState>
  );
}

function WhoGroups({ data, isAdmin }: { data: ScheduleAttendance; isAdmin: boolean }) {
  const groups = attendanceAnswers.map((answer) => ({ answer, names: data.answers.filter((x) => x.answer === answer).map((x) => x.name) }));
  return (
    <dl className={css.whoGroups}>
      {groups.map(({ answer, names }) => (
        <div key={answer} className={css.whoGroup}>
          <dt className={css.whoLabel}>
            <Tag tone={tones[answer]}>{a.answers[answer]}</Tag> {a.people(names.length)}
          </dt>
          <dd className={css.whoNames}>{names.length ? names.join(', ') : a.nobody}</dd>
        </div>
      ))}
      {isAdmin && data.notAnswered ? (
        <div className={css.whoGroup}>
          <dt className={css.whoLabel}>
            <Tag tone="outline">{a.notAnswered}</Tag> {a.people(data.notAnswered.length)}
          </dt>
          <dd className={css.whoNames}>{data.notAnswered.length ? data.notAnswered.map((p) => p.name).join(', ') : a.nobody}</dd>
        </div>
      ) : null}
    </dl>
  );
}
