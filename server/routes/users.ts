/** People: guest players, reading a person, completing one's profile, and one's teams (docs/product.md §7.6). */
import { aliasedTable, and, asc, eq, exists, isNull } from 'drizzle-orm';
import type { MyTeamListItem, User } from '#contract/users.ts';
import { owedByTeam } from '../dues/accounts.ts';
import { pendingRequestCounts } from '../matches/queries.ts';
import { memberships, teams, users } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { AppDeps } from './deps.ts';
import { teamGuards } from '../teams/access.ts';

/** The users endpoints of the table. */
export function userEndpoints({ db, clock }: AppDeps): Implementation[] {
  const guards = teamGuards(db);

  async function findPerson(id: number) {
    const [person] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.withdrawnAt)));
    if (!person) throw new ApiError('NOTFOUND_USER');
    return person;
  }

  async function roleIn(userId: number, teamId: number): Promise<User['teamRole']> {
    const [row] = await db
      .select({ role: memberships.teamRole })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.teamId, teamId)));
    return row?.role ?? null;
  }

  async function sharesTeam(a: number, b: number): Promise<boolean> {
    const other = aliasedTable(memberships, 'other');
    const [row] = await db
      .select({ teamId: memberships.teamId })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, a),
          exists(
            db
              .select()
              .from(other)
              .where(and(eq(other.teamId, memberships.teamId), eq(other.userId, b))),
          ),
        ),
      )
      .limit(1);
    return !!row;
  }

  async function hasTeam(userId: number): Promise<boolean> {
    const [row] = await db.select({ id: memberships.id }).from(memberships).where(eq(memberships.userId, userId)).limit(1);
    return !!row;
  }

  /**
   * Yourself, and people you share a team with. A guest player is seen only by the teams it plays
   * for, and by its maker while it plays for none (made without a team, decision 028).
   */
  async function maySee(callerId: number, person: typeof users.$inferSelect): Promise<boolean> {
    if (person.id === callerId || (await sharesTeam(callerId, person.id))) return true;
    return person.socialType === 'GUEST' && person.createdBy === callerId && !(await hasTeam(person.id));
  }

  const toUser = (p: typeof users.$inferSelect, teamRole: User['teamRole']): User => ({
    userId: p.id,
    userName: p.name,
    profileImg: p.profileImg,
    userLifecycle: p.lifecycle,
    teamRole,
  });

  return [
    implement('createUser', async (_c, { body, userId }) => {
      // Guests exist for lineups, which only team admins edit: the same bar as a temporary opponent.
      if (body.teamId !== null) {
        // Made for a team the caller runs (a temporary team has no members, so no admin): it joins it at once.
        await guards.requireAdmin(userId, body.teamId);
      } else {
        // Older clients make the guest first and add it after: it has no team until its maker adds it to one.
        await guards.requireActive(userId);
        if (!(await guards.adminsARealTeam(userId))) throw new ApiError('NOT_TEAM_ADMIN');
      }
      const teamId = body.teamId;
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            name: body.name,
            profileImg: body.profileImg,
            lifecycle: 'ACTIVE',
            socialType: 'GUEST',
            createdAt: clock.now(),
            ownerTeamId: teamId,
            createdBy: userId,
          })
          .returning({ id: users.id });
        if (teamId !== null) await tx.insert(memberships).values({ teamId, userId: created.id, teamRole: 'USER', joinedAt: clock.now() });
        return { id: created.id };
      });
    }),

    implement('getUser', async (_c, { params, query, userId }) => {
      const person = await findPerson(params.id);
      if (!(await maySee(userId, person))) throw new ApiError('FORBIDDEN');
      // A role is shown only in a team the caller belongs to: their teams are what they may see (decision 028).
      const teamRole = query.teamId && (await roleIn(userId, query.teamId)) ? await roleIn(person.id, query.teamId) : null;
      return toUser(person, teamRole);
    }),

    implement('completeProfile', async (_c, { params, body, userId }) => {
      if (params.id !== userId) throw new ApiError('FORBIDDEN');
      const person = await findPerson(params.id);
      if (person.lifecycle !== 'PENDING') throw new ApiError('ALREADY_REGISTERED_USER');
      const [updated] = await db
        .update(users)
        .set({ name: body.name, profileImg: body.profileImg, lifecycle: 'ACTIVE' })
        .where(and(eq(users.id, person.id), eq(users.lifecycle, 'PENDING')))
        .returning();
      // Lost a race with another completion of the same profile.
      if (!updated) throw new ApiError('ALREADY_REGISTERED_USER');
      return toUser(updated, null);
    }),

    implement('getMyTeams', async (_c, { params, userId }) => {
      if (params.id !== userId) throw new ApiError('FORBIDDEN');
      const rows = await db
        .select({
          id: teams.id,
          name: teams.name,
          logoImgUrl: teams.logoImgUrl,
          teamColor: teams.teamColor,
          teamRole: memberships.teamRole,
          isTemp: teams.isTemp,
        })
        .from(memberships)
        .innerJoin(teams, eq(teams.id, memberships.teamId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.joinedAt), asc(memberships.id));
      const [waiting, owed] = await Promise.all([
        pendingRequestCounts(
          db,
          rows.filter((r) => r.teamRole === 'TEAM_ADMIN').map((r) => r.id),
        ),
        // The sidebar's dues badge (decision 060): a few queries for all the teams together.
        owedByTeam(
          db,
          userId,
          rows.map((r) => r.id),
          clock.now(),
        ),
      ]);
      return rows.map((r) => ({ ...r, pendingMatchRequests: waiting.get(r.id) ?? 0, duesOwed: owed.get(r.id) ?? 0 })) satisfies MyTeamListItem[];
    }),
  ];
}
