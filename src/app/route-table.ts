/**
 * The route table of docs/product.md §2 as the entry needs it (src/main.tsx): path, guard, layout, search schema
 * and the page's code. It imports nothing but the pages' own chunks (lazily), so the entry can match
 * the address and ask for the page's code while the app itself is still on its way (decision 036);
 * src/app/routes.ts adds the Korean titles and React's lazy components.
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
 * - matchRecorder … and recording for a side of :matchId: its TEAM_ADMIN, or the member its admin
 *               named, until full time (decision 054; a named recorder after it → the match page)
 */
import type { messages } from '#src/lib/messages.ts';

export type SearchSchemaName = 'kakaoRedirect' | 'players' | 'matches' | 'stats' | 'notices' | 'schedules' | 'lineupEdit' | 'teamJoin';

export type GuardKind = 'public' | 'register' | 'auth' | 'team' | 'teamAdmin' | 'anyAdmin' | 'matchMember' | 'matchAdmin' | 'matchRecorder';

/** A page's code: loaded once, by whoever asks first (the entry, the router, the page's reads or its render). */
export interface PageChunk {
  load: () => Promise<Record<string, unknown>>;
  /** The page component's export. */
  name: string;
  /**
   * Pure code the page runs in its first render and that needs no React (the record screen's
   * machines): the entry asks for it beside the page, and it runs while React is still on its way
   * (decision 047). Building the recorder's machines cost ~110 ms of a phone's CPU after the last
   * byte had arrived.
   */
  early?: () => Promise<unknown>;
}

export interface RouteEntry {
  id: string;
  path: string;
  /** Its title in `messages.titles`. */
  title: keyof typeof messages.titles;
  guard: GuardKind;
  /** 'bare': a page of its own; 'shell': inside the sidebar and top bar layout. */
  layout: 'bare' | 'shell';
  /** The name of its search schema (search-params.ts), parsed where the route renders. */
  search?: SearchSchemaName;
  /** Light pages need neither session nor server data: the client core is not loaded for them. */
  light?: boolean;
  page: PageChunk;
}

/** `pageChunk(() => import('./x-page.tsx'), 'XPage')`: the page's code, loaded at most once. */
export function pageChunk<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, early?: () => Promise<unknown>): PageChunk {
  let loading: Promise<M> | null = null;
  return {
    load: () => {
      // A failed load is forgotten, so the next ask tries again (the render's reload-once rule decides after that).
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
    name,
    early,
  };
}

/** Order matters: fixed segments (/teams/select, /matches/create) before :id patterns. */
export const routeTable = [
  {
    id: 'landing',
    path: '/',
    title: 'landing',
    guard: 'public',
    layout: 'bare',
    page: pageChunk(() => import('../features/public/landing-page.tsx'), 'LandingPage'),
  },
  {
    id: 'login',
    path: '/login',
    title: 'login',
    guard: 'public',
    layout: 'bare',
    light: true,
    page: pageChunk(() => import('../features/auth/login-page.tsx'), 'LoginPage'),
  },
  {
    id: 'kakaoRedirect',
    path: '/login/kakao-redirect',
    title: 'kakaoRedirect',
    guard: 'public',
    layout: 'bare',
    search: 'kakaoRedirect',
    page: pageChunk(() => import('../features/auth/kakao-redirect-page.tsx'), 'KakaoRedirectPage'),
  },
  {
    id: 'notFound',
    path: '/404',
    title: 'notFound',
    guard: 'public',
    layout: 'bare',
    light: true,
    page: pageChunk(() => import('../features/public/status-pages.tsx'), 'NotFoundPage'),
  },
  {
    id: 'error',
    path: '/error',
    title: 'error',
    guard: 'public',
    layout: 'bare',
    page: pageChunk(() => import('../features/public/status-pages.tsx'), 'ErrorPage'),
  },
  {
    id: 'privacy',
    path: '/privacy',
    title: 'privacy',
    guard: 'public',
    layout: 'bare',
    light: true,
    page: pageChunk(() => import('../features/public/privacy-page.tsx'), 'PrivacyPage'),
  },
  // A match's public scoreboard link (decision 057): anyone holding it, signed in or not.
  {
    id: 'liveShare',
    path: '/live/:token',
    title: 'liveShare',
    guard: 'public',
    layout: 'bare',
    page: pageChunk(() => import('../features/live-share/live-share-page.tsx'), 'LiveSharePage'),
  },
  // A 자체전's 오늘의 조끼 card link (decision 080): anyone holding it, signed in or not.
  {
    id: 'vestCard',
    path: '/v/:token',
    title: 'vestCard',
    guard: 'public',
    layout: 'bare',
    page: pageChunk(() => import('../features/scrimmage/vest-card-page.tsx'), 'VestCardPage'),
  },
  // A MOM result's card link (decision 093): anyone holding it, signed in or not.
  {
    id: 'momCard',
    path: '/mom/:token',
    title: 'momCard',
    guard: 'public',
    layout: 'bare',
    page: pageChunk(() => import('../features/public/mom-card-page.tsx'), 'MomCardPage'),
  },
  {
    id: 'unauthorized',
    path: '/unauthorized',
    title: 'unauthorized',
    guard: 'public',
    layout: 'bare',
    page: pageChunk(() => import('../features/public/status-pages.tsx'), 'UnauthorizedPage'),
  },
  {
    id: 'register',
    path: '/register',
    title: 'register',
    guard: 'register',
    layout: 'bare',
    page: pageChunk(() => import('../features/auth/register-page.tsx'), 'RegisterPage'),
  },
  {
    id: 'userCreate',
    path: '/users/create',
    title: 'userCreate',
    guard: 'auth',
    layout: 'shell',
    page: pageChunk(() => import('../features/users/user-create-page.tsx'), 'UserCreatePage'),
  },
  { id: 'help', path: '/help', title: 'help', guard: 'auth', layout: 'shell', page: pageChunk(() => import('../features/help/help-page.tsx'), 'HelpPage') },
  {
    id: 'teamSelect',
    path: '/teams/select',
    title: 'teamSelect',
    guard: 'auth',
    layout: 'shell',
    page: pageChunk(() => import('../features/teams/team-select-page.tsx'), 'TeamSelectPage'),
  },
  {
    id: 'teamJoin',
    path: '/teams/join',
    title: 'teamJoin',
    guard: 'auth',
    layout: 'shell',
    search: 'teamJoin',
    page: pageChunk(() => import('../features/teams/team-join-page.tsx'), 'TeamJoinPage'),
  },
  {
    id: 'teamCreate',
    path: '/teams/create',
    title: 'teamCreate',
    guard: 'auth',
    layout: 'shell',
    page: pageChunk(() => import('../features/teams/team-create-page.tsx'), 'TeamCreatePage'),
  },
  {
    id: 'teamHome',
    path: '/teams/:teamId',
    title: 'teamProfile',
    guard: 'team',
    layout: 'shell',
    page: pageChunk(() => import('../features/teams/team-profile-page.tsx'), 'TeamProfilePage'),
  },
  {
    id: 'teamSchedules',
    path: '/teams/:teamId/schedules',
    title: 'schedules',
    guard: 'team',
    layout: 'shell',
    search: 'schedules',
    page: pageChunk(() => import('../features/schedules/schedules-page.tsx'), 'SchedulesPage'),
  },
  // A 자체전's page (decision 081): every member reads it; its admin and runner check in and split sides there.
  {
    id: 'scrimmage',
    path: '/teams/:teamId/scrimmages/:scrimmageId',
    title: 'scrimmage',
    guard: 'team',
    layout: 'shell',
    page: pageChunk(() => import('../features/scrimmage/scrimmage-page.tsx'), 'ScrimmagePage'),
  },
  {
    id: 'teamPlayers',
    path: '/teams/:teamId/players',
    title: 'members',
    guard: 'team',
    layout: 'shell',
    search: 'players',
    page: pageChunk(() => import('../features/members/members-page.tsx'), 'MembersPage'),
  },
  {
    id: 'teamMatches',
    path: '/teams/:teamId/matches',
    title: 'matches',
    guard: 'team',
    layout: 'shell',
    search: 'matches',
    page: pageChunk(() => import('../features/match-records/match-records-page.tsx'), 'MatchRecordsPage'),
  },
  {
    id: 'teamStats',
    path: '/teams/:teamId/stats',
    title: 'seasonStats',
    guard: 'team',
    layout: 'shell',
    search: 'stats',
    page: pageChunk(() => import('../features/stats/stats-page.tsx'), 'StatsPage'),
  },
  {
    id: 'scrimmageRecord',
    path: '/teams/:teamId/scrimmages/:scrimmageId/record',
    title: 'scrimmageRecord',
    guard: 'team',
    layout: 'shell',
    page: pageChunk(() => import('../features/scrimmage/play/scrimmage-record-page.tsx'), 'ScrimmageRecordPage'),
  },
  {
    id: 'teamDues',
    path: '/teams/:teamId/dues',
    title: 'dues',
    guard: 'team',
    layout: 'shell',
    page: pageChunk(() => import('../features/dues/dues-page.tsx'), 'DuesPage'),
  },
  {
    id: 'teamAdmin',
    path: '/teams/:teamId/admin',
    title: 'teamAdmin',
    guard: 'teamAdmin',
    layout: 'shell',
    page: pageChunk(() => import('../features/team-admin/team-admin-page.tsx'), 'TeamAdminPage'),
  },
  {
    id: 'notices',
    path: '/teams/:teamId/notices',
    title: 'notices',
    guard: 'team',
    layout: 'shell',
    search: 'notices',
    page: pageChunk(() => import('../features/notices/notices-page.tsx'), 'NoticesPage'),
  },
  {
    id: 'noticeCreate',
    path: '/teams/:teamId/notices/create',
    title: 'noticeCreate',
    guard: 'teamAdmin',
    layout: 'shell',
    page: pageChunk(() => import('../features/notices/notice-create-page.tsx'), 'NoticeCreatePage'),
  },
  {
    id: 'noticeDetail',
    path: '/teams/:teamId/notices/:noticeId',
    title: 'noticeDetail',
    guard: 'team',
    layout: 'shell',
    page: pageChunk(() => import('../features/notices/notice-detail-page.tsx'), 'NoticeDetailPage'),
  },
  {
    id: 'noticeEdit',
    path: '/teams/:teamId/notices/:noticeId/edit',
    title: 'noticeEdit',
    guard: 'teamAdmin',
    layout: 'shell',
    page: pageChunk(() => import('../features/notices/notice-edit-page.tsx'), 'NoticeEditPage'),
  },
  {
    id: 'matchCreate',
    path: '/matches/create',
    title: 'matchCreate',
    guard: 'anyAdmin',
    layout: 'shell',
    page: pageChunk(() => import('../features/match-create/match-create-page.tsx'), 'MatchCreatePage'),
  },
  {
    id: 'matchOverview',
    path: '/matches/:matchId',
    title: 'matchOverview',
    guard: 'matchMember',
    layout: 'shell',
    page: pageChunk(() => import('../features/match-overview/match-overview-page.tsx'), 'MatchOverviewPage'),
  },
  {
    id: 'matchRecord',
    path: '/matches/:matchId/record',
    title: 'matchRecord',
    guard: 'matchRecorder',
    layout: 'shell',
    page: pageChunk(
      () => import('../features/match-record/match-record-page.tsx'),
      'MatchRecordPage',
      () => Promise.all([import('#machines/recorder.machine.ts'), import('#machines/outbox.machine.ts')]),
    ),
  },
  {
    id: 'lineupEdit',
    path: '/matches/:matchId/players/edit',
    title: 'lineupEdit',
    guard: 'matchAdmin',
    layout: 'shell',
    search: 'lineupEdit',
    page: pageChunk(() => import('../features/lineup/lineup-edit-page.tsx'), 'LineupEditPage'),
  },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof routeTable)[number]['id'];

/** Path parameters that are database ids: anything but a positive whole number goes to /404. */
export const idParams = ['teamId', 'noticeId', 'matchId', 'scrimmageId'] as const;

export function hasValidIds(params: Record<string, string | undefined>): boolean {
  return idParams.every((name) => params[name] === undefined || /^[1-9]\d{0,15}$/.test(params[name] ?? ''));
}

/** A path pattern parser of regexparam's shape (wouter's router has one; the entry uses regexparam's own). */
export type PatternParser = (pattern: string) => { pattern: Pick<RegExp, 'exec'>; keys?: string[] | false };

/** The first route whose pattern matches the path, with its named parameters (null when none does). */
export function matchRoutes<R extends { path: string }>(
  routes: readonly R[],
  parse: PatternParser,
  path: string,
): { route: R; params: Record<string, string> } | null {
  for (const route of routes) {
    const { pattern, keys } = parse(route.path);
    const found = pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    if (keys)
      keys.forEach((key, i) => {
        if (found[i + 1] !== undefined) params[key] = found[i + 1];
      });
    return { route, params };
  }
  return null;
}
