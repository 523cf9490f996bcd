/**
 * Team members (docs/product.md §2.3 players page, §7.6): the paged, sorted and filtered list; editing a member
 * (yourself, or anyone as TEAM_ADMIN, roles only as TEAM_ADMIN; a name only your own or your team's
 * guest player's); removing a member or leaving; an admin adding a guest player their team made
 * (people who sign in join by invite code, decision 028). A team always keeps at least one
 * TEAM_ADMIN (409 5007).
 */
import { and, asc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { TeamMember, TeamMemberQuery, TeamMemberUpdateRequest } from '#contract/teams.ts';
import type { MyTeam } from '#contract/users.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { MemberStatusKind } from '#contract/enums.ts';
import { activeStatus } from '#machines/member-status.ts';
import { memberships, teams, users } from '../db/schema.ts';
import { memberStatuses } from '../db/schema-status.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { notifyMembershipChanged } from '../live/log.ts';
import type { AppDeps } from './deps.ts';
import { adminCount, lockTeam, teamGuards } from '../teams/access.ts';
import { isGuestPlayer } from '../teams/guests.ts';
import type { DbOrTx } from '../db/client.ts';
import { escapeLike } from './teams.ts';

/** The sort fields of the contract (docs/product.md §2.3) and the columns they order by. */
const sortColumns = {
  number: memberships.backNumber,
  name: users.name,
  birthyear: memberships.birthYear,
  height: memberships.height,
  weight: memberships.weight,
} as const;

const memberColumns = {
  userId: memberships.userId,
  name: users.name,
  profileImg: users.profileImg,
  teamRole: memberships.teamRole,
  backNumber: memberships.backNumber,
  position: memberships.position,
  foot: memberships.foot,
  height: memberships.height,
  weight: memberships.weight,
  birthYear: memberships.birthYear,
  joinedAt: memberships.joinedAt,
  isGuest: isGuestPlayer,
  // Member status (decision 091): the row left-joined by `withStatus`; none is 활동.
  statusKind: memberStatuses.kind,
  statusFrom: memberStatuses.fromDay,
  statusUntil: memberStatuses.untilDay,
};

type MemberRow = Omit<TeamMember, 'joinedAt' | 'status'> & {
  joinedAt: Date;
  statusKind: MemberStatusKind | null;
  statusFrom: string | null;
  statusUntil: string | null;
};

const toMember = ({ statusKind, statusFrom, statusUntil, ...row }: MemberRow): TeamMember => ({
  ...row,
  joinedAt: row.joinedAt.toISOString(),
  status: statusKind === null ? activeStatus : { kind: statusKind, from: statusFrom, until: statusUntil },
});

/** The membership's status row, if any. */
const withStatus = and(eq(memberStatuses.teamId, memberships.teamId), eq(memberStatuses.userId, memberships.userId));

/**
 * ORDER BY for a member query: the requested fields in the given order (a repeated field counts
 * once), nulls last in either direction, then the user id so equal rows keep a stable order across
 * pages. Without a sort: the order people joined.
 */
export function memberOrder(sort: TeamMemberQuery['sort']): SQL[] {
  const seen = new Set<string>();
  const order: SQL[] = [];
  for (const { field, direction } of sort) {
    if (seen.has(field)) continue;
    seen.add(field);
    order.push(direction === 'desc' ? sql`${sortColumns[field]} desc nulls last` : sql`${sortColumns[field]} asc nulls last`);
  }
  if (order.length === 0) order.push(asc(memberships.joinedAt));
  order.push(asc(memberships.userId));
  return order;
}

/** The filters of a member query; `searchName` is a case-insensitive substring with `%` and `_` taken literally. */
function memberFilter(teamId: number, query: TeamMemberQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(memberships.teamId, teamId), isNull(users.withdrawnAt)];
  if (query.teamRole) conditions.push(eq(memberships.teamRole, query.teamRole));
  if (query.position) conditions.push(eq(memberships.position, query.position));
  if (query.footType) conditions.push(eq(memberships.foot, query.footType));
  if (query.searchName) conditions.push(ilike(users.name, `%${escapeLike(query.searchName)}%`));
  return and(...conditions)!;
}

async function readMember(handle: DbOrTx, teamId: number, userId: number): Promise<TeamMember | null> {
  const [row] = await handle
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(memberStatuses, withStatus)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
  return row ? toMember(row) : null;
}

/** The member endpoints of the table. */
export function memberEndpoints({ db, clock }: AppDeps): Implementation[] {
  const guards = teamGuards(db);

  return [
    implement('listMembers', async (_c, { params, query, userId }) => {
      await guards.requireMember(userId, params.id);
      const where = memberFilter(params.id, query);
      // The total rides along as a window count: one query for the page and its total.
      const rows = await db
        .select({ ...memberColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .leftJoin(memberStatuses, withStatus)
        .where(where)
        .orderBy(...memberOrder(query.sort))
        .limit(query.size)
        .offset(query.page * query.size);
      let total = rows[0]?.total;
      if (total === undefined) {
        // A page past the end has no rows to carry the count.
        const [row] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(where);
        total = row.n;
      }
      return { content: rows.map(({ total: _total, ...row }) => toMember(row)), page: query.page, size: query.size, totalElements: total };
    }),

    implement('updateMember', async (_c, { params, body, userId }) => {
      await guards.requireMember(userId, params.id);
      return db.transaction(async (tx) => {
        await lockTeam(tx, params.id);
        // Read again under the lock: the caller's role may have changed meanwhile.
        const callerRole = await guards.roleOf(userId, params.id, tx);
        if (!callerRole) throw new ApiError('NOT_TEAM_MEMBER');
        const isAdmin = callerRole === 'TEAM_ADMIN';
        if (params.userId !== userId && !isAdmin) throw new ApiError('NOT_TEAM_ADMIN');
        const targetRole = await guards.roleOf(params.userId, params.id, tx);
        if (!targetRole) throw new ApiError('NOTFOUND_TEAM_MEMBER');
        const roleChange = body.teamRole !== undefined && body.teamRole !== targetRole;
        if (roleChange && !isAdmin) throw new ApiError('NOT_TEAM_ADMIN');
        if (roleChange && targetRole === 'TEAM_ADMIN' && (await adminCount(tx, params.id)) <= 1) throw new ApiError('LAST_TEAM_ADMIN');
        const [target] = await tx
          .select({ name: users.name, socialType: users.socialType, ownerTeamId: users.ownerTeamId, createdBy: users.createdBy })
          .from(users)
          .where(eq(users.id, params.userId));
        // The back door to what addUserToTeam refuses: a guest never signs in to use an admin's rights.
        if (roleChange && body.teamRole === 'TEAM_ADMIN' && target.socialType === 'GUEST') throw new ApiError('GUEST_CANNOT_BE_ADMIN');
        // The name is the person's, shown on every team they play for: only they change it, or, for a
        // guest player (who cannot), the admins of the team that made it (decision 028).
        const renamesSomeoneElse = body.name !== undefined && body.name !== target.name && params.userId !== userId;
        if (renamesSomeoneElse && !(target.socialType === 'GUEST' && (await runsGuestsTeam(tx, userId, target)))) throw new ApiError('NAME_IS_THE_PERSONS');

        const changes = membershipChanges(body);
        if (Object.keys(changes).length > 0) {
          await tx
            .update(memberships)
            .set(changes)
            .where(and(eq(memberships.teamId, params.id), eq(memberships.userId, params.userId)));
        }
        // The name is the person's, not the membership's: it changes on every team.
        if (body.name !== undefined && body.name !== target.name) await tx.update(users).set({ name: body.name }).where(eq(users.id, params.userId));
        return (await readMember(tx, params.id, params.userId))!;
      });
    }),

    implement('removeMember', async (_c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      await db.transaction(async (tx) => {
        await lockTeam(tx, params.id);
        const callerRole = await guards.roleOf(userId, params.id, tx);
        if (!callerRole) throw new ApiError('NOT_TEAM_MEMBER');
        // Anyone may leave; only an admin removes someone else.
        if (params.userId !== userId && callerRole !== 'TEAM_ADMIN') throw new ApiError('NOT_TEAM_ADMIN');
        const targetRole = await guards.roleOf(params.userId, params.id, tx);
        if (!targetRole) throw new ApiError('NOTFOUND_TEAM_MEMBER');
        if (targetRole === 'TEAM_ADMIN' && (await adminCount(tx, params.id)) <= 1) throw new ApiError('LAST_TEAM_ADMIN');
        await tx.delete(memberships).where(and(eq(memberships.teamId, params.id), eq(memberships.userId, params.userId)));
        // Their open live streams (any process) check at once whether they may still watch.
        await notifyMembershipChanged(tx, params.userId);
      });
      return null;
    }),

    implement('addUserToTeam', async (_c, { params, body, userId }) => {
      // The caller's right over the team comes first: someone who runs no such team learns nothing about the person.
      await guards.requireAdmin(userId, body.teamId);
      await db
        .transaction(async (tx) => {
          const [person] = await tx
            .select({ id: users.id, socialType: users.socialType, ownerTeamId: users.ownerTeamId, createdBy: users.createdBy })
            .from(users)
            .where(and(eq(users.id, params.id), isNull(users.withdrawnAt)))
            .for('update');
          if (!person) throw new ApiError('NOTFOUND_USER');
          // People who sign in join only by their own act, with an invite code (decision 028).
          if (person.socialType !== 'GUEST') throw new ApiError('MEMBER_JOINS_BY_INVITE');
          if (!(await runsGuestsTeam(tx, userId, person))) throw new ApiError('GUEST_OF_ANOTHER_TEAM');
          // A guest never signs in, so could never use an admin's rights.
          if (body.teamRole === 'TEAM_ADMIN') throw new ApiError('GUEST_CANNOT_BE_ADMIN');
          if (await guards.roleOf(person.id, body.teamId, tx)) throw new ApiError('ALREADY_JOINED_USER');
          await tx.insert(memberships).values({ teamId: body.teamId, userId: person.id, teamRole: body.teamRole, joinedAt: clock.now() });
          // A guest made without a team (older clients) belongs to the first team its maker puts it in.
          if (person.ownerTeamId === null) await tx.update(users).set({ ownerTeamId: body.teamId }).where(eq(users.id, person.id));
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'memberships_team_user_unique')) throw new ApiError('ALREADY_JOINED_USER');
          throw error;
        });
      const [team] = await db
        .select({ id: teams.id, name: teams.name, logoImgUrl: teams.logoImgUrl, teamColor: teams.teamColor, isTemp: teams.isTemp })
        .from(teams)
        .where(eq(teams.id, body.teamId));
      return { ...team, teamRole: body.teamRole } satisfies MyTeam;
    }),
  ];
}

/**
 * Whether the caller speaks for this guest player (adds it to a team they run, renames it): a guest
 * belongs to the team that made it, so the caller must run that team (an admin of two teams may
 * field the same guest in both); a guest made without a team, only the person who made it.
 */
async function runsGuestsTeam(handle: DbOrTx, callerId: number, guest: { ownerTeamId: number | null; createdBy: number | null }): Promise<boolean> {
  if (guest.ownerTeamId === null) return guest.createdBy === callerId;
  const [row] = await handle
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.teamId, guest.ownerTeamId), eq(memberships.userId, callerId), eq(memberships.teamRole, 'TEAM_ADMIN')));
  return !!row;
}

/** The membership columns a PATCH sets: only the keys it names (null clears a value). */
function membershipChanges(body: TeamMemberUpdateRequest): Partial<typeof memberships.$inferInsert> {
  const changes: Partial<typeof memberships.$inferInsert> = {};
  if (body.teamRole !== undefined) changes.teamRole = body.teamRole;
  if (body.backNumber !== undefined) changes.backNumber = body.backNumber;
  if (body.position !== undefined) changes.position = body.position;
  if (body.foot !== undefined) changes.foot = body.foot;
  if (body.height !== undefined) changes.height = body.height;
  if (body.weight !== undefined) changes.weight = body.weight;
  if (body.birthYear !== undefined) changes.birthYear = body.birthYear;
  return changes;
}
