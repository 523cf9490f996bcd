/**
 * The MOM vote (decision 093): a team's vote of a finished match or 자체전 (members read; opening it if
 * full time's step was missed), ballots (those who appeared and sign in), an admin's close, the team
 * page's latest votes, the season's MOM columns, and the result's public card. Every answer is the
 * caller's view (server/mom/read.ts): nobody's choices but their own.
 */
import { and, desc, eq, gte, isNotNull, or } from 'drizzle-orm';
import { fillPath } from '#contract/endpoints.ts';
import { momCardPagePath, momRecentVotes, type MomVoteSummary } from '#contract/mom.ts';
import { maxMomVoteHours } from '#contract/mom-hours.ts';
import { seoulYear } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { matches } from '../db/schema.ts';
import { scrimmageGames, scrimmages } from '../db/schema-scrimmage.ts';
import { momVotes } from '../db/schema-mom.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { momCardTokenFor, momSubjectOf, momWinnerNames, publicMomCard } from '../mom/card.ts';
import { type MomVoteRow, openMatchVote, openMatchVotes, openScrimmageVote } from '../mom/open.ts';
import { announceMomVote, pushMomResult } from '../mom/pushes.ts';
import { readMomVote } from '../mom/read.ts';
import { momSeasonRows } from '../mom/season.ts';
import { castMomBallot, closeMomVote, type MomWrite } from '../mom/writes.ts';
import { teamGuards } from '../teams/access.ts';
import type { AppDeps } from './deps.ts';
import { publicOrigin } from './match-share.ts';

/** What the match and 자체전 routes call once their full-time / 종료 write has committed. */
export interface MomVoteOpenings {
  afterFullTime(matchId: number, actorId: number): Promise<void>;
  afterScrimmageFinished(teamId: number, scrimmageId: number, actorId: number): Promise<void>;
}

export function momVoteOpenings({ db, clock, notifier }: Pick<AppDeps, 'db' | 'clock' | 'notifier'>): MomVoteOpenings {
  // The push leaves after the answer; a failed send is the notifier's to log (it never throws).
  const announce = (votes: MomVoteRow[], actorId: number) => {
    for (const vote of votes) void announceMomVote(db, notifier, vote, actorId, clock.now());
  };
  return {
    async afterFullTime(matchId, actorId) {
      announce(await openMatchVotes(db, matchId, clock.now()), actorId);
    },
    async afterScrimmageFinished(teamId, scrimmageId, actorId) {
      const vote = await openScrimmageVote(db, teamId, scrimmageId, clock.now());
      announce(vote ? [vote] : [], actorId);
    },
  };
}

/** The finished matches and 자체전 of the team a vote could still be opening for (within the longest vote). */
async function openRecentVotes(db: Db, teamId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - maxMomVoteHours * 60 * 60 * 1000);
  const finished = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.matchState, 'FINISHED'),
        isNotNull(matches.secondHalfEndAt),
        gte(matches.secondHalfEndAt, since),
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
      ),
    );
  for (const m of finished) await openMatchVote(db, teamId, m.id, now);
  const sessions = await db
    .selectDistinct({ id: scrimmages.id })
    .from(scrimmages)
    .innerJoin(scrimmageGames, eq(scrimmageGames.scrimmageId, scrimmages.id))
    .where(and(eq(scrimmages.teamId, teamId), eq(scrimmages.state, 'FINISHED'), gte(scrimmageGames.endedAt, since)));
  for (const s of sessions) await openScrimmageVote(db, teamId, s.id, now);
}

export function momEndpoints({ db, clock, config, notifier }: AppDeps): Implementation[] {
  const guards = teamGuards(db);

  const answerWrite = async (write: MomWrite, userId: number) => {
    if (write.closedNow) void pushMomResult(db, notifier, write.vote, clock.now());
    return readMomVote(db, write.vote, userId, clock.now());
  };

  const voteOfTeam = async (teamId: number, voteId: number): Promise<MomVoteRow> => {
    const [vote] = await db
      .select()
      .from(momVotes)
      .where(and(eq(momVotes.id, voteId), eq(momVotes.teamId, teamId)));
    if (!vote) throw new ApiError('NOTFOUND_MOM_VOTE');
    return vote;
  };

  return [
    implement('getMatchMomVote', async (_c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      const vote = await openMatchVote(db, params.id, params.matchId, clock.now());
      if (!vote) throw new ApiError('NOTFOUND_MOM_VOTE');
      return readMomVote(db, vote, userId, clock.now());
    }),

    implement('getScrimmageMomVote', async (_c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      const vote = await openScrimmageVote(db, params.id, params.scrimmageId, clock.now());
      if (!vote) throw new ApiError('NOTFOUND_MOM_VOTE');
      return readMomVote(db, vote, userId, clock.now());
    }),

    implement('castMomBallot', async (_c, { params, body, userId }) => {
      await guards.requireMember(userId, params.id);
      const write = await db.transaction((tx) =>
        castMomBallot(tx, { teamId: params.id, voteId: params.voteId, voterId: userId, ballot: body, now: clock.now() }),
      );
      return answerWrite(write, userId);
    }),

    implement('closeMomVote', async (_c, { params, userId }) => {
      await guards.requireAdmin(userId, params.id);
      const write = await db.transaction((tx) => closeMomVote(tx, { teamId: params.id, voteId: params.voteId, adminId: userId, now: clock.now() }));
      return answerWrite(write, userId);
    }),

    implement('getRecentMomVotes', async (_c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      const now = clock.now();
      await openRecentVotes(db, params.id, now);
      const rows = await db
        .select()
        .from(momVotes)
        .where(eq(momVotes.teamId, params.id))
        .orderBy(desc(momVotes.openedAt), desc(momVotes.id))
        .limit(momRecentVotes);
      return Promise.all(
        rows.map(async (row): Promise<MomVoteSummary> => {
          const vote = await readMomVote(db, row, userId, now);
          return {
            id: vote.id,
            matchId: vote.matchId,
            scrimmageId: vote.scrimmageId,
            opponentName: (await momSubjectOf(db, row)).opponentName,
            state: vote.state,
            openedAt: vote.openedAt,
            closesAt: vote.closesAt,
            canVote: vote.canVote,
            voted: vote.myBallot !== null,
            result: vote.result && { counted: vote.result.counted, winners: vote.result.winners.map(({ userId: id, name }) => ({ userId: id, name })) },
          };
        }),
      );
    }),

    implement('getMomSeasonStats', async (_c, { params, query, userId }) => {
      await guards.requireMember(userId, params.id);
      const season = query.season ?? seoulYear(clock);
      return { teamId: params.id, season, rows: await momSeasonRows(db, params.id, season, clock.now()) };
    }),

    implement('shareMomCard', async (c, { params, userId }) => {
      await guards.requireAdmin(userId, params.id);
      const vote = await voteOfTeam(params.id, params.voteId);
      if ((await momWinnerNames(db, vote, clock.now())).length === 0) throw new ApiError('MOM_CARD_NO_RESULT');
      const token = await momCardTokenFor(db, vote, userId, clock.now());
      return { token, url: `${publicOrigin(c, config.publicUrl)}${fillPath(momCardPagePath, { token })}` };
    }),

    implement('getPublicMomCard', async (_c, { params }) => {
      const card = await publicMomCard(db, params.token, clock.now());
      if (!card) throw new ApiError('NOTFOUND_MOM_CARD');
      return card;
    }),
  ];
}
