/**
 * Private calendar feeds (decision 015). Any member asks for their own feed address for a team
 * (`GET …/calendar-feed`) or a new one that replaces it (`POST …/calendar-feed`); the address is
 * `GET /open-api/v1/calendar/{token}.ics`, which a phone calendar subscribes to. That route is no row
 * of the JSON table (it answers text/calendar) and takes no Authorization header: the token in the
 * path is the credential, checked against the current membership on every fetch. A bad, reset or
 * orphaned token (its person left the team) answers 404 5013 in the JSON envelope.
 */
import { and, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { calendarFeedPath, fillPath } from '#contract/endpoints.ts';
import { calendarFeeds, memberships, schedules, teams, users } from '../db/schema.ts';
import { type AppEnv, implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { toHonoPath } from '../http/route-table.ts';
import { calendarDocument } from '../schedules/calendar-document.ts';
import { type FeedSubject, feedKey, feedMacMatches, feedToken, readFeedToken } from '../schedules/feed-token.ts';
import type { AppDeps } from './deps.ts';
import { teamGuards } from '../teams/access.ts';
import type { DbOrTx } from '../db/client.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** The feed's window around today: about three months back (past items stay visible) and a year ahead. */
export const feedDaysBack = 92;
export const feedDaysAhead = 366;
const icsSuffix = '.ics';

/** The feed's subject for a current, active member of the team, or null for anyone else. */
async function feedSubject(handle: DbOrTx, userId: number, teamId: number): Promise<FeedSubject | null> {
  const [row] = await handle
    .select({ membershipId: memberships.id, version: calendarFeeds.version })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(calendarFeeds, and(eq(calendarFeeds.teamId, memberships.teamId), eq(calendarFeeds.userId, memberships.userId)))
    .where(and(eq(memberships.userId, userId), eq(memberships.teamId, teamId), eq(users.lifecycle, 'ACTIVE'), isNull(users.withdrawnAt)));
  return row ? { userId, teamId, membershipId: row.membershipId, version: row.version ?? 1 } : null;
}

/** Where the server is reached from outside: PUBLIC_URL, else the request's own origin (as for sign-in). */
const publicOrigin = (c: Context, publicUrl: string | null) => publicUrl ?? new URL(c.req.url).origin;

export function calendarFeedEndpoints({ db, clock, config }: AppDeps): Implementation[] {
  const guards = teamGuards(db);
  const key = feedKey(config.jwtSecret!);
  const feedUrl = (c: Context, subject: FeedSubject) => `${publicOrigin(c, config.publicUrl)}${fillPath(calendarFeedPath, { token: feedToken(key, subject) })}`;

  return [
    implement('getCalendarFeed', async (c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      const subject = await feedSubject(db, userId, params.id);
      if (!subject) throw new ApiError('NOT_TEAM_MEMBER');
      return { url: feedUrl(c, subject) };
    }),

    implement('resetCalendarFeed', async (c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      // No row means version 1 (the address nobody reset yet), so the first reset stores 2.
      await db
        .insert(calendarFeeds)
        .values({ teamId: params.id, userId, version: 2, resetAt: clock.now() })
        .onConflictDoUpdate({
          target: [calendarFeeds.teamId, calendarFeeds.userId],
          set: { version: sql`${calendarFeeds.version} + 1`, resetAt: clock.now() },
        });
      const subject = await feedSubject(db, userId, params.id);
      if (!subject) throw new ApiError('NOT_TEAM_MEMBER');
      return { url: feedUrl(c, subject) };
    }),
  ];
}

const feedPathPattern = /^(\/open-api\/v1\/calendar\/)[^/]+/;
const publicLinkPathPattern = /^(\/open-api\/v1\/live\/)[^/]+/;
const exportPathPattern = /^(\/open-api\/v1\/exports\/)[^/]+/;
/** A request path fit for a log line: a feed address's token, a public link's and an export link's are credentials, so they are cut out. */
export const loggablePath = (path: string) => path.replace(feedPathPattern, '$1…').replace(publicLinkPathPattern, '$1…').replace(exportPathPattern, '$1…');

/** `GET /open-api/v1/calendar/{token}.ics`: the team's schedule as iCalendar for the token's owner. */
export function registerCalendarFeedRoute(app: Hono<AppEnv>, { db, clock, config }: AppDeps): void {
  const key = feedKey(config.jwtSecret!);
  // Hono cannot put a suffix after a parameter, so the route takes the whole last segment and drops `.ics` itself.
  const route = toHonoPath(calendarFeedPath).replace(/:token\.ics$/, ':file');

  app.get(route, async (c) => {
    const file = c.req.param('file') ?? '';
    const claimed = file.endsWith(icsSuffix) ? readFeedToken(file.slice(0, -icsSuffix.length)) : null;
    if (!claimed) throw new ApiError('NOTFOUND_CALENDAR_FEED');
    const subject = await feedSubject(db, claimed.userId, claimed.teamId);
    if (!subject || !feedMacMatches(key, claimed.mac, subject)) throw new ApiError('NOTFOUND_CALENDAR_FEED');

    const now = clock.now();
    const from = new Date(now.getTime() - feedDaysBack * dayMs);
    const until = new Date(now.getTime() + feedDaysAhead * dayMs);
    const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, subject.teamId));
    const items = await db
      .select({
        id: schedules.id,
        title: schedules.title,
        kind: schedules.kind,
        startAt: schedules.startAt,
        endAt: schedules.endAt,
        place: schedules.place,
        note: schedules.note,
      })
      .from(schedules)
      .where(and(eq(schedules.teamId, subject.teamId), lt(schedules.startAt, until), or(gt(schedules.endAt, from), gte(schedules.startAt, from))))
      .orderBy(schedules.startAt, schedules.id);

    const text = calendarDocument({ teamId: subject.teamId, teamName: team.name, items, appOrigin: publicOrigin(c, config.publicUrl), now });
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      // The address is personal: no shared cache may keep it, and a reset must show at once.
      'Cache-Control': 'private, no-store',
      'Content-Disposition': `inline; filename="pitchside-team-${subject.teamId}.ics"`,
    });
  });
}
