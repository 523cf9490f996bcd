/**
 * 자체전 (a scrimmage: the members who came split into vest sides and play short games in rotation;
 * decision 079). Every person at it is an attendee (a member or a guest by name); sides, games and
 * events name attendees, never users, so a guest counts like anyone else.
 */
import * as v from 'valibot';
import { ScrimmageDrawRule, ScrimmageEventType, ScrimmageFormat, ScrimmageGameState, ScrimmageState, VestColour } from './enums.ts';
import { ClientId, Id, Instant, IsoDate, PersonName } from './fields.ts';

const SideIndex = v.pipe(
  v.number('팀 번호는 숫자여야 합니다.'),
  v.integer('팀 번호는 정수여야 합니다.'),
  v.minValue(0, '팀 번호는 0부터입니다.'),
  v.maxValue(2, '팀은 세 팀까지입니다.'),
);
const SideCount = v.picklist([2, 3], '팀 수는 2나 3이어야 합니다.');
const GameMinutes = v.pipe(
  v.number('경기 시간을 분으로 입력해주세요.'),
  v.integer('경기 시간은 분 단위 정수여야 합니다.'),
  v.minValue(5, '경기 시간은 5분 이상이어야 합니다.'),
  v.maxValue(45, '경기 시간은 45분 이하여야 합니다.'),
);
const VestColours = v.pipe(
  v.array(VestColour, '조끼 색을 골라주세요.'),
  v.minLength(2, '팀마다 조끼 색을 골라주세요.'),
  v.maxLength(3, '조끼 색은 세 팀까지입니다.'),
);
const RestOrder = v.pipe(v.array(SideIndex), v.maxLength(3, '쉬는 순서는 세 팀까지입니다.'));

/** The settings of a scrimmage (a 2-side one takes FIXED_GAMES and no rest order; a 3-side one WINNER_STAYS or FIXED_ROTATION). */
const settingsEntries = {
  sideCount: SideCount,
  gameMinutes: GameMinutes,
  format: ScrimmageFormat,
  drawRule: ScrimmageDrawRule,
  restOrder: RestOrder,
  vestColours: VestColours,
};

const Title = v.pipe(
  v.string('자체전 이름을 입력해주세요.'),
  v.trim(),
  v.minLength(1, '자체전 이름을 입력해주세요.'),
  v.maxLength(100, '이름은 100자 이내로 입력해주세요.'),
);
const Place = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, '장소는 100자 이내로 입력해주세요.'))), null);
const Note = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000, '메모는 2000자 이내로 입력해주세요.'))), null);

/** `POST /api/v1/teams/{id}/scrimmages` (TEAM_ADMIN): its schedule item's fields and its settings. */
export const ScrimmageCreateRequest = v.object({ title: Title, startAt: Instant, endAt: Instant, place: Place, note: Note, ...settingsEntries });
export type ScrimmageCreateRequest = v.InferOutput<typeof ScrimmageCreateRequest>;

/** `PATCH …/scrimmages/{scrimmageId}` (TEAM_ADMIN): any of the fields, and the runner (null takes the role back). */
export const ScrimmagePatchRequest = v.object({
  ...v.partial(v.object({ title: Title, startAt: Instant, endAt: Instant, place: Place, note: Note, ...settingsEntries })).entries,
  runnerId: v.optional(v.nullable(Id)),
});
export type ScrimmagePatchRequest = v.InferOutput<typeof ScrimmagePatchRequest>;

/** `POST …/attendees`: a member of the team by `userId`, or a guest (용병) by `guestName` — exactly one of the two. */
export const CheckInRequest = v.object({ userId: v.optional(Id), guestName: v.optional(PersonName) });
export type CheckInRequest = v.InferOutput<typeof CheckInRequest>;

export const SideAssignment = v.object({
  side: SideIndex,
  vestColour: VestColour,
  attendeeIds: v.pipe(v.array(Id), v.maxLength(60, '한 팀은 60명까지입니다.')),
});
/** `PUT …/sides`: every present attendee on exactly one side, side sizes within one. */
export const SidesRequest = v.object({
  sides: v.pipe(v.array(SideAssignment), v.minLength(2, '두 팀 이상으로 나눠주세요.'), v.maxLength(3, '세 팀까지 나눌 수 있습니다.')),
});
export type SidesRequest = v.InferOutput<typeof SidesRequest>;

/** `POST …/games`: the next game between two sides, idempotent on `clientId`. */
export const GameStartRequest = v.object({ clientId: ClientId, homeSide: SideIndex, awaySide: SideIndex });
export type GameStartRequest = v.InferOutput<typeof GameStartRequest>;

export const gameActions = ['PAUSE', 'RESUME', 'END', 'REOPEN'] as const;
/** `PATCH …/games/{gameId}`: pause or resume the clock, end the game, or reopen the last one ended (a correction). */
export const GameActionRequest = v.object({ action: v.picklist(gameActions, '동작은 PAUSE, RESUME, END, REOPEN 중 하나여야 합니다.') });
export type GameActionRequest = v.InferOutput<typeof GameActionRequest>;

/** `POST …/games/{gameId}/events`: idempotent on `clientId` (201 the first time, 200 with the same event after). */
export const GameEventRequest = v.object({
  clientId: ClientId,
  eventType: ScrimmageEventType,
  attendeeId: Id,
  assistAttendeeId: v.optional(v.nullable(Id), null),
  side: SideIndex,
});
export type GameEventRequest = v.InferOutput<typeof GameEventRequest>;

export const ScrimmageAttendee = v.object({
  id: Id,
  userId: v.nullable(Id),
  /** A member's current name (탈퇴한 회원 after a withdrawal), or the guest's typed name. */
  name: v.string(),
  profileImageUrl: v.nullable(v.string()),
  guest: v.boolean(),
  side: v.nullable(v.number()),
  checkedInAt: Instant,
  /** Set when they left after playing (their games still count); null while they are here. */
  leftAt: v.nullable(Instant),
});
export type ScrimmageAttendee = v.InferOutput<typeof ScrimmageAttendee>;

export const GamePlayer = v.object({ attendeeId: Id, side: v.number() });

export const ScrimmageGame = v.object({
  id: Id,
  number: v.number(),
  homeSide: v.number(),
  awaySide: v.number(),
  restingSide: v.nullable(v.number()),
  state: ScrimmageGameState,
  startedAt: Instant,
  endedAt: v.nullable(Instant),
  pausedSeconds: v.number(),
  pausedAt: v.nullable(Instant),
  homeScore: v.number(),
  awayScore: v.number(),
  players: v.array(GamePlayer),
});
export type ScrimmageGame = v.InferOutput<typeof ScrimmageGame>;

export const ScrimmageGameEvent = v.object({
  id: Id,
  gameId: Id,
  eventType: ScrimmageEventType,
  attendeeId: Id,
  assistAttendeeId: v.nullable(Id),
  side: v.number(),
  createdAt: Instant,
});
export type ScrimmageGameEvent = v.InferOutput<typeof ScrimmageGameEvent>;

export const ScrimmageSide = v.object({ side: v.number(), vestColour: VestColour, attendeeIds: v.array(Id) });

/** A goal as machines/scrimmage.rollup.ts counts it (an own goal: scorerId null). */
export const ScrimmageGoal = v.object({ gameId: Id, scorerId: v.nullable(Id), assistId: v.nullable(Id) });

/** `GET …/scrimmages/{scrimmageId}`: everything the session screen shows. */
export const Scrimmage = v.object({
  id: Id,
  teamId: Id,
  scheduleId: Id,
  title: v.string(),
  startAt: Instant,
  endAt: Instant,
  place: v.nullable(v.string()),
  note: v.nullable(v.string()),
  sideCount: v.number(),
  gameMinutes: v.number(),
  format: ScrimmageFormat,
  drawRule: ScrimmageDrawRule,
  restOrder: v.array(v.number()),
  vestColours: v.array(VestColour),
  state: ScrimmageState,
  runnerId: v.nullable(Id),
  attendees: v.array(ScrimmageAttendee),
  /** Members who answered 참석 and did not come: only once check-in is over (state past CHECK_IN). */
  noShows: v.array(v.object({ userId: Id, name: v.string() })),
  sides: v.array(ScrimmageSide),
  games: v.array(ScrimmageGame),
  /** The events not cancelled, in order (the record screen lists and corrects them). */
  events: v.array(ScrimmageGameEvent),
  goals: v.array(ScrimmageGoal),
});
export type Scrimmage = v.InferOutput<typeof Scrimmage>;

const RollupLine = { gamesPlayed: v.number(), wins: v.number(), draws: v.number(), losses: v.number(), goals: v.number(), points: v.number() };
export const ScrimmagePlayerLine = v.object({ attendeeId: Id, ...RollupLine, assists: v.number() });

/** `GET …/scrimmages/{scrimmageId}/results`: the roll-up of the finished games (machines/scrimmage.rollup.ts). */
export const ScrimmageResults = v.object({
  players: v.array(v.object({ ...ScrimmagePlayerLine.entries, name: v.string(), side: v.nullable(v.number()), guest: v.boolean() })),
  sides: v.array(v.object({ side: v.number(), ...RollupLine, goalsAgainst: v.number(), vestColour: v.nullable(VestColour) })),
});
export type ScrimmageResults = v.InferOutput<typeof ScrimmageResults>;

/** `GET /api/v1/teams/{id}/scrimmages?from&to` (inclusive Seoul days, at most a year apart). */
export const ScrimmageListQuery = v.object({ from: IsoDate, to: IsoDate });
export type ScrimmageListQuery = v.InferOutput<typeof ScrimmageListQuery>;

export const ScrimmageListItem = v.object({
  id: Id,
  scheduleId: Id,
  title: v.string(),
  startAt: Instant,
  state: ScrimmageState,
  sideCount: v.number(),
  gamesPlayed: v.number(),
  /** The caller's own line when they played (null otherwise). */
  myLine: v.nullable(ScrimmagePlayerLine),
});
export type ScrimmageListItem = v.InferOutput<typeof ScrimmageListItem>;
