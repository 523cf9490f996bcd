/**
 * Who may do what to a team (issue "Teams and members", docs/product.md §5–6), checked in one order everywhere:
 *   1. a PENDING person (profile not completed) may use no team endpoint → 403 4004;
 *   2. an unknown team → 404 5002 (team existence is public: the open team list shows every team);
 *   3. someone outside the team → 403 5005;
 *   4. a USER on an admin-only call → 403 5006.
 * The bearer middleware has already answered 401 for a guest.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TeamRole } from '#contract/enums.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { memberships, teams, users } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

/** The caller's membership in a team, as the guards found it. */
export interface TeamAccess {
  teamId: number;
  userId: number;
  role: TeamRole;
}

export function teamGuards(db: Db) {
  /** The signed-in person must have completed their profile. */
  async function requireActive(userId: number): Promise<void> {
    const [person] = await db
      .select({ lifecycle: users.lifecycle })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.withdrawnAt)));
    if (!person) throw new ApiError('INVALID_TOKEN');
    if (person.lifecycle !== 'ACTIVE') throw new ApiError('PROFILE_INCOMPLETE');
  }

  /** 404 5002 unless the team exists. */
  async function requireTeam(teamId: number): Promise<void> {
    const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
    if (!team) throw new ApiError('NOTFOUND_TEAM');
  }

  /** The person's role in the team, or null; pass the transaction when inside one (PGlite has one connection). */
  async function roleOf(userId: number, teamId: number, handle: DbOrTx = db): Promise<TeamRole | null> {
    const [row] = await handle
      .select({ role: memberships.teamRole })
      .from(memberships)
      .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
    return row?.role ?? null;
  }

  /**
   * An ACTIVE member of an existing team (any role): the person, the team and the membership in one
   * query (it runs on every team request), refused in the order of the list above.
   */
  async function requireMember(userId: number, teamId: number): Promise<TeamAccess> {
    const [found] = await db
      .select({ lifecycle: users.lifecycle, teamId: teams.id, role: memberships.teamRole })
      .from(users)
      .leftJoin(teams, eq(teams.id, teamId))
      .leftJoin(memberships, and(eq(memberships.teamId, teamId), eq(memberships.userId, users.id)))
      .where(and(eq(users.id, userId), isNull(users.withdrawnAt)));
    if (!found) throw new ApiError('INVALID_TOKEN');
    if (found.lifecycle !== 'ACTIVE') throw new ApiError('PROFILE_INCOMPLETE');
    if (found.teamId === null) throw new ApiError('NOTFOUND_TEAM');
    if (!found.role) throw new ApiError('NOT_TEAM_MEMBER');
    return { teamId, userId, role: found.role };
  }

  /** An ACTIVE TEAM_ADMIN of an existing team. */
  async function requireAdmin(userId: number, teamId: number): Promise<TeamAccess> {
    const access = await requireMember(userId, teamId);
    if (access.role !== 'TEAM_ADMIN') throw new ApiError('NOT_TEAM_ADMIN');
    return access;
  }

  /**
   * Whether the person is TEAM_ADMIN of at least one non-temporary team: the bar for registering a
   * temporary opponent and for creating a guest player (both exist for lineups, which admins edit).
   */
  async function adminsARealTeam(userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(teams, eq(teams.id, memberships.teamId))
      .where(and(eq(memberships.userId, userId), eq(memberships.teamRole, 'TEAM_ADMIN'), eq(teams.isTemp, false)))
      .limit(1);
    return !!row;
  }

  return { requireActive, requireTeam, requireMember, requireAdmin, adminsARealTeam, roleOf };
}

/**
 * Locks the team row for the rest of the transaction, so role changes and removals in one team run
 * one after another and the "at least one admin" count cannot be raced (two admins demoting each
 * other at once).
 */
export async function lockTeam(tx: DbOrTx, teamId: number): Promise<void> {
  await tx.execute(sql`select ${teams.id} from ${teams} where ${teams.id} = ${teamId} for update`);
}

/** How many TEAM_ADMINs the team has. */
export async function adminCount(tx: DbOrTx, teamId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.teamRole, 'TEAM_ADMIN')));
  return row.n;
}
