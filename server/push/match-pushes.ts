/**
 * What a match's recording sets off (decision 058): after a recording write commits, its
 * live message is handed here, and the members who want to hear of it are notified — a goal (and the
 * correction when it is cancelled), kick-off, half time, the second half's start and full time.
 *
 * - Who: the members of the match's teams (home and away; a temporary team has none) whose preference
 *   for that team is on (`goals`, `matchPhases`; no row = on) and who have a device, once each even if
 *   they belong to both teams — never the person whose write it was.
 * - When: after the commit and after the answer is on its way; the caller does not wait and nothing
 *   here can fail its request. One match's pushes go out one after the other, in the order of its
 *   writes, so a goal's correction never overtakes the goal (whose row in `pushed_goals` it looks for).
 * - Corrections: a goal whose push at least one device accepted gets a row in `pushed_goals`;
 *   cancelling a goal sends "골 취소" under the goal's tag only when that row is there.
 * The texts are server/push/match-notices.ts's.
 */
import { aliasedTable, and, eq, exists, inArray, lte, ne, sql } from 'drizzle-orm';
import type { LiveMessage, MatchEvent } from '#contract/matches.ts';
import { scoreOf } from '#machines/match.scoring.ts';
import type { Db } from '../db/client.ts';
import { liveMessages, matchEvents, matches, memberships, notificationPreferences, pushedGoals, pushSubscriptions, teams } from '../db/schema.ts';
import { withCurrentName } from '../live/names.ts';
import { type GoalFacts, goalCancelledNotice, goalNotice, livePushOptions, phaseNotice, type ScoreLine } from './match-notices.ts';
import type { PushNotifier } from './notifier.ts';
import { logger } from '../observability/log.ts';

export interface MatchPushes {
  /** After `recordEvent` / `cancelEvent` committed: a goal's push, or a cancelled goal's correction. Returns at once. */
  afterEvents(message: LiveMessage, matchId: number, actorId: number): void;
  /** After a match-time write committed (`match.changed`): 킥오프, 전반 종료, 후반 시작, 경기 종료. Returns at once. */
  afterMatchTime(message: LiveMessage, matchId: number, actorId: number): void;
  /** Settles once every push handed over so far is done (tests and benches wait on it). */
  idle(): Promise<void>;
}

export interface MatchPushesOptions {
  db: Db;
  notifier: PushNotifier;
  clock: { now(): Date };
  /** Where a failure is told, with its error (default the server's logger, at warn, the error with its cause). */
  log?: (line: string, error?: unknown) => void;
}

interface MatchTeams {
  homeTeamId: number;
  awayTeamId: number;
  homeName: string;
  homeIsTemp: boolean;
  awayName: string;
  awayIsTemp: boolean;
  firstHalfPeriod: number;
  secondHalfPeriod: number;
}

const homeTeam = aliasedTable(teams, 'push_home_team');
const awayTeam = aliasedTable(teams, 'push_away_team');

const isGoal = (e: MatchEvent) => e.parentId === null && (e.eventType === 'GOAL' || e.eventType === 'OWN_GOAL');

async function readMatchTeams(db: Db, matchId: number): Promise<MatchTeams | null> {
  const [row] = await db
    .select({
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeName: homeTeam.name,
      homeIsTemp: homeTeam.isTemp,
      awayName: awayTeam.name,
      awayIsTemp: awayTeam.isTemp,
      firstHalfPeriod: matches.firstHalfPeriod,
      secondHalfPeriod: matches.secondHalfPeriod,
    })
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(eq(matches.id, matchId));
  return row ?? null;
}

/** The score as it stood right after event `upTo` (every goal and own goal up to it), or now (null). */
async function scoreLine(db: Db, matchId: number, match: MatchTeams, upTo: number | null): Promise<ScoreLine> {
  const goalRows = eq(matchEvents.matchId, matchId);
  const types = inArray(matchEvents.eventType, ['GOAL', 'OWN_GOAL']);
  const rows = await db
    .select({ teamId: matchEvents.teamId, eventType: matchEvents.eventType })
    .from(matchEvents)
    .where(upTo === null ? and(goalRows, types) : and(goalRows, types, lte(matchEvents.id, upTo)));
  const score = scoreOf(rows, match.homeTeamId, match.awayTeamId);
  return {
    homeName: match.homeName,
    homeIsTemp: match.homeIsTemp,
    awayName: match.awayName,
    awayIsTemp: match.awayIsTemp,
    homeScore: score.home.goalCount,
    awayScore: score.away.goalCount,
  };
}

/**
 * The people to notify: members of the match's real teams with the preference on for that team (no
 * row: on) and at least one device, but not `actorId`; each once.
 */
async function recipients(db: Db, teamIds: number[], preference: 'goals' | 'matchPhases', actorId: number): Promise<number[]> {
  const wanted = preference === 'goals' ? notificationPreferences.goals : notificationPreferences.matchPhases;
  const rows = await db
    .selectDistinct({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(teams, and(eq(teams.id, memberships.teamId), eq(teams.isTemp, false)))
    .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, memberships.userId), eq(notificationPreferences.teamId, memberships.teamId)))
    .where(
      and(
        inArray(memberships.teamId, teamIds),
        ne(memberships.userId, actorId),
        sql`coalesce(${wanted}, true)`,
        exists(
          db
            .select({ one: sql`1` })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, memberships.userId)),
        ),
      ),
    );
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}

function goalFacts(matchId: number, match: MatchTeams, e: MatchEvent): GoalFacts {
  return {
    matchId,
    eventId: e.id,
    own: e.eventType === 'OWN_GOAL',
    scorerName: e.matchUserId === null ? null : e.userName,
    teamName: e.teamName,
    teamIsTemp: e.teamId === match.homeTeamId ? match.homeIsTemp : match.awayIsTemp,
    halfType: e.halfType,
    elapsedMinutes: e.elapsedMinutes,
    firstHalfPeriod: match.firstHalfPeriod,
    secondHalfPeriod: match.secondHalfPeriod,
  };
}

/** A cancelled goal as it was recorded: its row is gone, its `events.recorded` message is still in the live log (unless trimmed). */
async function cancelledGoal(db: Db, matchId: number, match: MatchTeams, eventId: number): Promise<GoalFacts | null> {
  const [row] = await db
    .select({ payload: liveMessages.payload })
    .from(liveMessages)
    .where(
      and(
        eq(liveMessages.matchId, matchId),
        sql`${liveMessages.payload}->>'type' = 'events.recorded'`,
        sql`${liveMessages.payload}->'events' @> ${JSON.stringify([{ id: eventId }])}::jsonb`,
      ),
    )
    .limit(1);
  // The stored message names nobody (decision 070): the scorer's name is read as it is now.
  const stored = row ? await withCurrentName(db, row.payload as { events?: MatchEvent[] }) : undefined;
  const event = stored?.events?.find((e) => e.id === eventId);
  return event && isGoal(event) ? goalFacts(matchId, match, event) : null;
}

/** Makes the pushes of one app (server/routes/recording.ts hands it every recording write's message). */
export function createMatchPushes({ db, notifier, clock, log = (line, error) => logger.warn({ err: error }, line) }: MatchPushesOptions): MatchPushes {
  /** Each match's last push job: the next one starts after it. */
  const tails = new Map<number, Promise<void>>();
  const running = new Set<Promise<void>>();

  function enqueue(matchId: number, what: string, job: () => Promise<void>): void {
    const previous = tails.get(matchId) ?? Promise.resolve();
    // After a turn of the event loop: the write's answer leaves before the first read of this job.
    const next = previous
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(job)
      .catch((error: unknown) => {
        log(`push after ${what} of match ${matchId} failed: ${error instanceof Error ? error.message : String(error)}`, error);
      });
    tails.set(matchId, next);
    running.add(next);
    void next.finally(() => {
      running.delete(next);
      if (tails.get(matchId) === next) tails.delete(matchId);
    });
  }

  async function pushGoal(matchId: number, goal: MatchEvent, actorId: number): Promise<void> {
    const match = await readMatchTeams(db, matchId);
    if (!match) return;
    const people = await recipients(db, [match.homeTeamId, match.awayTeamId], 'goals', actorId);
    if (people.length === 0) return;
    const after = await scoreLine(db, matchId, match, goal.id);
    // The scorer's name as it is when the push leaves (decision 070), as for a correction.
    const named = (await withCurrentName(db, { events: [goal] })).events[0];
    const outcome = await notifier.sendToUsers(people, goalNotice(goalFacts(matchId, match, named), after), livePushOptions.goal);
    // Only a goal someone's device took may be corrected: a correction of nothing would only puzzle.
    if (outcome.delivered > 0) {
      await db.insert(pushedGoals).values({ eventId: goal.id, matchId, sentAt: clock.now() }).onConflictDoNothing();
    }
  }

  async function pushCorrections(matchId: number, eventIds: number[], actorId: number): Promise<void> {
    if (eventIds.length === 0) return;
    const pushed = await db
      .select({ eventId: pushedGoals.eventId })
      .from(pushedGoals)
      .where(and(eq(pushedGoals.matchId, matchId), inArray(pushedGoals.eventId, eventIds)));
    if (pushed.length === 0) return;
    const match = await readMatchTeams(db, matchId);
    if (!match) return;
    const people = await recipients(db, [match.homeTeamId, match.awayTeamId], 'goals', actorId);
    const after = await scoreLine(db, matchId, match, null);
    for (const { eventId } of pushed) {
      if (people.length > 0) {
        const goal = await cancelledGoal(db, matchId, match, eventId);
        await notifier.sendToUsers(people, goalCancelledNotice(matchId, eventId, goal, after), livePushOptions.goal);
      }
      // Corrected once: the goal's row is gone for good, and so is the reason to remember its push.
      await db.delete(pushedGoals).where(eq(pushedGoals.eventId, eventId));
    }
  }

  async function pushPhase(matchId: number, message: Extract<LiveMessage, { type: 'match.changed' }>, actorId: number): Promise<void> {
    const m = message.match;
    const notice = phaseNotice(matchId, message.matchState, {
      homeName: m.homeTeamName,
      homeIsTemp: m.homeTeamIsTemp,
      awayName: m.awayTeamName,
      awayIsTemp: m.awayTeamIsTemp,
      homeScore: m.homeScore,
      awayScore: m.awayScore,
    });
    if (!notice) return;
    const people = await recipients(db, [m.homeTeamId, m.awayTeamId], 'matchPhases', actorId);
    if (people.length === 0) return;
    await notifier.sendToUsers(people, notice, message.matchState === 'FINISHED' ? livePushOptions.fullTime : livePushOptions.phase);
  }

  return {
    afterEvents(message, matchId, actorId) {
      if (message.type === 'events.recorded') {
        for (const goal of message.events.filter(isGoal)) enqueue(matchId, 'a goal', () => pushGoal(matchId, goal, actorId));
      } else if (message.type === 'events.cancelled') {
        enqueue(matchId, 'a cancel', () => pushCorrections(matchId, message.eventIds, actorId));
      }
    },
    afterMatchTime(message, matchId, actorId) {
      if (message.type === 'match.changed') enqueue(matchId, 'a match-time change', () => pushPhase(matchId, message, actorId));
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
