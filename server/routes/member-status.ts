/**
 * Member status (decision 091): the team's statuses other than 활동 for every member to read (they show
 * beside names), and setting one — an admin anyone's, a member their own 부상/휴회/활동. The rules of a
 * request are machines/member-status.ts `statusRefusal`; days are Seoul days of the injected clock.
 */
import { and, eq } from 'drizzle-orm';
import { seoulDate } from '#contract/seoul-time.ts';
import { statusOf, statusRefusal } from '#machines/member-status.ts';
import { errorCodes } from '#contract/error-codes.ts';
import { memberships } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { listStatuses, readStatuses, writeStatus } from '../member-status/queries.ts';
import { teamGuards } from '../teams/access.ts';
import type { AppDeps } from './deps.ts';

export function memberStatusEndpoints({ db, clock }: AppDeps): Implementation[] {
  const guards = teamGuards(db);
  return [
    implement('listMemberStatuses', async (_c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      return listStatuses(db, params.id);
    }),

    implement('setMemberStatus', async (_c, { params, body, userId }) => {
      const access = await guards.requireMember(userId, params.id);
      const self = params.userId === userId && access.role !== 'TEAM_ADMIN';
      if (params.userId !== userId && access.role !== 'TEAM_ADMIN') throw new ApiError('NOT_TEAM_ADMIN');
      const now = clock.now();
      const today = seoulDate(now);
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ id: memberships.id })
          .from(memberships)
          .where(and(eq(memberships.teamId, params.id), eq(memberships.userId, params.userId)))
          .for('update');
        if (!member) throw new ApiError('NOTFOUND_TEAM_MEMBER');
        const current = (await readStatuses(tx, params.id, [params.userId])).get(params.userId) ?? null;
        const refusal = statusRefusal(body, { today, self, current });
        if (refusal) throw new ApiError(refusal.error, [{ field: refusal.field, message: errorCodes[refusal.error].message }]);
        const status = statusOf(body, today);
        await writeStatus(tx, params.id, params.userId, status, userId, now);
        return { userId: params.userId, status };
      });
    }),
  ];
}
