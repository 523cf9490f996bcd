/**
 * Who may use a scrimmage's extras (decision 080), by the scrimmage core's own checks (decision 079):
 * its team's members read; the team's admins and the member named to run it (like a match's recorder,
 * decision 054) prepare sides and share the card. Another team's scrimmage is not found (404 12001).
 */
import type { Db } from '../db/client.ts';
import { findScrimmage, requireRunner, type ScrimmageRow } from '../scrimmages/access.ts';
import { type TeamAccess, teamGuards } from '../teams/access.ts';

export function scrimmageGuards(db: Db) {
  const guards = teamGuards(db);

  /** A member of the team in the path, and the team's scrimmage. */
  async function requireScrimmageMember(userId: number, teamId: number, scrimmageId: number): Promise<{ access: TeamAccess; row: ScrimmageRow }> {
    const access = await guards.requireMember(userId, teamId);
    return { access, row: await findScrimmage(db, teamId, scrimmageId) };
  }

  /** As requireScrimmageMember, and the team's admin or the scrimmage's runner (403 12002 otherwise). */
  async function requireScrimmageRunner(userId: number, teamId: number, scrimmageId: number): Promise<{ access: TeamAccess; row: ScrimmageRow }> {
    const found = await requireScrimmageMember(userId, teamId, scrimmageId);
    requireRunner(found.row, userId, found.access.role);
    return found;
  }

  return { requireScrimmageMember, requireScrimmageRunner };
}
