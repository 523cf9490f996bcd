/**
 * The endpoint table: every call of docs/product.md §7.6 (plus the ones docs/architecture.md §3 adds), its method,
 * path, access, and the schemas of its query, body and response `data`.
 *
 * - `access: 'open'` paths live under /open-api/ and carry no Authorization header;
 *   `'bearer'` paths carry `Authorization: Bearer <access token>`.
 * - `response` validates the unwrapped `data`; `null` means the call answers no body (204).
 * - `multipart` bodies (image upload) are checked by the server from the file itself.
 */
import * as v from 'valibot';
import { attendanceEndpoints } from './attendance.ts';
import { renewPath } from './auth-paths.ts';
import { CreatedId, paged } from './envelope.ts';
import { ExportLink, ExportRequest } from './exports.ts';
import { ImageUploadResponse } from './files.ts';
import {
  DuesAttendees,
  DuesAttendeesQuery,
  DuesBoard,
  DuesBoardQuery,
  DuesCostRequest,
  DuesEntryRequest,
  DuesExemption,
  DuesExemptionRequest,
  DuesLedger,
  DuesLedgerQuery,
  DuesPaymentRequest,
  DuesReversalRequest,
  DuesSettings,
  DuesSettingsRequest,
  LedgerEntry,
  MyDuesAccount,
} from './dues.ts';
import { MatchShareKeepRequest, MatchShareLink, MatchShareState, PublicLiveMessage, PublicMatchSnapshot } from './match-share.ts';
import {
  NotificationPreferencesRequest,
  NotificationSettings,
  PushDevice,
  PushPublicKey,
  PushSubscriptionRequest,
  PushUnsubscribeRequest,
  ReminderStatus,
  TeamReminderSettingRequest,
} from './notifications.ts';
import {
  CancelEventQuery,
  ExchangeRequest,
  Match,
  MatchCreateRequest,
  MatchEvent,
  MatchGridUpdateRequest,
  MatchListItem,
  MatchMemo,
  MatchMemoRequest,
  MatchPlayers,
  MatchRecorderRequest,
  MatchScore,
  MatchSummary,
  MatchTimeRequest,
  MatchUsersAddRequest,
  LiveMessage,
  RecordEventRequest,
  RecordResult,
  TeamMatchQuery,
} from './matches.ts';
import { memberStatusEndpoints } from './member-status.ts';
import { scrimmageExtraEndpoints, scrimmageLiveStreamPath, ScrimmageLiveMessage } from './scrimmage-extras.ts';
import { momEndpoints } from './mom.ts';
import { Notice, NoticeListItem, NoticePatchRequest, NoticeQuery, NoticeWriteRequest } from './notices.ts';
import {
  AttendanceRequest,
  CalendarFeed,
  MatchAttendance,
  Schedule,
  ScheduleAttendance,
  SchedulePatchRequest,
  ScheduleQuery,
  ScheduleWriteRequest,
} from './schedules.ts';
import {
  CheckInRequest,
  GameActionRequest,
  GameEventRequest,
  GameStartRequest,
  Scrimmage,
  ScrimmageAttendee,
  ScrimmageCreateRequest,
  ScrimmageGame,
  ScrimmageGameEvent,
  ScrimmageListItem,
  ScrimmageListQuery,
  ScrimmagePatchRequest,
  ScrimmageResults,
  SidesRequest,
} from './scrimmages.ts';
import { MatchMinutes, PlayerSeasonStats, RecentMinutes, RecentMinutesQuery, SeasonQuery, TeamSeasonStats } from './stats.ts';
import {
  InviteCode,
  InviteCodeCreateRequest,
  InviteCodeLookup,
  InviteCodeLookupRequest,
  JoinTeamRequest,
  MemberMatchSummary,
  MemberMatchSummaryQuery,
  MemberStats,
  RecentResult,
  Team,
  TeamListQuery,
  TeamMember,
  TeamMemberQuery,
  TeamMemberUpdateRequest,
  TeamResultsSummary,
  TeamSummary,
  TeamWriteRequest,
} from './teams.ts';
import {
  AddUserToTeamRequest,
  CreateUserRequest,
  MyTeam,
  MyTeamListItem,
  ProfileCompleteRequest,
  SocialLoginRequest,
  TokenResponse,
  User,
  UserQuery,
} from './users.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Access = 'open' | 'bearer';

export interface EndpointDef {
  method: HttpMethod;
  path: string;
  access: Access;
  query?: v.GenericSchema;
  /** Path parameters that are not database ids (every other `{param}` is a positive integer id). */
  pathParams?: Record<string, v.GenericSchema>;
  body?: v.GenericSchema | 'multipart';
  response: v.GenericSchema | null;
  /** Status of a successful answer. */
  status?: 200 | 201 | 204;
  /** A short description for the OpenAPI document. */
  summary: string;
}

function def<const E extends EndpointDef>(e: E): E {
  return e;
}

const none = null;
const idList = v.array(v.number());

export const endpoints = {
  // Sign-in and tokens (docs/architecture.md §4)
  renewToken: def({
    method: 'POST',
    path: renewPath,
    access: 'open',
    response: TokenResponse,
    summary: 'Rotate the refresh-token cookie and issue a new access token',
  }),
  logout: def({
    method: 'POST',
    path: '/open-api/v1/users/logout',
    access: 'open',
    response: none,
    status: 204,
    summary: 'Revoke the refresh token family and clear its cookie',
  }),
  socialLogin: def({
    method: 'POST',
    path: '/open-api/v1/users/kakao',
    access: 'open',
    body: SocialLoginRequest,
    response: TokenResponse,
    summary: 'Exchange a sign-in provider code for tokens',
  }),

  // Open team information
  lookupInviteCode: def({
    method: 'POST',
    path: '/open-api/v1/teams/invite-codes/team',
    access: 'open',
    body: InviteCodeLookupRequest,
    response: InviteCodeLookup,
    summary: 'Which team an invite code leads to',
  }),
  listTeams: def({
    method: 'GET',
    path: '/open-api/v1/teams',
    access: 'open',
    query: TeamListQuery,
    response: paged(TeamSummary),
    summary: 'Teams, paged, searchable by name',
  }),
  getTeam: def({ method: 'GET', path: '/open-api/v1/teams/{id}', access: 'open', response: Team, summary: "A team's public profile" }),
  getRecentResults: def({
    method: 'GET',
    path: '/open-api/v1/teams/{id}/result/recent',
    access: 'open',
    response: v.array(RecentResult),
    summary: "The team's last five finished matches",
  }),

  // Users
  createUser: def({
    method: 'POST',
    path: '/api/v1/users',
    access: 'bearer',
    body: CreateUserRequest,
    response: CreatedId,
    status: 201,
    summary: 'Create a person who does not sign in (a guest player)',
  }),
  getUser: def({
    method: 'GET',
    path: '/api/v1/users/{id}',
    access: 'bearer',
    query: UserQuery,
    response: User,
    summary: 'A person (yourself, or someone who shares a team with you)',
  }),
  completeProfile: def({
    method: 'POST',
    path: '/api/v1/users/{id}/profile/complete',
    access: 'bearer',
    body: ProfileCompleteRequest,
    response: User,
    summary: 'Complete your profile: PENDING becomes ACTIVE',
  }),
  getMyTeams: def({
    method: 'GET',
    path: '/api/v1/users/{id}/teams',
    access: 'bearer',
    response: v.array(MyTeamListItem),
    summary: 'The teams you belong to, with your role in each and, where you are TEAM_ADMIN, the match requests waiting for your answer',
  }),
  addUserToTeam: def({
    method: 'POST',
    path: '/api/v1/users/{id}/teams',
    access: 'bearer',
    body: AddUserToTeamRequest,
    response: MyTeam,
    status: 201,
    summary: 'A team admin adds a guest player their own team made (people who sign in join by invite code)',
  }),
  withdraw: def({ method: 'PATCH', path: '/api/v1/users/withdraw', access: 'bearer', response: none, status: 204, summary: 'Leave the service' }),

  // Teams
  createTeam: def({
    method: 'POST',
    path: '/api/v1/teams',
    access: 'bearer',
    body: TeamWriteRequest,
    response: MyTeam,
    status: 201,
    summary: 'Create a team; its creator becomes TEAM_ADMIN',
  }),
  updateTeam: def({ method: 'PUT', path: '/api/v1/teams/{id}', access: 'bearer', body: TeamWriteRequest, response: Team, summary: 'Edit a team (TEAM_ADMIN)' }),
  joinTeam: def({
    method: 'POST',
    path: '/api/v1/teams/join',
    access: 'bearer',
    body: JoinTeamRequest,
    response: MyTeam,
    summary: 'Join a team with an invite code',
  }),
  listInviteCodes: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/invite-codes',
    access: 'bearer',
    response: v.array(InviteCode),
    summary: "A team's invite codes (TEAM_ADMIN)",
  }),
  createInviteCode: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/invite-codes',
    access: 'bearer',
    body: InviteCodeCreateRequest,
    response: InviteCode,
    status: 201,
    summary: 'Make an invite code (TEAM_ADMIN)',
  }),
  deleteInviteCode: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/invite-codes/{codeId}',
    access: 'bearer',
    response: none,
    status: 204,
    summary: 'Revoke an invite code (TEAM_ADMIN)',
  }),
  listSchedules: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/schedules',
    access: 'bearer',
    query: ScheduleQuery,
    response: v.array(Schedule),
    summary: 'Schedule items between two dates',
  }),
  createSchedule: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/schedules',
    access: 'bearer',
    body: ScheduleWriteRequest,
    response: Schedule,
    status: 201,
    summary: 'Add a schedule item (TEAM_ADMIN)',
  }),
  updateSchedule: def({
    method: 'PATCH',
    path: '/api/v1/teams/{id}/schedules/{scheduleId}',
    access: 'bearer',
    body: SchedulePatchRequest,
    response: Schedule,
    summary: 'Edit a schedule item (TEAM_ADMIN)',
  }),
  deleteSchedule: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/schedules/{scheduleId}',
    access: 'bearer',
    response: none,
    status: 204,
    summary: 'Delete a schedule item (TEAM_ADMIN)',
  }),
  getSchedule: def({ method: 'GET', path: '/api/v1/teams/{id}/schedules/{scheduleId}', access: 'bearer', response: Schedule, summary: 'One schedule item' }),
  getScheduleAttendance: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/schedules/{scheduleId}/attendance',
    access: 'bearer',
    response: ScheduleAttendance,
    summary: 'Who answered what; who has not answered (TEAM_ADMIN)',
  }),
  getScheduleReminders: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/schedules/{scheduleId}/reminders',
    access: 'bearer',
    response: ReminderStatus,
    summary: 'Who has not answered, the last reminder by hand and when the next is allowed (TEAM_ADMIN)',
  }),
  remindSchedule: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/schedules/{scheduleId}/reminders',
    access: 'bearer',
    response: ReminderStatus,
    summary: 'Remind the members who have not answered (TEAM_ADMIN; at most once an hour per item, 429 5014)',
  }),
  getMatchAttendance: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/matches/{matchId}/attendance',
    access: 'bearer',
    response: MatchAttendance,
    summary: "The answers to the team's schedule item of a match (the lineup editor puts 참석 first)",
  }),
  answerAttendance: def({
    method: 'PUT',
    path: '/api/v1/teams/{id}/schedules/{scheduleId}/attendance',
    access: 'bearer',
    body: AttendanceRequest,
    response: Schedule,
    summary: 'Your answer (attend, absent, undecided), until the item starts',
  }),
  getCalendarFeed: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/calendar-feed',
    access: 'bearer',
    response: CalendarFeed,
    summary: 'Your private iCalendar feed address for the team',
  }),
  resetCalendarFeed: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/calendar-feed',
    access: 'bearer',
    response: CalendarFeed,
    summary: 'A new feed address; the old one stops working',
  }),
  createExportLink: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/exports',
    access: 'bearer',
    body: ExportRequest,
    response: ExportLink,
    summary:
      'A link (5 minutes) to a CSV file the caller may read: the dues board and ledger by the' +
      ' dues rules (5017 while private), a season table (members); for browsers where a generated download fails',
  }),
  listNotices: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/notices',
    access: 'bearer',
    query: NoticeQuery,
    response: paged(NoticeListItem),
    summary: 'Notices, paged and searchable',
  }),
  createNotice: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/notices',
    access: 'bearer',
    body: NoticeWriteRequest,
    response: Notice,
    status: 201,
    summary: 'Post a notice (TEAM_ADMIN)',
  }),
  getNotice: def({ method: 'GET', path: '/api/v1/teams/{id}/notices/{noticeId}', access: 'bearer', response: Notice, summary: 'One notice' }),
  updateNotice: def({
    method: 'PATCH',
    path: '/api/v1/teams/{id}/notices/{noticeId}',
    access: 'bearer',
    body: NoticePatchRequest,
    response: Notice,
    summary: 'Edit a notice (TEAM_ADMIN)',
  }),
  deleteNotice: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/notices/{noticeId}',
    access: 'bearer',
    response: none,
    status: 204,
    summary: 'Delete a notice (TEAM_ADMIN)',
  }),
  listMembers: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/users',
    access: 'bearer',
    query: TeamMemberQuery,
    response: paged(TeamMember),
    summary: 'Members, paged, sorted and filtered',
  }),
  updateMember: def({
    method: 'PATCH',
    path: '/api/v1/teams/{id}/users/{userId}',
    access: 'bearer',
    body: TeamMemberUpdateRequest,
    response: TeamMember,
    summary: 'Edit a member (yourself, or anyone as TEAM_ADMIN)',
  }),
  removeMember: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/users/{userId}',
    access: 'bearer',
    response: none,
    status: 204,
    summary: 'Remove a member from the team (TEAM_ADMIN; the last admin cannot be removed)',
  }),
  getMemberMatches: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/users/{userId}/matches/summary',
    access: 'bearer',
    query: MemberMatchSummaryQuery,
    response: paged(MemberMatchSummary),
    summary: "A member's recent matches",
  }),
  getResultsSummary: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/results/summary',
    access: 'bearer',
    response: TeamResultsSummary,
    summary: "The team's results summary",
  }),
  getMemberStats: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/members/stats',
    access: 'bearer',
    response: MemberStats,
    summary: 'Members per position and foot, average age',
  }),
  listMatchRequests: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/match-requests',
    access: 'bearer',
    response: v.array(MatchListItem),
    summary: 'Matches other teams registered against this team that wait for its answer (TEAM_ADMIN)',
  }),
  getTeamSeasonStats: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/stats/players',
    access: 'bearer',
    query: SeasonQuery,
    response: TeamSeasonStats,
    summary: "The team's players over a season (a calendar year of finished matches): appearances, starts, minutes, goals, assists, cards",
  }),
  getRecentMinutes: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/stats/recent-minutes',
    access: 'bearer',
    query: RecentMinutesQuery,
    response: RecentMinutes,
    summary: "Minutes, appearances and starts per player over the team's last N finished matches (fair playing time)",
  }),
  getPlayerSeasonStats: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/users/{userId}/stats',
    access: 'bearer',
    query: SeasonQuery,
    response: PlayerSeasonStats,
    summary: "One member's season for the team, match by match",
  }),
  listTeamMatches: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/matches',
    access: 'bearer',
    query: TeamMatchQuery,
    response: paged(MatchListItem),
    summary: "The team's matches, paged, sorted and filtered",
  }),

  // Matches
  createMatch: def({
    method: 'POST',
    path: '/api/v1/matches',
    access: 'bearer',
    body: MatchCreateRequest,
    response: CreatedId,
    status: 201,
    summary: 'Register a match (TEAM_ADMIN of home or away)',
  }),
  acceptMatchRequest: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/accept',
    access: 'bearer',
    response: Match,
    summary: 'Accept a match another team registered against yours (TEAM_ADMIN of the invited team)',
  }),
  declineMatchRequest: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/decline',
    access: 'bearer',
    response: Match,
    summary: 'Decline a match another team registered against yours (TEAM_ADMIN of the invited team)',
  }),
  getMatch: def({ method: 'GET', path: '/api/v1/matches/{id}', access: 'bearer', response: Match, summary: 'A match' }),
  deleteMatch: def({
    method: 'DELETE',
    path: '/api/v1/matches/{id}',
    access: 'bearer',
    response: none,
    status: 204,
    summary: 'Delete a match (TEAM_ADMIN of the team that registered it; a match between two registered teams only before kick-off)',
  }),
  getMatchSummary: def({
    method: 'GET',
    path: '/api/v1/matches/{id}/summary',
    access: 'bearer',
    response: MatchSummary,
    summary: 'Per-team statistics of a match',
  }),
  getMatchMinutes: def({
    method: 'GET',
    path: '/api/v1/matches/{id}/minutes',
    access: 'bearer',
    response: MatchMinutes,
    summary: 'Minutes played by each lineup player of both sides (decision 055)',
  }),
  getMatchScore: def({ method: 'GET', path: '/api/v1/matches/{id}/score', access: 'bearer', response: MatchScore, summary: "Both teams' counters" }),
  getMatchPlayers: def({
    method: 'GET',
    path: '/api/v1/matches/{id}/players',
    access: 'bearer',
    response: MatchPlayers,
    summary: 'Both lineups with counters',
  }),
  getMatchHistory: def({
    method: 'GET',
    path: '/api/v1/matches/{id}/history',
    access: 'bearer',
    response: v.array(MatchEvent),
    summary: 'The event log, derived events included',
  }),
  getMatchMemo: def({ method: 'GET', path: '/api/v1/matches/{id}/memo', access: 'bearer', response: MatchMemo, summary: 'The match memo' }),
  saveMatchMemo: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/memo',
    access: 'bearer',
    body: MatchMemoRequest,
    response: MatchMemo,
    summary: 'Save the memo (in play or at half time)',
  }),
  addMatchUsers: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/users',
    access: 'bearer',
    body: MatchUsersAddRequest,
    response: idList,
    status: 201,
    summary: 'Add people to a lineup (batch)',
  }),
  removeMatchUser: def({
    method: 'DELETE',
    path: '/api/v1/matches/{id}/users/{matchUserId}',
    access: 'bearer',
    response: none,
    status: 204,
    summary: 'Take a person out of a lineup',
  }),
  updateMatchGrid: def({
    method: 'PATCH',
    path: '/api/v1/matches/{id}/grid',
    access: 'bearer',
    body: MatchGridUpdateRequest,
    response: MatchPlayers,
    summary: 'Move people on the grid or to the bench (batch)',
  }),
  nameMatchRecorder: def({
    method: 'PUT',
    path: '/api/v1/matches/{id}/recorders/{teamId}',
    access: 'bearer',
    body: MatchRecorderRequest,
    response: Match,
    summary: 'Name a member of the team to record this match until full time, in place of anyone named before (TEAM_ADMIN of that team)',
  }),
  // The public scoreboard link (decision 057): an admin of either team turns it on and off; the link reads without sign-in.
  shareMatch: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/share',
    access: 'bearer',
    response: MatchShareLink,
    summary:
      "Turn on the match's public scoreboard link, or answer the one that is on (TEAM_ADMIN of home or away; idempotent, 200; 409 6035 until the " +
      'invited team accepts the match)',
  }),
  getMatchShare: def({
    method: 'GET',
    path: '/api/v1/matches/{id}/share',
    access: 'bearer',
    response: MatchShareState,
    summary: "The match's public link, if it is on (members of either team)",
  }),
  unshareMatch: def({
    method: 'DELETE',
    path: '/api/v1/matches/{id}/share',
    access: 'bearer',
    response: none,
    status: 204,
    summary: 'Turn the public link off: its token answers 404 at once and its open streams end (TEAM_ADMIN of home or away; idempotent)',
  }),
  keepMatchShare: def({
    method: 'PATCH',
    path: '/api/v1/matches/{id}/share',
    access: 'bearer',
    body: MatchShareKeepRequest,
    response: MatchShareLink,
    summary:
      'Keep the public link answering after the 7 days that follow full time, or let it stop (TEAM_ADMIN of home or away; 404 6043 when the link is off)',
  }),
  getPublicMatch: def({
    method: 'GET',
    path: '/open-api/v1/live/{token}',
    access: 'open',
    pathParams: { token: v.string() },
    response: PublicMatchSnapshot,
    summary:
      'The match of a public link, without sign-in: teams, score, state and clock, timeline, lineups (names and numbers only; another registered ' +
      "team's players as number and initial unless it shared too); 404 6043 for a token that is not a link that is on; 410 6048 seven days after " +
      'full time unless an admin keeps the link',
  }),
  removeMatchRecorder: def({
    method: 'DELETE',
    path: '/api/v1/matches/{id}/recorders/{teamId}',
    access: 'bearer',
    response: Match,
    summary: 'Take the recording role back from the member named for the team (TEAM_ADMIN of that team)',
  }),
  updateMatchTime: def({
    method: 'PATCH',
    path: '/api/v1/matches/{id}/time',
    access: 'bearer',
    body: MatchTimeRequest,
    response: Match,
    summary: 'Start or end a half (server clock)',
  }),
  cancelKickoff: def({
    method: 'DELETE',
    path: '/api/v1/matches/{id}/time',
    access: 'bearer',
    response: Match,
    summary: 'Cancel kick-off during the first half: back to SCHEDULED, events cleared',
  }),
  recordEvent: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/events',
    access: 'bearer',
    body: RecordEventRequest,
    response: RecordResult,
    status: 201,
    summary: 'Record a player or team event (idempotent on clientId)',
  }),
  recordExchange: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/exchange',
    access: 'bearer',
    body: ExchangeRequest,
    response: RecordResult,
    status: 201,
    summary: 'Record a substitution (idempotent on clientId)',
  }),
  cancelEvent: def({
    method: 'DELETE',
    path: '/api/v1/match-event/{id}',
    access: 'bearer',
    query: CancelEventQuery,
    response: RecordResult,
    summary: 'Cancel an event with its derived events; on a substitution, record EXCHANGE_UNDO',
  }),

  // Dues (decision 060): admins write; members read their own account, and the board and ledger while the team shares them
  getDuesSettings: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/dues/settings',
    access: 'bearer',
    response: DuesSettings,
    summary: "The team's dues: this month's amount and every amount in force, due day, start month, visibility, reminder, exemptions (TEAM_ADMIN)",
  }),
  updateDuesSettings: def({
    method: 'PUT',
    path: '/api/v1/teams/{id}/dues/settings',
    access: 'bearer',
    body: DuesSettingsRequest,
    response: DuesSettings,
    summary: "Set the team's dues; a new monthly amount applies from amountFromMonth on (TEAM_ADMIN)",
  }),
  addDuesExemption: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/dues/exemptions',
    access: 'bearer',
    body: DuesExemptionRequest,
    response: DuesExemption,
    status: 201,
    summary: 'Exempt a member from dues for a range of months (TEAM_ADMIN)',
  }),
  deleteDuesExemption: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/dues/exemptions/{exemptionId}',
    access: 'bearer',
    response: none,
    status: 204,
    summary: 'End an exemption: its months are charged again (TEAM_ADMIN)',
  }),
  getDuesBoard: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/dues/months',
    access: 'bearer',
    query: DuesBoardQuery,
    response: DuesBoard,
    summary: "The month × member board with each month's expected, collected and missing (members: every row while the team shares them, else their own)",
  }),
  recordDuesPayment: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/dues/payments',
    access: 'bearer',
    body: DuesPaymentRequest,
    response: LedgerEntry,
    status: 201,
    summary: "Record a member's payment, over one or several months (TEAM_ADMIN; idempotent on clientId)",
  }),
  recordDuesCost: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/dues/costs',
    access: 'bearer',
    body: DuesCostRequest,
    response: LedgerEntry,
    status: 201,
    summary: 'Record a match-day cost split exactly among the players who came (TEAM_ADMIN; idempotent on clientId)',
  }),
  recordDuesEntry: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/dues/entries',
    access: 'bearer',
    body: DuesEntryRequest,
    response: LedgerEntry,
    status: 201,
    summary: 'Record other income or expense (TEAM_ADMIN; idempotent on clientId)',
  }),
  reverseDuesEntry: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/dues/entries/{entryId}/reversal',
    access: 'bearer',
    body: DuesReversalRequest,
    response: LedgerEntry,
    status: 201,
    summary: 'Correct an entry with a reversing entry; nothing is edited or deleted (TEAM_ADMIN; idempotent on clientId)',
  }),
  getDuesLedger: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/dues/ledger',
    access: 'bearer',
    query: DuesLedgerQuery,
    response: DuesLedger,
    summary: 'A year of the ledger with the running balance, who recorded each entry and when (members while the team shares the board; 403 5017 otherwise)',
  }),
  getMyDues: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/dues/me',
    access: 'bearer',
    response: MyDuesAccount,
    summary: 'Your account: what you owe, what you paid, your history (members)',
  }),
  getDuesAttendees: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/dues/attendees',
    access: 'bearer',
    query: DuesAttendeesQuery,
    response: DuesAttendees,
    summary: 'Whom a cost of a schedule item or match is split among by default: the lineup, else the 참석 answers (TEAM_ADMIN)',
  }),

  // Push notifications (decision 058)
  getPushPublicKey: def({
    method: 'GET',
    path: '/open-api/v1/push/public-key',
    access: 'open',
    response: PushPublicKey,
    summary: "The server's VAPID public key, for PushManager.subscribe",
  }),
  putPushSubscription: def({
    method: 'PUT',
    path: '/api/v1/push/subscriptions',
    access: 'bearer',
    body: PushSubscriptionRequest,
    response: PushDevice,
    summary:
      'Turn notifications on for this device (idempotent on the endpoint; a device signed in as someone else moves to them; 400 4010 for an ' +
      "endpoint that is not a browser's push service over https at a public address)",
  }),
  deletePushSubscription: def({
    method: 'DELETE',
    path: '/api/v1/push/subscriptions',
    access: 'bearer',
    body: PushUnsubscribeRequest,
    response: none,
    status: 204,
    summary: 'Turn notifications off for this device (turning off, signing out; idempotent)',
  }),
  getNotificationSettings: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/notification-settings',
    access: 'bearer',
    response: NotificationSettings,
    summary: "Your notification preferences for the team, and the team's reminder setting (members)",
  }),
  updateNotificationSettings: def({
    method: 'PUT',
    path: '/api/v1/teams/{id}/notification-settings',
    access: 'bearer',
    body: NotificationPreferencesRequest,
    response: NotificationSettings,
    summary:
      'Choose what you hear of the team: goals, kick-off / half time / full time, schedule reminders, the dues reminder (members; `dues` left out ' +
      'keeps it as it was)',
  }),
  updateTeamReminderSetting: def({
    method: 'PUT',
    path: '/api/v1/teams/{id}/notification-settings/reminders',
    access: 'bearer',
    body: TeamReminderSettingRequest,
    response: NotificationSettings,
    summary: 'How many hours before a schedule item unanswered members are reminded; null turns it off (TEAM_ADMIN)',
  }),

  // Files
  uploadImage: def({
    method: 'POST',
    path: '/api/v1/s3/images',
    access: 'bearer',
    body: 'multipart',
    response: ImageUploadResponse,
    status: 201,
    summary: 'Upload an image (team logo, profile photo)',
  }),

  // 자체전 (decision 079): members read; TEAM_ADMIN and the scrimmage's named runner run it
  listScrimmages: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/scrimmages',
    access: 'bearer',
    query: ScrimmageListQuery,
    response: v.array(ScrimmageListItem),
    summary: "The team's 자체전 between two dates, with the caller's own line where they played (members)",
  }),
  createScrimmage: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/scrimmages',
    access: 'bearer',
    body: ScrimmageCreateRequest,
    response: CreatedId,
    status: 201,
    summary: 'Plan a 자체전: a schedule item of kind SCRIMMAGE members answer, with its sides, game length and format (TEAM_ADMIN)',
  }),
  getScrimmage: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}',
    access: 'bearer',
    response: Scrimmage,
    summary: 'A 자체전: settings, who came, sides, games with scores, events, no-shows (members)',
  }),
  updateScrimmage: def({
    method: 'PATCH',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}',
    access: 'bearer',
    body: ScrimmagePatchRequest,
    response: Scrimmage,
    summary: "Change a 자체전's schedule fields, settings or runner (TEAM_ADMIN)",
  }),
  deleteScrimmage: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}',
    access: 'bearer',
    response: none,
    status: 204,
    summary: 'Delete a 자체전 with its schedule item (TEAM_ADMIN)',
  }),
  checkInScrimmage: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/attendees',
    access: 'bearer',
    body: CheckInRequest,
    response: ScrimmageAttendee,
    status: 201,
    summary: 'Check in a member who came, or a guest by name (TEAM_ADMIN or the runner)',
  }),
  removeScrimmageAttendee: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/attendees/{attendeeId}',
    access: 'bearer',
    response: none,
    status: 204,
    summary: 'Take someone off the check-in list (a dropout: off their side; games they played still count) (TEAM_ADMIN or the runner)',
  }),
  setScrimmageSides: def({
    method: 'PUT',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/sides',
    access: 'bearer',
    body: SidesRequest,
    response: Scrimmage,
    summary: 'Set the sides: every attendee on one side, sizes within one; again between games (TEAM_ADMIN or the runner)',
  }),
  startScrimmageGame: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/games',
    access: 'bearer',
    body: GameStartRequest,
    response: ScrimmageGame,
    status: 201,
    summary: 'Start the next game between two sides; one game at a time; idempotent on clientId (TEAM_ADMIN or the runner)',
  }),
  updateScrimmageGame: def({
    method: 'PATCH',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/games/{gameId}',
    access: 'bearer',
    body: GameActionRequest,
    response: ScrimmageGame,
    summary: 'Pause, resume or end a game, or reopen the last one ended (TEAM_ADMIN or the runner)',
  }),
  recordScrimmageEvent: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/games/{gameId}/events',
    access: 'bearer',
    body: GameEventRequest,
    response: ScrimmageGameEvent,
    status: 201,
    summary:
      'Record a goal, own goal, card or substitution in the game on; idempotent on clientId (201, then 200 with the same event) (TEAM_ADMIN or the runner)',
  }),
  cancelScrimmageEvent: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/games/{gameId}/events/{eventId}',
    access: 'bearer',
    response: none,
    status: 204,
    summary: 'Cancel an event of a game (a correction) (TEAM_ADMIN or the runner)',
  }),
  finishScrimmage: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/finish',
    access: 'bearer',
    response: Scrimmage,
    summary: 'End the 자체전 once its games are over (TEAM_ADMIN or the runner)',
  }),
  getScrimmageResults: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/results',
    access: 'bearer',
    response: ScrimmageResults,
    summary: "The 자체전's table per player and per side: games, W/D/L, goals, assists, points (win 3, draw 1) (members)",
  }),
  // 자체전 extras (decision 080): levels, pairs, the balancer's inputs, the season's 자체전 tab, the vest card.
  ...scrimmageExtraEndpoints,
  // Member status (issue 53's member status lane, decision 091): 부상, 휴회, 명예.
  ...memberStatusEndpoints,
  // Attendance that counts (decision 092): who came to a schedule item, the season's 참석률 and no-shows.
  ...attendanceEndpoints,
  // MOM vote lane (issue #53, decision 093): the vote of a match or 자체전, ballots, closing, the season's MOM, the card.
  ...momEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** `GET /api/v1/matches/{id}/live` is a Server-Sent Events stream, not a JSON call; see LiveMessage. */
export const liveStreamPath = '/api/v1/matches/{id}/live';

/** `GET /open-api/v1/live/{token}/stream`: a public link's read-only stream (no sign-in); see PublicLiveMessage. */
export const publicLiveStreamPath = '/open-api/v1/live/{token}/stream';

/**
 * A Server-Sent Events stream: no row of the JSON table (it answers `text/event-stream`, and a valid
 * request never ends), but a documented endpoint all the same. Each message is an SSE event named by
 * the message's `type`, its `seq` the SSE id, its JSON the data; besides them `ready` (`{ seq }`, the
 * end of the replay after `Last-Event-ID`) and `reset` (LiveReset). Refusals come before the stream
 * opens, in the JSON error envelope.
 */
export interface StreamDef {
  path: string;
  access: Access;
  /** Path parameters that are not database ids. */
  pathParams?: Record<string, v.GenericSchema>;
  /** The data of each message event. */
  message: v.GenericSchema;
  summary: string;
}

export const streams = {
  followMatch: {
    path: liveStreamPath,
    access: 'bearer',
    message: LiveMessage,
    summary:
      "A match's live stream for members of either team (the access token by header or `access_token` query); resume with Last-Event-ID or `lastEventId`",
  },
  followPublicMatch: {
    path: publicLiveStreamPath,
    access: 'open',
    pathParams: { token: v.string() },
    message: PublicLiveMessage,
    summary:
      "A public link's live stream, read-only, without sign-in (messages projected as the snapshot; the memo is left out); ends when the link is turned off",
  },
  followScrimmage: {
    path: scrimmageLiveStreamPath,
    access: 'bearer',
    message: ScrimmageLiveMessage,
    summary:
      "A scrimmage's live stream for members of its team (the access token by header or `access_token` query); resume with Last-Event-ID or `lastEventId`",
  },
} as const satisfies Record<string, StreamDef>;
export type Streams = typeof streams;
export type StreamName = keyof Streams;

/**
 * `GET /open-api/v1/calendar/{token}.ics` answers an iCalendar file (text/calendar), not the JSON
 * envelope; the token in the path is the only credential (see CalendarFeed).
 */
export const calendarFeedPath = '/open-api/v1/calendar/{token}.ics';

/**
 * `GET /open-api/v1/exports/{token}` answers a CSV file (text/csv, an attachment), not the JSON
 * envelope; the token from createExportLink is the only credential, and the caller's access is checked
 * again when the file is fetched (see ExportLink).
 */
export const exportFilePath = '/open-api/v1/exports/{token}';

/** Fills `{name}` placeholders of a path; every value is URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The sign-in round trip's addresses live in a module of their own, light enough for /login. */
export { authorizePath, loginRedirectRoute } from './auth-paths.ts';
