/**
 * The games of a 자체전 (decision 079): one on at a time (also a partial unique index), started only
 * once sides are set, with the roster of both sides taken when it starts. Starting is idempotent on
 * the client's id (the outbox resends after a lost answer). The clock: pauses add up in
 * `pausedSeconds`; reopening the last game ended (a correction) counts the time it stood ended as paused.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { GameActionRequest, GameStartRequest, ScrimmageGame } from '#contract/scrimmages.ts';
import type { DbOrTx } from '../db/client.ts';
import { scrimmageAttendees, scrimmageGames, scrimmages } from '../db/schema-scrimmage.ts';
import { ApiError } from '../http/errors.ts';
import { requireNotFinished, type ScrimmageRow } from './access.ts';
import type { ScrimmageChangeNote } from './changes.ts';
import { gameView, standingEvents } from './queries.ts';
import { nextGameState, restingSide } from './rules.ts';

export type GameRow = typeof scrimmageGames.$inferSelect;

const gameStateLabels = { PLAYING: '진행 중', PAUSED: '멈춤', FINISHED: '종료' } as const;
/** Each action as the object of a refusal, its particle written in (the labels are fixed; see server/recording/lifecycle.ts). */
const actionObjects = { PAUSE: '멈추기를', RESUME: '다시 시작을', END: '경기 끝내기를', REOPEN: '경기 다시 열기를' } as const;

/** 409 12014 while a game of the scrimmage is on. */
export async function requireNoGameOn(tx: DbOrTx, scrimmageId: number): Promise<void> {
  const [on] = await tx
    .select({ id: scrimmageGames.id })
    .from(scrimmageGames)
    .where(and(eq(scrimmageGames.scrimmageId, scrimmageId), inArray(scrimmageGames.state, ['PLAYING', 'PAUSED'])));
  if (on) throw new ApiError('GAME_IN_PROGRESS');
}

/** The scrimmage's game or 404 12017. */
export async function findGame(tx: DbOrTx, scrimmageId: number, gameId: number): Promise<GameRow> {
  const [game] = await tx
    .select()
    .from(scrimmageGames)
    .where(and(eq(scrimmageGames.id, gameId), eq(scrimmageGames.scrimmageId, scrimmageId)));
  if (!game) throw new ApiError('NOTFOUND_GAME');
  return game;
}

export async function gameAnswer(tx: DbOrTx, game: GameRow): Promise<ScrimmageGame> {
  return gameView(game, await standingEvents(tx, [game.id]));
}

/** Starts the next game; `replayed` when the client id had started it already (answered 200 with that game). */
export async function startGame(tx: DbOrTx, row: ScrimmageRow, body: GameStartRequest, now: Date): Promise<{ game: ScrimmageGame; replayed: boolean }> {
  const [earlier] = await tx
    .select()
    .from(scrimmageGames)
    .where(and(eq(scrimmageGames.scrimmageId, row.id), eq(scrimmageGames.clientId, body.clientId)));
  if (earlier) {
    if (earlier.homeSide !== body.homeSide || earlier.awaySide !== body.awaySide) throw new ApiError('CLIENT_ID_CONFLICT');
    return { game: await gameAnswer(tx, earlier), replayed: true };
  }
  requireNotFinished(row);
  if (row.state === 'CHECK_IN') throw new ApiError('SIDES_NOT_SET');
  await requireNoGameOn(tx, row.id);
  const players = await tx
    .select({ attendeeId: scrimmageAttendees.id, side: scrimmageAttendees.side })
    .from(scrimmageAttendees)
    .where(and(eq(scrimmageAttendees.scrimmageId, row.id), isNull(scrimmageAttendees.leftAt), inArray(scrimmageAttendees.side, [body.homeSide, body.awaySide])))
    // A game's roster is stored in check-in order: without an order a row whose side was changed can come
    // back anywhere, and the same game would list its players differently from one start to another.
    .orderBy(scrimmageAttendees.id);
  const fields = (side: number) => players.some((p) => p.side === side);
  const sidesFit = body.homeSide !== body.awaySide && Math.max(body.homeSide, body.awaySide) < row.sideCount && fields(body.homeSide) && fields(body.awaySide);
  if (!sidesFit) throw new ApiError('INVALID_GAME_SIDES');
  const [last] = await tx
    .select({ number: scrimmageGames.number })
    .from(scrimmageGames)
    .where(eq(scrimmageGames.scrimmageId, row.id))
    .orderBy(desc(scrimmageGames.number))
    .limit(1);
  const [game] = await tx
    .insert(scrimmageGames)
    .values({
      scrimmageId: row.id,
      number: (last?.number ?? 0) + 1,
      clientId: body.clientId,
      homeSide: body.homeSide,
      awaySide: body.awaySide,
      restingSide: restingSide(row.sideCount, body.homeSide, body.awaySide),
      state: 'PLAYING',
      startedAt: now,
      players: players.map((p) => ({ attendeeId: p.attendeeId, side: p.side! })),
    })
    .returning();
  if (row.state !== 'PLAYING') await tx.update(scrimmages).set({ state: 'PLAYING' }).where(eq(scrimmages.id, row.id));
  return { game: gameView(game, []), replayed: false };
}

const seconds = (from: Date | null, to: Date) => (from ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : 0);

const changeOf = { PAUSE: 'GAME_PAUSED', RESUME: 'GAME_RESUMED', END: 'GAME_ENDED', REOPEN: 'GAME_REOPENED' } as const;

/** Pause, resume, end or reopen a game. */
export async function changeGame(
  tx: DbOrTx,
  row: ScrimmageRow,
  gameId: number,
  { action }: GameActionRequest,
  now: Date,
): Promise<{ game: ScrimmageGame; change: ScrimmageChangeNote }> {
  const game = await findGame(tx, row.id, gameId);
  requireNotFinished(row);
  const next = nextGameState(game.state, action);
  if (next === null) {
    throw new ApiError(
      'INVALID_GAME_ACTION',
      null,
      {},
      `${game.number}경기는 지금 ${gameStateLabels[game.state]} 상태라 ${actionObjects[action]} 할 수 없습니다.`,
    );
  }
  if (action === 'REOPEN') {
    await requireNoGameOn(tx, row.id);
    const [last] = await tx
      .select({ id: scrimmageGames.id })
      .from(scrimmageGames)
      .where(eq(scrimmageGames.scrimmageId, row.id))
      .orderBy(desc(scrimmageGames.number))
      .limit(1);
    if (last.id !== game.id) throw new ApiError('INVALID_GAME_ACTION', null, {}, '마지막으로 끝난 경기만 다시 열 수 있습니다.');
  }
  const times =
    action === 'PAUSE'
      ? { pausedAt: now }
      : action === 'RESUME'
        ? { pausedAt: null, pausedSeconds: game.pausedSeconds + seconds(game.pausedAt, now) }
        : action === 'END'
          ? { endedAt: now, pausedAt: null, pausedSeconds: game.pausedSeconds + seconds(game.pausedAt, now) }
          : { endedAt: null, pausedSeconds: game.pausedSeconds + seconds(game.endedAt, now) };
  const [updated] = await tx
    .update(scrimmageGames)
    .set({ state: next, ...times })
    .where(eq(scrimmageGames.id, game.id))
    .returning();
  return { game: await gameAnswer(tx, updated), change: { kind: changeOf[action], gameId: game.id } };
}
