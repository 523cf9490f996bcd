/**
 * Member status (decision 091): what a status means on a Seoul day, which requests are refused, and the
 * months of a leave dues pause for. Pure, shared by the server (reminders, dues, the API) and the
 * client (labels, the lineup suggestion, the 자체전 check-in list).
 *
 * A day is a Seoul calendar date `YYYY-MM-DD` (ISO dates compare as strings). INJURED runs from the
 * day it was set (or its `from`) to `until`, ON_LEAVE from `from` to `until`, both ends inclusive;
 * outside its period the person is ACTIVE again without anyone touching the row.
 */
import type { ErrorName } from '#contract/error-codes.ts';
import type { MemberStatusKind } from '#contract/enums.ts';
import type { MemberStatus, MemberStatusRequest } from '#contract/member-status.ts';
import { addMonths, type Month } from './dues.ledger.ts';

export const activeStatus: MemberStatus = { kind: 'ACTIVE', from: null, until: null };

/** The kinds that make a person away on the days of their period. */
const awayKinds: ReadonlySet<MemberStatusKind> = new Set(['INJURED', 'ON_LEAVE']);

/** Longest period one request may set (a year, leap day included). */
export const maxStatusDays = 366;

/** The status in force on `day`: a period's kind inside it, ACTIVE outside; HONORARY and ACTIVE always. */
export function statusOn(status: MemberStatus | null | undefined, day: string): MemberStatusKind {
  if (!status) return 'ACTIVE';
  if (!awayKinds.has(status.kind)) return status.kind;
  const started = status.from === null || status.from <= day;
  const notEnded = status.until === null || day <= status.until;
  return started && notEnded ? status.kind : 'ACTIVE';
}

/** Injured or on leave on `day`: no RSVP reminder, no suggestion, no place in the proposed sides. */
export function isAwayOn(status: MemberStatus | null | undefined, day: string): boolean {
  return awayKinds.has(statusOn(status, day));
}

/** userId → the kind in force on `day`, for the people not plain 활동 that day. */
export function statusesOn(people: readonly { userId: number; status: MemberStatus }[], day: string): Map<number, MemberStatusKind> {
  const kinds = new Map<number, MemberStatusKind>();
  for (const { userId, status } of people) {
    const kind = statusOn(status, day);
    if (kind !== 'ACTIVE') kinds.set(userId, kind);
  }
  return kinds;
}

const dayMs = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, until: string) => Math.round((Date.parse(until) - Date.parse(from)) / dayMs);

/** Why a request is refused, and which field to point at. */
export interface StatusRefusal {
  error: ErrorName;
  field: 'kind' | 'from' | 'until';
}

/**
 * Who asks for what: `self` when the member sets their own status (only 부상, 휴회 and back to 활동, and
 * not while they are 명예; a leave from today on), `current` their status now. Null: allowed.
 */
export function statusRefusal(
  request: MemberStatusRequest,
  { today, self, current }: { today: string; self: boolean; current: MemberStatus | null },
): StatusRefusal | null {
  const { kind } = request;
  const from = request.from ?? null;
  const until = request.until ?? null;
  if (self && (kind === 'HONORARY' || current?.kind === 'HONORARY')) return { error: 'MEMBER_STATUS_ADMIN_ONLY', field: 'kind' };
  if (kind === 'ACTIVE' || kind === 'HONORARY')
    return from !== null || until !== null ? { error: 'MEMBER_STATUS_DATES', field: from !== null ? 'from' : 'until' } : null;
  if (until === null) return { error: 'MEMBER_STATUS_DATES', field: 'until' };
  if (kind === 'ON_LEAVE' && from === null) return { error: 'MEMBER_STATUS_DATES', field: 'from' };
  const start = from ?? today;
  if (until < start) return { error: 'MEMBER_STATUS_ORDER', field: 'until' };
  if (until < today) return { error: 'MEMBER_STATUS_ENDED', field: 'until' };
  if (daysBetween(start, until) + 1 > maxStatusDays) return { error: 'MEMBER_STATUS_TOO_LONG', field: 'until' };
  if (self && kind === 'ON_LEAVE' && start < today) return { error: 'MEMBER_STATUS_PAST_START', field: 'from' };
  return null;
}

/** The status a request stores (one `statusRefusal` allowed): INJURED from today unless given a start. */
export function statusOf(request: MemberStatusRequest, today: string): MemberStatus {
  if (request.kind === 'ACTIVE' || request.kind === 'HONORARY') return { kind: request.kind, from: null, until: null };
  return { kind: request.kind, from: request.from ?? today, until: request.until ?? null };
}

const lastDayOf = (month: Month) => new Date(Date.parse(`${addMonths(month, 1)}-01`) - dayMs).toISOString().slice(0, 10);

/**
 * The months a leave pauses dues for (the `pause_on_leave` setting): every month the leave covers
 * from its first day to its last, so a leave from 15 March to 15 May pauses April only and a
 * day's leave pauses nothing. Null: no whole month (or no leave at all).
 */
export function leaveMonths(status: MemberStatus | null | undefined): { fromMonth: Month; toMonth: Month } | null {
  if (status?.kind !== 'ON_LEAVE' || status.from === null || status.until === null) return null;
  const startMonth = status.from.slice(0, 7);
  const fromMonth = status.from.endsWith('-01') ? startMonth : addMonths(startMonth, 1);
  const endMonth = status.until.slice(0, 7);
  const toMonth = status.until === lastDayOf(endMonth) ? endMonth : addMonths(endMonth, -1);
  return fromMonth <= toMonth ? { fromMonth, toMonth } : null;
}
