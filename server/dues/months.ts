/**
 * Months as dues count them (decision 060): `YYYY-MM` in Asia/Seoul, read from the injected clock.
 * The board's range rules live here so the route and the tests read one definition.
 */
import { seoulDate } from '#contract/seoul-time.ts';
import { addMonths, type Month, monthsBetween } from '#machines/dues.ledger.ts';
import { ApiError } from '../http/errors.ts';

/** The Seoul month of an instant. */
export const monthOf = (at: Date): Month => seoulDate(at).slice(0, 7);

/** The board shows at most this many months at once. */
export const maxBoardMonths = 12;
/** …and this many when the query names fewer ends. */
export const defaultBoardMonths = 6;

/**
 * The months of a board query: neither end → the last 6 up to this month; only `to` → the 6 up to it;
 * only `from` → the 6 from it. `to` before `from`, or more than 12 months: 400 naming `to`.
 */
export function boardMonths(query: { from?: Month; to?: Month }, now: Date): Month[] {
  const span = defaultBoardMonths - 1;
  const to = query.to ?? (query.from ? addMonths(query.from, span) : monthOf(now));
  const from = query.from ?? addMonths(to, -span);
  if (to < from) throw new ApiError('BAD_REQUEST', [{ field: 'to', message: '끝 달은 시작 달과 같거나 뒤여야 합니다.' }]);
  const months = monthsBetween(from, to);
  if (months.length > maxBoardMonths) throw new ApiError('BAD_REQUEST', [{ field: 'to', message: `한 번에 ${maxBoardMonths}개월까지 볼 수 있습니다.` }]);
  return months;
}

/** The `count` months up to and including `month`. */
export const monthsUpTo = (month: Month, count: number): Month[] => monthsBetween(addMonths(month, 1 - count), month);

/** The first day of a month, `YYYY-MM-01`: the day its dues are charged (decision 060). */
export const firstDayOf = (month: Month): string => `${month}-01`;
