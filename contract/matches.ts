/**
 * Matches, lineups, events, score and the live stream (docs/product.md §3, §7.6; docs/architecture.md §3;
 * docs/domain.md §1.3, §3). Times of halves come from the server's clock as instants.
 */
import * as v from 'valibot';
import { HalfType, MatchEventType, MatchPlayerRole, MatchRequestState, MatchState, MatchType, Position, TimeType, matchStates, matchTypes } from './enums.ts';
import { ClientId, Id, Instant, IsoDate, TimeOfDay } from './fields.ts';
import { idListParam, listParam, pageParams, sortParam, textParam } from './params.ts';

const HalfPeriod = v.pipe(
  v.number('경기 시간을 입력해주세요.'),
  v.integer(),
  v.minValue(1, '유효한 경기 기간은 1분~45분입니다.'),
  v.maxValue(45, '유효한 경기 기간은 1분~45분입니다.'),
);
const RefereeName = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(30))), null);

/** `POST /api/v1/matches`: answers the new match's id. */
export const MatchCreateRequest = v.object({
  title: v.pipe(
    v.string('경기명을 입력해주세요.'),
    v.trim(),
    v.minLength(1, '경기명을 입력해주세요.'),
    v.maxLength(100, '경기명은 100자 이내로 입력해주세요.'),
  ),
  homeTeamId: Id,
  awayTeamId: Id,
  matchType: MatchType,
  stadium: v.pipe(v.string('경기장 주소를 입력해주세요.'), v.trim(), v.minLength(1, '경기장 주소를 입력해주세요.'), v.maxLength(100)),
  matchDate: IsoDate,
  plannedStartTime: TimeOfDay,
  plannedEndTime: TimeOfDay,
  firstHalfPeriod: HalfPeriod,
  secondHalfPeriod: HalfPeriod,
  mainRefereeName: RefereeName,
  assistantReferee1: RefereeName,
  assistantReferee2: RefereeName,
  fourthReferee: RefereeName,
});
export type MatchCreateRequest = v.InferOutput<typeof MatchCreateRequest>;

/** A match in a team's list (the Match of docs/product.md §3, plus the score). */
export const MatchListItem = v.object({
  id: Id,
  title: v.string(),
  matchDate: IsoDate,
  plannedStartTime: TimeOfDay,
  homeTeamId: Id,
  homeTeamName: v.string(),
  awayTeamId: Id,
  awayTeamName: v.string(),
  /** A temporary team (docs/product.md §1), shown with '[임시]' wherever its name is. */
  homeTeamIsTemp: v.boolean(),
  awayTeamIsTemp: v.boolean(),
  matchType: MatchType,
  matchState: MatchState,
  stadium: v.string(),
  homeScore: v.number(),
  awayScore: v.number(),
  /** The team that registered the match and owns it (decision 029). */
  ownerTeamId: Id,
  /** PENDING or DECLINED: the other registered team has not agreed; it is none of its records. */
  requestState: MatchRequestState,
});
export type MatchListItem = v.InferOutput<typeof MatchListItem>;

/** `GET /api/v1/matches/{id}`: everything about a match but its events and players. */
export const Match = v.object({
  ...MatchListItem.entries,
  plannedEndTime: TimeOfDay,
  homeTeamColor: v.string(),
  awayTeamColor: v.string(),
  homeTeamLogoUrl: v.nullable(v.string()),
  awayTeamLogoUrl: v.nullable(v.string()),
  firstHalfPeriod: v.number(),
  secondHalfPeriod: v.number(),
  mainRefereeName: v.nullable(v.string()),
  assistantReferee1: v.nullable(v.string()),
  assistantReferee2: v.nullable(v.string()),
  fourthReferee: v.nullable(v.string()),
  firstHalfStartAt: v.nullable(Instant),
  firstHalfEndAt: v.nullable(Instant),
  secondHalfStartAt: v.nullable(Instant),
  secondHalfEndAt: v.nullable(Instant),
  /**
   * The member each side's admin named to record this match besides its admins (decision 054), and
   * their name; null: none. The role ends at full time.
   */
  homeRecorderId: v.nullable(Id),
  homeRecorderName: v.nullable(v.string()),
  awayRecorderId: v.nullable(Id),
  awayRecorderName: v.nullable(v.string()),
  /** The server's clock when it answered, so a client can correct its own clock's offset. */
  serverNow: Instant,
});
export type Match = v.InferOutput<typeof Match>;

export const matchSortFields = ['id', 'title', 'matchDate', 'plannedStartTime', 'homeTeamName', 'awayTeamName', 'matchType', 'matchState'] as const;
/** `GET /api/v1/teams/{id}/matches` (docs/product.md §7.6). */
export const TeamMatchQuery = v.object({
  ...pageParams,
  sort: v.optional(sortParam(matchSortFields), []),
  opponentTeamIds: v.optional(idListParam, []),
  matchStates: v.optional(listParam(v.picklist(matchStates)), []),
  matchTypes: v.optional(listParam(v.picklist(matchTypes)), []),
  searchTitle: v.optional(textParam(100)),
  /** Only matches on or before this day (e.g. the last match before the one being set up). */
  matchDateTo: v.optional(IsoDate),
});
export type TeamMatchQuery = v.InferOutput<typeof TeamMatchQuery>;

/** Counters of one team in one match (docs/domain.md §3.4). */
export const ScoreCounts = v.object({
  goalCount: v.number(),
  shotCount: v.number(),
  validShotCount: v.number(),
  cornerKickCount: v.number(),
  offsideCount: v.number(),
  foulCount: v.number(),
  warningCount: v.number(),
  ownGoalCount: v.number(),
});
export type ScoreCounts = v.InferOutput<typeof ScoreCounts>;

/** `GET /api/v1/matches/{id}/score`. */
export const MatchScore = v.object({
  matchId: Id,
  homeTeamId: Id,
  awayTeamId: Id,
  homeScore: ScoreCounts,
  awayScore: ScoreCounts,
});
export type MatchScore = v.InferOutput<typeof MatchScore>;

/** A person in a match's lineup, with their counters (docs/domain.md §3.5). */
export const MatchPlayer = v.object({
  id: Id,
  userId: v.nullable(Id),
  teamId: Id,
  name: v.string(),
  number: v.nullable(v.number()),
  profileImg: v.nullable(v.string()),
  role: MatchPlayerRole,
  matchPosition: v.nullable(Position),
  /** Cell 0–29 of the 6×5 grid, row 0 at the halfway line (docs/domain.md §4.1); null on the bench. */
  matchGrid: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(29))),
  /**
   * The cell a starter stood on at kick-off, kept after they left it (substituted off, sent off), so the
   * lineup as it started can be copied (지난 경기 명단 불러오기); null for a substitute.
   */
  startGrid: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(29))),
  goals: v.number(),
  ownGoals: v.number(),
  assists: v.number(),
  yellowCards: v.number(),
  redCards: v.number(),
  caution: v.number(),
  sentOff: v.boolean(),
  subIn: v.boolean(),
  subOut: v.boolean(),
});
export type MatchPlayer = v.InferOutput<typeof MatchPlayer>;

const Side = v.object({ starters: v.array(MatchPlayer), substitutes: v.array(MatchPlayer) });
/** `GET /api/v1/matches/{id}/players`. */
export const MatchPlayers = v.object({ homeTeam: Side, awayTeam: Side });
export type MatchPlayers = v.InferOutput<typeof MatchPlayers>;

/** One entry of the event log (`/history`), derived events included, each naming its parent. */
export const MatchEvent = v.object({
  id: Id,
  clientId: v.nullable(v.string()),
  eventType: MatchEventType,
  teamId: Id,
  teamName: v.string(),
  matchUserId: v.nullable(Id),
  userId: v.nullable(Id),
  userName: v.nullable(v.string()),
  parentId: v.nullable(Id),
  /** The side whose admin recorded it; the other side's admin may not cancel it (decision 029). */
  recordedByTeamId: v.nullable(Id),
  halfType: HalfType,
  /** Minutes into the half (the second half counts on from the first half's length in the client). */
  elapsedMinutes: v.number(),
  createdAt: Instant,
});
export type MatchEvent = v.InferOutput<typeof MatchEvent>;

/** `GET /api/v1/matches/{id}/summary`: per-team statistics of one match. */
const TeamMatchSummary = v.object({
  teamId: Id,
  teamName: v.string(),
  counts: ScoreCounts,
  yellowCards: v.number(),
  redCards: v.number(),
  substitutions: v.number(),
  playerCount: v.number(),
});
export const MatchSummary = v.object({ matchId: Id, matchState: MatchState, home: TeamMatchSummary, away: TeamMatchSummary });
export type MatchSummary = v.InferOutput<typeof MatchSummary>;

export const MatchMemo = v.object({ matchId: Id, memo: v.nullable(v.string()) });
export type MatchMemo = v.InferOutput<typeof MatchMemo>;
export const MatchMemoRequest = v.object({ memo: v.nullable(v.pipe(v.string(), v.maxLength(1000, '메모는 1000자 이내로 작성해주세요.'))) });

/**
 * `POST /api/v1/matches/{id}/users`: add people to a lineup in one batch. A member of the team names
 * `userId`; an opponent without members in the app (a temporary team) names `name` and `number`.
 */
export const MatchUsersAddRequest = v.object({
  players: v.pipe(
    v.array(
      v.object({
        teamId: Id,
        userId: v.optional(v.nullable(Id), null),
        name: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(30))), null),
        number: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))), null),
        role: MatchPlayerRole,
        matchPosition: v.optional(v.nullable(Position), null),
        matchGrid: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(29))), null),
      }),
    ),
    v.minLength(1),
    v.maxLength(60),
  ),
});
export type MatchUsersAddRequest = v.InferOutput<typeof MatchUsersAddRequest>;

/** `PATCH /api/v1/matches/{id}/grid`: move match-users (by id) in one batch; occupancy is checked per side after the whole batch. */
export const MatchGridUpdateRequest = v.object({
  changes: v.pipe(
    v.array(
      v.object({
        matchUserId: Id,
        role: MatchPlayerRole,
        matchPosition: v.optional(v.nullable(Position), null),
        matchGrid: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(29))),
      }),
    ),
    v.minLength(1),
    v.maxLength(60),
  ),
});
export type MatchGridUpdateRequest = v.InferOutput<typeof MatchGridUpdateRequest>;

/** `PUT /api/v1/matches/{id}/recorders/{teamId}`: the member of that team who records the match until full time. */
export const MatchRecorderRequest = v.object({ userId: Id });
export type MatchRecorderRequest = v.InferOutput<typeof MatchRecorderRequest>;

/** `PATCH /api/v1/matches/{id}/time`: start or end a half, at the server's clock. */
export const MatchTimeRequest = v.object({ halfType: HalfType, timeType: TimeType });
export type MatchTimeRequest = v.InferOutput<typeof MatchTimeRequest>;

/** `POST /api/v1/matches/{id}/events`: a player event (matchUserId) or a team event (teamId only). */
export const RecordEventRequest = v.object({
  clientId: ClientId,
  teamId: Id,
  matchUserId: v.optional(v.nullable(Id), null),
  eventType: v.picklist(
    ['GOAL', 'ASSIST', 'SHOT', 'CORNER_KICK', 'VALID_SHOT', 'FOUL', 'OFFSIDE', 'YELLOW_CARD', 'RED_CARD', 'OWN_GOAL', 'WARNING'] as const,
    '기록할 수 없는 이벤트 종류입니다.',
  ),
  description: v.optional(v.pipe(v.string(), v.maxLength(400)), ''),
});
export type RecordEventRequest = v.InferOutput<typeof RecordEventRequest>;

/** `POST /api/v1/matches/{id}/exchange`: a substitution (SUB_OUT for `fromMatchUserId`, SUB_IN for `toMatchUserId`). */
export const ExchangeRequest = v.object({
  clientId: ClientId,
  fromMatchUserId: Id,
  toMatchUserId: Id,
});
export type ExchangeRequest = v.InferOutput<typeof ExchangeRequest>;

/** What a recording write answers: the rows it wrote (derived ones included) and the stream position. */
export const RecordResult = v.object({ events: v.array(MatchEvent), seq: v.number() });
export type RecordResult = v.InferOutput<typeof RecordResult>;

/** `DELETE /api/v1/match-event/{eventId}`: optional client id so a retried cancel is idempotent too. */
export const CancelEventQuery = v.object({ clientId: v.optional(ClientId) });

/** One message of `GET /api/v1/matches/{id}/live`; its `seq` is also the SSE id. */
export const LiveMessage = v.variant('type', [
  v.object({ type: v.literal('events.recorded'), seq: v.number(), events: v.array(MatchEvent) }),
  v.object({ type: v.literal('events.cancelled'), seq: v.number(), eventIds: v.array(Id) }),
  v.object({ type: v.literal('match.changed'), seq: v.number(), matchState: MatchState, match: Match }),
  v.object({ type: v.literal('memo.changed'), seq: v.number(), memo: v.nullable(v.string()) }),
  v.object({ type: v.literal('lineup.changed'), seq: v.number() }),
  /** A substitution undone: its SUB_OUT and SUB_IN rows are gone, the EXCHANGE_UNDO row is in `events`, both players are back. */
  v.object({ type: v.literal('exchange.undone'), seq: v.number(), eventIds: v.array(Id), events: v.array(MatchEvent) }),
]);
export type LiveMessage = v.InferOutput<typeof LiveMessage>;

/**
 * The response header of a match's reads (the match, score, players, history, summary, memo): how far
 * the match's live log had got before the read. A client whose stream then says `ready` at that same
 * position missed nothing and need not read again (decision 037).
 */
export const livePositionHeader = 'Live-Seq';

/**
 * The stream's `reset` event (no LiveMessage: it has no log position of its own). Sent instead of a
 * replay when the messages after the client's Last-Event-ID are no longer kept (decision 017: the
 * log of a finished match is trimmed after a while): the client must re-read everything it shows
 * through the REST reads and follow the stream from `seq` on. `ready` follows at the same `seq`.
 */
export const LiveReset = v.object({ seq: v.pipe(v.number(), v.integer(), v.minValue(0)), reason: v.picklist(['LOG_TRIMMED'] as const) });
export type LiveReset = v.InferOutput<typeof LiveReset>;
