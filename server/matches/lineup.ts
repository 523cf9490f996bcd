/**
 * The rules a lineup must keep after every write (docs/domain.md §4.1, docs/architecture.md §3.2), checked per
 * side after the whole batch is applied, inside the same transaction, so a violation rolls it all back:
 *   - a grid cell holds at most one player of a side (the other side has its own half-pitch) → 409 7004;
 *   - at most eleven starters a side → 409 7007;
 *   - at most one player in the goalkeeper row, cells 25–29 at the team's own goal → 409 7008.
 * And per row: a starter stands on a cell, a substitute on none → 400 7009.
 */
import { and, eq } from 'drizzle-orm';
import type { MatchPlayerRole } from '#contract/enums.ts';
import { matchUsers } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { DbOrTx } from '../db/client.ts';

export const maxStarters = 11;
/** The bottom row of the 6×5 grid, next to the team's own goal. */
export const goalkeeperRow = { first: 25, last: 29 } as const;

/** A starter needs a cell, a substitute must have none. */
export function requireGridFitsRole(role: MatchPlayerRole, matchGrid: number | null): void {
  if ((role === 'START_PLAYER') !== (matchGrid !== null)) throw new ApiError('INVALID_LINEUP_GRID');
}

/** Checks both sides of a match as they now stand (call inside the writing transaction). */
export async function checkLineup(tx: DbOrTx, matchId: number): Promise<void> {
  const rows = await tx
    .select({ teamId: matchUsers.teamId, role: matchUsers.role, matchGrid: matchUsers.matchGrid })
    .from(matchUsers)
    .where(and(eq(matchUsers.matchId, matchId), eq(matchUsers.isTeamPlaceholder, false)));
  const teamIds = new Set(rows.map((r) => r.teamId));
  for (const teamId of teamIds) {
    const side = rows.filter((r) => r.teamId === teamId);
    const cells = side.map((r) => r.matchGrid).filter((g): g is number => g !== null);
    if (new Set(cells).size !== cells.length) throw new ApiError('ALREADY_OCCUPIED');
    if (side.filter((r) => r.role === 'START_PLAYER').length > maxStarters) throw new ApiError('TOO_MANY_STARTERS');
    if (cells.filter((g) => g >= goalkeeperRow.first && g <= goalkeeperRow.last).length > 1) throw new ApiError('GOALKEEPER_ROW_TAKEN');
  }
}
