/**
 * The route table of spec §2: path, Korean title, guard, search schema and lazy page. Pages load
 * on demand, so /login carries none of the authenticated screens.
 *
 * Guards
 * - public      anyone
 * - register    signed in (a PENDING person may stay; the page sends an ACTIVE one away)
 * - auth        signed in and registered
 * - team        … and a member of :teamId            (else /unauthorized)
 * - teamAdmin   … and TEAM_ADMIN of :teamId          (else /unauthorized)
 * - anyAdmin    … and TEAM_ADMIN of at least one team (else /unauthorized)
 * - matchMember … and a member of the home or away team of :matchId (404 → /404)
 * - matchAdmin  … and TEAM_ADMIN of the home or away team of :matchId
 */
import { messages } from '#src/lib/messages.ts';
import { lazyPage, type LazyPage } from './lazy-page.ts';

export type SearchSchemaName = 'kakaoRedirect' | 'players' | 'matches' | 'notices' | 'schedules' | 'lineupEdit' | 'teamJoin';

export type GuardKind = 'public' | 'register' | 'auth' | 'team' | 'teamAdmin' | 'anyAdmin' | 'matchMember' | 'matchAdmin';

export interface AppRoute {
  id: string;
  path: string;
  title: string;
  guard: GuardKind;
  /** 'bare': a page of its own; 'shell': inside the sidebar and top bar layout. */
  layout: 'bare' | 'shell';
  /** The name of its search schema (search-params.ts), parsed where the route renders. */
  search?: SearchSchemaName;
  /** Light pages need neither session nor server data: the client core is not loaded for them. */
  light?: boolean;
  page: LazyPage;
}

const t = messages.titles;

const Landing = lazyPage(() => import('../features/public/landing-page.tsx'), 'LandingPage');
const Login = lazyPage(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const KakaoRedirect = lazyPage(() => import('../features/auth/kakao-redirect-page.tsx'), 'KakaoRedirectPage');
const Register = lazyPage(() => import('../features/auth/register-page.tsx'), 'RegisterPage');
const NotFound = lazyPage(() => import('../features/public/status-pages.tsx'), 'NotFoundPage');
const ErrorPage = lazyPage(() => import('../features/public/status-pages.tsx'), 'ErrorPage');
const Unauthorized = lazyPage(() => import('../features/public/status-pages.tsx'), 'UnauthorizedPage');
const Privacy = lazyPage(() => import('../features/public/privacy-page.tsx'), 'PrivacyPage');
const TeamSelect = lazyPage(() => import('../features/teams/team-select-page.tsx'), 'TeamSelectPage');
const TeamProfile = lazyPage(() => import('../features/teams/team-profile-page.tsx'), 'TeamProfilePage', 'teamProfileReads');
const TeamCreate = lazyPage(() => import('../features/teams/team-create-page.tsx'), 'TeamCreatePage');
const TeamJoin = lazyPage(() => import('../features/teams/team-join-page.tsx'), 'TeamJoinPage');
const UserCreate = lazyPage(() => import('../features/users/user-create-page.tsx'), 'UserCreatePage');
const Members = lazyPage(() => import('../features/members/members-page.tsx'), 'MembersPage');
const TeamAdmin = lazyPage(() => import('../features/team-admin/team-admin-page.tsx'), 'TeamAdminPage');
const MatchCreate = lazyPage(() => import('../features/match-create/match-create-page.tsx'), 'MatchCreatePage');
const MatchRecords = lazyPage(() => import('../features/match-records/match-records-page.tsx'), 'MatchRecordsPage');
const MatchOverview = lazyPage(() => import('../features/match-overview/match-overview-page.tsx'), 'MatchOverviewPage', 'matchOverviewReads');
const LineupEdit = lazyPage(() => import('../features/lineup/lineup-edit-page.tsx'), 'LineupEditPage', 'lineupEditReads');
const MatchRecord = lazyPage(() => import('../features/match-record/match-record-page.tsx'), 'MatchRecordPage', 'matchRecordReads');
const Schedules = lazyPage(() => import('../features/schedules/schedules-page.tsx'), 'SchedulesPage');
const Notices = lazyPage(() => import('../features/notices/notices-page.tsx'), 'NoticesPage');
const NoticeDetail = lazyPage(() => import('../features/notices/notice-detail-page.tsx'), 'NoticeDetailPage');
// The editor pages carry TipTap: their own chunks, never loaded by the list or the detail.
const NoticeCreate = lazyPage(() => import('../features/notices/notice-create-page.tsx'), 'NoticeCreatePage');
const NoticeEdit = lazyPage(() => import('../features/notices/notice-edit-page.tsx'), 'NoticeEditPage');
const ComingSoon = lazyPage(() => import('../features/placeholder/coming-soon-page.tsx'), 'ComingSoonPage');

/** Order matters: fixed segments (/teams/select, /matches/create) before :id patterns. */
export const appRoutes: readonly AppRoute[] = [
  { id: 'landing', path: '/', title: t.landing, guard: 'public', layout: 'bare', page: Landing },
  { id: 'login', path: '/login', title: t.login, guard: 'public', layout: 'bare', light: true, page: Login },
  { id: 'kakaoRedirect', path: '/login/kakao-redirect', title: t.kakaoRedirect, guard: 'public', layout: 'bare', search: 'kakaoRedirect', page: KakaoRedirect },
  { id: 'notFound', path: '/404', title: t.notFound, guard: 'public', layout: 'bare', light: true, page: NotFound },
  { id: 'error', path: '/error', title: t.error, guard: 'public', layout: 'bare', page: ErrorPage },
  { id: 'privacy', path: '/privacy', title: t.privacy, guard: 'public', layout: 'bare', light: true, page: Privacy },
  { id: 'unauthorized', path: '/unauthorized', title: t.unauthorized, guard: 'public', layout: 'bare', page: Unauthorized },

  { id: 'register', path: '/register', title: t.register, guard: 'register', layout: 'bare', page: Register },
  { id: 'userCreate', path: '/users/create', title: t.userCreate, guard: 'auth', layout: 'shell', page: UserCreate },
  { id: 'teamSelect', path: '/teams/select', title: t.teamSelect, guard: 'auth', layout: 'shell', page: TeamSelect },
  { id: 'teamJoin', path: '/teams/join', title: t.teamJoin, guard: 'auth', layout: 'shell', search: 'teamJoin', page: TeamJoin },
  { id: 'teamCreate', path: '/teams/create', title: t.teamCreate, guard: 'auth', layout: 'shell', page: TeamCreate },
  { id: 'teamHome', path: '/teams/:teamId', title: t.teamProfile, guard: 'team', layout: 'shell', page: TeamProfile },
  { id: 'teamSchedules', path: '/teams/:teamId/schedules', title: t.schedules, guard: 'team', layout: 'shell', search: 'schedules', page: Schedules },
  { id: 'teamPlayers', path: '/teams/:teamId/players', title: t.members, guard: 'team', layout: 'shell', search: 'players', page: Members },
  { id: 'teamMatches', path: '/teams/:teamId/matches', title: t.matches, guard: 'team', layout: 'shell', search: 'matches', page: MatchRecords },
  { id: 'teamAdmin', path: '/teams/:teamId/admin', title: t.teamAdmin, guard: 'teamAdmin', layout: 'shell', page: TeamAdmin },
  { id: 'notices', path: '/teams/:teamId/notices', title: t.notices, guard: 'team', layout: 'shell', search: 'notices', page: Notices },
  { id: 'noticeCreate', path: '/teams/:teamId/notices/create', title: t.noticeCreate, guard: 'teamAdmin', layout: 'shell', page: NoticeCreate },
  { id: 'noticeDetail', path: '/teams/:teamId/notices/:noticeId', title: t.noticeDetail, guard: 'team', layout: 'shell', page: NoticeDetail },
  { id: 'noticeEdit', path: '/teams/:teamId/notices/:noticeId/edit', title: t.noticeEdit, guard: 'teamAdmin', layout: 'shell', page: NoticeEdit },
  { id: 'matchCreate', path: '/matches/create', title: t.matchCreate, guard: 'anyAdmin', layout: 'shell', page: MatchCreate },
  { id: 'matchOverview', path: '/matches/:matchId', title: t.matchOverview, guard: 'matchMember', layout: 'shell', page: MatchOverview },
  { id: 'matchRecord', path: '/matches/:matchId/record', title: t.matchRecord, guard: 'matchAdmin', layout: 'shell', page: MatchRecord },
  { id: 'lineupEdit', path: '/matches/:matchId/players/edit', title: t.lineupEdit, guard: 'matchAdmin', layout: 'shell', search: 'lineupEdit', page: LineupEdit },
];

/** Path parameters that are database ids: anything but a positive whole number goes to /404. */
export const idParams = ['teamId', 'noticeId', 'matchId'] as const;

export function hasValidIds(params: Record<string, string | undefined>): boolean {
  return idParams.every((name) => params[name] === undefined || /^[1-9]\d{0,15}$/.test(params[name] ?? ''));
}
