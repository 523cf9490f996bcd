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
  }),
  logout: def({
    method: 'POST',
    path: '/open-api/v1/users/logout',
    access: 'open',
    response: none,
    status: 204,
  }),
  socialLogin: def({
    method: 'POST',
    path: '/open-api/v1/users/kakao',
    access: 'open',
    body: SocialLoginRequest,
    response: TokenResponse,
  }),

  // Open team information
  lookupInviteCode: def({
    method: 'POST',
    path: '/open-api/v1/teams/invite-codes/team',
    access: 'open',
    body: InviteCodeLookupRequest,
    response: InviteCodeLookup,
  }),
  listTeams: def({
    method: 'GET',
    path: '/open-api/v1/teams',
    access: 'open',
    query: TeamListQuery,
    response: paged(TeamSummary),
  }),
  getTeam: def({ method: 'GET', path: '/open-api/v1/teams/{id}', access: 'open', response: Team }),
  getRecentResults: def({
    method: 'GET',
    path: '/open-api/v1/teams/{id}/result/recent',
    access: 'open',
    response: v.array(RecentResult),
  }),

  // Users
  createUser: def({
    method: 'POST',
    path: '/api/v1/users',
    access: 'bearer',
    body: CreateUserRequest,
    response: CreatedId,
    status: 201,
  }),
  getUser: def({
    method: 'GET',
    path: '/api/v1/users/{id}',
    access: 'bearer',
    query: UserQuery,
    response: User,
  }),
  completeProfile: def({
    method: 'POST',
    path: '/api/v1/users/{id}/profile/complete',
    access: 'bearer',
    body: ProfileCompleteRequest,
    response: User,
  }),
  getMyTeams: def({
    method: 'GET',
    path: '/api/v1/users/{id}/teams',
    access: 'bearer',
    response: v.array(MyTeamListItem),
  }),
  addUserToTeam: def({
    method: 'POST',
    path: '/api/v1/users/{id}/teams',
    access: 'bearer',
    body: AddUserToTeamRequest,
    response: MyTeam,
    status: 201,
  }),
  withdraw: def({ method: 'PATCH', path: '/api/v1/users/withdraw', access: 'bearer', response: none, status: 204 }),

  // Teams
  createTeam: def({
    method: 'POST',
    path: '/api/v1/teams',
    access: 'bearer',
    body: TeamWriteRequest,
    response: MyTeam,
    status: 201,
  }),
  updateTeam: def({ method: 'PUT', path: '/api/v1/teams/{id}', access: 'bearer', body: TeamWriteRequest, response: Team }),
  joinTeam: def({
    method: 'POST',
    path: '/api/v1/teams/join',
    access: 'bearer',
    body: JoinTeamRequest,
    response: MyTeam,
  }),
  listInviteCodes: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/invite-codes',
    access: 'bearer',
    response: v.array(InviteCode),
  }),
  createInviteCode: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/invite-codes',
    access: 'bearer',
    body: InviteCodeCreateRequest,
    response: InviteCode,
    status: 201,
  }),
  deleteInviteCode: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/invite-codes/{codeId}',
    access: 'bearer',
    response: none,
    status: 204,
  }),
  listSchedules: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/schedules',
    access: 'bearer',
    query: ScheduleQuery,
    response: v.array(Schedule),
  }),
  createSchedule: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/schedules',
    access: 'bearer',
    body: ScheduleWriteRequest,
    response: Schedule,
    status: 201,
  }),
  updateSchedule: def({
    method: 'PATCH',
    path: '/api/v1/teams/{id}/schedules/{scheduleId}',
    access: 'bearer',
    body: SchedulePatchRequest,
    response: Schedule,
  }),
  deleteSchedule: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/schedules/{scheduleId}',
    access: 'bearer',
    response: none,
    status: 204,
  }),
  getSchedule: def({ method: 'GET', path: '/api/v1/teams/{id}/schedules/{scheduleId}', access: 'bearer', response: Schedule }),
  getScheduleAttendance: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/schedules/{scheduleId}/attendance',
    access: 'bearer',
    response: ScheduleAttendance,
  }),
  getScheduleReminders: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/schedules/{scheduleId}/reminders',
    access: 'bearer',
    response: ReminderStatus,
  }),
  remindSchedule: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/schedules/{scheduleId}/reminders',
    access: 'bearer',
    response: ReminderStatus,
  }),
  getMatchAttendance: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/matches/{matchId}/attendance',
    access: 'bearer',
    response: MatchAttendance,
  }),
  answerAttendance: def({
    method: 'PUT',
    path: '/api/v1/teams/{id}/schedules/{scheduleId}/attendance',
    access: 'bearer',
    body: AttendanceRequest,
    response: Schedule,
  }),
  getCalendarFeed: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/calendar-feed',
    access: 'bearer',
    response: CalendarFeed,
  }),
  resetCalendarFeed: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/calendar-feed',
    access: 'bearer',
    response: CalendarFeed,
  }),
  createExportLink: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/exports',
    access: 'bearer',
    body: ExportRequest,
    response: ExportLink,
  }),
  listNotices: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/notices',
    access: 'bearer',
    query: NoticeQuery,
    response: paged(NoticeListItem),
  }),
  createNotice: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/notices',
    access: 'bearer',
    body: NoticeWriteRequest,
    response: Notice,
    status: 201,
  }),
  getNotice: def({ method: 'GET', path: '/api/v1/teams/{id}/notices/{noticeId}', access: 'bearer', response: Notice }),
  updateNotice: def({
    method: 'PATCH',
    path: '/api/v1/teams/{id}/notices/{noticeId}',
    access: 'bearer',
    body: NoticePatchRequest,
    response: Notice,
  }),
  deleteNotice: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/notices/{noticeId}',
    access: 'bearer',
    response: none,
    status: 204,
  }),
  listMembers: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/users',
    access: 'bearer',
    query: TeamMemberQuery,
    response: paged(TeamMember),
  }),
  updateMember: def({
    method: 'PATCH',
    path: '/api/v1/teams/{id}/users/{userId}',
    access: 'bearer',
    body: TeamMemberUpdateRequest,
    response: TeamMember,
  }),
  removeMember: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/users/{userId}',
    access: 'bearer',
    response: none,
    status: 204,
  }),
  getMemberMatches: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/users/{userId}/matches/summary',
    access: 'bearer',
    query: MemberMatchSummaryQuery,
    response: paged(MemberMatchSummary),
  }),
  getResultsSummary: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/results/summary',
    access: 'bearer',
    response: TeamResultsSummary,
  }),
  getMemberStats: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/members/stats',
    access: 'bearer',
    response: MemberStats,
  }),
  listMatchRequests: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/match-requests',
    access: 'bearer',
    response: v.array(MatchListItem),
  }),
  getTeamSeasonStats: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/stats/players',
    access: 'bearer',
    query: SeasonQuery,
    response: TeamSeasonStats,
  }),
  getRecentMinutes: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/stats/recent-minutes',
    access: 'bearer',
    query: RecentMinutesQuery,
    response: RecentMinutes,
  }),
  getPlayerSeasonStats: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/users/{userId}/stats',
    access: 'bearer',
    query: SeasonQuery,
    response: PlayerSeasonStats,
  }),
  listTeamMatches: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/matches',
    access: 'bearer',
    query: TeamMatchQuery,
    response: paged(MatchListItem),
  }),

  // Matches
  createMatch: def({
    method: 'POST',
    path: '/api/v1/matches',
    access: 'bearer',
    body: MatchCreateRequest,
    response: CreatedId,
    status: 201,
  }),
  acceptMatchRequest: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/accept',
    access: 'bearer',
    response: Match,
  }),
  declineMatchRequest: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/decline',
    access: 'bearer',
    response: Match,
  }),
  getMatch: def({ method: 'GET', path: '/api/v1/matches/{id}', access: 'bearer', response: Match }),
  deleteMatch: def({
    method: 'DELETE',
    path: '/api/v1/matches/{id}',
    access: 'bearer',
    response: none,
    status: 204,
  }),
  getMatchSummary: def({
    method: 'GET',
    path: '/api/v1/matches/{id}/summary',
    access: 'bearer',
    response: MatchSummary,
  }),
  getMatchMinutes: def({
    method: 'GET',
    path: '/api/v1/matches/{id}/minutes',
    access: 'bearer',
    response: MatchMinutes,
  }),
  getMatchScore: def({ method: 'GET', path: '/api/v1/matches/{id}/score', access: 'bearer', response: MatchScore }),
  getMatchPlayers: def({
    method: 'GET',
    path: '/api/v1/matches/{id}/players',
    access: 'bearer',
    response: MatchPlayers,
  }),
  getMatchHistory: def({
    method: 'GET',
    path: '/api/v1/matches/{id}/history',
    access: 'bearer',
    response: v.array(MatchEvent),
  }),
  getMatchMemo: def({ method: 'GET', path: '/api/v1/matches/{id}/memo', access: 'bearer', response: MatchMemo }),
  saveMatchMemo: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/memo',
    access: 'bearer',
    body: MatchMemoRequest,
    response: MatchMemo,
  }),
  addMatchUsers: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/users',
    access: 'bearer',
    body: MatchUsersAddRequest,
    response: idList,
    status: 201,
  }),
  removeMatchUser: def({
    method: 'DELETE',
    path: '/api/v1/matches/{id}/users/{matchUserId}',
    access: 'bearer',
    response: none,
    status: 204,
  }),
  updateMatchGrid: def({
    method: 'PATCH',
    path: '/api/v1/matches/{id}/grid',
    access: 'bearer',
    body: MatchGridUpdateRequest,
    response: MatchPlayers,
  }),
  nameMatchRecorder: def({
    method: 'PUT',
    path: '/api/v1/matches/{id}/recorders/{teamId}',
    access: 'bearer',
    body: MatchRecorderRequest,
    response: Match,
  }),
  // The public scoreboard link (decision 057): an admin of either team turns it on and off; the link reads without sign-in.
  shareMatch: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/share',
    access: 'bearer',
    response: MatchShareLink,
  }),
  getMatchShare: def({
    method: 'GET',
    path: '/api/v1/matches/{id}/share',
    access: 'bearer',
    response: MatchShareState,
  }),
  unshareMatch: def({
    method: 'DELETE',
    path: '/api/v1/matches/{id}/share',
    access: 'bearer',
    response: none,
    status: 204,
  }),
  keepMatchShare: def({
    method: 'PATCH',
    path: '/api/v1/matches/{id}/share',
    access: 'bearer',
    body: MatchShareKeepRequest,
    response: MatchShareLink,
  }),
  getPublicMatch: def({
    method: 'GET',
    path: '/open-api/v1/live/{token}',
    access: 'open',
    pathParams: { token: v.string() },
    response: PublicMatchSnapshot,
  }),
  removeMatchRecorder: def({
    method: 'DELETE',
    path: '/api/v1/matches/{id}/recorders/{teamId}',
    access: 'bearer',
    response: Match,
  }),
  updateMatchTime: def({
    method: 'PATCH',
    path: '/api/v1/matches/{id}/time',
    access: 'bearer',
    body: MatchTimeRequest,
    response: Match,
  }),
  cancelKickoff: def({
    method: 'DELETE',
    path: '/api/v1/matches/{id}/time',
    access: 'bearer',
    response: Match,
  }),
  recordEvent: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/events',
    access: 'bearer',
    body: RecordEventRequest,
    response: RecordResult,
    status: 201,
  }),
  recordExchange: def({
    method: 'POST',
    path: '/api/v1/matches/{id}/exchange',
    access: 'bearer',
    body: ExchangeRequest,
    response: RecordResult,
    status: 201,
  }),
  cancelEvent: def({
    method: 'DELETE',
    path: '/api/v1/match-event/{id}',
    access: 'bearer',
    query: CancelEventQuery,
    response: RecordResult,
  }),

  // Dues (decision 060): admins write; members read their own account, and the board and ledger while the team shares them
  getDuesSettings: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/dues/settings',
    access: 'bearer',
    response: DuesSettings,
  }),
  updateDuesSettings: def({
    method: 'PUT',
    path: '/api/v1/teams/{id}/dues/settings',
    access: 'bearer',
    body: DuesSettingsRequest,
    response: DuesSettings,
  }),
  addDuesExemption: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/dues/exemptions',
    access: 'bearer',
    body: DuesExemptionRequest,
    response: DuesExemption,
    status: 201,
  }),
  deleteDuesExemption: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/dues/exemptions/{exemptionId}',
    access: 'bearer',
    response: none,
    status: 204,
  }),
  getDuesBoard: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/dues/months',
    access: 'bearer',
    query: DuesBoardQuery,
    response: DuesBoard,
  }),
  recordDuesPayment: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/dues/payments',
    access: 'bearer',
    body: DuesPaymentRequest,
    response: LedgerEntry,
    status: 201,
  }),
  recordDuesCost: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/dues/costs',
    access: 'bearer',
    body: DuesCostRequest,
    response: LedgerEntry,
    status: 201,
  }),
  recordDuesEntry: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/dues/entries',
    access: 'bearer',
    body: DuesEntryRequest,
    response: LedgerEntry,
    status: 201,
  }),
  reverseDuesEntry: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/dues/entries/{entryId}/reversal',
    access: 'bearer',
    body: DuesReversalRequest,
    response: LedgerEntry,
    status: 201,
  }),
  getDuesLedger: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/dues/ledger',
    access: 'bearer',
    query: DuesLedgerQuery,
    response: DuesLedger,
  }),
  getMyDues: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/dues/me',
    access: 'bearer',
    response: MyDuesAccount,
  }),
  getDuesAttendees: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/dues/attendees',
    access: 'bearer',
    query: DuesAttendeesQuery,
    response: DuesAttendees,
  }),

  // Push notifications (decision 058)
  getPushPublicKey: def({
    method: 'GET',
    path: '/open-api/v1/push/public-key',
    access: 'open',
    response: PushPublicKey,
  }),
  putPushSubscription: def({
    method: 'PUT',
    path: '/api/v1/push/subscriptions',
    access: 'bearer',
    body: PushSubscriptionRequest,
    response: PushDevice,
  }),
  deletePushSubscription: def({
    method: 'DELETE',
    path: '/api/v1/push/subscriptions',
    access: 'bearer',
    body: PushUnsubscribeRequest,
    response: none,
    status: 204,
  }),
  getNotificationSettings: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/notification-settings',
    access: 'bearer',
    response: NotificationSettings,
  }),
  updateNotificationSettings: def({
    method: 'PUT',
    path: '/api/v1/teams/{id}/notification-settings',
    access: 'bearer',
    body: NotificationPreferencesRequest,
    response: NotificationSettings,
  }),
  updateTeamReminderSetting: def({
    method: 'PUT',
    path: '/api/v1/teams/{id}/notification-settings/reminders',
    access: 'bearer',
    body: TeamReminderSettingRequest,
    response: NotificationSettings,
  }),

  // Files
  uploadImage: def({
    method: 'POST',
    path: '/api/v1/s3/images',
    access: 'bearer',
    body: 'multipart',
    response: ImageUploadResponse,
    status: 201,
  }),

  // 자체전 (decision 079): members read; TEAM_ADMIN and the scrimmage's named runner run it
  listScrimmages: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/scrimmages',
    access: 'bearer',
    query: ScrimmageListQuery,
    response: v.array(ScrimmageListItem),
  }),
  createScrimmage: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/scrimmages',
    access: 'bearer',
    body: ScrimmageCreateRequest,
    response: CreatedId,
    status: 201,
  }),
  getScrimmage: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}',
    access: 'bearer',
    response: Scrimmage,
  }),
  updateScrimmage: def({
    method: 'PATCH',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}',
    access: 'bearer',
    body: ScrimmagePatchRequest,
    response: Scrimmage,
  }),
  deleteScrimmage: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}',
    access: 'bearer',
    response: none,
    status: 204,
  }),
  checkInScrimmage: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/attendees',
    access: 'bearer',
    body: CheckInRequest,
    response: ScrimmageAttendee,
    status: 201,
  }),
  removeScrimmageAttendee: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/attendees/{attendeeId}',
    access: 'bearer',
    response: none,
    status: 204,
  }),
  setScrimmageSides: def({
    method: 'PUT',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/sides',
    access: 'bearer',
    body: SidesRequest,
    response: Scrimmage,
  }),
  startScrimmageGame: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/games',
    access: 'bearer',
    body: GameStartRequest,
    response: ScrimmageGame,
    status: 201,
  }),
  updateScrimmageGame: def({
    method: 'PATCH',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/games/{gameId}',
    access: 'bearer',
    body: GameActionRequest,
    response: ScrimmageGame,
  }),
  recordScrimmageEvent: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/games/{gameId}/events',
    access: 'bearer',
    body: GameEventRequest,
    response: ScrimmageGameEvent,
    status: 201,
  }),
  cancelScrimmageEvent: def({
    method: 'DELETE',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/games/{gameId}/events/{eventId}',
    access: 'bearer',
    response: none,
    status: 204,
  }),
  finishScrimmage: def({
    method: 'POST',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/finish',
    access: 'bearer',
    response: Scrimmage,
  }),
  getScrimmageResults: def({
    method: 'GET',
    path: '/api/v1/teams/{id}/scrimmages/{scrimmageId}/results',
    access: 'bearer',
    response: ScrimmageResults,
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
