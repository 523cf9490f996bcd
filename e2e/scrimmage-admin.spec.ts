/**
 * 자체전 where admins set it up and members look (decision 087), on a 390×844 phone: the admin page's
 * levels (saved per tap, kept across a reload) and pairs (added, removed), said to be the admins'
 * alone; a finished 자체전's 최근 자체전 block on the team page with the member's own line, and their
 * season line in the member panel. Axe at 390 and 1280.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { seriousViolations } from './axe.ts';
import { hangang } from './fixtures/match-with-lineups.ts';
import { signInAs } from './pages/sign-in.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' } as const;

async function call(request: APIRequestContext, token: string, method: 'post' | 'put' | 'patch', path: string, data: unknown) {
  const answer = await request[method](`/api/v1/teams/${hangang.id}${path}`, { headers: bearer(token), data });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()).data;
}

async function axeAtBothWidths(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(phone.viewport);
}

test('an admin rates members and marks pairs on the team admin page; a reload keeps them', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext(phone);
  const token = await apiSignIn(request, seedPerson('kim-minjun').id);
  // The team's pairs start empty whatever ran before.
  await call(request, token, 'put', '/scrimmage-pairs', { pairs: [] });
  try {
    const page = await context.newPage();
    await signInAs(page, '김민준');
    await page.goto(`/teams/${hangang.id}/admin`);
    await expect(page.getByText('등급은 운영진만 봅니다. 멤버에게는 어디에도 보이지 않습니다.')).toBeVisible();
    const levels = page.getByRole('list', { name: '멤버별 실력 등급' });
    const seojun = levels.getByRole('radiogroup', { name: '이서준 실력 등급' });
    await seojun.getByRole('radio', { name: '4' }).click();
    await expect(seojun.getByRole('radio', { name: '4' })).toBeChecked();

    const form = page.locator('form').filter({ has: page.getByRole('button', { name: '짝 추가' }) });
    await form.getByRole('button', { name: /첫 번째 멤버/ }).click();
    await page.getByRole('option', { name: '이서준' }).click();
    await form.getByRole('button', { name: /두 번째 멤버/ }).click();
    await page.getByRole('option', { name: '최도윤' }).click();
    await form.getByRole('radio', { name: '함께 두기' }).click();
    await form.getByRole('button', { name: '짝 추가' }).click();
    const pairs = page.getByRole('list', { name: '짝 목록' });
    await expect(pairs.getByText('함께 두기')).toBeVisible();
    await axeAtBothWidths(page);

    await page.reload();
    await expect(
      page.getByRole('list', { name: '멤버별 실력 등급' }).getByRole('radiogroup', { name: '이서준 실력 등급' }).getByRole('radio', { name: '4' }),
    ).toBeChecked();
    await expect(page.getByRole('list', { name: '짝 목록' }).getByText('함께 두기')).toBeVisible();
    await page
      .getByRole('list', { name: '짝 목록' })
      .getByRole('button', { name: /짝 삭제/ })
      .click();
    await expect(page.getByText('아직 정한 짝이 없습니다.')).toBeVisible();
  } finally {
    // Levels of the seed are unset: put this one back for the other specs.
    await call(request, token, 'put', `/members/${seedPerson('lee-seojun').id}/level`, { level: null });
    await context.close();
  }
});

test("a member finds the last 자체전 and their own line on the team page, and their season's 자체전 in the member panel", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const token = await apiSignIn(request, seedPerson('kim-minjun').id);
  // A two-side 자체전 that began an hour ago: 이서준 (주황) scores the one goal of its one game.
  const startAt = new Date(Date.now() - 3600_000);
  const { id } = await call(request, token, 'post', '/scrimmages', {
    title: 'e2e 최근 자체전',
    startAt: startAt.toISOString(),
    endAt: new Date(startAt.getTime() + 7200_000).toISOString(),
    sideCount: 2,
    gameMinutes: 10,
    format: 'FIXED_GAMES',
    drawRule: 'LONGER_ON_LEAVES',
    restOrder: [],
    vestColours: ['ORANGE', 'BLUE'],
  });
  const attendee = async (key: string) => (await call(request, token, 'post', `/scrimmages/${id}/attendees`, { userId: seedPerson(key).id })).id as number;
  const orange = [await attendee('lee-seojun'), await attendee('choi-doyun')];
  const blue = [await attendee('kang-hyunwoo'), await attendee('cho-minjae')];
  await call(request, token, 'put', `/scrimmages/${id}/sides`, {
    sides: [
      { side: 0, vestColour: 'ORANGE', attendeeIds: orange },
      { side: 1, vestColour: 'BLUE', attendeeIds: blue },
    ],
  });
  const game = await call(request, token, 'post', `/scrimmages/${id}/games`, { clientId: randomUUID(), homeSide: 0, awaySide: 1 });
  await call(request, token, 'post', `/scrimmages/${id}/games/${game.id}/events`, {
    clientId: randomUUID(),
    eventType: 'GOAL',
    attendeeId: orange[0],
    assistAttendeeId: orange[1],
    side: 0,
  });
  await call(request, token, 'patch', `/scrimmages/${id}/games/${game.id}`, { action: 'END' });
  await call(request, token, 'post', `/scrimmages/${id}/finish`, {});

  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await signInAs(page, '이서준');
    await page.goto(`/teams/${hangang.id}`);
    const block = page.getByRole('region', { name: '최근 자체전' });
    await expect(block.getByText('e2e 최근 자체전')).toBeVisible();
    await expect(block.getByRole('listitem').filter({ hasText: '주황팀' })).toHaveText('주황팀1경기 1승 · 1골 · 3점');
    await expect(block.getByRole('listitem').filter({ hasText: '파랑팀' })).toHaveText('파랑팀1경기 1패 · 0골 · 0점');
    await expect(block.getByText('내 기록: 1경기 1승 · 1골 0도움 · 3점')).toBeVisible();
    await axeAtBothWidths(page);
    await block.getByRole('link', { name: '최근 자체전 자세히 보기' }).click();
    await expect(page).toHaveURL(new RegExp(`/teams/${hangang.id}/scrimmages/${id}$`));

    await page.goto(`/teams/${hangang.id}/players?selectedMemberId=${seedPerson('lee-seojun').id}`);
    const panel = page.getByRole('dialog', { name: '멤버 정보' });
    const season = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Seoul' }).slice(0, 4);
    await expect(panel.getByRole('region', { name: `${season} 시즌 자체전` }).getByText(/^\d+회 · \d+경기 .*\d+골 \d+도움 · \d+점$/)).toBeVisible();
    await axeAtBothWidths(page);
  } finally {
    await context.close();
  }
});
