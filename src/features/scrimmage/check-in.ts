/**
 * 출석 체크's lists (decision 081): who is here, who answered 참석 first, then 미정 and no answer (the
 * injured and those on leave last, decision 091), and the members the runner can find by name for a late arrival. Pure, so the screen only renders them.
 */
import type { AttendanceAnswer, MemberStatusKind } from '#contract/enums.ts';
import type { ScheduleAttendance } from '#contract/schedules.ts';
import type { ScrimmageAttendee } from '#contract/scrimmages.ts';

/** The attendees still here (one who left after playing keeps a row, marked left). */
export function presentAttendees(attendees: readonly ScrimmageAttendee[]): ScrimmageAttendee[] {
  return attendees.filter((a) => a.leftAt === null);
}

/** "출석 16명 · 용병 1명": members and guests here. */
export function checkInCounts(attendees: readonly ScrimmageAttendee[]): { members: number; guests: number } {
  const here = presentAttendees(attendees);
  const guests = here.filter((a) => a.guest).length;
  return { members: here.length - guests, guests };
}

export interface CheckInRow {
  userId: number;
  name: string;
  /** Their answer to the item; null: none. */
  answer: AttendanceAnswer | null;
  /** Their attendee id while checked in; null: not here. */
  attendeeId: number | null;
  /** Their status on the session's day when not plain 활동 (decision 091). */
  status?: MemberStatusKind;
}

const isAway = (row: CheckInRow) => row.status === 'INJURED' || row.status === 'ON_LEAVE';

const answerOrder: Record<AttendanceAnswer, number> = { ATTEND: 0, UNDECIDED: 1, ABSENT: 2 };

/**
 * The members to tap: 참석 first, then 미정, then those who did not answer (admins see them), each
 * group by name; 불참 only once checked in (they came after all). A member checked in without any
 * answer (found by search) joins the no-answer group. `statuses` (the session's day, decision 091): the
 * injured and those on leave come last whatever they answered, until they are checked in (they came:
 * then they are anyone).
 */
export function checkInRows(
  attendance: ScheduleAttendance | undefined,
  attendees: readonly ScrimmageAttendee[],
  statuses: ReadonlyMap<number, MemberStatusKind> = new Map(),
): CheckInRow[] {
  const here = new Map(presentAttendees(attendees).flatMap((a) => (a.userId === null ? [] : [[a.userId, a] as const])));
  const rows = new Map<number, CheckInRow>();
  for (const a of attendance?.answers ?? []) {
    const attendeeId = here.get(a.userId)?.id ?? null;
    if (a.answer !== 'ABSENT' || attendeeId !== null) rows.set(a.userId, { userId: a.userId, name: a.name, answer: a.answer, attendeeId });
  }
  for (const m of attendance?.notAnswered ?? [])
    rows.set(m.userId, { userId: m.userId, name: m.name, answer: null, attendeeId: here.get(m.userId)?.id ?? null });
  for (const [userId, a] of here) if (!rows.has(userId)) rows.set(userId, { userId, name: a.name, answer: null, attendeeId: a.id });
  for (const row of rows.values()) {
    const status = statuses.get(row.userId);
    if (status) row.status = status;
  }
  const rank = (r: CheckInRow) => (isAway(r) && r.attendeeId === null ? 3 : r.answer === null ? 1.5 : answerOrder[r.answer]);
  return [...rows.values()].sort((x, y) => rank(x) - rank(y) || x.name.localeCompare(y.name, 'ko'));
}

/** Members whose name holds the search (not already in the rows), for a late arrival: at most `limit`. */
export function lateArrivalMatches(
  roster: readonly { userId: number; name: string }[],
  rows: readonly CheckInRow[],
  search: string,
  limit = 8,
): { userId: number; name: string }[] {
  const needle = search.trim();
  if (needle === '') return [];
  const listed = new Set(rows.map((r) => r.userId));
  return roster.filter((m) => !listed.has(m.userId) && m.name.includes(needle)).slice(0, limit);
}
