/**
 * A team's season of attendance (decision 092): the facts of server/attendance/facts.ts rolled up by
 * machines/attendance.ts. `isAway` is the member-status rule (decision 091), wired where both exist;
 * until then nobody is away.
 */
import type { AttendanceSeasonRow } from '#contract/attendance.ts';
import { type IsAway, itemCounts, nobodyAway, rollupAttendance } from '#machines/attendance.ts';
import type { DbOrTx } from '../db/client.ts';
import { currentMembers, seasonItems } from './facts.ts';

/** Every current member's line (or only `onlyUserId`'s), by name. */
export async function attendanceTable(
  handle: DbOrTx,
  teamId: number,
  season: number,
  now: Date,
  options: { onlyUserId?: number; isAway?: IsAway } = {},
): Promise<{ itemCount: number; players: AttendanceSeasonRow[] }> {
  const [items, people] = await Promise.all([seasonItems(handle, teamId, season, now), currentMembers(handle, teamId, options.onlyUserId)]);
  const lines = rollupAttendance(items, people, options.isAway ?? nobodyAway);
  return {
    itemCount: items.filter(itemCounts).length,
    players: people.map((person, i) => ({ ...lines[i], name: person.name })),
  };
}
