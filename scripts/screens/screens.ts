/**
 * What `npm run screens` photographs: every route of the app's route table (src/app/route-table.ts),
 * its path parameters filled with the seeded demo data (server/db/seed-data.ts, seed-matches.ts), a
 * few search-parameter variants that open a panel, and two dialogs. `screensByRoute` is typed by the
 * route table's ids, so a route added there does not type-check here until it has a screen.
 */
import type { Page } from '@playwright/test';
import { type RouteId, routeTable } from '#src/app/route-table.ts';
import { seedPerson, seedTeams } from '#server/db/seed-data.ts';

/** Who looks: nobody, the seeded TEAM_ADMIN of FC 한강 (김민준), or a new person signed up but not yet registered. */
export type Viewer = 'signedOut' | 'teamAdmin' | 'newPerson';

export interface ScreenSpec {
  /** Unique among the screens; the file is `<name>-<width>.png`. The route id, or `<routeId>-<variant>`. */
  name: string;
  viewer: Viewer;
  /** Path parameters (`:teamId` …, a public link's `:token`) for the route's pattern. */
  params?: Record<string, number | string>;
  /** Search parameters. */
  search?: Record<string, string>;
  /** After the page has settled: opens what the screen shows (a dialog), and answers once it stands. */
  act?: (page: Page) => Promise<void>;
}

export const admin = seedPerson('kim-minjun');
const hangang = seedTeams.find((t) => t.key === 'hangang')!;
if (!admin.teams.some((t) => t.id === hangang.id && t.role === 'TEAM_ADMIN')) throw new Error('screens: 김민준 is no longer the seeded TEAM_ADMIN of FC 한강');

/** Seeded match ids, in seed-matches.ts order: 1 is the first finished match (FC 한강 at home), 5 the scheduled one (FC 한강 away). */
const finishedMatch = 1;
const scheduledMatch = 5;
/** FC 한강's first seeded notice ('2025 시즌 회비 안내'). */
const notice = 1;
const team = { teamId: hangang.id };

/** The shell's sidebar: a drawer on a phone, widened from its icons on a desktop. */
async function openSidebar(page: Page) {
  await page.getByRole('button', { name: '사이드바 열기' }).click();
  await page.getByRole('button', { name: '사이드바 닫기' }).first().waitFor();
}

async function openSettings(page: Page) {
  const settings = page.getByRole('button', { name: '설정' }).first();
  // On a phone the button is in the drawer.
  if (!(await settings.isVisible())) await openSidebar(page);
  await settings.click();
  await page.getByRole('dialog', { name: '설정' }).waitFor();
}

async function askToDeleteNotice(page: Page) {
  await page.getByRole('button', { name: '삭제하기' }).click();
  await page.getByRole('alertdialog').waitFor();
}

/**
 * Per route, its screens. `seedDay` is the Seoul calendar day the demo data was seeded on
 * (YYYY-MM-DD), for the schedules page's day panel (a training is seeded two days later).
 */
export function screensByRoute(seedDay: string): Record<RouteId, ScreenSpec[]> {
  const trainingDay = new Date(Date.parse(`${seedDay}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  return {
    landing: [{ name: 'landing', viewer: 'signedOut' }],
    login: [{ name: 'login', viewer: 'signedOut' }],
    // Without a code: the page says the sign-in could not finish.
    kakaoRedirect: [{ name: 'kakaoRedirect', viewer: 'signedOut' }],
    notFound: [{ name: 'notFound', viewer: 'signedOut' }],
    error: [{ name: 'error', viewer: 'signedOut' }],
    privacy: [{ name: 'privacy', viewer: 'signedOut' }],
    // A link nobody turned on (the seed has none): the page says the link is gone. e2e/live-share.spec.ts shows a live one.
    liveShare: [{ name: 'liveShare-gone', viewer: 'signedOut', params: { token: 'AAAAAAAAAAAAAAAAAAAAAAAA' } }],
    // A card nobody shared (the seed has none): the page says so. e2e/scrimmage.spec.ts shows a shared one.
    vestCard: [{ name: 'vestCard-gone', viewer: 'signedOut', params: { token: 'AAAAAAAAAAAAAAAAAAAAAAAA' } }],
    // As the vest card's: the seed shares none (e2e/mom-vote.spec.ts shows a shared one).
    momCard: [{ name: 'momCard-gone', viewer: 'signedOut', params: { token: 'AAAAAAAAAAAAAAAAAAAAAAAA' } }],
    unauthorized: [{ name: 'unauthorized', viewer: 'signedOut' }],
    register: [{ name: 'register', viewer: 'newPerson' }],
    userCreate: [{ name: 'userCreate', viewer: 'teamAdmin' }],
    help: [{ name: 'help', viewer: 'teamAdmin' }],
    teamSelect: [{ name: 'teamSelect', viewer: 'teamAdmin' }],
    teamJoin: [{ name: 'teamJoin', viewer: 'teamAdmin' }],
    teamCreate: [{ name: 'teamCreate', viewer: 'teamAdmin' }],
    teamHome: [
      { name: 'teamHome', viewer: 'teamAdmin', params: team },
      { name: 'teamHome-sidebarOpen', viewer: 'teamAdmin', params: team, act: openSidebar },
      { name: 'teamHome-settingsDialog', viewer: 'teamAdmin', params: team, act: openSettings },
    ],
    teamSchedules: [
      { name: 'teamSchedules', viewer: 'teamAdmin', params: team },
      { name: 'teamSchedules-day', viewer: 'teamAdmin', params: team, search: { date: trainingDay } },
    ],
    // FC 한강's first 자체전: the seed of decision 079 adds it (until then the page says it does not exist).
    scrimmage: [{ name: 'scrimmage', viewer: 'teamAdmin', params: { ...team, scrimmageId: 1 } }],
    teamPlayers: [
      { name: 'teamPlayers', viewer: 'teamAdmin', params: team },
      { name: 'teamPlayers-selected', viewer: 'teamAdmin', params: team, search: { selectedMemberId: '3' } },
    ],
    teamMatches: [
      { name: 'teamMatches', viewer: 'teamAdmin', params: team },
      { name: 'teamMatches-selected', viewer: 'teamAdmin', params: team, search: { selectedMatchId: String(finishedMatch) } },
    ],
    teamStats: [
      { name: 'teamStats', viewer: 'teamAdmin', params: team },
      { name: 'teamStats-fw-by-goals', viewer: 'teamAdmin', params: team, search: { position: 'FW', sort: 'goals,desc' } },
    ],
    // No scrimmage in the demo seed yet (server core adds one): photographed once it is there.
    scrimmageRecord: [],
    teamDues: [{ name: 'teamDues', viewer: 'teamAdmin', params: team }],
    teamAdmin: [{ name: 'teamAdmin', viewer: 'teamAdmin', params: team }],
    notices: [{ name: 'notices', viewer: 'teamAdmin', params: team }],
    noticeCreate: [{ name: 'noticeCreate', viewer: 'teamAdmin', params: team }],
    noticeDetail: [
      { name: 'noticeDetail', viewer: 'teamAdmin', params: { ...team, noticeId: notice } },
      { name: 'noticeDetail-confirmDialog', viewer: 'teamAdmin', params: { ...team, noticeId: notice }, act: askToDeleteNotice },
    ],
    noticeEdit: [{ name: 'noticeEdit', viewer: 'teamAdmin', params: { ...team, noticeId: notice } }],
    matchCreate: [{ name: 'matchCreate', viewer: 'teamAdmin' }],
    matchOverview: [
      { name: 'matchOverview-finished', viewer: 'teamAdmin', params: { matchId: finishedMatch } },
      { name: 'matchOverview-scheduled', viewer: 'teamAdmin', params: { matchId: scheduledMatch } },
    ],
    // FC 한강's admin records its side of the scheduled match (before kick-off).
    matchRecord: [{ name: 'matchRecord', viewer: 'teamAdmin', params: { matchId: scheduledMatch } }],
    lineupEdit: [{ name: 'lineupEdit', viewer: 'teamAdmin', params: { matchId: scheduledMatch }, search: { matchSide: 'away' } }],
  };
}

export interface Screen extends ScreenSpec {
  routeId: RouteId;
  /** Path and search, e.g. `/teams/1/players?selectedMemberId=3`. */
  url: string;
}

/** Every screen in route-table order, with its address; throws on a route without one or a parameter left unfilled. */
export function allScreens(seedDay: string): Screen[] {
  const byRoute = screensByRoute(seedDay);
  const screens: Screen[] = [];
  for (const route of routeTable) {
    const specs = byRoute[route.id];
    if (!specs?.length) throw new Error(`screens: the route "${route.id}" has no screen in scripts/screens/screens.ts`);
    for (const spec of specs) {
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
        const value = spec.params?.[name];
        if (value === undefined) throw new Error(`screens: ${spec.name} does not fill :${name} of ${route.path}`);
        return String(value);
      });
      const search = spec.search ? `?${new URLSearchParams(spec.search)}` : '';
      screens.push({ ...spec, routeId: route.id, url: path + search });
    }
  }
  const names = new Set(screens.map((s) => s.name));
  if (names.size !== screens.length) throw new Error('screens: two screens share a name');
  return screens;
}
