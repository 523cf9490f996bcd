/**
 * Teams (docs/product.md §7.6): the open list and profile, creating a team (its creator becomes TEAM_ADMIN) and
 * editing one (TEAM_ADMIN). Permission order: server/teams/access.ts.
 */
import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Team, TeamSummary, TeamWriteRequest } from '#contract/teams.ts';
import type { MyTeam } from '#contract/users.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { memberships, teams } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { AppDeps } from './deps.ts';
import { teamGuards } from '../teams/access.ts';

/** `%`, `_` and `\` typed by a person are letters, not wildcards (PostgreSQL's default LIKE escape is `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

// Spelled out with qualified names: drizzle leaves columns unqualified in a single-table select,
// which would make the correlation compare memberships with itself.
const memberCount = sql<number>`(select count(*) from "memberships" as "m" where "m"."team_id" = "teams"."id")`.mapWith(Number);

/** The columns of a TeamSummary (the open list, an invite code's team). */
export const teamSummaryColumns = {
  id: teams.id,
  name: teams.name,
  logoImgUrl: teams.logoImgUrl,
  teamColor: teams.teamColor,
  isTemp: teams.isTemp,
  memberCount,
};

const teamColumns = {
  ...teamSummaryColumns,
  bottomColor: teams.bottomColor,
  stockingColor: teams.stockingColor,
  description: teams.description,
  organizationType: teams.organizationType,
  region: teams.region,
  foundedYear: teams.foundedYear,
  createdAt: teams.createdAt,
  momVoteHours: teams.momVoteHours,
};

/** The editable columns of a team from a write request (isTemp is set at creation only). */
function teamValues(body: TeamWriteRequest) {
  return {
    name: body.name,
    description: body.description || null,
    organizationType: body.organizationType,
    region: body.region || null,
    foundedYear: body.foundedYear,
    teamColor: body.teamColor,
    bottomColor: body.bottomColor,
    stockingColor: body.stockingColor,
    logoImgUrl: body.logoImgUrl,
    // Kept when left out (decision 093): the team form of older clients does not send it.
    ...(body.momVoteHours === undefined ? {} : { momVoteHours: body.momVoteHours }),
  };
}

/** The teams endpoints of the table. */
export function teamEndpoints({ db, clock }: AppDeps): Implementation[] {
  const guards = teamGuards(db);

  async function readTeam(id: number): Promise<Team> {
    const [team] = await db.select(teamColumns).from(teams).where(eq(teams.id, id));
    if (!team) throw new ApiError('NOTFOUND_TEAM');
    return { ...team, createdAt: team.createdAt.toISOString() };
  }

  return [
    implement('listTeams', async (_c, { query }) => {
      const where = query.name ? ilike(teams.name, `%${escapeLike(query.name)}%`) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(teams).where(where);
      const content = await db
        .select(teamSummaryColumns)
        .from(teams)
        .where(where)
        .orderBy(asc(teams.name), asc(teams.id))
        .limit(query.size)
        .offset(query.page * query.size);
      return { content: content satisfies TeamSummary[], page: query.page, size: query.size, totalElements: total };
    }),

    implement('getTeam', async (_c, { params }) => readTeam(params.id)),

    implement('createTeam', async (_c, { body, userId }) => {
      await guards.requireActive(userId);
      // A temporary opponent is registered by someone arranging a match, i.e. an admin of a real team.
      if (body.isTemp && !(await guards.adminsARealTeam(userId))) throw new ApiError('NOT_TEAM_ADMIN');
      try {
        return await db.transaction(async (tx) => {
          const now = clock.now();
          const [team] = await tx
            .insert(teams)
            .values({ ...teamValues(body), isTemp: body.isTemp, createdAt: now })
            .returning();
          await tx.insert(memberships).values({ teamId: team.id, userId, teamRole: 'TEAM_ADMIN', joinedAt: now });
          return {
            id: team.id,
            name: team.name,
            logoImgUrl: team.logoImgUrl,
            teamColor: team.teamColor,
            teamRole: 'TEAM_ADMIN',
            isTemp: team.isTemp,
          } satisfies MyTeam;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'teams_name_unique')) throw new ApiError('DUPLICATE_TEAMNAME');
        throw error;
      }
    }),

    implement('updateTeam', async (_c, { params, body, userId }) => {
      await guards.requireAdmin(userId, params.id);
      try {
        await db.update(teams).set(teamValues(body)).where(eq(teams.id, params.id));
      } catch (error) {
        if (isUniqueViolation(error, 'teams_name_unique')) throw new ApiError('DUPLICATE_TEAMNAME');
        throw error;
      }
      return readTeam(params.id);
    }),
  ];
}
