/**
 * The rules a schedule item must keep after every write (create or PATCH alike, checked on the item
 * as it would be stored, so a PATCH that moves only one end cannot slip past them):
 * - the start and end are real instants, and the end is not before the start;
 * - only a MATCH item links to a match, and only to a match of this team: one it plays in and either
 *   registered or accepted (a request another team sent is not ours until we accept it, decision 029).
 */
import { and, eq } from 'drizzle-orm';
import type { ScheduleKind } from '#contract/enums.ts';
import { matches } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { matchOfTeam } from '../matches/visibility.ts';
import type { DbOrTx } from '../db/client.ts';

export const messages = {
  badInstant: '존재하지 않는 날짜나 시각입니다.',
  endBeforeStart: '종료 시각은 시작 시각과 같거나 그 뒤여야 합니다.',
  matchOnlyForMatchKind: '경기 일정만 경기와 연결할 수 있습니다.',
  matchOfAnotherTeam: '이 팀이 참가하는 경기만 연결할 수 있습니다.',
} as const;

/** The item as it will be stored. */
export interface ScheduleFields {
  title: string;
  kind: ScheduleKind;
  startAt: Date;
  endAt: Date;
  place: string | null;
  note: string | null;
  matchId: number | null;
}

/**
 * An ISO instant as a Date, or a 400 naming the field. The contract's format check lets a day like
 * February 30th through and `Date` would quietly roll it over to March; a real day reads back the same.
 */
export function parseInstant(value: string, field: 'startAt' | 'endAt'): Date {
  const at = new Date(value);
  const day = value.slice(0, 10);
  const dayIsReal = new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
  if (Number.isNaN(at.getTime()) || !dayIsReal) throw new ApiError('BAD_REQUEST', [{ field, message: messages.badInstant }]);
  return at;
}

/** Blank optional text is no text: the UI shows nothing rather than an empty line. */
export const blankToNull = (text: string | null | undefined): string | null => (text && text.trim() !== '' ? text : null);

/** 400 naming the field that breaks a rule; the match check reads the database. */
export async function checkScheduleRules(handle: DbOrTx, teamId: number, item: ScheduleFields): Promise<void> {
  if (item.endAt.getTime() < item.startAt.getTime()) throw new ApiError('BAD_REQUEST', [{ field: 'endAt', message: messages.endBeforeStart }]);
  if (item.matchId === null) return;
  if (item.kind !== 'MATCH') throw new ApiError('BAD_REQUEST', [{ field: 'matchId', message: messages.matchOnlyForMatchKind }]);
  const [match] = await handle
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.id, item.matchId), matchOfTeam(teamId)));
  // An unknown match, another team's match and a request not accepted get the same answer: ids of other teams' matches are none of our business.
  if (!match) throw new ApiError('BAD_REQUEST', [{ field: 'matchId', message: messages.matchOfAnotherTeam }]);
}
