/**
 * Season statistics (decision 055): a team's players over a calendar year of finished matches, one
 * player's season match by match, and the minutes of one match. Minutes follow one rule
 * (machines/match.minutes.ts, decision 055); goals, assists and cards are the rows of the event log,
 * so a season total is the sum of its matches' pages.
 */
import * as v from 'valibot';
import { MatchResult, MatchState, Position } from './enums.ts';
import { Id, IsoDate } from './fields.ts';
import { intParam } from './params.ts';

/** The seasons the API answers: calendar years. */
export const firstSeason = 2000;
export const lastSeason = 2100;

/** `?season=YYYY` (a calendar year in Seoul); absent: the current year. */
export const SeasonQuery = v.object({ season: v.optional(intParam(firstSeason, lastSeason)) });
export type SeasonQuery = v.InferOutput<typeof SeasonQuery>;

/** What the season table sorts by (the screen sorts its rows; the API answers them all). */
export const statsSortFields = [
  'name',
  'backNumber',
  'appearances',
  'starts',
  'minutes',
  'goals',
  'assists',
  'attackPoints',
  'yellowCards',
  'sentOffs',
  'ownGoals',
] as const;

/** What a player did in a set of matches (a season, or one match). */
export const PlayerTotals = v.object({
  /** Matches started or come on in (출전). */
  appearances: v.number(),
  /** Matches started (선발). */
  starts: v.number(),
  /** Minutes on the pitch (출전 시간). */
  minutes: v.number(),
  goals: v.number(),
  assists: v.number(),
  /** Goals plus assists (공격포인트). */
  attackPoints: v.number(),
  /** Yellow cards (경고). */
  yellowCards: v.number(),
  /** Matches the player was sent off in, by a red card or two yellows (퇴장). */
  sentOffs: v.number(),
  ownGoals: v.number(),
});
export type PlayerTotals = v.InferOutput<typeof PlayerTotals>;

/** One player's line in the team's season table. */
export const PlayerSeasonRow = v.object({
  userId: Id,
  name: v.string(),
  profileImg: v.nullable(v.string()),
  backNumber: v.nullable(v.number()),
  position: v.nullable(Position),
  /** A guest player (용병): plays for the team, never signs in. */
  isGuest: v.boolean(),
  /** Still a member of the team (a former member keeps the matches they played). */
  isMember: v.boolean(),
  ...PlayerTotals.entries,
});
export type PlayerSeasonRow = v.InferOutput<typeof PlayerSeasonRow>;

/** `GET /api/v1/teams/{id}/stats/players?season=YYYY`. */
export const TeamSeasonStats = v.object({
  teamId: Id,
  season: v.number(),
  /** Seasons with at least one finished match of the team, newest first (the picker's choices). */
  seasons: v.array(v.number()),
  /** Finished matches of the team in the season. */
  matchCount: v.number(),
  /** Everyone who appeared in the season, and every current member (with zeros if they did not). */
  players: v.array(PlayerSeasonRow),
});
export type TeamSeasonStats = v.InferOutput<typeof TeamSeasonStats>;

/** One match of a player's season. */
export const PlayerMatchLine = v.object({
  matchId: Id,
  matchDate: IsoDate,
  title: v.string(),
  opponentTeamName: v.string(),
  opponentIsTemp: v.boolean(),
  teamScore: v.number(),
  opponentScore: v.number(),
  result: MatchResult,
  started: v.boolean(),
  appeared: v.boolean(),
  minutes: v.number(),
  goals: v.number(),
  assists: v.number(),
  ownGoals: v.number(),
  yellowCards: v.number(),
  sentOff: v.boolean(),
});
export type PlayerMatchLine = v.InferOutput<typeof PlayerMatchLine>;

/** `GET /api/v1/teams/{id}/users/{userId}/stats?season=YYYY`. */
export const PlayerSeasonStats = v.object({
  teamId: Id,
  season: v.number(),
  seasons: v.array(v.number()),
  player: PlayerSeasonRow,
  /** The season's finished matches of the team the player was in the lineup of, newest first. */
  matches: v.array(PlayerMatchLine),
});
export type PlayerSeasonStats = v.InferOutput<typeof PlayerSeasonStats>;

/** `?matches=N`: how many of the team's last finished matches (1–20, 5 unless given). */
export const RecentMinutesQuery = v.object({ matches: v.optional(intParam(1, 20), '5') });

/** `GET /api/v1/teams/{id}/stats/recent-minutes`: who played how much in the team's last finished matches. */
export const RecentMinutes = v.object({
  teamId: Id,
  /** How many finished matches were counted (fewer than asked when the team has played fewer). */
  matchCount: v.number(),
  /** Players in the lineup of at least one of them; anyone else played 0. */
  players: v.array(v.object({ userId: Id, appearances: v.number(), starts: v.number(), minutes: v.number() })),
});
export type RecentMinutes = v.InferOutput<typeof RecentMinutes>;

/** One lineup row's minutes in a match. */
export const MatchPlayerMinutes = v.object({
  matchUserId: Id,
  userId: v.nullable(Id),
  name: v.string(),
  number: v.nullable(v.number()),
  started: v.boolean(),
  appeared: v.boolean(),
  minutes: v.number(),
});
export type MatchPlayerMinutes = v.InferOutput<typeof MatchPlayerMinutes>;

const SideMinutes = v.object({ teamId: Id, players: v.array(MatchPlayerMinutes) });
/** `GET /api/v1/matches/{id}/minutes`: both sides' minutes, to the server's now while a half is played. */
export const MatchMinutes = v.object({ matchId: Id, matchState: MatchState, home: SideMinutes, away: SideMinutes });
export type MatchMinutes = v.InferOutput<typeof MatchMinutes>;
