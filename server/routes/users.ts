/** People: guest players, reading a person, completing one's profile, and one's teams (spec §7). */
import { aliasedTable, and, asc, eq, exists, isNull } from 'drizzle-orm';
import type { MyTeam, User } from '#contract/users.ts';
import { memberships, teams, users } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { AppDeps } from './deps.ts';
import { teamGuards } from './team-access.ts';

/** The users endpoints of the table. */
export function userEndpoints({ db, clock }: AppDeps): Implementation[] {
  const guards = teamGuards(db);

  async function findPerson(id: number) {
    const [person] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.withdrawnAt)));
    if (!person) throw new ApiError('NOTFOUND_USER');
    return person;
  }

  async function roleIn(userId: number, teamId: number): Promise<User['teamRole']> {
    const [row] = await db.select({ role: memberships.teamRole }).from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.teamId, teamId)));
    return row?.role ?? null;
  }

  async function sharesTeam(a: number, b: number): Promise<boolean> {
    const other = aliasedTable(memberships, 'other');
    const [row] = await db.select({ teamId: memberships.teamId }).from(memberships)
      .where(and(eq(memberships.userId, a), exists(db.select().from(other).where(and(eq(other.teamId, memberships.teamId), eq(other.userId, b))))))
      .limit(1);
    return !!row;
  }

  const toUser = (p: typeof users.$inferSelect, teamRole: User['teamRole']): User => ({
    userId: p.id, userName: p.name, profileImg: p.profileImg, userLifecycle: p.lifecycle, teamRole,
  });

  return [
    implement('createUser', async (_c, { body, userId }) => {
      // Guests exist for lineups, which only team admins edit: the same bar as a temporary opponent.
      await guards.requireActive(userId);
      if (!(await guards.adminsARealTeam(userId))) throw new ApiError('NOT_TEAM_ADMIN');
      const [created] = await db.insert(users).values({
        name: body.name, profileImg: body.profileImg, lifecycle: 'ACTIVE', socialType: 'GUEST', createdAt: clock.now(),
      }).returning({ id: users.id });
      return { id: created.id };
    }),

    implement('getUser', async (_c, { params, query, userId }) => {
      const person = await findPerson(params.id);
      if (person.id !== userId && !(await sharesTeam(userId, person.id))) throw new ApiError('FORBIDDEN');
      return toUser(person, query.teamId ? await roleIn(person.id, query.teamId) : null);
    }),

    implement('completeProfile', async (_c, { params, body, userId }) => {
      if (params.id !== userId) throw new ApiError('FORBIDDEN');
      const person = await findPerson(params.id);
      if (person.lifecycle !== 'PENDING') throw new ApiError('ALREADY_REGISTERED_USER');
      const [updated] = await db.update(users).set({ name: body.name, profileImg: body.profileImg, lifecycle: 'ACTIVE' })
        .where(and(eq(users.id, person.id), eq(users.lifecycle, 'PENDING'))).returning();
      // Lost a race with another completion of the same profile.
      if (!updated) throw new ApiError('ALREADY_REGISTERED_USER');
      return toUser(updated, null);
    }),

    implement('getMyTeams', async (_c, { params, userId }) => {
      if (params.id !== userId) throw new ApiError('FORBIDDEN');
      const rows = await db.select({
        id: teams.id, name: teams.name, logoImgUrl: teams.logoImgUrl, teamColor: teams.teamColor, teamRole: memberships.teamRole, isTemp: teams.isTemp,
      }).from(memberships).innerJoin(teams, eq(teams.id, memberships.teamId))
        .where(eq(memberships.userId, userId)).orderBy(asc(memberships.joinedAt), asc(memberships.id));
      return rows satisfies MyTeam[];
    }),
  ];
}
