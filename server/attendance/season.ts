/**
 * A team's season of attendance (decision 092): the facts of server/attendance/facts.ts rolled up by
 * machines/attendance.ts. A member injured or on leave on an item's day (decision 091) is away: the item
 * neither counts in their 참석률 nor makes a no-show.
 */
import type { AttendanceSeasonRow } from '#contract/attendance.ts';
import { itemCounts, rollupAttendance } from '#machines/attendance.ts';
import { isAwayOn } from '#machines/member-status.ts';
import type { DbOrTx } from '../db/client.ts';
import { readStatuses } from '../member-status/queries.ts';
import { currentMembers, seasonItems } from './facts.ts';

/** Every current member's line (or only `onlyUserId`'s), by name. */
export async function attendanceTable(
  handle: DbOrTx,
  teamId: number,
  season: number,
  now: Date,
  options: { onlyUserId?: number } = {},
): Promise<{ itemCount: number; players: AttendanceSeasonRow[] }> {
  const [items, people, statuses] = await Promise.all([
    seasonItems(handle, teamId, season, now),
    currentMembers(handle, teamId, options.onlyUserId),
    readStatuses(handle, teamId, options.onlyUserId === undefined ? undefined : [options.onlyUserId]),
  ]);
  const lines = rollupAttendance(items, people, (userId, day) => isAwayOn(statuses.get(userId), day));
  return {
    itemCount: items.filter(itemCounts).length,
    players: people.map((person, i) => ({ ...lines[i], name: person.name })),
  };
}
