/**
 * The MOM vote's pushes (decision 093), through the one notifier (decision 058), after the commit and
 * never awaited by an answer: the vote's opening to those who may vote, and the result to the team's
 * members. Each goes once: its vote row's `announced_at` / `result_pushed_at` is claimed first
 * (update … where … is null returning), so two processes, or a close and the sweep, never both send.
 * Members hear them under their "경기 진행" preference for the team (match news). Names are read
 * when the push leaves (탈퇴한 회원 for one who left).
 */
import { and, eq, exists, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { PushMessage } from '#contract/notifications.ts';
import { momVoteStateAt } from '#machines/mom-vote.rules.ts';
import type { Db } from '../db/client.ts';
import { memberships, notificationPreferences, pushSubscriptions } from '../db/schema.ts';
import { momVotes } from '../db/schema-mom.ts';
import type { PushNotifier } from '../push/notifier.ts';
import { type PeriodicSweep, type ReminderSweepOptions, startReminderRunner } from '../runtime/periodic-sweep.ts';
import { momWinnerNames } from './card.ts';
import type { MomVoteRow } from './open.ts';
import { momVotePeopleOf } from './read.ts';

const pushOptions = { urgency: 'normal', ttlSeconds: 12 * 60 * 60 } as const;

/** The vote's page: the match page or the 자체전's. */
export const momVotePagePath = (vote: Pick<MomVoteRow, 'teamId' | 'matchId' | 'scrimmageId'>): string =>
  vote.matchId !== null ? `/matches/${vote.matchId}` : `/teams/${vote.teamId}/scrimmages/${vote.scrimmageId}`;

export function momOpenedNotice(vote: MomVoteRow): PushMessage {
  return {
    kind: 'mom-vote',
    title: 'MOM 투표가 열렸습니다',
    body: '오늘의 MOM을 뽑아주세요. 1·2·3위를 고르면 됩니다.',
    url: momVotePagePath(vote),
    tag: `mom-${vote.id}`,
  };
}

export function momResultNotice(vote: MomVoteRow, names: readonly string[]): PushMessage {
  const body = names.length === 0 ? '투표가 3표 미만이거나 표가 없어 MOM을 정하지 않았습니다.' : `오늘의 MOM: ${names.join(', ')}`;
  return { kind: 'mom-vote', title: 'MOM 투표 결과', body, url: momVotePagePath(vote), tag: `mom-${vote.id}` };
}

/** Members of the team with match news on (no row: on) and a device, among `among` when given, but not `actorId`. */
async function recipients(db: Db, teamId: number, actorId: number | null, among?: readonly number[]): Promise<number[]> {
  if (among?.length === 0) return [];
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, memberships.userId), eq(notificationPreferences.teamId, memberships.teamId)))
    .where(
      and(
        eq(memberships.teamId, teamId),
        actorId === null ? undefined : sql`${memberships.userId} <> ${actorId}`,
        among ? inArray(memberships.userId, [...among]) : undefined,
        sql`coalesce(${notificationPreferences.matchPhases}, true)`,
        exists(
          db
            .select({ one: sql`1` })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, memberships.userId)),
        ),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Claims the opening push of a vote and sends it to those who may vote. */
export async function announceMomVote(db: Db, notifier: PushNotifier, vote: MomVoteRow, actorId: number | null, now: Date): Promise<void> {
  const [claimed] = await db
    .update(momVotes)
    .set({ announcedAt: now })
    .where(and(eq(momVotes.id, vote.id), isNull(momVotes.announcedAt)))
    .returning({ id: momVotes.id });
  if (!claimed) return;
  const voters = (await momVotePeopleOf(db, vote.id)).filter((p) => p.canVote).map((p) => p.userId);
  const to = await recipients(db, vote.teamId, actorId, voters);
  if (to.length > 0) await notifier.sendToUsers(to, momOpenedNotice(vote), pushOptions);
}

/** Claims the result push of a closed vote and sends it to the team. */
export async function pushMomResult(db: Db, notifier: PushNotifier, vote: MomVoteRow, now: Date): Promise<void> {
  if (momVoteStateAt(vote, now) === 'OPEN') return;
  const [claimed] = await db
    .update(momVotes)
    .set({ resultPushedAt: now })
    .where(and(eq(momVotes.id, vote.id), isNull(momVotes.resultPushedAt)))
    .returning({ id: momVotes.id });
  if (!claimed) return;
  const to = await recipients(db, vote.teamId, null);
  if (to.length > 0) await notifier.sendToUsers(to, momResultNotice(vote, await momWinnerNames(db, vote, now)), pushOptions);
}

/** The sweep's part (decision 093): votes whose hours ran out since the last run get their result's push. */
export async function sweepMomResults({ db, notifier, now }: { db: Db; notifier: PushNotifier; now: Date }): Promise<{ votes: number[] }> {
  const due = await db
    .select()
    .from(momVotes)
    .where(and(isNull(momVotes.resultPushedAt), lte(momVotes.closesAt, now)));
  for (const vote of due) await pushMomResult(db, notifier, vote, now);
  return { votes: due.map((v) => v.id) };
}

/** The MOM results' sweep on the one reminder runner (a minute apart, once per host, server/runtime/reminder-sweeps.ts). */
export function startMomResultSweep(options: ReminderSweepOptions): PeriodicSweep<{ votes: number[] }> {
  return startReminderRunner(
    {
      name: 'mom-results',
      run: sweepMomResults,
      defaultMs: 60 * 1000,
      linesOf: (report) => report.votes.map((id) => `mom-results: vote ${id} closed, result pushed`),
    },
    options,
  );
}
