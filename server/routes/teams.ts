/** Open team information: the searchable team list and a team's public profile (spec §7). */
import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Team, TeamSummary } from '#contract/teams.ts';
import { teams } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { AppDeps } from './deps.ts';

/** `%`, `_` and `\` typed by a person are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The open teams endpoints of the table. */
export function teamEndpoints({ db }: AppDeps): Implementation[] {
  // Spelled out with qualified names: drizzle leaves columns unqualified in a single-table select,
  // which would make the correlation compare memberships with itself.
  const memberCount = sql<number>`(select count(*) from "memberships" as "m" where "m"."team_id" = "teams"."id")`.mapWith(Number);
  const summary = {
    id: teams.id, name: teams.name, logoImgUrl: teams.logoImgUrl, teamColor: teams.teamColor, isTemp: teams.isTemp, memberCount,
  };

  return [
    implement('listTeams', async (_c, { query }) => {
      const where = query.name ? ilike(teams.name, `%${escapeLike(query.name)}%`) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(teams).where(where);
      const content = await db.select(summary).from(teams).where(where)
        .orderBy(asc(teams.name), asc(teams.id)).limit(query.size).offset(query.page * query.size);
      return { content: content satisfies TeamSummary[], page: query.page, size: query.size, totalElements: total };
    }),

    implement('getTeam', async (_c, { params }) => {
      const [team] = await db.select({
        ...summary, bottomColor: teams.bottomColor, stockingColor: teams.stockingColor, description: teams.description,
        organizationType: teams.organizationType, region: teams.region, foundedYear: teams.foundedYear, createdAt: teams.createdAt,
      }).from(teams).where(eq(teams.id, params.id));
      if (!team) throw new ApiError('NOTFOUND_TEAM');
      return { ...team, createdAt: team.createdAt.toISOString() } satisfies Team;
    }),
  ];
}
