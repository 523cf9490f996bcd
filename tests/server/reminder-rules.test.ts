/**
 * The reminders' rules without a database (server/reminders/rules.ts, decision 058): when the schedule
 * reminds an item by itself, when an admin may remind it again, and what the notification says — in
 * Seoul time, whatever the server's own time zone.
 */
import { describe, expect, it } from 'vitest';
import { manualReminderIntervalMs } from '#contract/notifications.ts';
import {
  automaticReminderAt,
  isReminderDue,
  lateItemGraceMs,
  maxReminderTtlSeconds,
  nextManualReminderAt,
  reminderDay,
  reminderMessage,
  reminderPushOptions,
  reminderTime,
  retryAfterSeconds,
} from '#server/reminders/rules.ts';

const hour = 60 * 60 * 1000;
const minute = 60 * 1000;
/** Saturday 2026-05-30 10:00 in Seoul. */
const start = new Date('2026-05-30T01:00:00Z');
const at = (offsetMs: number) => new Date(start.getTime() + offsetMs);
/** Made a month ahead, long before any reminder time. */
const early = at(-30 * 24 * hour);

describe('when the schedule reminds an item', () => {
  it.each([
    // [what, hoursBefore, createdAt, now, due]
    ['a minute before the reminder time', 24, early, at(-24 * hour - minute), false],
    ['at the reminder time', 24, early, at(-24 * hour), true],
    ['in the window', 24, early, at(-3 * hour), true],
    ['a millisecond before the start', 24, early, at(-1), true],
    ['at the start', 24, early, at(0), false],
    ['after the start', 24, early, at(hour), false],
    ['one hour before, with a lead of 1', 1, early, at(-hour), true],
    ['the longest lead, 168 hours', 168, early, at(-168 * hour), true],
    ['a team that turned reminders off', null, early, at(-hour), false],
    // Made inside the window: reminded once, an hour after it was made, if it has not started by then.
    ['made inside the window, just made', 24, at(-10 * hour), at(-10 * hour), false],
    ['made inside the window, 59 minutes later', 24, at(-10 * hour), at(-9 * hour - minute), false],
    ['made inside the window, an hour later', 24, at(-10 * hour), at(-9 * hour), true],
    ['made 61 minutes before it starts, a minute before', 24, at(-61 * minute), at(-minute), true],
    ['made an hour before it starts', 24, at(-hour), at(-1), false],
    ['made ten minutes before it starts', 24, at(-10 * minute), at(-1), false],
    ['made exactly at its reminder time, an hour later', 24, at(-24 * hour), at(-23 * hour), true],
  ] as const)('%s', (_what, hoursBefore, createdAt, now, due) => {
    expect(isReminderDue({ startAt: start, createdAt }, hoursBefore, now)).toBe(due);
  });

  it.each([
    ['24 hours before', 24, early, at(-24 * hour)],
    ['1 hour before', 1, early, at(-hour)],
    ['off', null, early, null],
    ['made inside the window: an hour after it was made', 24, at(-10 * hour), at(-9 * hour)],
    ['made within the grace of the start: never', 24, at(-lateItemGraceMs), null],
  ] as const)('automaticAt, %s', (_what, hoursBefore, createdAt, expected) => {
    expect(automaticReminderAt({ startAt: start, createdAt }, hoursBefore)).toEqual(expected);
  });
});

describe('when an admin may remind by hand', () => {
  it.each([
    ['never before', null, at(-5 * hour), null],
    ['a minute after the last', at(-5 * hour), at(-5 * hour + minute), at(-4 * hour)],
    ['a millisecond short of the hour', at(-5 * hour), at(-4 * hour - 1), at(-4 * hour)],
    ['an hour after the last', at(-5 * hour), at(-4 * hour), null],
    ['once the item started (never)', at(-10 * minute), at(0), null],
  ] as const)('%s', (_what, last, now, expected) => {
    expect(nextManualReminderAt({ startAt: start }, last, now)).toEqual(expected);
  });

  it('asks to retry after whole seconds, at least one', () => {
    expect(manualReminderIntervalMs).toBe(hour);
    expect(retryAfterSeconds(at(0), at(-hour + minute))).toBe(59 * 60);
    expect(retryAfterSeconds(at(0), at(-1500))).toBe(2);
    expect(retryAfterSeconds(at(0), at(-1))).toBe(1);
  });
});

describe('the notification', () => {
  it.each([
    ['the same Seoul day', at(-3 * hour), '오늘'],
    ['just after midnight in Seoul (UTC is still on the day before)', new Date('2026-05-29T16:00:00Z'), '오늘'],
    ['the Seoul day before, late at night', new Date('2026-05-29T14:30:00Z'), '내일'],
    ['the Seoul day before, in the morning', new Date('2026-05-29T00:30:00Z'), '내일'],
    ['two days before', new Date('2026-05-28T01:00:00Z'), '모레'],
    ['a week before', at(-7 * 24 * hour), '5월 30일 (토)'],
  ] as const)('names the day: %s', (_what, now, day) => {
    expect(reminderDay(start, now)).toBe(day);
  });

  it.each([
    ['2026-05-30T01:00:00Z', '오전 10:00'],
    ['2026-05-30T05:30:00Z', '오후 2:30'],
    ['2026-05-30T03:00:00Z', '오후 12:00'],
    ['2026-05-29T15:05:00Z', '오전 12:05'],
    ['2026-05-30T14:59:00Z', '오후 11:59'],
  ])('writes %s as %s in Seoul', (instant, text) => {
    expect(reminderTime(new Date(instant))).toBe(text);
  });

  it('says what, when and where to answer, tagged per item', () => {
    const item = { id: 42, teamId: 1, title: '주간 훈련', startAt: start, createdAt: early };
    expect(reminderMessage(item, at(-24 * hour))).toEqual({
      kind: 'reminder',
      title: '일정 참석 여부를 알려주세요',
      body: '내일 오전 10:00 · 주간 훈련 · 참석/불참을 눌러주세요',
      url: '/teams/1/schedules?date=2026-05-30',
      tag: 'schedule-42-reminder',
    });
  });

  it('the schedule page of the Seoul day, not the UTC one', () => {
    const lateNight = { id: 7, teamId: 3, title: '야간 풋살', startAt: new Date('2026-05-30T15:30:00Z'), createdAt: early };
    expect(reminderMessage(lateNight, new Date('2026-05-30T13:00:00Z'))).toMatchObject({
      url: '/teams/3/schedules?date=2026-05-31',
      body: '내일 오전 12:30 · 야간 풋살 · 참석/불참을 눌러주세요',
    });
  });

  it.each([
    ['a day ahead: until the start', at(-24 * hour), 24 * 3600],
    ['a second and a half ahead: rounded up', at(-1500), 2],
    ['three weeks ahead (by hand): a week at most', at(-21 * 24 * hour), maxReminderTtlSeconds],
  ] as const)('normal urgency, kept %s', (_what, now, ttlSeconds) => {
    expect(reminderPushOptions({ startAt: start }, now)).toEqual({ urgency: 'normal', ttlSeconds });
  });
});
