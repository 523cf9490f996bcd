/**
 * Who may use a scrimmage's extras (decision 080): its team's members read; the team's admins and
 * the member named to run it (like a match's recorder, decision 054) prepare sides and share the card.
 * A scrimmage of another team answers 404 12051 on this team's path, as if it did not exist.
 */
import type { Db } from '../db/client.ts';
import { ApiError } from '../http/errors.ts';
import { type TeamAccess, teamGuards } from '../teams/access.ts';
import type { ScrimmageFacts, ScrimmageReads } from './reads.ts';

export function scrimmageGuards(db: Db, reads: ScrimmageReads) {
  const guards = teamGuards(db);

  /** A member of the team in the path, and the team's scrimmage. */
  async function requireScrimmageMember(userId: number, teamId: number, scrimmageId: number): Promise<{ access: TeamAccess; scrimmage: ScrimmageFacts }> {
    const access = await guards.requireMember(userId, teamId);
    const scrimmage = await reads.scrimmage(scrimmageId);
    if (!scrimmage || scrimmage.teamId !== teamId) throw new ApiError('UNKNOWN_SCRIMMAGE');
    return { access, scrimmage };
  }

  /** As requireScrimmageMember, and the team's admin or the scrimmage's runner (403 12055 otherwise). */
  async function requireScrimmageRunner(userId: number, teamId: number, scrimmageId: number): Promise<ScrimmageFacts> {
    const { access, scrimmage } = await requireScrimmageMember(userId, teamId, scrimmageId);
    if (access.role !== 'TEAM_ADMIN' && scrimmage.runnerId !== userId) throw new ApiError('NOT_SCRIMMAGE_RUNNER');
    return scrimmage;
  }

  return { requireScrimmageMember, requireScrimmageRunner };
}
