/**
 * The player of the match (MOM) vote (decision 093): one vote per team per finished match, and one per
 * finished 자체전, for everyone who appeared. A ballot names a 1st, 2nd and 3rd choice (3/2/1 points),
 * never the voter. The vote is secret: no answer carries anyone's choices but the caller's own ballot;
 * turnout is public by name. Points per person appear once the vote is closed and counted.
 */
import * as v from 'valibot';
import { Id, Instant } from './fields.ts';
import { SeasonQuery } from './stats.ts';

/** Fewer ballots than this when the vote closes: no result (집계 안 함). */
export const momMinBallots = 3;
/** Points of the 1st, 2nd and 3rd choice. */
export const momRankPoints = [3, 2, 1] as const;

export const momVoteStates = ['OPEN', 'CLOSED'] as const;
export const MomVoteState = v.picklist(momVoteStates);
export type MomVoteState = v.InferOutput<typeof MomVoteState>;

/** Someone who can be chosen: everyone who appeared, guests (게스트 선수) too. */
export const MomCandidate = v.object({ userId: Id, name: v.string(), guest: v.boolean() });
export type MomCandidate = v.InferOutput<typeof MomCandidate>;

/** `PUT …/mom-votes/{voteId}/ballot`: the caller's ballot, replacing theirs; 2nd and 3rd may be left empty (3rd only after a 2nd). */
export const MomBallotRequest = v.object({ first: Id, second: v.nullable(Id), third: v.nullable(Id) });
export type MomBallotRequest = v.InferOutput<typeof MomBallotRequest>;

/** One person's line of a counted result: points, and how many ballots put them first. */
export const MomResultRow = v.object({ userId: Id, name: v.string(), points: v.number(), firsts: v.number() });
export type MomResultRow = v.InferOutput<typeof MomResultRow>;

/**
 * A closed vote's outcome. `counted` false: fewer than `momMinBallots` ballots (집계 안 함), and no
 * table. `winners`: the most points (ties share the award); empty when nobody got a point.
 */
export const MomResult = v.object({ counted: v.boolean(), winners: v.array(MomResultRow), table: v.array(MomResultRow) });
export type MomResult = v.InferOutput<typeof MomResult>;

/**
 * `GET …/matches/{matchId}/mom-vote` and `GET …/scrimmages/{scrimmageId}/mom-vote`: the team's vote
 * as the caller may see it. `voters` is the turnout by name (who voted, never for whom); `myBallot` is
 * the caller's own; `result` only once closed.
 */
export const MomVote = v.object({
  id: Id,
  teamId: Id,
  matchId: v.nullable(Id),
  scrimmageId: v.nullable(Id),
  state: MomVoteState,
  openedAt: Instant,
  closesAt: Instant,
  closedAt: v.nullable(Instant),
  candidates: v.array(MomCandidate),
  voters: v.array(v.object({ userId: Id, name: v.string(), voted: v.boolean() })),
  ballotCount: v.number(),
  canVote: v.boolean(),
  myBallot: v.nullable(MomBallotRequest),
  result: v.nullable(MomResult),
});
export type MomVote = v.InferOutput<typeof MomVote>;

/** `GET /api/v1/teams/{id}/mom-votes`: the team's latest votes for the team page (newest first). */
export const MomVoteSummary = v.object({
  id: Id,
  matchId: v.nullable(Id),
  scrimmageId: v.nullable(Id),
  /** The opponent's name for a match, null for a 자체전. */
  opponentName: v.nullable(v.string()),
  state: MomVoteState,
  openedAt: Instant,
  closesAt: Instant,
  canVote: v.boolean(),
  voted: v.boolean(),
  result: v.nullable(v.object({ counted: v.boolean(), winners: v.array(v.object({ userId: Id, name: v.string() })) })),
});
export type MomVoteSummary = v.InferOutput<typeof MomVoteSummary>;

/** How many votes the team page's list shows. */
export const momRecentVotes = 3;

/** One member's MOM line for a season: awards (shared ones count whole) and points, counted votes only. */
export const MomSeasonRow = v.object({ userId: Id, name: v.string(), awards: v.number(), points: v.number() });
export type MomSeasonRow = v.InferOutput<typeof MomSeasonRow>;

/** `GET /api/v1/teams/{id}/stats/mom?season=YYYY`: matches and 자체전 alike; guests left out, as the season table leaves them. */
export const MomSeasonStats = v.object({ teamId: Id, season: v.number(), rows: v.array(MomSeasonRow) });
export type MomSeasonStats = v.InferOutput<typeof MomSeasonStats>;

/** `POST …/mom-votes/{voteId}/card`: the card's link; the token is 24 URL-safe base64 characters (server/mom/card.ts). */
export const MomCardLink = v.object({ token: v.string(), url: v.string() });
export type MomCardLink = v.InferOutput<typeof MomCardLink>;

/** The page a MOM card's link opens. */
export const momCardPagePath = '/mom/{token}';

/** `GET /open-api/v1/mom-cards/{token}`: the team names, the day and the MOM's names (탈퇴한 회원 for one who left); nothing else of a person. */
export const PublicMomCard = v.object({
  teamName: v.string(),
  opponentName: v.nullable(v.string()),
  day: v.string(),
  names: v.array(v.string()),
});
export type PublicMomCard = v.InferOutput<typeof PublicMomCard>;

/** The rows of the endpoint table the MOM vote adds (spread into `endpoints`, contract/endpoints.ts). */
export const momEndpoints = {
  getMatchMomVote: {
    method: 'GET',
    path: '/api/v1/teams/{id}/matches/{matchId}/mom-vote',
    access: 'bearer',
    response: MomVote,
  },
  getScrimmageMomVote: {
    method: 'GET',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/mom-vote',
    access: 'bearer',
    response: MomVote,
  },
  castMomBallot: {
    method: 'PUT',
    path: '/api/v1/teams/{id}/mom-votes/{voteId}/ballot',
    access: 'bearer',
    body: MomBallotRequest,
    response: MomVote,
  },
  closeMomVote: {
    method: 'POST',
    path: '/api/v1/teams/{id}/mom-votes/{voteId}/close',
    access: 'bearer',
    response: MomVote,
  },
  getRecentMomVotes: {
    method: 'GET',
    path: '/api/v1/teams/{id}/mom-votes',
    access: 'bearer',
    response: v.array(MomVoteSummary),
  },
  getMomSeasonStats: {
    method: 'GET',
    path: '/api/v1/teams/{id}/stats/mom',
    access: 'bearer',
    query: SeasonQuery,
    response: MomSeasonStats,
  },
  shareMomCard: {
    method: 'POST',
    path: '/api/v1/teams/{id}/mom-votes/{voteId}/card',
    access: 'bearer',
    response: MomCardLink,
  },
  getPublicMomCard: {
    method: 'GET',
    path: '/open-api/v1/mom-cards/{token}',
    access: 'open',
    pathParams: { token: v.string() },
    response: PublicMomCard,
  },
} as const;
