/**
 * The scrimmage core's tables as the 자체전 extras read them (`ScrimmageReads`, decision 080): a
 * scrimmage's facts, who is at it now, and a team's finished scrimmages with what the roll-up needs
 * (the games and goals counted by server/scrimmages/queries.ts, as the results screen counts them).
 * Seasons are Asia/Seoul calendar years of the start, as the matches' seasons are (decision 055).
 */
import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { schedules } from '../db/schema.ts';
import { scrimmageAttendees, scrimmages, scrimmageSides } from '../db/schema-scrimmage.ts';
import type { AttendeeRow, FinishedRange, FinishedScrimmage, ScrimmageFacts, ScrimmageReads } from '../scrimmage-extras/reads.ts';
import { finishedGames } from './queries.ts';

const yearStart = (year: number) => new Date(`${String(year).padStart(4, '0')}-01-01T00:00:00+09:00`);
const seoulYearOf = sql<number>`extract(year from ${schedules.startAt} at time zone 'Asia/Seoul')::int`.mapWith(Number);

const attendeeRow = (a: typeof scrimmageAttendees.$inferSelect): AttendeeRow => ({ attendeeId: a.id, userId: a.userId, guestName: a.guestName, side: a.side });

async function attendeesOf(handle: DbOrTx, scrimmageId: number, { present }: { present: boolean }): Promise<AttendeeRow[]> {
  const rows = await handle
    .select()
    .from(scrimmageAttendees)
    .where(and(eq(scrimmageAttendees.scrimmageId, scrimmageId), present ? isNull(scrimmageAttendees.leftAt) : undefined))
    .orderBy(asc(scrimmageAttendees.id));
  return rows.map(attendeeRow);
}

/** `ScrimmageReads` over the scrimmages' own tables. */
export function scrimmageReads(handle: DbOrTx): ScrimmageReads {
  return {
    async scrimmage(scrimmageId): Promise<ScrimmageFacts | null> {
      const [row] = await handle
        .select({ row: scrimmages, startAt: schedules.startAt, endAt: schedules.endAt, place: schedules.place })
        .from(scrimmages)
        .innerJoin(schedules, eq(schedules.id, scrimmages.scheduleId))
        .where(eq(scrimmages.id, scrimmageId));
      if (!row) return null;
      const sides = await handle
        .select({ side: scrimmageSides.side, vestColour: scrimmageSides.vestColour })
        .from(scrimmageSides)
        .where(eq(scrimmageSides.scrimmageId, scrimmageId))
        .orderBy(asc(scrimmageSides.side));
      const { id, teamId, runnerId, state } = row.row;
      return { id, teamId, runnerId, state, startAt: row.startAt, endAt: row.endAt, place: row.place, sides };
    },

    // Who is there now: a dropout is off the sides (decision 079), so off the balancer's inputs and the card too.
    attendees: (scrimmageId) => attendeesOf(handle, scrimmageId, { present: true }),

    async finished(teamId, range: FinishedRange): Promise<FinishedScrimmage[]> {
      const finishedOfTeam = and(eq(scrimmages.teamId, teamId), eq(scrimmages.state, 'FINISHED'));
      const query = handle
        .select({ id: scrimmages.id, startAt: schedules.startAt })
        .from(scrimmages)
        .innerJoin(schedules, eq(schedules.id, scrimmages.scheduleId));
      const rows =
        'latest' in range
          ? await query.where(finishedOfTeam).orderBy(desc(schedules.startAt), desc(scrimmages.id)).limit(range.latest)
          : await query
              .where(and(finishedOfTeam, gte(schedules.startAt, yearStart(range.season)), lt(schedules.startAt, yearStart(range.season + 1))))
              .orderBy(desc(schedules.startAt), desc(scrimmages.id));
      return Promise.all(
        rows.map(async ({ id, startAt }) => ({
          id,
          startAt,
          // Everyone who came, dropouts too: the games they played count.
          attendees: await attendeesOf(handle, id, { present: false }),
          ...(await finishedGames(handle, id)),
        })),
      );
    },

    async seasons(teamId) {
      const rows = await handle
        .selectDistinct({ year: seoulYearOf })
        .from(scrimmages)
        .innerJoin(schedules, eq(schedules.id, scrimmages.scheduleId))
        .where(and(eq(scrimmages.teamId, teamId), eq(scrimmages.state, 'FINISHED')));
      return rows.map((r) => r.year).sort((a, b) => b - a);
    },
  };
}
