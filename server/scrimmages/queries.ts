/**
 * Reading a 자체전 as the contract's Scrimmage (decision 079). Names are read from `users` at every
 * read, so a member who withdrew reads 탈퇴한 회원 here as everywhere (decisions 031 and 070); a
 * guest's typed name is as written. Scores are counted from the events, never stored.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { RollupGame, RollupGoal } from '#machines/scrimmage.rollup.ts';
import type { Scrimmage, ScrimmageAttendee, ScrimmageGame, ScrimmageGameEvent } from '#contract/scrimmages.ts';
import type { DbOrTx } from '../db/client.ts';
import { scheduleAttendance, schedules, users } from '../db/schema.ts';
import { scrimmageAttendees, scrimmageGameEvents, scrimmageGames, scrimmageSides } from '../db/schema-scrimmage.ts';
import { answeredByCurrentMember } from '../schedules/rows.ts';
import type { ScrimmageRow } from './access.ts';
import { gameScore } from './rules.ts';

type GameRow = typeof scrimmageGames.$inferSelect;
type EventRow = typeof scrimmageGameEvents.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The scrimmage's attendees with their current names, in check-in order. */
export async function readAttendees(handle: DbOrTx, scrimmageId: number): Promise<ScrimmageAttendee[]> {
  const rows = await handle
    .select({ row: scrimmageAttendees, name: users.name, profileImg: users.profileImg })
    .from(scrimmageAttendees)
    .leftJoin(users, eq(users.id, scrimmageAttendees.userId))
    .where(eq(scrimmageAttendees.scrimmageId, scrimmageId))
    .orderBy(asc(scrimmageAttendees.id));
  return rows.map(({ row, name, profileImg }) => attendeeView(row, name, profileImg));
}

export function attendeeView(row: typeof scrimmageAttendees.$inferSelect, name: string | null, profileImg: string | null): ScrimmageAttendee {
  return {
    id: row.id,
    userId: row.userId,
    name: row.guestName ?? name ?? '',
    profileImageUrl: row.userId === null ? null : profileImg,
    guest: row.userId === null,
    side: row.side,
    checkedInAt: row.checkedInAt.toISOString(),
    leftAt: iso(row.leftAt),
  };
}

/** The events of the given games that stand (not cancelled), in the order they were recorded. */
export async function standingEvents(handle: DbOrTx, gameIds: number[]): Promise<EventRow[]> {
  if (gameIds.length === 0) return [];
  return handle
    .select()
    .from(scrimmageGameEvents)
    .where(and(inArray(scrimmageGameEvents.gameId, gameIds), isNull(scrimmageGameEvents.cancelledAt)))
    .orderBy(asc(scrimmageGameEvents.id));
}

export function gameView(game: GameRow, events: readonly EventRow[]): ScrimmageGame {
  return {
    id: game.id,
    number: game.number,
    homeSide: game.homeSide,
    awaySide: game.awaySide,
    restingSide: game.restingSide,
    state: game.state,
    startedAt: game.startedAt.toISOString(),
    endedAt: iso(game.endedAt),
    pausedSeconds: game.pausedSeconds,
    pausedAt: iso(game.pausedAt),
    ...gameScore(
      game,
      events.filter((e) => e.gameId === game.id),
    ),
    players: game.players,
  };
}

export function eventView(e: EventRow): ScrimmageGameEvent {
  return {
    id: e.id,
    gameId: e.gameId,
    eventType: e.eventType,
    attendeeId: e.attendeeId,
    assistAttendeeId: e.assistAttendeeId,
    side: e.side,
    createdAt: e.createdAt.toISOString(),
  };
}

/** Goals as the roll-up counts them: a goal for its scorer (and assist), an own goal for nobody. */
export function goalsOf(events: readonly EventRow[]): RollupGoal[] {
  return events
    .filter((e) => e.eventType === 'GOAL' || e.eventType === 'OWN_GOAL')
    .map((e) =>
      e.eventType === 'GOAL'
        ? { gameId: e.gameId, scorerId: e.attendeeId, assistId: e.assistAttendeeId }
        : { gameId: e.gameId, scorerId: null, assistId: null },
    );
}

/** The scrimmage's games in order, with the events that stand. */
export async function readGames(handle: DbOrTx, scrimmageId: number): Promise<{ games: GameRow[]; events: EventRow[] }> {
  const games = await handle.select().from(scrimmageGames).where(eq(scrimmageGames.scrimmageId, scrimmageId)).orderBy(asc(scrimmageGames.number));
  return {
    games,
    events: await standingEvents(
      handle,
      games.map((g) => g.id),
    ),
  };
}

/** The finished games and their goals, as machines/scrimmage.rollup.ts takes them. */
export async function finishedGames(handle: DbOrTx, scrimmageId: number): Promise<{ games: RollupGame[]; goals: RollupGoal[] }> {
  const { games, events } = await readGames(handle, scrimmageId);
  const finished = games.filter((g) => g.state === 'FINISHED').map((g) => gameView(g, events));
  const ids = new Set(finished.map((g) => g.id));
  return { games: finished, goals: goalsOf(events.filter((e) => ids.has(e.gameId))) };
}

/** Members who answered 참석 and are not checked in (current members only, as the schedule counts them). */
async function noShows(handle: DbOrTx, row: ScrimmageRow, attendees: readonly ScrimmageAttendee[]): Promise<Scrimmage['noShows']> {
  if (row.state === 'CHECK_IN') return [];
  const came = new Set(attendees.map((a) => a.userId));
  const answered = await handle
    .select({ userId: users.id, name: users.name })
    .from(scheduleAttendance)
    .innerJoin(schedules, eq(schedules.id, scheduleAttendance.scheduleId))
    .innerJoin(users, eq(users.id, scheduleAttendance.userId))
    .where(and(eq(scheduleAttendance.scheduleId, row.scheduleId), eq(scheduleAttendance.answer, 'ATTEND'), answeredByCurrentMember(handle)))
    .orderBy(asc(users.name), asc(users.id));
  return answered.filter((a) => !came.has(a.userId));
}

/** The whole scrimmage as the session screen shows it. */
export async function readScrimmage(handle: DbOrTx, row: ScrimmageRow): Promise<Scrimmage> {
  const [item] = await handle.select().from(schedules).where(eq(schedules.id, row.scheduleId));
  const attendees = await readAttendees(handle, row.id);
  const sideRows = await handle.select().from(scrimmageSides).where(eq(scrimmageSides.scrimmageId, row.id)).orderBy(asc(scrimmageSides.side));
  const { games, events } = await readGames(handle, row.id);
  return {
    id: row.id,
    teamId: row.teamId,
    scheduleId: row.scheduleId,
    title: item.title,
    startAt: item.startAt.toISOString(),
    endAt: item.endAt.toISOString(),
    place: item.place,
    note: item.note,
    sideCount: row.sideCount,
    gameMinutes: row.gameMinutes,
    format: row.format,
    drawRule: row.drawRule,
    restOrder: row.restOrder,
    vestColours: row.vestColours,
    state: row.state,
    runnerId: row.runnerId,
    attendees,
    noShows: await noShows(handle, row, attendees),
    sides: sideRows.map((s) => ({
      side: s.side,
      vestColour: s.vestColour,
      attendeeIds: attendees.filter((a) => a.side === s.side && a.leftAt === null).map((a) => a.id),
    })),
    games: games.map((g) => gameView(g, events)),
    events: events.map(eventView),
    goals: goalsOf(events),
  };
}
