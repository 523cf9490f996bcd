/**
 * Every enumeration of docs/product.md §3, as it travels over the wire: English constants.
 * Korean labels are the client's job (src/lib/messages.ts).
 */
import * as v from 'valibot';

/** Role of a person within one team. Roles are per team (docs/product.md §1). */
export const teamRoles = ['TEAM_ADMIN', 'USER'] as const;
export const TeamRole = v.picklist(teamRoles);
export type TeamRole = v.InferOutput<typeof TeamRole>;

/** PENDING: signed in but the profile is not complete yet, so /register applies (docs/product.md §4). */
export const userLifecycles = ['PENDING', 'ACTIVE'] as const;
export const UserLifecycle = v.picklist(userLifecycles);
export type UserLifecycle = v.InferOutput<typeof UserLifecycle>;

export const organizationTypes = ['SCHOOL', 'CLUB', 'ACADEMIC', 'OTHER', 'EVENT_ORGANIZER', 'ASSOCIATION'] as const;
export const OrganizationType = v.picklist(organizationTypes);
export type OrganizationType = v.InferOutput<typeof OrganizationType>;

/** The spec's league type (docs/product.md lists it), which no call takes yet. @public */
export const leagueTypes = ['LEAGUE'] as const;

export const positions = ['FW', 'MF', 'DF', 'GK'] as const;
export const Position = v.picklist(positions);
export type Position = v.InferOutput<typeof Position>;

export const footTypes = ['LEFT', 'RIGHT', 'BOTH'] as const;
export const FootType = v.picklist(footTypes);
export type FootType = v.InferOutput<typeof FootType>;

/** A match-user's role: starter on the grid or on the bench. */
export const matchPlayerRoles = ['START_PLAYER', 'SUB_PLAYER'] as const;
export const MatchPlayerRole = v.picklist(matchPlayerRoles);
export type MatchPlayerRole = v.InferOutput<typeof MatchPlayerRole>;

/**
 * Whether the other team agreed to a match (decision 029): a match against another registered team
 * is PENDING until one of its admins accepts (ACCEPTED) or declines (DECLINED); a match against a
 * temporary team is ACCEPTED from the start.
 */
export const matchRequestStates = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export const MatchRequestState = v.picklist(matchRequestStates);
export type MatchRequestState = v.InferOutput<typeof MatchRequestState>;

export const halfTypes = ['FIRST_HALF', 'SECOND_HALF'] as const;
export const HalfType = v.picklist(halfTypes);
export type HalfType = v.InferOutput<typeof HalfType>;

export const timeTypes = ['START_TIME', 'END_TIME'] as const;
export const TimeType = v.picklist(timeTypes);
export type TimeType = v.InferOutput<typeof TimeType>;

/**
 * Match types. The product lists TOURNAMENT, FRIENDLY, ETC and its route filter also LEAGUE
 * (docs/product.md §2.3, §3);
 * one list serves both so a filter can never name a type a match cannot have.
 */
export const matchTypes = ['LEAGUE', 'TOURNAMENT', 'FRIENDLY', 'ETC'] as const;
export const MatchType = v.picklist(matchTypes);
export type MatchType = v.InferOutput<typeof MatchType>;

/** The lifecycle the match machine drives (docs/architecture.md §3.4). */
export const matchStates = ['SCHEDULED', 'PLAY_FIRST_HALF', 'HALF_TIME', 'PLAY_SECOND_HALF', 'FINISHED'] as const;
export const MatchState = v.picklist(matchStates);
export type MatchState = v.InferOutput<typeof MatchState>;

export const matchEventTypes = [
  'GOAL',
  'ASSIST',
  'SHOT',
  'CORNER_KICK',
  'VALID_SHOT',
  'FOUL',
  'OFFSIDE',
  'SUB_IN',
  'SUB_OUT',
  'YELLOW_CARD',
  'RED_CARD',
  'OWN_GOAL',
  'WARNING',
  'EXCHANGE_UNDO',
] as const;
export const MatchEventType = v.picklist(matchEventTypes);
export type MatchEventType = v.InferOutput<typeof MatchEventType>;

/** The product names only WIN; the older system gives the full set (docs/domain.md §1.2). */
export const matchResults = ['WIN', 'LOSE', 'DRAW'] as const;
export const MatchResult = v.picklist(matchResults);
export type MatchResult = v.InferOutput<typeof MatchResult>;

export const sortDirections = ['asc', 'desc'] as const;
export const SortDirection = v.picklist(sortDirections);
export type SortDirection = v.InferOutput<typeof SortDirection>;

export const noticeSortTypes = ['LATEST', 'OLDEST'] as const;
export const NoticeSortType = v.picklist(noticeSortTypes);
export type NoticeSortType = v.InferOutput<typeof NoticeSortType>;

/** Which side of a match the lineup editor works on (route search `matchSide`). */
export const matchSides = ['home', 'away'] as const;
export const MatchSide = v.picklist(matchSides);
export type MatchSide = v.InferOutput<typeof MatchSide>;

/**
 * Kinds of schedule item (issue: notices, schedules and attendance). A SCRIMMAGE item (자체전) is made
 * only with its scrimmage's settings (decision 079), so the plain schedule form offers `plainScheduleKinds`.
 */
export const scheduleKinds = ['MATCH', 'TRAINING', 'SOCIAL', 'OTHER', 'SCRIMMAGE'] as const;
export const ScheduleKind = v.picklist(scheduleKinds);
export type ScheduleKind = v.InferOutput<typeof ScheduleKind>;
export const plainScheduleKinds = scheduleKinds.filter((kind) => kind !== 'SCRIMMAGE');

export const attendanceAnswers = ['ATTEND', 'ABSENT', 'UNDECIDED'] as const;
export const AttendanceAnswer = v.picklist(attendanceAnswers);
export type AttendanceAnswer = v.InferOutput<typeof AttendanceAnswer>;

// ---- dues (decision 060) ------------------------------------------------------------------------

/** What a ledger entry records; a REVERSAL corrects another entry (decision 071). */
export const ledgerEntryKinds = ['PAYMENT', 'COST', 'INCOME', 'EXPENSE', 'REVERSAL'] as const;
export const LedgerEntryKind = v.picklist(ledgerEntryKinds);
export type LedgerEntryKind = v.InferOutput<typeof LedgerEntryKind>;

/** The ledger's other money in or out (a sponsor, a ball): the kinds an admin records by hand. */
export const otherEntryKinds = ['INCOME', 'EXPENSE'] as const satisfies readonly LedgerEntryKind[];

/** 계좌이체 / 현금 / 기타. */
export const paymentMethods = ['TRANSFER', 'CASH', 'OTHER'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** 구장비 / 심판비 / 음료 / 기타. */
export const costCategories = ['PITCH', 'REFEREE', 'DRINKS', 'OTHER'] as const;
export type CostCategory = (typeof costCategories)[number];

/** A member's month on the dues board. */
export const monthStatuses = ['PAID', 'PARTIAL', 'UNPAID', 'EXEMPT', 'NONE'] as const;
export const MonthStatus = v.picklist(monthStatuses);
export type MonthStatus = v.InferOutput<typeof MonthStatus>;

/** ALL: every member sees the board; OWN: a member sees only their own row. */
export const duesVisibilities = ['ALL', 'OWN'] as const;
export const DuesVisibility = v.picklist(duesVisibilities);
export type DuesVisibility = v.InferOutput<typeof DuesVisibility>;

/** A line of a member's own account: dues charged, a share of a cost, a payment, a correction. */
export const accountLineKinds = ['DUES', 'SHARE', 'PAYMENT', 'REVERSAL'] as const;
export const AccountLineKind = v.picklist(accountLineKinds);

/**
 * Where a list of who came is read from, in the order it is preferred (decisions 072, 090): the
 * team's lineup of the match, the members checked in at a 자체전, the members who answered 참석.
 */
export const attendeeSources = ['LINEUP', 'CHECK_IN', 'ATTENDANCE'] as const;
export const AttendeeSource = v.picklist(attendeeSources);
export type AttendeeSource = v.InferOutput<typeof AttendeeSource>;

/**
 * 자체전 (a scrimmage: the members who came split into vest sides and play short games in rotation).
 * WINNER_STAYS and FIXED_ROTATION are for three sides (the winner stays on, at most two games in a
 * row; or a fixed order of pairings); FIXED_GAMES is for two sides (the same two sides every game).
 */
export const scrimmageFormats = ['WINNER_STAYS', 'FIXED_ROTATION', 'FIXED_GAMES'] as const;
export const ScrimmageFormat = v.picklist(scrimmageFormats);
export type ScrimmageFormat = v.InferOutput<typeof ScrimmageFormat>;

/**
 * Who leaves after a draw under WINNER_STAYS: the side that has been on longer (LONGER_ON_LEAVES),
 * or the side that came on for this game (CHALLENGER_LEAVES).
 */
export const scrimmageDrawRules = ['LONGER_ON_LEAVES', 'CHALLENGER_LEAVES'] as const;
export const ScrimmageDrawRule = v.picklist(scrimmageDrawRules);
export type ScrimmageDrawRule = v.InferOutput<typeof ScrimmageDrawRule>;

/** Where a scrimmage is: checking in who came, splitting sides, playing games, finished. */
export const scrimmageStates = ['CHECK_IN', 'SIDES', 'PLAYING', 'FINISHED'] as const;
export const ScrimmageState = v.picklist(scrimmageStates);
export type ScrimmageState = v.InferOutput<typeof ScrimmageState>;

/** One game of a scrimmage: on the pitch (the clock may be paused) or over. */
export const scrimmageGameStates = ['PLAYING', 'PAUSED', 'FINISHED'] as const;
export const ScrimmageGameState = v.picklist(scrimmageGameStates);
export type ScrimmageGameState = v.InferOutput<typeof ScrimmageGameState>;

/** Vest (조끼) colours a side can wear; labels and swatches are the client's job. */
export const vestColours = ['ORANGE', 'YELLOW', 'GREEN', 'BLUE', 'RED', 'WHITE', 'BLACK', 'PINK'] as const;
export const VestColour = v.picklist(vestColours);
export type VestColour = v.InferOutput<typeof VestColour>;

/** Events of a scrimmage game: the match event model's player events that fit a short game. */
export const scrimmageEventTypes = ['GOAL', 'OWN_GOAL', 'YELLOW_CARD', 'RED_CARD', 'SUB_IN', 'SUB_OUT'] as const;
export const ScrimmageEventType = v.picklist(scrimmageEventTypes);
export type ScrimmageEventType = v.InferOutput<typeof ScrimmageEventType>;

/** Two members the admin wants on different sides (APART) or on the same side (TOGETHER). */
export const pairRules = ['APART', 'TOGETHER'] as const;
export const PairRule = v.picklist(pairRules);
export type PairRule = v.InferOutput<typeof PairRule>;

/**
 * A member's status in a team (decision 091): 활동, 부상 until a date, 휴회 for a period, 명예. INJURED and
 * ON_LEAVE make the person away on those Seoul days (machines/member-status.ts `isAwayOn`).
 */
export const memberStatusKinds = ['ACTIVE', 'INJURED', 'ON_LEAVE', 'HONORARY'] as const;
export const MemberStatusKind = v.picklist(memberStatusKinds);
export type MemberStatusKind = v.InferOutput<typeof MemberStatusKind>;
