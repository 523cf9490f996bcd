/**
 * Check-in at the pitch (decision 079): a member of the team who came, or a guest (용병) by name.
 * Someone who came back after leaving is checked in again on the same row. A dropout leaves the
 * sides; when they already played, the row stays (marked left) so their games still count for them.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { CheckInRequest, ScrimmageAttendee } from '#contract/scrimmages.ts';
import type { DbOrTx } from '../db/client.ts';
import { memberships, users } from '../db/schema.ts';
import { scrimmageAttendees, scrimmageGameEvents, scrimmageGames } from '../db/schema-scrimmage.ts';
import { ApiError } from '../http/errors.ts';
import { requireNotFinished, type ScrimmageRow } from './access.ts';
import { attendeeView } from './queries.ts';

/** The team's current member (not withdrawn) with name and photo, or 400 12007. */
async function memberOfTeam(tx: DbOrTx, teamId: number, userId: number) {
  const [person] = await tx
    .select({ name: users.name, profileImg: users.profileImg })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId), isNull(users.withdrawnAt)));
  if (!person) throw new ApiError('ATTENDEE_NOT_MEMBER');
  return person;
}

export async function checkIn(tx: DbOrTx, row: ScrimmageRow, body: CheckInRequest, now: Date): Promise<ScrimmageAttendee> {
  requireNotFinished(row);
  if ((body.userId === undefined) === (body.guestName === undefined)) throw new ApiError('CHECK_IN_WHO');
  if (body.guestName !== undefined) {
    const [guest] = await tx.insert(scrimmageAttendees).values({ scrimmageId: row.id, guestName: body.guestName, checkedInAt: now }).returning();
    return attendeeView(guest, null, null);
  }
  const person = await memberOfTeam(tx, row.teamId, body.userId!);
  const [earlier] = await tx
    .select()
    .from(scrimmageAttendees)
    .where(and(eq(scrimmageAttendees.scrimmageId, row.id), eq(scrimmageAttendees.userId, body.userId!)));
  if (earlier && earlier.leftAt === null) throw new ApiError('ALREADY_CHECKED_IN');
  const [attendee] = earlier
    ? await tx.update(scrimmageAttendees).set({ leftAt: null, side: null, checkedInAt: now }).where(eq(scrimmageAttendees.id, earlier.id)).returning()
    : await tx.insert(scrimmageAttendees).values({ scrimmageId: row.id, userId: body.userId!, checkedInAt: now }).returning();
  return attendeeView(attendee, person.name, person.profileImg);
}

/** Whether the attendee is on the roster of a game already started, or in one of its events. */
async function hasPlayed(tx: DbOrTx, scrimmageId: number, attendeeId: number): Promise<boolean> {
  const games = await tx
    .select({ players: scrimmageGames.players, id: scrimmageGames.id })
    .from(scrimmageGames)
    .where(eq(scrimmageGames.scrimmageId, scrimmageId));
  if (games.some((g) => g.players.some((p) => p.attendeeId === attendeeId))) return true;
  const [event] = await tx.select({ id: scrimmageGameEvents.id }).from(scrimmageGameEvents).where(eq(scrimmageGameEvents.attendeeId, attendeeId)).limit(1);
  return event !== undefined;
}

export async function removeAttendee(tx: DbOrTx, row: ScrimmageRow, attendeeId: number, now: Date): Promise<void> {
  requireNotFinished(row);
  const [attendee] = await tx
    .select()
    .from(scrimmageAttendees)
    .where(and(eq(scrimmageAttendees.id, attendeeId), eq(scrimmageAttendees.scrimmageId, row.id), isNull(scrimmageAttendees.leftAt)));
  if (!attendee) throw new ApiError('NOTFOUND_ATTENDEE');
  if (await hasPlayed(tx, row.id, attendeeId)) {
    await tx.update(scrimmageAttendees).set({ leftAt: now, side: null }).where(eq(scrimmageAttendees.id, attendeeId));
  } else {
    await tx.delete(scrimmageAttendees).where(eq(scrimmageAttendees.id, attendeeId));
  }
}
