/**
 * A match's public scoreboard link (decision 057): an admin of either team turns on a
 * read-only link for one match; anyone holding it reads the match and follows it live without signing
 * in. What the link shows is a projection of the members' shapes (contract/matches.ts) that keeps only
 * what a scoreboard needs: team names and colours, score, state and clock, the timeline with player
 * names, the lineups with names and numbers — a registered team's players by initial unless that team
 * shared too (decision 070). No person's id, photo or any other attribute, no memo, no referee, no
 * stadium, no recorder.
 */
import * as v from 'valibot';
import { HalfType, MatchEventType, Position } from './enums.ts';
import { Id, Instant } from './fields.ts';
import { Match } from './matches.ts';

/** The link's secret: 24 URL-safe base64 characters (144 random bits). */
export const ShareToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{24}$/, '공유 링크 토큰은 24자의 영문, 숫자, -, _입니다.'));

/**
 * `POST /api/v1/matches/{id}/share`: the link that is on (the same one on every call until it is
 * turned off; afterwards a new one). `url` is `${PUBLIC_URL}/live/{token}`, the page to share.
 */
export const MatchShareLink = v.object({
  matchId: Id,
  token: ShareToken,
  url: v.string(),
  /** When the link was turned on. */
  createdAt: Instant,
  /** An admin chose to keep the link answering after the 7 days that follow full time (decision 070). */
  keep: v.boolean(),
  /** When the link stops answering (410 6048): 7 days after full time; null before full time or while kept. */
  expiresAt: v.nullable(Instant),
  /** Per side, whether the link shows its players' names (else number and initial, decision 070). */
  namesShown: v.object({ home: v.boolean(), away: v.boolean() }),
});
export type MatchShareLink = v.InferOutput<typeof MatchShareLink>;

/** `PATCH /api/v1/matches/{id}/share`: keep the link answering after the days that follow full time, or not. */
export const MatchShareKeepRequest = v.object({ keep: v.boolean('keep는 true 또는 false입니다.') });
export type MatchShareKeepRequest = v.InferOutput<typeof MatchShareKeepRequest>;

/** `GET /api/v1/matches/{id}/share`: the link that is on, or null. */
export const MatchShareState = v.object({ link: v.nullable(MatchShareLink) });
export type MatchShareState = v.InferOutput<typeof MatchShareState>;

/** Which side an event or a player belongs to (the public shapes carry no team or person ids). */
export const PublicSide = v.picklist(['HOME', 'AWAY'] as const);
export type PublicSide = v.InferOutput<typeof PublicSide>;

/**
 * The match as the public page shows it: the fields of Match (same names, same meaning) that a
 * scoreboard needs, and nothing else.
 */
export const PublicMatch = v.pick(Match, [
  'title',
  'matchType',
  'matchDate',
  'plannedStartTime',
  'plannedEndTime',
  'matchState',
  'homeTeamName',
  'awayTeamName',
  'homeTeamColor',
  'awayTeamColor',
  'homeTeamIsTemp',
  'awayTeamIsTemp',
  'homeScore',
  'awayScore',
  'firstHalfPeriod',
  'secondHalfPeriod',
  'firstHalfStartAt',
  'firstHalfEndAt',
  'secondHalfStartAt',
  'secondHalfEndAt',
  'serverNow',
]);
export type PublicMatch = v.InferOutput<typeof PublicMatch>;

/**
 * One row of the timeline, derived rows included (a goal's SHOT and VALID_SHOT name it as `parentId`,
 * as in `/history`). `playerId` is the player's lineup entry (`PublicPlayer.id`), never a person's id.
 */
export const PublicMatchEvent = v.object({
  id: Id,
  parentId: v.nullable(Id),
  eventType: MatchEventType,
  side: PublicSide,
  playerId: v.nullable(Id),
  playerName: v.nullable(v.string()),
  halfType: HalfType,
  /** Minutes into the half, as MatchEvent.elapsedMinutes. */
  elapsedMinutes: v.number(),
  createdAt: Instant,
});
export type PublicMatchEvent = v.InferOutput<typeof PublicMatchEvent>;

/**
 * A player in a lineup: name and number, and where they stand (cell 0–29, null on the bench). On a
 * side whose names the link does not show (`namesShown`), `name` is the initial (decision 070).
 */
export const PublicPlayer = v.object({
  /** The lineup entry (MatchPlayer.id), which events name as `playerId`. */
  id: Id,
  name: v.string(),
  number: v.nullable(v.number()),
  matchPosition: v.nullable(Position),
  matchGrid: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(29))),
});
export type PublicPlayer = v.InferOutput<typeof PublicPlayer>;

const PublicSideLineup = v.object({ starters: v.array(PublicPlayer), substitutes: v.array(PublicPlayer) });

/**
 * `GET /open-api/v1/live/{token}`: everything the public page shows, read at once. `seq` is the
 * match's live-log position taken before the reads: open the stream with `lastEventId=seq` and apply
 * what follows (events by id, so one the snapshot already holds is not added twice).
 */
export const PublicMatchSnapshot = v.object({
  seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  match: PublicMatch,
  /**
   * Per side, whether players show by name: a temporary team, or a registered team whose admin shared
   * the link too. Otherwise `name` and `playerName` are the initial (decision 070).
   */
  namesShown: v.object({ home: v.boolean(), away: v.boolean() }),
  /** By time, then id (as `/history`). */
  timeline: v.array(PublicMatchEvent),
  lineups: v.object({ home: PublicSideLineup, away: PublicSideLineup }),
});
export type PublicMatchSnapshot = v.InferOutput<typeof PublicMatchSnapshot>;

/**
 * One message of `GET /open-api/v1/live/{token}/stream`, the LiveMessage of the members' stream
 * projected like the snapshot; its `seq` is also the SSE id. A message with nothing public in it
 * (the memo) is not sent, so the seqs a viewer sees rise but may skip.
 */
export const PublicLiveMessage = v.variant('type', [
  v.object({ type: v.literal('events.recorded'), seq: v.number(), events: v.array(PublicMatchEvent) }),
  v.object({ type: v.literal('events.cancelled'), seq: v.number(), eventIds: v.array(Id) }),
  v.object({ type: v.literal('match.changed'), seq: v.number(), matchState: Match.entries.matchState, match: PublicMatch }),
  /** A lineup changed before kick-off: read the snapshot again for `lineups`. */
  v.object({ type: v.literal('lineup.changed'), seq: v.number() }),
  /** A substitution undone: its two rows are gone, the EXCHANGE_UNDO row is in `events`. */
  v.object({ type: v.literal('exchange.undone'), seq: v.number(), eventIds: v.array(Id), events: v.array(PublicMatchEvent) }),
]);
export type PublicLiveMessage = v.InferOutput<typeof PublicLiveMessage>;
