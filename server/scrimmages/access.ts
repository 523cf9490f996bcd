/**
 * Who may see and run a 자체전 (decision 079), in the order every team route checks (server/teams/access.ts):
 * a member of the team reads; a TEAM_ADMIN, or the member an admin named to run this scrimmage (like
 * the match recorder, decision 054), writes. A scrimmage of another team is not found (404 12001),
 * whatever its id: ids of other teams' scrimmages are none of our business.
 */
import { and, eq } from 'drizzle-orm';
import type { TeamRole } from '#contract/enums.ts';
import type { DbOrTx } from '../db/client.ts';
import { scrimmages } from '../db/schema-scrimmage.ts';
import { ApiError } from '../http/errors.ts';

export type ScrimmageRow = typeof scrimmages.$inferSelect;

/** The team's scrimmage or 404 12001; `forUpdate` locks it, so the writes of one scrimmage run one at a time. */
export async function findScrimmage(handle: DbOrTx, teamId: number, scrimmageId: number, { forUpdate = false } = {}): Promise<ScrimmageRow> {
  const query = handle
    .select()
    .from(scrimmages)
    .where(and(eq(scrimmages.id, scrimmageId), eq(scrimmages.teamId, teamId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiError('NOTFOUND_SCRIMMAGE');
  return row;
}

/** 403 12002 unless the caller (a member, checked before) is a TEAM_ADMIN or the scrimmage's runner. */
export function requireRunner(row: ScrimmageRow, userId: number, role: TeamRole): void {
  if (role !== 'TEAM_ADMIN' && row.runnerId !== userId) throw new ApiError('NOT_SCRIMMAGE_RUNNER');
}

/** Nothing changes in a finished scrimmage (409 12013); deleting it stays possible. */
export function requireNotFinished(row: ScrimmageRow): void {
  if (row.state === 'FINISHED') throw new ApiError('SCRIMMAGE_FINISHED');
}
