/**
 * The roll-up of a 자체전 and the team's list of them (decision 079). Counting is the one pure
 * function both the server and the client use (machines/scrimmage.rollup.ts); here only the names
 * (read now, so a withdrawal shows as 탈퇴한 회원), each player's last side and the vest colours are added.
 */
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { rollupPlayers, rollupSides } from '#machines/scrimmage.rollup.ts';
import type { ScrimmageListItem, ScrimmageResults } from '#contract/scrimmages.ts';
import type { DbOrTx } from '../db/client.ts';
import { schedules } from '../db/schema.ts';
import { scrimmageAttendees, scrimmageGames, scrimmages, scrimmageSides } from '../db/schema-scrimmage.ts';
import { ApiError } from '../http/errors.ts';
import { requireNotFinished, type ScrimmageRow } from './access.ts';
import { requireNoGameOn } from './games.ts';
import { finishedGames, readAttendees } from './queries.ts';

export async function scrimmageResults(handle: DbOrTx, row: ScrimmageRow): Promise<ScrimmageResults> {
  const { games, goals } = await finishedGames(handle, row.id);
  const attendees = new Map((await readAttendees(handle, row.id)).map((a) => [a.id, a]));
  const colours = new Map((await handle.select().from(scrimmageSides).where(eq(scrimmageSides.scrimmageId, row.id))).map((s) => [s.side, s.vestColour]));
  const lastSide = (attendeeId: number) => {
    for (let i = games.length - 1; i >= 0; i -= 1) {
      const player = games[i].players.find((p) => p.attendeeId === attendeeId);
      if (player) return player.side;
    }
    return attendees.get(attendeeId)?.side ?? null;
  };
  return {
    players: rollupPlayers(games, goals).map((line) => {
      const attendee = attendees.get(line.attendeeId);
      return { ...line, name: attendee?.name ?? '', side: lastSide(line.attendeeId), guest: attendee?.guest ?? false };
    }),
    sides: rollupSides(games).map((line) => ({ ...line, vestColour: colours.get(line.side) ?? row.vestColours[line.side] ?? null })),
  };
}

/** PLAYING → FINISHED once at least one game was played and none is on. */
export async function finishScrimmage(tx: DbOrTx, row: ScrimmageRow): Promise<void> {
  requireNotFinished(row);
  await requireNoGameOn(tx, row.id);
  const [played] = await tx
    .select({ id: scrimmageGames.id })
    .from(scrimmageGames)
    .where(and(eq(scrimmageGames.scrimmageId, row.id), eq(scrimmageGames.state, 'FINISHED')))
    .limit(1);
  if (!played) throw new ApiError('SCRIMMAGE_NOT_PLAYED');
  await tx.update(scrimmages).set({ state: 'FINISHED' }).where(eq(scrimmages.id, row.id));
}

/** The team's scrimmages starting in [from, until), with the viewer's own line where they played. */
export async function listScrimmages(handle: DbOrTx, teamId: number, viewerId: number, from: Date, until: Date): Promise<ScrimmageListItem[]> {
  const rows = await handle
    .select({ scrimmage: scrimmages, title: schedules.title, startAt: schedules.startAt })
    .from(scrimmages)
    .innerJoin(schedules, eq(schedules.id, scrimmages.scheduleId))
    .where(and(eq(scrimmages.teamId, teamId), gte(schedules.startAt, from), lt(schedules.startAt, until)))
    .orderBy(asc(schedules.startAt), asc(scrimmages.id));
  const ids = rows.map((r) => r.scrimmage.id);
  const mine =
    ids.length === 0
      ? []
      : await handle
          .select({ id: scrimmageAttendees.id, scrimmageId: scrimmageAttendees.scrimmageId })
          .from(scrimmageAttendees)
          .where(and(inArray(scrimmageAttendees.scrimmageId, ids), eq(scrimmageAttendees.userId, viewerId)));
  const items: ScrimmageListItem[] = [];
  for (const { scrimmage, title, startAt } of rows) {
    const { games, goals } = await finishedGames(handle, scrimmage.id);
    const me = mine.find((m) => m.scrimmageId === scrimmage.id);
    const line = me ? rollupPlayers(games, goals).find((l) => l.attendeeId === me.id) : undefined;
    items.push({
      id: scrimmage.id,
      scheduleId: scrimmage.scheduleId,
      title,
      startAt: startAt.toISOString(),
      state: scrimmage.state,
      sideCount: scrimmage.sideCount,
      gamesPlayed: games.length,
      myLine: line ?? null,
    });
  }
  return items;
}
