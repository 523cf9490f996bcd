/**
 * The player of the match (MOM) vote (decision 093): one vote per team per finished match, and one per
 * finished 자체전, for everyone who appeared. A ballot names a 1st, 2nd and 3rd choice (3/2/1 points),
 * never the voter. The vote is secret: no answer carries anyone's choices but the caller's own ballot;
 * turnout is public by name. Points per person appear once the vote is closed and counted.
 */
import * as v from 'valibot';
import { Id, Instant } from './fields.ts';
import { SeasonQuery } from './stats.ts';

/** A team's MOM vote length in hours (`teams.mom_vote_hours`). */
export const minMomVoteHours = 6;
export const maxMomVoteHours = 72;
export const defaultMomVoteHours = 24;
export const MomVoteHours = v.pipe(
  v.number('투표 시간은 숫자여야 합니다.'),
  v.integer('투표 시간은 정수여야 합니다.'),
  v.minValue(minMomVoteHours, `MOM 투표 시간은 ${minMomVoteHours}~${maxMomVoteHours}시간입니다.`),
  v.maxValue(maxMomVoteHours, `MOM 투표 시간은 ${minMomVoteHours}~${maxMomVoteHours}시간입니다.`),
);

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

/** The MOM card's secret: 24 URL-safe base64 characters, as a vest card's. */
export const MomCardToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{24}$/, 'MOM 카드 토큰은 24자의 영문, 숫자, -, _입니다.'));
export const MomCardLink = v.object({ token: MomCardToken, url: v.string() });
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
    summary: "The team's MOM vote of a finished match, opened at full time (members; 404 13001 before full time or when the team fielded nobody)",
  },
  getScrimmageMomVote: {
    method: 'GET',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/mom-vote',
    access: 'bearer',
    response: MomVote,
    summary: 'The MOM vote of a finished 자체전 (members; 404 13001 before 자체전 종료 or when nobody played)',
  },
  castMomBallot: {
    method: 'PUT',
    path: '/api/v1/teams/{id}/mom-votes/{voteId}/ballot',
    access: 'bearer',
    body: MomBallotRequest,
    response: MomVote,
    summary: "Cast or change the caller's ballot (those who appeared and sign in; 400 13004 for oneself or a repeat, 409 13002 once closed)",
  },
  closeMomVote: {
    method: 'POST',
    path: '/api/v1/teams/{id}/mom-votes/{voteId}/close',
    access: 'bearer',
    response: MomVote,
    summary: 'Close the vote now (TEAM_ADMIN; 409 13002 when already closed)',
  },
  getRecentMomVotes: {
    method: 'GET',
    path: '/api/v1/teams/{id}/mom-votes',
    access: 'bearer',
    response: v.array(MomVoteSummary),
    summary: "The team's latest MOM votes, newest first, for the team page (members)",
  },
  getMomSeasonStats: {
    method: 'GET',
    path: '/api/v1/teams/{id}/stats/mom',
    access: 'bearer',
    query: SeasonQuery,
    response: MomSeasonStats,
    summary: "Each member's MOM awards and points in the season's counted votes (members)",
  },
  shareMomCard: {
    method: 'POST',
    path: '/api/v1/teams/{id}/mom-votes/{voteId}/card',
    access: 'bearer',
    response: MomCardLink,
    summary: "Turn on the result's MOM card link, or answer the one that is on (TEAM_ADMIN; 409 13005 before a MOM is decided)",
  },
  getPublicMomCard: {
    method: 'GET',
    path: '/open-api/v1/mom-cards/{token}',
    access: 'open',
    pathParams: { token: v.string() },
    response: PublicMomCard,
    summary: 'A MOM card without sign-in: team names, the day, the MOM names (404 13006 for a token that names no card)',
  },
} as const;
