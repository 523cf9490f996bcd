/**
 * Dues (회비, decision 060), under `/api/v1/teams/{id}/dues`. In the team guards' order
 * (401, 4004, 404 5002, 403 5005 for someone outside the team, 403 5006 for a member on an admin call):
 * - TEAM_ADMIN: `GET`/`PUT settings`, `POST exemptions`, `DELETE exemptions/{exemptionId}`, `POST payments`,
 *   `POST costs`, `POST entries`, `POST entries/{entryId}/reversal`, `GET attendees`. Every ledger write is
 *   idempotent on its clientId and runs under the team's dues lock (server/dues/ledger-lock.ts); writes
 *   before the settings were saved: 409 5016.
 * - members: `GET months` (the board; their own row only while the team keeps status private), `GET
 *   ledger` (403 5017 while private, for members who are no admin), `GET me`.
 */
import type { AppDeps } from './deps.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { readAttendees } from '../dues/attendees.ts';
import { readBoard } from '../dues/board.ts';
import { readLedger } from '../dues/entries.ts';
import { readSettingsRow } from '../dues/facts.ts';
import { boardMonths } from '../dues/months.ts';
import { readMyAccount } from '../dues/my-account.ts';
import { addExemption, deleteExemption, readDuesSettings, saveDuesSettings } from '../dues/settings.ts';
import { recordCost, recordOther, recordPayment, reverseEntry } from '../dues/writes.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import { teamGuards } from '../teams/access.ts';

export function duesEndpoints({ db, clock }: AppDeps): Implementation[] {
  const guards = teamGuards(db);
  const writer = async (userId: number, teamId: number) => {
    await guards.requireAdmin(userId, teamId);
    return { db, teamId, adminId: userId, now: clock.now() };
  };

  return [
    implement('getDuesSettings', async (_c, { params, userId }) => {
      await guards.requireAdmin(userId, params.id);
      return readDuesSettings(db, params.id, clock.now());
    }),

    implement('updateDuesSettings', async (_c, { params, body, userId }) => {
      await guards.requireAdmin(userId, params.id);
      return saveDuesSettings(db, params.id, userId, body, clock.now());
    }),

    implement('addDuesExemption', async (_c, { params, body, userId }) => {
      await guards.requireAdmin(userId, params.id);
      return addExemption(db, params.id, userId, body, clock.now());
    }),

    implement('deleteDuesExemption', async (_c, { params, userId }) => {
      await guards.requireAdmin(userId, params.id);
      await deleteExemption(db, params.id, params.exemptionId);
      return null;
    }),

    implement('getDuesBoard', async (_c, { params, query, userId }) => {
      const access = await guards.requireMember(userId, params.id);
      const now = clock.now();
      return readBoard(db, params.id, { userId, admin: access.role === 'TEAM_ADMIN' }, boardMonths(query, now), now);
    }),

    implement('recordDuesPayment', async (_c, { params, body, userId }) => recordPayment(await writer(userId, params.id), body)),
    implement('recordDuesCost', async (_c, { params, body, userId }) => recordCost(await writer(userId, params.id), body)),
    implement('recordDuesEntry', async (_c, { params, body, userId }) => recordOther(await writer(userId, params.id), body)),
    implement('reverseDuesEntry', async (_c, { params, body, userId }) => reverseEntry(await writer(userId, params.id), params.entryId, body)),

    implement('getDuesLedger', async (_c, { params, query, userId }) => {
      const access = await guards.requireMember(userId, params.id);
      const settings = await readSettingsRow(db, params.id);
      if (settings && !settings.membersSeeEachOther && access.role !== 'TEAM_ADMIN') throw new ApiError('DUES_PRIVATE');
      return readLedger(db, params.id, query.year ?? Number(seoulDate(clock.now()).slice(0, 4)));
    }),

    implement('getMyDues', async (_c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      return readMyAccount(db, params.id, userId, clock.now());
    }),

    implement('getDuesAttendees', async (_c, { params, query, userId }) => {
      await guards.requireAdmin(userId, params.id);
      return readAttendees(db, params.id, query);
    }),
  ];
}
