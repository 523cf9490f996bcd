/**
 * A MOM result's public card (decision 093), on the vest card's link machinery (decision 080): one
 * link per vote, made on the first share by a team admin, its token the only credential. The card
 * answers the team's name, the opponent's (a match's), the day and the MOM names only. Sharing is the
 * team's consent for its members' names on it (decision 070); names are read when the card is read,
 * so a winner who left Pitchside reads 탈퇴한 회원 from then on.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { PublicMomCard } from '#contract/mom.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import type { Db } from '../db/client.ts';
import { matches, schedules, teams } from '../db/schema.ts';
import { scrimmages } from '../db/schema-scrimmage.ts';
import { momCards, momVotes } from '../db/schema-mom.ts';
import { momBallotsOf, momResultOf, momVotePeopleOf } from './read.ts';
import type { MomVoteRow } from './open.ts';

const newToken = (): string => randomBytes(18).toString('base64url');
/** The card's secret: 24 URL-safe base64 characters (144 random bits), as a vest card's. */
const MomCardToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{24}$/));

/** The vote's card token, made on the first call; two callers at once get the same one. */
export async function momCardTokenFor(db: Db, vote: MomVoteRow, createdBy: number, now: Date): Promise<string> {
  await db.insert(momCards).values({ voteId: vote.id, teamId: vote.teamId, token: newToken(), createdBy, createdAt: now }).onConflictDoNothing();
  const [row] = await db.select({ token: momCards.token }).from(momCards).where(eq(momCards.voteId, vote.id));
  return row.token;
}

/** The names the result would put on a card (empty: no MOM to share). */
export async function momWinnerNames(db: Db, vote: MomVoteRow, now: Date): Promise<string[]> {
  const result = momResultOf(vote, await momVotePeopleOf(db, vote.id), await momBallotsOf(db, vote.id), now);
  return result?.counted ? result.winners.map((w) => w.name) : [];
}

/** The card a token names; null for anything else (a malformed text reaches no query). */
export async function publicMomCard(db: Db, token: string, now: Date): Promise<PublicMomCard | null> {
  if (!v.is(MomCardToken, token)) return null;
  const [found] = await db
    .select({ vote: momVotes, teamName: teams.name })
    .from(momCards)
    .innerJoin(momVotes, eq(momVotes.id, momCards.voteId))
    .innerJoin(teams, eq(teams.id, momCards.teamId))
    .where(eq(momCards.token, token));
  if (!found) return null;
  const names = await momWinnerNames(db, found.vote, now);
  if (names.length === 0) return null;
  return { teamName: found.teamName, ...(await momSubjectOf(db, found.vote)), names };
}

/** The opponent's name and the Seoul day of the match or 자체전. */
export async function momSubjectOf(db: Db, vote: MomVoteRow): Promise<{ opponentName: string | null; day: string }> {
  if (vote.matchId !== null) {
    const [match] = await db.select().from(matches).where(eq(matches.id, vote.matchId));
    const opponentId = match.homeTeamId === vote.teamId ? match.awayTeamId : match.homeTeamId;
    const [opponent] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, opponentId));
    return { opponentName: opponent.name, day: match.matchDate };
  }
  const [row] = await db
    .select({ startAt: schedules.startAt })
    .from(scrimmages)
    .innerJoin(schedules, eq(schedules.id, scrimmages.scheduleId))
    .where(eq(scrimmages.id, vote.scrimmageId!));
  return { opponentName: null, day: seoulDate(row.startAt) };
}
