/**
 * The scrimmage's user model (tests/paths/scrimmage.user-model.ts) in the browser, on a 390×844
 * phone: the admin of FC 한강 runs a two-side 자체전 of their own (six members checked in through the
 * API) on the scrimmage page and the record screen. The page's check-in and split requests can be
 * held, answered or failed (HeldRequests); "another device" is the API, whose changes the page reads
 * through its live stream, with the page's reads held until the other device is done, so the page
 * reads where it ended and never a step between.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { seedPeople, seedPerson } from '../../server/db/seed-data.ts';
import type { ScrimmageServer, ScrimmageUserEvent, ScrimmageUserState } from '../../tests/paths/scrimmage.user-model.ts';
import { scrimmageUserModel } from '../../tests/paths/scrimmage.user-model.ts';
import { apiSignIn, bearer } from '../api.ts';
import { hangang } from '../fixtures/match-with-lineups.ts';
import { ScrimmagePage } from '../pages/scrimmage.page.ts';
import { signInAs } from '../pages/sign-in.ts';
import type { BrowserBinding } from './binding.ts';
import { HeldRequests } from './held-requests.ts';

interface ScrimmageWorld {
  page: Page;
  scrimmage: ScrimmagePage;
  request: APIRequestContext;
  token: string;
  id: number;
  /** The page's check-in and split requests. */
  writes: HeldRequests;
  /** The page's reads of the scrimmage. */
  reads: HeldRequests;
  /** The runner's guest without a side, by name; and the name of a check-in the network holds. */
  guest: string | null;
  heldGuest: string | null;
}

type Read = {
  state: string;
  vestColours: string[];
  attendees: { id: number; userId: number | null; leftAt: string | null; side: number | null }[];
  games: { id: number; state: string; homeSide: number; players: { attendeeId: number; side: number }[] }[];
};

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' } as const;
const admin = seedPerson('kim-minjun');
const members = seedPeople.filter((p) => p.key !== admin.key && p.teams.some((t) => t.id === hangang.id));
let guests = 0;

async function api(w: ScrimmageWorld, method: 'get' | 'post' | 'put' | 'patch', path: string, data?: unknown) {
  const answer = await w.request[method](`/api/v1/teams/${hangang.id}/scrimmages/${w.id}${path}`, { headers: bearer(w.token), data });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()).data as unknown;
}

const read = (w: ScrimmageWorld) => api(w, 'get', '') as Promise<Read>;
const gameOn = (s: Read) => s.games.find((g) => g.state !== 'FINISHED') ?? null;

function serverOf(s: Read): ScrimmageServer {
  if (s.state === 'CHECK_IN' || s.state === 'FINISHED') return s.state;
  const on = gameOn(s);
  return on ? (on.state === 'PAUSED' ? 'PAUSED' : 'ON') : s.games.length > 0 ? 'BETWEEN' : 'SIDES';
}

/** Everyone here on the two sides by turns. */
async function putSides(w: ScrimmageWorld, s: Read) {
  const here = s.attendees.filter((a) => a.leftAt === null).map((a) => a.id);
  const sides = [0, 1].map((side) => ({ side, vestColour: s.vestColours[side], attendeeIds: here.filter((_, i) => i % 2 === side) }));
  await api(w, 'put', '/sides', { sides });
}

/** Another device takes the scrimmage to `to`, one request at a time, as the model's OTHER_DEVICE says. */
async function otherDevice(w: ScrimmageWorld, to: ScrimmageServer) {
  let s = await read(w);
  if (serverOf(s) === to) {
    if (to === 'CHECK_IN') {
      const here = new Set(s.attendees.filter((a) => a.leftAt === null).map((a) => a.userId));
      await api(w, 'post', '/attendees', { userId: members.find((p) => !here.has(p.id))!.id });
    } else if (to === 'SIDES' || to === 'BETWEEN') await putSides(w, s);
    else {
      const on = gameOn(s)!;
      const scorer = on.players.find((p) => p.side === on.homeSide)!;
      await api(w, 'post', `/games/${on.id}/events`, { clientId: randomUUID(), eventType: 'GOAL', attendeeId: scorer.attendeeId, side: on.homeSide });
    }
    return;
  }
  for (let from = serverOf(s); from !== to; from = serverOf(s)) {
    const on = gameOn(s);
    if (from === 'CHECK_IN') await putSides(w, s);
    else if (from === 'BETWEEN' && to === 'FINISHED') await api(w, 'post', '/finish');
    else if (from === 'SIDES' || from === 'BETWEEN') {
      if (s.attendees.some((a) => a.leftAt === null && a.side === null)) await putSides(w, s);
      await api(w, 'post', '/games', { clientId: randomUUID(), homeSide: 0, awaySide: 1 });
    } else if (from === 'ON') await api(w, 'patch', `/games/${on!.id}`, { action: to === 'PAUSED' ? 'PAUSE' : 'END' });
    else await api(w, 'patch', `/games/${on!.id}`, { action: to === 'ON' ? 'RESUME' : 'END' });
    s = await read(w);
  }
}

const pending = (page: Page) => page.locator('button[data-pending="true"]');
const unsidedNote = (page: Page) => page.getByText(/^팀이 없는 사람 \d+명/);
const allSent = async (page: Page) => expect(page.getByRole('status').filter({ hasText: '모두 전송됨' })).toBeVisible({ timeout: 15_000 });

async function confirmIn(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: button, exact: true }).click();
}

async function expectPage(w: ScrimmageWorld, s: ScrimmageUserState) {
  const { page } = w;
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const record = page.getByRole('link', { name: '기록하기' });
  const checkIn = w.scrimmage.checkInList();
  switch (s.screen) {
    case 'checkIn':
      await expect(checkIn).toBeVisible();
      await expect(button('팀 나누기')).toBeVisible();
      await expect(button('제안 받기')).toHaveCount(0);
      break;
    case 'sides':
      await expect(button('출석 체크로 돌아가기')).toBeVisible();
      await expect(button('제안 받기')).toBeVisible();
      await expect(checkIn).toHaveCount(0);
      break;
    case 'betweenGames':
      await expect(record).toBeVisible();
      await expect(button('제안 받기')).toBeVisible();
      await expect(checkIn).toBeVisible();
      await expect(unsidedNote(page)).toHaveCount(s.guest ? 1 : 0);
      break;
    case 'playing':
    case 'paused':
      await expect(record).toBeVisible();
      await expect(page.getByText(s.screen === 'playing' ? /^\d+경기 진행 중$/ : /^\d+경기 멈춤$/)).toBeVisible();
      await expect(button('제안 받기')).toHaveCount(0);
      await expect(checkIn).toBeVisible();
      break;
    case 'finished':
      await expect(page.getByText('끝남', { exact: true })).toBeVisible();
      await expect(record).toHaveCount(0);
      await expect(checkIn).toHaveCount(0);
      break;
  }
  if (s.held) await expect(pending(page).first()).toBeVisible();
  else await expect(pending(page)).toHaveCount(0);
}

async function expectRecord({ page }: ScrimmageWorld, s: ScrimmageUserState) {
  await expect(page).toHaveURL(/\/record$/);
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  switch (s.screen) {
    case 'betweenGames':
      await expect(page.getByRole('button', { name: /경기 시작$/ })).toBeVisible();
      await expect(page.getByText('팀이 없는 출석자가 있습니다.', { exact: false })).toHaveCount(s.guest ? 1 : 0);
      await expect(button('일시정지')).toHaveCount(0);
      await expect(button('재개')).toHaveCount(0);
      return;
    case 'playing':
      await expect(button('일시정지')).toBeVisible();
      return;
    case 'paused':
      await expect(button('재개')).toBeVisible();
      return;
    default:
      throw new Error(`the record screen does not show ${s.screen}`);
  }
}

export const scrimmageBinding: BrowserBinding<ScrimmageUserState, ScrimmageUserEvent, ScrimmageWorld> = {
  model: scrimmageUserModel,
  async setup({ browser, request }) {
    const token = await apiSignIn(request, admin.id);
    const startAt = new Date(Date.now() - 3600_000);
    const created = await request.post(`/api/v1/teams/${hangang.id}/scrimmages`, {
      headers: bearer(token),
      data: {
        title: `경로 자체전 ${Date.now() % 100000}`,
        startAt: startAt.toISOString(),
        endAt: new Date(startAt.getTime() + 7200_000).toISOString(),
        sideCount: 2,
        gameMinutes: 10,
        format: 'FIXED_GAMES',
        drawRule: 'LONGER_ON_LEAVES',
        restOrder: [],
        vestColours: ['ORANGE', 'BLUE'],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()).data as { id: number };
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await signInAs(page, admin.name);
    const prefix = `/api/v1/teams/${hangang.id}/scrimmages/${id}`;
    const writes = await HeldRequests.on(
      page,
      (url, method) => (method === 'POST' && url.pathname === `${prefix}/attendees`) || (method === 'PUT' && url.pathname === `${prefix}/sides`),
    );
    const reads = await HeldRequests.on(page, (url, method) => method === 'GET' && url.pathname === prefix);
    const world: ScrimmageWorld = { page, scrimmage: new ScrimmagePage(page), request, token, id, writes, reads, guest: null, heldGuest: null };
    for (const p of members.slice(0, 6)) await api(world, 'post', '/attendees', { userId: p.id });
    await world.scrimmage.goto(hangang.id, id);
    return { ...world, close: () => context.close() };
  },
  actions: {
    ADD_GUEST: async (w, e) => {
      const name = `경로용병${(guests += 1)}`;
      if (e.held) w.writes.mode = 'hold';
      await w.page.getByRole('textbox', { name: '용병 이름' }).fill(name);
      await w.page.getByRole('button', { name: '용병 추가' }).click();
      if (e.held) {
        w.heldGuest = name;
        await w.writes.held();
        return;
      }
      w.guest = name;
      await expect(w.page.getByRole('button', { name: `${name} 출석 취소` })).toBeVisible();
    },
    REMOVE_GUEST: async (w) => {
      await w.page.getByRole('button', { name: `${w.guest} 출석 취소` }).click();
      await expect(w.page.getByRole('button', { name: `${w.guest} 출석 취소` })).toHaveCount(0);
      w.guest = null;
    },
    TO_SPLIT: ({ page }) => page.getByRole('button', { name: '팀 나누기', exact: true }).click(),
    BACK_TO_CHECK_IN: ({ page }) => page.getByRole('button', { name: '출석 체크로 돌아가기' }).click(),
    SAVE_SIDES: async (w, e, before) => {
      const { page } = w;
      // In the step a proposal from who is here; between games 다시 맞추기 places the late guest.
      const make = page.getByRole('button', { name: before.screen === 'sides' ? '제안 받기' : '다시 맞추기', exact: true });
      await expect(make).toBeEnabled();
      await make.click();
      if (e.held) w.writes.mode = 'hold';
      await page.getByRole('button', { name: '저장', exact: true }).click();
      if (e.held) await w.writes.held();
    },
    SERVER_ANSWERS: async (w, _e, _before, after) => {
      w.writes.release();
      if (after.guest) w.guest = w.heldGuest;
      w.heldGuest = null;
    },
    NETWORK_FAILS: async (w) => {
      w.writes.fail();
      await expect(w.page.getByText(/(출석 체크|팀 저장) 실패/).first()).toBeVisible();
      w.writes.mode = 'pass';
      w.heldGuest = null;
    },
    OTHER_DEVICE: async (w, e) => {
      w.reads.mode = 'hold';
      try {
        await otherDevice(w, e.to);
      } finally {
        w.reads.release();
      }
    },
    OPEN_RECORD: async ({ page }) => {
      await page.getByRole('link', { name: '기록하기' }).click();
      await allSent(page);
    },
    BACK_TO_PAGE: ({ scrimmage, id }) => scrimmage.goto(hangang.id, id),
    START_GAME: async ({ page }) => {
      await page.getByRole('button', { name: /^\S+ 대 \S+ 경기 시작$/ }).click();
      await allSent(page);
    },
    PAUSE: async ({ page }) => {
      await page.getByRole('button', { name: '일시정지', exact: true }).click();
      await allSent(page);
    },
    RESUME: async ({ page }) => {
      await page.getByRole('button', { name: '재개', exact: true }).click();
      await allSent(page);
    },
    END_GAME: async ({ page }) => {
      await confirmIn(page, '경기 종료');
      await allSent(page);
    },
    RECORD_GOAL: async ({ page }) => {
      const scorer = page.getByRole('region', { name: /선수$/ }).first().getByRole('button').first();
      const name = (await scorer.textContent())!.replace(/쉬는 중$/, '').trim();
      await scorer.click();
      await page
        .getByRole('dialog', { name: `${name} 기록` })
        .getByRole('button', { name: '골', exact: true })
        .click();
      await page
        .getByRole('dialog', { name: `${name}의 골을 도운 선수` })
        .getByRole('button', { name: '도움 없음', exact: true })
        .click();
      await allSent(page);
    },
    CANCEL_GOAL: async ({ page }) => {
      await page
        .getByRole('button', { name: / 골 취소$/ })
        .first()
        .click();
      await allSent(page);
    },
    REOPEN: async ({ page }) => {
      await confirmIn(page, '다시 열기');
      await allSent(page);
    },
    FINISH: async ({ page, id }) => {
      await confirmIn(page, '자체전 종료');
      await expect(page).toHaveURL(new RegExp(`/teams/${hangang.id}/scrimmages/${id}$`));
    },
  },
  async expectSeen(w, s) {
    if (s.where === 'record') await expectRecord(w, s);
    else await expectPage(w, s);
  },
};
