/**
 * 자체전 endpoints (decision 079): members read; TEAM_ADMINs plan, edit and delete; an admin or the
 * member named to run the scrimmage checks people in, sets sides, plays the games and records their
 * events. Every write is one transaction that locks the scrimmage row, so the writes of one scrimmage
 * run one at a time; the change goes to `publishScrimmageChange` inside it, so the live log commits with it.
 */
import { eq } from 'drizzle-orm';
import type { TeamRole } from '#contract/enums.ts';
import { schedules } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError, okResponse } from '../http/errors.ts';
import { findScrimmage, requireNotFinished, requireRunner, type ScrimmageRow } from '../scrimmages/access.ts';
import { publishScrimmageChange, type ScrimmageChangeNote } from '../scrimmages/changes.ts';
import { checkIn, removeAttendee } from '../scrimmages/check-in.ts';
import { recordEvent, cancelEvent } from '../scrimmages/events.ts';
import { changeGame, startGame } from '../scrimmages/games.ts';
import { readScrimmage } from '../scrimmages/queries.ts';
import { finishScrimmage, listScrimmages, scrimmageResults } from '../scrimmages/results.ts';
import { createScrimmage, updateScrimmage } from '../scrimmages/settings.ts';
import { setSides } from '../scrimmages/sides.ts';
import { teamGuards } from '../teams/access.ts';
import type { AppDeps } from './deps.ts';
import type { MomVoteOpenings } from './mom.ts';
import { maxScheduleRangeDays, seoulMidnight } from './schedules.ts';

type Ids = { id: number; scrimmageId: number };
type Write<T> = (tx: DbOrTx, row: ScrimmageRow) => Promise<{ result: T; change: ScrimmageChangeNote | null }>;

const dayMs = 24 * 60 * 60 * 1000;

export function scrimmageEndpoints({ db, clock }: AppDeps, mom?: MomVoteOpenings): Implementation[] {
  const guards = teamGuards(db);

  /** A write as `role` allows (the caller's membership checked first), its change published in the same transaction. */
  async function write<T>(ids: Ids, role: TeamRole, userId: number, run: Write<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const row = await findScrimmage(tx, ids.id, ids.scrimmageId, { forUpdate: true });
      requireRunner(row, userId, role);
      const { result, change } = await run(tx, row);
      if (change) await publishScrimmageChange(tx, row.id, change, clock.now());
      return result;
    });
  }
  const asRunner = async <T>(ids: Ids, userId: number, run: Write<T>) => write(ids, (await guards.requireMember(userId, ids.id)).role, userId, run);
  const asAdmin = async <T>(ids: Ids, userId: number, run: Write<T>) => write(ids, (await guards.requireAdmin(userId, ids.id)).role, userId, run);
  const read = async (ids: Ids, userId: number) => {
    await guards.requireMember(userId, ids.id);
    return findScrimmage(db, ids.id, ids.scrimmageId);
  };

  return [
    implement('listScrimmages', async (_c, { params, query, userId }) => {
      await guards.requireMember(userId, params.id);
      const from = seoulMidnight(query.from);
      const to = seoulMidnight(query.to);
      if (!from) throw new ApiError('BAD_REQUEST', [{ field: 'from', message: '존재하지 않는 날짜입니다.' }]);
      if (!to) throw new ApiError('BAD_REQUEST', [{ field: 'to', message: '존재하지 않는 날짜입니다.' }]);
      const days = Math.round((to.getTime() - from.getTime()) / dayMs) + 1;
      if (days < 1) throw new ApiError('BAD_REQUEST', [{ field: 'to', message: '종료일은 시작일과 같거나 그 뒤여야 합니다.' }]);
      if (days > maxScheduleRangeDays) throw new ApiError('BAD_REQUEST', [{ field: 'to', message: `조회 기간은 ${maxScheduleRangeDays}일 이내여야 합니다.` }]);
      return listScrimmages(db, params.id, userId, from, new Date(to.getTime() + dayMs));
    }),

    implement('createScrimmage', async (_c, { params, body, userId }) => {
      await guards.requireAdmin(userId, params.id);
      const id = await db.transaction((tx) => createScrimmage(tx, params.id, userId, body, clock.now()));
      return { id };
    }),

    implement('getScrimmage', async (_c, { params, userId }) => readScrimmage(db, await read(params, userId))),

    implement('updateScrimmage', async (_c, { params, body, userId }) =>
      asAdmin(params, userId, async (tx, row) => {
        requireNotFinished(row);
        await updateScrimmage(tx, row, body);
        return { result: await readScrimmage(tx, await findScrimmage(tx, params.id, row.id)), change: { kind: 'SETTINGS_CHANGED' } };
      }),
    ),

    implement('deleteScrimmage', async (_c, { params, userId }) => {
      await asAdmin(params, userId, async (tx, row) => {
        // With its schedule item: the scrimmage and everything of it go by cascade.
        await tx.delete(schedules).where(eq(schedules.id, row.scheduleId));
        return { result: null, change: null };
      });
      return null;
    }),

    implement('checkInScrimmage', async (_c, { params, body, userId }) =>
      asRunner(params, userId, async (tx, row) => {
        const attendee = await checkIn(tx, row, body, clock.now());
        return { result: attendee, change: { kind: 'ATTENDEES_CHANGED' } };
      }),
    ),

    implement('removeScrimmageAttendee', async (_c, { params, userId }) => {
      await asRunner(params, userId, async (tx, row) => {
        await removeAttendee(tx, row, params.attendeeId, clock.now());
        return { result: null, change: { kind: 'ATTENDEES_CHANGED' } };
      });
      return null;
    }),

    implement('setScrimmageSides', async (_c, { params, body, userId }) =>
      asRunner(params, userId, async (tx, row) => {
        await setSides(tx, row, body);
        return { result: await readScrimmage(tx, await findScrimmage(tx, params.id, row.id)), change: { kind: 'SIDES_CHANGED' } };
      }),
    ),

    implement('startScrimmageGame', async (c, { params, body, userId }) => {
      const { game, replayed } = await asRunner(params, userId, async (tx, row) => {
        const started = await startGame(tx, row, body, clock.now());
        return { result: started, change: started.replayed ? null : { kind: 'GAME_STARTED', gameId: started.game.id } };
      });
      return replayed ? okResponse(c, game, 200) : game;
    }),

    implement('updateScrimmageGame', async (_c, { params, body, userId }) =>
      asRunner(params, userId, async (tx, row) => {
        const { game, change } = await changeGame(tx, row, params.gameId, body, clock.now());
        return { result: game, change };
      }),
    ),

    implement('recordScrimmageEvent', async (c, { params, body, userId }) => {
      const { event, replayed } = await asRunner(params, userId, async (tx, row) => {
        const recorded = await recordEvent(tx, row, params.gameId, body, userId, clock.now());
        return { result: recorded, change: recorded.replayed ? null : { kind: 'EVENT_RECORDED', gameId: params.gameId } };
      });
      // The first time 201; a retry of the same write answers the same event with 200.
      return replayed ? okResponse(c, event, 200) : event;
    }),

    implement('cancelScrimmageEvent', async (_c, { params, userId }) => {
      await asRunner(params, userId, async (tx, row) => {
        await cancelEvent(tx, row, params.gameId, params.eventId, clock.now());
        return { result: null, change: { kind: 'EVENT_CANCELLED', gameId: params.gameId } };
      });
      return null;
    }),

    implement('finishScrimmage', async (_c, { params, userId }) => {
      const finished = await asRunner(params, userId, async (tx, row) => {
        await finishScrimmage(tx, row);
        return { result: await readScrimmage(tx, await findScrimmage(tx, params.id, row.id)), change: { kind: 'FINISHED' } };
      });
      // 자체전 종료 opens the session's MOM vote (decision 093), once the finish has committed.
      await mom?.afterScrimmageFinished(params.id, params.scrimmageId, userId);
      return finished;
    }),

    implement('getScrimmageResults', async (_c, { params, userId }) => scrimmageResults(db, await read(params, userId))),
  ];
}
