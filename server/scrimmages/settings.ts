/**
 * Planning a 자체전 (decision 079): its schedule item (kind SCRIMMAGE, so members answer it and the
 * reminders work as for any item) and its settings are written together; editing checks the item
 * and the settings as they would be stored; deleting the item deletes the scrimmage (cascade).
 */
import { eq } from 'drizzle-orm';
import type { ScrimmageCreateRequest, ScrimmagePatchRequest } from '#contract/scrimmages.ts';
import type { DbOrTx } from '../db/client.ts';
import { schedules } from '../db/schema.ts';
import { scrimmages, scrimmageSides } from '../db/schema-scrimmage.ts';
import { ApiError } from '../http/errors.ts';
import { isSigningInMember } from '../recording/recorders.ts';
import { blankToNull, checkScheduleRules, parseInstant, type ScheduleFields } from '../schedules/rules.ts';
import type { ScrimmageRow } from './access.ts';
import { settingsRefusal } from './rules.ts';

function refuse(error: ReturnType<typeof settingsRefusal>): void {
  if (error) throw new ApiError(error);
}

/** Creates the item and the scrimmage; answers the scrimmage's id. */
export async function createScrimmage(tx: DbOrTx, teamId: number, userId: number, body: ScrimmageCreateRequest, now: Date): Promise<number> {
  refuse(settingsRefusal(body));
  const item: ScheduleFields = {
    title: body.title,
    kind: 'SCRIMMAGE',
    startAt: parseInstant(body.startAt, 'startAt'),
    endAt: parseInstant(body.endAt, 'endAt'),
    place: blankToNull(body.place),
    note: blankToNull(body.note),
    matchId: null,
  };
  await checkScheduleRules(tx, teamId, item);
  const [schedule] = await tx
    .insert(schedules)
    .values({ ...item, teamId, createdAt: now })
    .returning({ id: schedules.id });
  const [row] = await tx
    .insert(scrimmages)
    .values({
      teamId,
      scheduleId: schedule.id,
      sideCount: body.sideCount,
      gameMinutes: body.gameMinutes,
      format: body.format,
      drawRule: body.drawRule,
      restOrder: body.restOrder,
      vestColours: body.vestColours,
      createdBy: userId,
      createdAt: now,
    })
    .returning({ id: scrimmages.id });
  return row.id;
}

/** Applies a PATCH to a locked scrimmage and its item. */
export async function updateScrimmage(tx: DbOrTx, row: ScrimmageRow, body: ScrimmagePatchRequest): Promise<void> {
  const settings = {
    sideCount: body.sideCount ?? row.sideCount,
    gameMinutes: body.gameMinutes ?? row.gameMinutes,
    format: body.format ?? row.format,
    drawRule: body.drawRule ?? row.drawRule,
    restOrder: body.restOrder ?? row.restOrder,
    vestColours: body.vestColours ?? row.vestColours,
  };
  // The sides were split for this many: another count needs a new split, which a new scrimmage gives.
  if (settings.sideCount !== row.sideCount && row.state !== 'CHECK_IN') throw new ApiError('SIDE_COUNT_LOCKED');
  refuse(settingsRefusal(settings));
  if (body.runnerId !== undefined && body.runnerId !== null && !(await isSigningInMember(tx, row.teamId, body.runnerId))) {
    throw new ApiError('RUNNER_NOT_MEMBER');
  }

  const [stored] = await tx.select().from(schedules).where(eq(schedules.id, row.scheduleId));
  const item: ScheduleFields = {
    ...stored,
    ...(body.title !== undefined && { title: body.title }),
    ...(body.startAt !== undefined && { startAt: parseInstant(body.startAt, 'startAt') }),
    ...(body.endAt !== undefined && { endAt: parseInstant(body.endAt, 'endAt') }),
    ...(body.place !== undefined && { place: blankToNull(body.place) }),
    ...(body.note !== undefined && { note: blankToNull(body.note) }),
  };
  await checkScheduleRules(tx, row.teamId, item);
  await tx
    .update(schedules)
    .set({ title: item.title, startAt: item.startAt, endAt: item.endAt, place: item.place, note: item.note })
    .where(eq(schedules.id, row.scheduleId));
  await tx
    .update(scrimmages)
    .set({ ...settings, ...(body.runnerId !== undefined && { runnerId: body.runnerId }) })
    .where(eq(scrimmages.id, row.id));
  // Sides already split wear the new colours (rewritten whole: a swap of two colours must not meet itself halfway).
  if (body.vestColours) {
    const split = await tx.delete(scrimmageSides).where(eq(scrimmageSides.scrimmageId, row.id)).returning({ side: scrimmageSides.side });
    if (split.length > 0)
      await tx.insert(scrimmageSides).values(split.map(({ side }) => ({ scrimmageId: row.id, side, vestColour: settings.vestColours[side] })));
  }
}
