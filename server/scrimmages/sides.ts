/**
 * Setting the sides (decision 079): every attendee who is here on exactly one side, sizes within
 * one, a distinct vest colour per side. Allowed before the first game and again between games (never
 * while one is on, whose roster is fixed); the first split moves CHECK_IN to SIDES.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SidesRequest } from '#contract/scrimmages.ts';
import type { DbOrTx } from '../db/client.ts';
import { scrimmageAttendees, scrimmages, scrimmageSides } from '../db/schema-scrimmage.ts';
import { ApiError } from '../http/errors.ts';
import { requireNotFinished, type ScrimmageRow } from './access.ts';
import { requireNoGameOn } from './games.ts';
import { sidesRefusal } from './rules.ts';

export async function setSides(tx: DbOrTx, row: ScrimmageRow, body: SidesRequest): Promise<void> {
  requireNotFinished(row);
  await requireNoGameOn(tx, row.id);
  const present = await tx
    .select({ id: scrimmageAttendees.id })
    .from(scrimmageAttendees)
    .where(and(eq(scrimmageAttendees.scrimmageId, row.id), isNull(scrimmageAttendees.leftAt)));
  const refusal = sidesRefusal(body, row.sideCount, new Set(present.map((a) => a.id)));
  if (refusal) throw new ApiError(refusal);
  const sides = [...body.sides].sort((a, b) => a.side - b.side);
  for (const { side, attendeeIds } of sides) {
    if (attendeeIds.length > 0) await tx.update(scrimmageAttendees).set({ side }).where(inArray(scrimmageAttendees.id, attendeeIds));
  }
  await tx.delete(scrimmageSides).where(eq(scrimmageSides.scrimmageId, row.id));
  await tx.insert(scrimmageSides).values(sides.map(({ side, vestColour }) => ({ scrimmageId: row.id, side, vestColour })));
  await tx
    .update(scrimmages)
    .set({ vestColours: sides.map((s) => s.vestColour), ...(row.state === 'CHECK_IN' && { state: 'SIDES' as const }) })
    .where(eq(scrimmages.id, row.id));
}
