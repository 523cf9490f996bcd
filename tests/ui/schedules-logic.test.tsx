import type { Schedule } from '#contract/schedules.ts';
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { applyAnswer } from '#src/features/schedules/schedule-cache.ts';
import { daysOf, formatDayHeading, itemsByDay, seoulInstant, seoulToday, visibleRange } from '#src/features/schedules/schedule-dates.ts';
import { formValuesFromSchedule, validateScheduleForm, type ScheduleFormValues } from '#src/features/schedules/schedule-form-values.ts';

function item(over: Partial<Schedule> = {}): Schedule {
  return {
    id: 1,
    teamId: 1,
    title: '정기 훈련',
    kind: 'TRAINING',
    startAt: '2030-06-12T11:00:00.000Z',
    endAt: '2030-06-12T13:00:00.000Z',
    place: null,
    note: null,
    matchId: null,
    scrimmageId: null,
    attendance: { attend: 2, absent: 1, undecided: 0, myAnswer: 'ABSENT' },
    ...over,
  };
}

describe('schedule dates (Asia/Seoul, weeks from Sunday)', () => {
  it.each([
    ['2030-06-12', '2030-05-26', '2030-07-06'],
    ['2026-02-01', '2026-02-01', '2026-02-28'],
    ['2026-11-29', '2026-11-01', '2026-12-05'],
  ])('the grid of %s runs from Sunday %s to Saturday %s', (day, start, end) => {
    expect(visibleRange(parseDate(day))).toEqual({ startDate: start, endDate: end });
  });

  it('turns a Seoul wall-clock time into the instant (UTC+9)', () => {
    expect(seoulInstant('2030-06-16', '09:00')).toBe('2030-06-16T00:00:00.000Z');
    expect(seoulInstant('2030-06-16', '08:30')).toBe('2030-06-15T23:30:00.000Z');
  });

  it('files an item under its Seoul day, not the UTC day', () => {
    // 23:30 UTC on the 15th is 08:30 on the 16th in Seoul.
    const early = item({ startAt: '2030-06-15T23:30:00.000Z', endAt: '2030-06-16T01:00:00.000Z' });
    expect([...itemsByDay([early]).keys()]).toEqual(['2030-06-16']);
  });

  it('lists an item past midnight on both days, but one ending at midnight only on its own day', () => {
    const late = item({ id: 2, startAt: '2030-06-14T13:00:00.000Z', endAt: '2030-06-14T16:00:00.000Z' });
    const toMidnight = item({ id: 3, startAt: '2030-06-14T13:00:00.000Z', endAt: '2030-06-14T15:00:00.000Z' });
    expect(daysOf(late)).toEqual({ first: '2030-06-14', last: '2030-06-15' });
    expect(daysOf(toMidnight)).toEqual({ first: '2030-06-14', last: '2030-06-14' });
    const byDay = itemsByDay([late, toMidnight]);
    expect(byDay.get('2030-06-15')?.map((s) => s.id)).toEqual([2]);
    expect(byDay.get('2030-06-14')?.map((s) => s.id)).toEqual([2, 3]);
  });

  it('orders a day by start time', () => {
    const evening = item({ id: 4, startAt: '2030-06-12T11:00:00.000Z' });
    const morning = item({ id: 5, startAt: '2030-06-12T00:00:00.000Z', endAt: '2030-06-12T01:00:00.000Z' });
    expect(
      itemsByDay([evening, morning])
        .get('2030-06-12')
        ?.map((s) => s.id),
    ).toEqual([5, 4]);
  });

  it("names a day the Korean way and knows Seoul's today", () => {
    expect(formatDayHeading(parseDate('2030-06-16'))).toBe('6월 16일 (일)');
    // 20:00 UTC is already the next day in Seoul.
    expect(seoulToday(new Date('2030-06-15T20:00:00.000Z')).toString()).toBe('2030-06-16');
  });
});

describe('the schedule form', () => {
  const filled: ScheduleFormValues = {
    title: ' 일요 리그 ',
    kind: 'MATCH',
    date: '2030-06-16',
    startTime: '09:00',
    endTime: '11:00',
    place: ' ',
    note: '',
    matchId: 5,
  };

  it('builds the contract request: trimmed title, Seoul instants, blanks as null', () => {
    expect(validateScheduleForm(filled)).toEqual({
      ok: true,
      request: {
        title: '일요 리그',
        kind: 'MATCH',
        startAt: '2030-06-16T00:00:00.000Z',
        endAt: '2030-06-16T02:00:00.000Z',
        place: null,
        note: null,
        matchId: 5,
      },
    });
  });

  it('links only a match item to a match', () => {
    const result = validateScheduleForm({ ...filled, kind: 'TRAINING' });
    expect(result.ok && result.request.matchId).toBe(null);
  });

  it.each([
    [{ title: '   ' }, 'title', '일정 이름을 입력해주세요.'],
    [{ title: '가'.repeat(101) }, 'title', '일정 이름은 100자 이하로 입력해주세요.'],
    [{ kind: null }, 'kind', '종류를 선택해주세요.'],
    [{ date: null }, 'date', '날짜를 선택해주세요.'],
    [{ endTime: '09:00' }, 'endTime', '종료 시간은 시작 시간보다 늦어야 합니다.'],
    [{ endTime: '08:30' }, 'endTime', '종료 시간은 시작 시간보다 늦어야 합니다.'],
    [{ place: '가'.repeat(101) }, 'place', '장소는 100자 이하로 입력해주세요.'],
    [{ note: '가'.repeat(2001) }, 'note', '세부사항은 2000자 이하로 입력해주세요.'],
  ] as const)('refuses %o on %s', (change, field, message) => {
    const result = validateScheduleForm({ ...filled, ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[field]).toBe(message);
  });

  it('prefills from an item in Seoul time', () => {
    expect(formValuesFromSchedule(item({ place: '난지 구장' }))).toEqual({
      title: '정기 훈련',
      kind: 'TRAINING',
      date: '2030-06-12',
      startTime: '20:00',
      endTime: '22:00',
      place: '난지 구장',
      note: '',
      matchId: null,
    });
  });
});

describe('an optimistic answer', () => {
  it('moves one count from the old answer to the new one', () => {
    expect(applyAnswer(item(), 'ATTEND').attendance).toEqual({ attend: 3, absent: 0, undecided: 0, myAnswer: 'ATTEND' });
  });

  it('adds one count for a first answer', () => {
    const fresh = item({ attendance: { attend: 0, absent: 0, undecided: 0, myAnswer: null } });
    expect(applyAnswer(fresh, 'UNDECIDED').attendance).toEqual({ attend: 0, absent: 0, undecided: 1, myAnswer: 'UNDECIDED' });
  });
});
