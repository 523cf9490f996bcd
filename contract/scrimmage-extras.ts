/**
 * 자체전 extras (decision 080): what the side balancer reads (members' levels, pairs kept apart or
 * together, who played on the same side lately), the season's 자체전 tab, the 오늘의 조끼 card's public
 * link, and the live stream members follow a scrimmage by. Levels are the admins' alone: they appear in
 * no answer a member can read (`getMemberLevels` is an admin call; `getBalanceInputs`, which a runner
 * who is no admin may call too, answers such a runner every level null with `levelsHidden`).
 */
import * as v from 'valibot';
import { PairRule, Position, VestColour } from './enums.ts';
import { Id, Instant } from './fields.ts';
import { SeasonQuery } from './stats.ts';

/** A member's level for fair sides: 1 (beginner) to 5; null when no admin has set one. */
export const MemberLevelValue = v.pipe(
  v.number('레벨은 숫자여야 합니다.'),
  v.integer('레벨은 정수여야 합니다.'),
  v.minValue(1, '레벨은 1~5입니다.'),
  v.maxValue(5, '레벨은 1~5입니다.'),
);

/** `GET /api/v1/teams/{id}/member-levels`: every current member, with their level or null. */
export const MemberLevel = v.object({ userId: Id, level: v.nullable(MemberLevelValue) });
export type MemberLevel = v.InferOutput<typeof MemberLevel>;

/** `PUT /api/v1/teams/{id}/members/{userId}/level`: null clears it. */
export const MemberLevelRequest = v.object({ level: v.nullable(MemberLevelValue) });
export type MemberLevelRequest = v.InferOutput<typeof MemberLevelRequest>;

/** Two members the balancer keeps apart or together (userA < userB in answers). */
export const ScrimmagePair = v.object({ userA: Id, userB: Id, rule: PairRule });
export type ScrimmagePair = v.InferOutput<typeof ScrimmagePair>;

/** The most pairs a team keeps (a squad of 40 has 780 pairs; no admin marks more than a handful). */
export const maxScrimmagePairs = 200;

/** `PUT /api/v1/teams/{id}/scrimmage-pairs`: the team's whole list, replacing the one before. */
export const ScrimmagePairsRequest = v.object({
  pairs: v.pipe(v.array(ScrimmagePair), v.maxLength(maxScrimmagePairs, `짝은 ${maxScrimmagePairs}개까지 정할 수 있습니다.`)),
});
export type ScrimmagePairsRequest = v.InferOutput<typeof ScrimmagePairsRequest>;

/** How many of the team's last finished scrimmages the co-play counts look back over. */
export const coPlayLookback = 8;

/**
 * `GET …/scrimmages/{scrimmageId}/balance-inputs`: the balancer's input for the checked-in attendees
 * (machines/scrimmage.balance.ts, BalanceInput). `level` null: a guest or a member without one (the
 * balancer's default applies); `positions` from the member's profile, a guest's empty; pairs and co-play
 * counts by attendee id, among the attendees only (`a < b`), counted over the last `coPlayLookback`
 * finished scrimmages. `levelsHidden`: the caller runs the scrimmage but is no team admin, so every
 * `level` is null (the client says 레벨은 운영진만 봅니다; the balancer weighs everyone alike).
 */
export const BalanceInputs = v.object({
  players: v.array(v.object({ attendeeId: Id, level: v.nullable(MemberLevelValue), positions: v.array(Position) })),
  pairs: v.array(v.object({ a: Id, b: Id, rule: PairRule })),
  coPlays: v.array(v.object({ a: Id, b: Id, count: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  levelsHidden: v.boolean(),
});
export type BalanceInputs = v.InferOutput<typeof BalanceInputs>;

/** One member's line of the season's 자체전 tab (machines/scrimmage.rollup.ts, summed over scrimmages). */
export const ScrimmageSeasonRow = v.object({
  userId: Id,
  name: v.string(),
  /** Scrimmages the member played at least one game of. */
  scrimmages: v.number(),
  gamesPlayed: v.number(),
  wins: v.number(),
  draws: v.number(),
  losses: v.number(),
  goals: v.number(),
  assists: v.number(),
  points: v.number(),
});
export type ScrimmageSeasonRow = v.InferOutput<typeof ScrimmageSeasonRow>;

/** `GET /api/v1/teams/{id}/stats/scrimmages?season=YYYY`: apart from the matches' 시즌 기록; guests left out. */
export const ScrimmageSeasonStats = v.object({
  teamId: Id,
  season: v.number(),
  /** Seasons with at least one finished scrimmage, newest first. */
  seasons: v.array(v.number()),
  /** Finished scrimmages of the team in the season. */
  scrimmageCount: v.number(),
  /** Ordered by points, then goals, then assists, then name. */
  players: v.array(ScrimmageSeasonRow),
});
export type ScrimmageSeasonStats = v.InferOutput<typeof ScrimmageSeasonStats>;

/** The vest card's secret: 24 URL-safe base64 characters (144 random bits), as a match's link. */
export const VestCardToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{24}$/, '조끼 카드 토큰은 24자의 영문, 숫자, -, _입니다.'));

/** `POST …/scrimmages/{scrimmageId}/vest-card`: the card's link (the same one on every call); `url` is `${PUBLIC_URL}/v/{token}`. */
export const VestCardLink = v.object({ token: VestCardToken, url: v.string() });
export type VestCardLink = v.InferOutput<typeof VestCardLink>;

/** The page a vest card's link opens. */
export const vestCardPagePath = '/v/{token}';

/**
 * `GET /open-api/v1/vest-cards/{token}`: 오늘의 조끼 without sign-in — the team's name, the date and
 * ground, each side's vest colour and its players' names (a withdrawn member reads 탈퇴한 회원; a
 * guest's typed name as typed). No id, photo, level or anything else of a person.
 */
export const PublicVestCard = v.object({
  teamName: v.string(),
  startAt: Instant,
  place: v.nullable(v.string()),
  sides: v.array(v.object({ side: v.number(), vestColour: VestColour, names: v.array(v.string()) })),
});
export type PublicVestCard = v.InferOutput<typeof PublicVestCard>;

/** What changed in a scrimmage: each is one message on its live stream. */
export const scrimmageChangeKinds = [
  'SETTINGS_CHANGED',
  'ATTENDEES_CHANGED',
  'SIDES_CHANGED',
  'GAME_STARTED',
  'GAME_PAUSED',
  'GAME_RESUMED',
  'GAME_ENDED',
  'GAME_REOPENED',
  'EVENT_RECORDED',
  'EVENT_CANCELLED',
  'FINISHED',
] as const;
export const ScrimmageChangeKind = v.picklist(scrimmageChangeKinds);
export type ScrimmageChangeKind = v.InferOutput<typeof ScrimmageChangeKind>;

/** A change as the scrimmage's writes hand it over: its kind, and the game and score when it is about one. */
export const ScrimmageChange = v.object({
  kind: ScrimmageChangeKind,
  gameId: v.nullable(Id),
  score: v.nullable(v.object({ home: v.number(), away: v.number() })),
});
export type ScrimmageChange = v.InferOutput<typeof ScrimmageChange>;

/**
 * One message of `GET /api/v1/teams/{id}/scrimmages/{scrimmageId}/live` (SSE event `scrimmage.changed`,
 * its `seq` the SSE id): what changed, the game's score when it is about a game. Ids and numbers only,
 * never a name: the client re-reads the scrimmage for the rest.
 */
// A variant of one, as the match stream's messages are: the SSE event names come from its `type` literals (OpenAPI).
export const ScrimmageLiveMessage = v.variant('type', [
  v.object({ seq: v.number(), type: v.literal('scrimmage.changed'), at: Instant, ...ScrimmageChange.entries }),
]);
export type ScrimmageLiveMessage = v.InferOutput<typeof ScrimmageLiveMessage>;

/** `GET /api/v1/teams/{id}/scrimmages/{scrimmageId}/live` is a Server-Sent Events stream (contract `streams`). */
export const scrimmageLiveStreamPath = '/api/v1/teams/{id}/scrimmages/{scrimmageId}/live';

/** The rows of the endpoint table these calls add (spread into `endpoints`, contract/endpoints.ts, which checks them as EndpointDef). */
export const scrimmageExtraEndpoints = {
  getMemberLevels: {
    method: 'GET',
    path: '/api/v1/teams/{id}/member-levels',
    access: 'bearer',
    response: v.array(MemberLevel),
  },
  setMemberLevel: {
    method: 'PUT',
    path: '/api/v1/teams/{id}/members/{userId}/level',
    access: 'bearer',
    body: MemberLevelRequest,
    response: MemberLevel,
  },
  getScrimmagePairs: {
    method: 'GET',
    path: '/api/v1/teams/{id}/scrimmage-pairs',
    access: 'bearer',
    response: v.array(ScrimmagePair),
  },
  setScrimmagePairs: {
    method: 'PUT',
    path: '/api/v1/teams/{id}/scrimmage-pairs',
    access: 'bearer',
    body: ScrimmagePairsRequest,
    response: v.array(ScrimmagePair),
  },
  getBalanceInputs: {
    method: 'GET',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/balance-inputs',
    access: 'bearer',
    response: BalanceInputs,
  },
  getScrimmageSeasonStats: {
    method: 'GET',
    path: '/api/v1/teams/{id}/stats/scrimmages',
    access: 'bearer',
    query: SeasonQuery,
    response: ScrimmageSeasonStats,
  },
  shareVestCard: {
    method: 'POST',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/vest-card',
    access: 'bearer',
    response: VestCardLink,
  },
  getPublicVestCard: {
    method: 'GET',
    path: '/open-api/v1/vest-cards/{token}',
    access: 'open',
    pathParams: { token: v.string() },
    response: PublicVestCard,
  },
} as const;
