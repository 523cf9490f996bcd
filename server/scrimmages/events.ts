/**
 * Events of a 자체전 game (decision 079): goals, own goals, cards and rolling substitutions within a
 * side, only while the game is on (playing or paused), only by players on that game's two sides and
 * recorded for their own side. Idempotent on the client's id: a retry gets the event recorded the
 * first time (even if cancelled since), the same id with another event is refused (409 6032).
 * A cancel (a correction) marks the event; scores count the ones that stand.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { GameEventRequest, ScrimmageGameEvent } from '#contract/scrimmages.ts';
import type { DbOrTx } from '../db/client.ts';
import { scrimmageAttendees, scrimmageGameEvents, scrimmageGames } from '../db/schema-scrimmage.ts';
import { ApiError } from '../http/errors.ts';
import { requireNotFinished, type ScrimmageRow } from './access.ts';
import { findGame, type GameRow } from './games.ts';
import { eventView } from './queries.ts';

type EventRow = typeof scrimmageGameEvents.$inferSelect;

const sameEvent = (e: EventRow, body: GameEventRequest) =>
  e.eventType === body.eventType && e.attendeeId === body.attendeeId && e.assistAttendeeId === body.assistAttendeeId && e.side === body.side;

/** Whether the attendee plays for `side` in the game: on its roster, or (coming on) now on that side and here. */
async function playsFor(tx: DbOrTx, game: GameRow, attendeeId: number, side: number, comingOn: boolean): Promise<boolean> {
  if (game.players.some((p) => p.attendeeId === attendeeId && p.side === side)) return true;
  if (!comingOn) return false;
  const [here] = await tx
    .select({ id: scrimmageAttendees.id })
    .from(scrimmageAttendees)
    .where(
      and(
        eq(scrimmageAttendees.id, attendeeId),
        eq(scrimmageAttendees.scrimmageId, game.scrimmageId),
        eq(scrimmageAttendees.side, side),
        isNull(scrimmageAttendees.leftAt),
      ),
    );
  return here !== undefined;
}

export async function recordEvent(
  tx: DbOrTx,
  row: ScrimmageRow,
  gameId: number,
  body: GameEventRequest,
  userId: number,
  now: Date,
): Promise<{ event: ScrimmageGameEvent; replayed: boolean }> {
  const game = await findGame(tx, row.id, gameId);
  const [earlier] = await tx
    .select()
    .from(scrimmageGameEvents)
    .where(and(eq(scrimmageGameEvents.gameId, game.id), eq(scrimmageGameEvents.clientId, body.clientId)));
  if (earlier) {
    if (!sameEvent(earlier, body)) throw new ApiError('CLIENT_ID_CONFLICT');
    return { event: eventView(earlier), replayed: true };
  }
  requireNotFinished(row);
  if (game.state === 'FINISHED') throw new ApiError('GAME_NOT_ON');
  const onPitch = body.side === game.homeSide || body.side === game.awaySide;
  if (!onPitch || !(await playsFor(tx, game, body.attendeeId, body.side, body.eventType === 'SUB_IN'))) throw new ApiError('PLAYER_NOT_IN_GAME');
  if (body.assistAttendeeId !== null) {
    const assistFits =
      body.eventType === 'GOAL' && body.assistAttendeeId !== body.attendeeId && (await playsFor(tx, game, body.assistAttendeeId, body.side, false));
    if (!assistFits) throw new ApiError('INVALID_ASSIST');
  }
  const [event] = await tx
    .insert(scrimmageGameEvents)
    .values({
      gameId: game.id,
      clientId: body.clientId,
      eventType: body.eventType,
      attendeeId: body.attendeeId,
      assistAttendeeId: body.assistAttendeeId,
      side: body.side,
      createdBy: userId,
      createdAt: now,
    })
    .returning();
  // Someone coming on plays this game from now: the roster the roll-up counts takes them in.
  if (body.eventType === 'SUB_IN' && !game.players.some((p) => p.attendeeId === body.attendeeId)) {
    await tx
      .update(scrimmageGames)
      .set({ players: [...game.players, { attendeeId: body.attendeeId, side: body.side }] })
      .where(eq(scrimmageGames.id, game.id));
  }
  return { event: eventView(event), replayed: false };
}

export async function cancelEvent(tx: DbOrTx, row: ScrimmageRow, gameId: number, eventId: number, now: Date): Promise<void> {
  const game = await findGame(tx, row.id, gameId);
  requireNotFinished(row);
  const cancelled = await tx
    .update(scrimmageGameEvents)
    .set({ cancelledAt: now })
    .where(and(eq(scrimmageGameEvents.id, eventId), eq(scrimmageGameEvents.gameId, game.id), isNull(scrimmageGameEvents.cancelledAt)))
    .returning({ id: scrimmageGameEvents.id });
  if (cancelled.length === 0) throw new ApiError('NOTFOUND_SCRIMMAGE_EVENT');
}
