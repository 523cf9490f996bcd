/** Teams, memberships, invite codes and team statistics (docs/product.md §3, §7.6; docs/domain.md §1.3, §5.8). */
import * as v from 'valibot';
import { MomVoteHours } from './mom-hours.ts';
import { FootType, MatchResult, OrganizationType, Position, TeamRole, footTypes, positions, teamRoles } from './enums.ts';
import { HexColor, Id, ImageUrl, Instant, IsoDate, PersonName, TeamName } from './fields.ts';
import { enumParam, pageParams, sortParam, textParam } from './params.ts';
import { MemberStatus } from './member-status.ts';

const thisYear = new Date().getFullYear();

/** A team in the public list (`GET /open-api/v1/teams`). */
export const TeamSummary = v.object({
  id: Id,
  name: TeamName,
  logoImgUrl: v.nullable(v.string()),
  teamColor: HexColor,
  isTemp: v.boolean(),
  memberCount: v.number(),
});
export type TeamSummary = v.InferOutput<typeof TeamSummary>;

/** A team's public profile (`GET /open-api/v1/teams/{id}`). */
export const Team = v.object({
  ...TeamSummary.entries,
  bottomColor: HexColor,
  stockingColor: HexColor,
  description: v.nullable(v.string()),
  organizationType: v.nullable(OrganizationType),
  region: v.nullable(v.string()),
  foundedYear: v.nullable(v.number()),
  createdAt: Instant,
  /** MOM lane (decision 093): how many hours the team's MOM votes stay open. */
  momVoteHours: MomVoteHours,
});
export type Team = v.InferOutput<typeof Team>;

export const TeamListQuery = v.object({
  ...pageParams,
  /** Part of the team name, case-insensitive. */
  name: v.optional(textParam(50)),
});
export type TeamListQuery = v.InferOutput<typeof TeamListQuery>;

/** `POST /api/v1/teams` (the creator becomes its TEAM_ADMIN) and `PUT /api/v1/teams/{id}`. */
export const TeamWriteRequest = v.object({
  name: TeamName,
  description: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(30, '팀 소개는 30자 이내로 작성해주세요.'))), null),
  organizationType: v.optional(v.nullable(OrganizationType), null),
  region: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(30))), null),
  foundedYear: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1800, '올바른 년도를 선택해주세요.'), v.maxValue(thisYear, '올바른 년도를 선택해주세요.'))),
    null,
  ),
  teamColor: HexColor,
  bottomColor: HexColor,
  stockingColor: HexColor,
  logoImgUrl: v.optional(v.nullable(ImageUrl), null),
  /** A temporary team: an opponent registered on the spot, shown with '[임시]'. */
  isTemp: v.optional(v.boolean(), false),
  /** MOM lane (decision 093): 6–72 hours; left out, the team keeps its setting (24 for a new team). */
  momVoteHours: v.optional(MomVoteHours),
});
export type TeamWriteRequest = v.InferOutput<typeof TeamWriteRequest>;

/** An invite code of a team (one or more per team, docs/product.md §3). */
export const InviteCode = v.object({
  id: Id,
  code: v.string(),
  expiresAt: v.nullable(Instant),
  maxUses: v.nullable(v.number()),
  useCount: v.number(),
  createdAt: Instant,
});
export type InviteCode = v.InferOutput<typeof InviteCode>;

export const InviteCodeCreateRequest = v.object({
  /** Days until it expires (1–90); null never expires. */
  expiresInDays: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(90))), 7),
  /** How many people may join with it; null is unlimited. */
  maxUses: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))), null),
});
export type InviteCodeCreateRequest = v.InferOutput<typeof InviteCodeCreateRequest>;

const CodeText = v.pipe(v.string('초대 코드를 입력해주세요.'), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{6,12}$/, '초대 코드는 영문과 숫자 6~12자입니다.'));

/** `POST /open-api/v1/teams/invite-codes/team`: which team a code leads to. */
export const InviteCodeLookupRequest = v.object({ code: CodeText });
export const InviteCodeLookup = v.object({ team: TeamSummary, expiresAt: v.nullable(Instant) });
export type InviteCodeLookup = v.InferOutput<typeof InviteCodeLookup>;

/** `POST /api/v1/teams/join`: join the code's team as USER. Answers the team as seen by the new member. */
export const JoinTeamRequest = v.object({ code: CodeText });

/** A member of a team with their attributes (the members table). */
export const TeamMember = v.object({
  userId: Id,
  name: v.string(),
  profileImg: v.nullable(v.string()),
  teamRole: TeamRole,
  backNumber: v.nullable(v.number()),
  position: v.nullable(Position),
  foot: v.nullable(FootType),
  height: v.nullable(v.number()),
  weight: v.nullable(v.number()),
  birthYear: v.nullable(v.number()),
  joinedAt: Instant,
  /** A guest player (용병, decision 028): plays for the team, never signs in. */
  isGuest: v.boolean(),
  /** 활동, 부상, 휴회 or 명예 as stored (decision 091); what it means on a day is machines/member-status.ts `statusOn`. */
  status: MemberStatus,
});
export type TeamMember = v.InferOutput<typeof TeamMember>;

export const memberSortFields = ['number', 'name', 'birthyear', 'height', 'weight'] as const;
/** `GET /api/v1/teams/{id}/users` (docs/product.md §7.6). */
export const TeamMemberQuery = v.object({
  ...pageParams,
  sort: v.optional(sortParam(memberSortFields), []),
  teamRole: v.optional(enumParam(teamRoles)),
  position: v.optional(enumParam(positions)),
  footType: v.optional(enumParam(footTypes)),
  searchName: v.optional(textParam(30)),
});
export type TeamMemberQuery = v.InferOutput<typeof TeamMemberQuery>;

/** `PATCH /api/v1/teams/{id}/users/{userId}`: a member edits their own attributes; an admin anyone's, and roles. */
export const TeamMemberUpdateRequest = v.object({
  name: v.optional(PersonName),
  teamRole: v.optional(TeamRole),
  backNumber: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0, '등번호는 0~99입니다.'), v.maxValue(99, '등번호는 0~99입니다.')))),
  position: v.optional(v.nullable(Position)),
  foot: v.optional(v.nullable(FootType)),
  height: v.optional(v.nullable(v.pipe(v.number(), v.minValue(100, '키는 100~230cm입니다.'), v.maxValue(230, '키는 100~230cm입니다.')))),
  weight: v.optional(v.nullable(v.pipe(v.number(), v.minValue(30, '몸무게는 30~200kg입니다.'), v.maxValue(200, '몸무게는 30~200kg입니다.')))),
  birthYear: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1930), v.maxValue(thisYear)))),
});
export type TeamMemberUpdateRequest = v.InferOutput<typeof TeamMemberUpdateRequest>;

/** `GET /api/v1/teams/{id}/members/stats`: the members summary. */
export const MemberStats = v.object({
  total: v.number(),
  byPosition: v.object({ FW: v.number(), MF: v.number(), DF: v.number(), GK: v.number(), NONE: v.number() }),
  byFoot: v.object({ LEFT: v.number(), RIGHT: v.number(), BOTH: v.number(), NONE: v.number() }),
  averageAge: v.nullable(v.number()),
});
export type MemberStats = v.InferOutput<typeof MemberStats>;

/** `GET /api/v1/teams/{id}/results/summary` (docs/domain.md §5.8; own goals do count here, unlike the old server). */
export const TeamResultsSummary = v.object({
  teamName: v.string(),
  teamImageUrl: v.nullable(v.string()),
  totalMatchCount: v.number(),
  mostPlayedPlayerName: v.nullable(v.string()),
  winLossDraw: v.object({ win: v.number(), loss: v.number(), draw: v.number() }),
  recentMatchResults: v.array(MatchResult),
  goalRatio: v.object({ goalsScored: v.number(), goalsConceded: v.number() }),
});
export type TeamResultsSummary = v.InferOutput<typeof TeamResultsSummary>;

/** One finished match from a team's point of view (`GET /open-api/v1/teams/{id}/result/recent`). */
export const RecentResult = v.object({
  matchId: Id,
  title: v.string(),
  matchDate: IsoDate,
  homeTeamId: Id,
  homeTeamName: v.string(),
  awayTeamId: Id,
  awayTeamName: v.string(),
  /** A temporary team (docs/product.md §1), shown with '[임시]'. */
  homeTeamIsTemp: v.boolean(),
  awayTeamIsTemp: v.boolean(),
  homeScore: v.number(),
  awayScore: v.number(),
  result: MatchResult,
  playedMinutes: v.nullable(v.number()),
});
export type RecentResult = v.InferOutput<typeof RecentResult>;

export const MemberMatchSummaryQuery = v.object({
  page: pageParams.page,
  limit: v.optional(pageParams.size, '5'),
});
/** One match a member was in the squad for (`GET /api/v1/teams/{id}/users/{userId}/matches/summary`). */
export const MemberMatchSummary = v.object({
  matchId: Id,
  matchDate: IsoDate,
  opponentTeamName: v.string(),
  /** The opponent is a temporary team (docs/product.md §1), shown with '[임시]'. */
  opponentIsTemp: v.boolean(),
  teamScore: v.number(),
  opponentScore: v.number(),
  result: MatchResult,
  /** Started or came on (decision 055's rule); false for a match spent on the bench, whose figures are no record. */
  appeared: v.boolean(),
  goals: v.number(),
  assists: v.number(),
  yellowCards: v.number(),
  redCards: v.number(),
});
export type MemberMatchSummary = v.InferOutput<typeof MemberMatchSummary>;
