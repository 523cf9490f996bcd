import { expect, test } from './fixtures/test.ts';
import { seriousViolations } from './axe.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { gwanak, hangang, kickOff, matchAgainstTemporaryTeam, matchInPlay, temporaryTeam } from './fixtures/match-with-lineups.ts';
import { tapSwitch } from './fixtures/push-devices.ts';
import { signInAs } from './pages/sign-in.ts';

/**
 * The public scoreboard link (decision 057): an admin turns it on from the match page on a phone; someone who is not
 * signed in opens it on a phone and watches a goal arrive live; a messenger fetching the link reads
 * the teams and the score from the page's own HTML; once the admin turns it off, the page says so.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a signed-out phone follows a shared match live, the link previews with the score, and it stops when turned off', async ({
  browser,
  page: adminPage,
  request,
}) => {
  const admin = seedPerson('kim-minjun');
  const adminToken = await apiSignIn(request, admin.id);
  const matchId = await matchAgainstTemporaryTeam(request, `e2e 공유 경기 ${Date.now() % 100000}`);
  await kickOff(request, adminToken, matchId);

  // The admin, on the match page: the card explains the link before it exists, then shows it.
  await signInAs(adminPage, admin.name);
  await adminPage.goto(`/matches/${matchId}`);
  const card = adminPage.getByRole('region', { name: '실시간 공유 링크' });
  await expect(card).toContainText('로그인 없이');
  await card.getByRole('button', { name: '공유 링크 만들기' }).click();
  await expect(adminPage.getByText('공유 링크를 만들었습니다.')).toBeVisible();
  const url = (await card.getByLabel('공유 링크').textContent())!;
  const token = url.split('/live/')[1];
  expect(url).toBe(`${new URL(adminPage.url()).origin}/live/${token}`);
  expect(await seriousViolations(adminPage)).toEqual([]);
  // A member who is no admin may pass the link on, but not turn it off.
  const member = seedPerson('lee-seojun');
  const memberRead = await request.get(`/api/v1/matches/${matchId}/share`, { headers: bearer(await apiSignIn(request, member.id)) });
  expect(((await memberRead.json()).data as { link: { url: string } }).link.url).toBe(url);

  // What a messenger's preview bot reads: no script runs there.
  const preview = await request.get(`/live/${token}`, { headers: { accept: 'text/html' } });
  expect(preview.status()).toBe(200);
  expect(preview.headers()['x-robots-tag']).toBe('noindex');
  const html = await preview.text();
  expect(html).toContain(`<meta property="og:title" content="${hangang.name} 0 : 0 [임시] ${temporaryTeam.name}">`);
  expect(html).toMatch(/<meta property="og:description" content="전반 진행 중 · /);

  // Someone with no account at all.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await stranger.newPage();
  await page.goto(`/live/${token}`);
  const board = page.getByRole('region', { name: new RegExp(`^${hangang.name} 0 대 0`) });
  await expect(board).toBeVisible();
  await expect(board).toContainText('전반');
  await expect(page.getByText('실시간', { exact: true })).toBeVisible();
  const players = (await (await request.get(`/api/v1/matches/${matchId}/players`, { headers: bearer(adminToken) })).json()).data;
  const scorer = players.homeTeam.starters[9] as { id: number; name: string };
  await expect(page.getByRole('list', { name: `${hangang.name} 선발` })).toContainText(scorer.name);
  expect(await seriousViolations(page)).toEqual([]);
  const width = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, client: document.scrollingElement!.clientWidth }));
  expect(width.scroll).toBeLessThanOrEqual(width.client);

  // A goal recorded by the admin arrives without a reload.
  const goal = await request.post(`/api/v1/matches/${matchId}/events`, {
    headers: bearer(adminToken),
    data: { clientId: crypto.randomUUID(), teamId: hangang.id, matchUserId: scorer.id, eventType: 'GOAL' },
  });
  expect(goal.status(), await goal.text()).toBe(201);
  await expect(page.getByRole('region', { name: new RegExp(`^${hangang.name} 1 대 0`) })).toBeVisible();
  await expect(page.getByRole('region', { name: '경기 기록' })).toContainText(`득점 · ${scorer.name}`);

  // Off, from the match page after a confirmation: the open page says the link is gone, and so does a fresh visit.
  await card.getByRole('button', { name: '공유 끄기' }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: '끄기' }).click();
  await expect(adminPage.getByText('공유를 껐습니다. 이전 링크는 더 이상 열리지 않습니다.')).toBeVisible();
  await expect(card.getByRole('button', { name: '공유 링크 만들기' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '존재하지 않거나 공유가 중지된 경기 링크입니다.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '존재하지 않거나 공유가 중지된 경기 링크입니다.' })).toBeVisible();

  await stranger.close();
});

test('the other registered team shows as number and initial until its admin shares too; an admin keeps the link after full time', async ({
  browser,
  page: adminPage,
  request,
}) => {
  const admin = seedPerson('kim-minjun');
  const matchId = await matchInPlay(request, `e2e 이니셜 ${Date.now() % 100000}`);
  await signInAs(adminPage, admin.name);
  await adminPage.goto(`/matches/${matchId}`);
  const card = adminPage.getByRole('region', { name: '실시간 공유 링크' });
  await card.getByRole('button', { name: '공유 링크 만들기' }).click();
  await expect(card).toContainText(`${gwanak.name} 선수는 그 팀 운영진도 공유하기 전까지 등번호와 이니셜로만 보입니다.`);
  const keep = card.getByRole('switch', { name: /^경기 후에도 링크 유지/ });
  await expect(keep).not.toBeChecked();
  await expect(card).toContainText('경기가 끝나고 7일 동안 열리고, 그 뒤에는 닫힙니다.');
  await tapSwitch(keep);
  await expect(keep).toBeChecked();
  await expect(card).toContainText('운영진이 링크를 끌 때까지 계속 열립니다.');
  expect(await seriousViolations(adminPage)).toEqual([]);
  const token = (await card.getByLabel('공유 링크').textContent())!.split('/live/')[1];

  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await stranger.newPage();
  await page.goto(`/live/${token}`);
  const players = (await (await request.get(`/api/v1/matches/${matchId}/players`, { headers: bearer(await apiSignIn(request, admin.id)) })).json()).data;
  const theirs = players.awayTeam.starters[0] as { name: string; number: number };
  const ours = players.homeTeam.starters[0] as { name: string };
  const away = page.getByRole('list', { name: `${gwanak.name} 선발` });
  await expect(away).toContainText(theirs.name[0]);
  await expect(away).not.toContainText(theirs.name);
  await expect(page.getByRole('list', { name: `${hangang.name} 선발` })).toContainText(ours.name);
  await expect(
    page.getByRole('region', { name: gwanak.name }).getByText('이 팀은 링크를 공유하지 않아 선수를 등번호와 성(이니셜)으로만 표시합니다.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: hangang.name }).getByText(/링크를 공유하지 않아/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  const width = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, client: document.scrollingElement!.clientWidth }));
  expect(width.scroll).toBeLessThanOrEqual(width.client);

  // 관악's admin, on their own match page, shares the same link too: their players show by name from then on.
  const theirAdmin = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const theirPage = await theirAdmin.newPage();
  await signInAs(theirPage, seedPerson('lee-junho').name);
  await theirPage.goto(`/matches/${matchId}`);
  const theirCard = theirPage.getByRole('region', { name: '실시간 공유 링크' });
  await expect(theirCard).toContainText('상대 팀이 만든 링크입니다. 우리 팀 선수 이름을 보여주려면 우리 팀도 공유해주세요.');
  await theirCard.getByRole('button', { name: '우리 팀 이름도 공개' }).click();
  await expect(theirPage.getByText('우리 팀 선수 이름을 공개했습니다.')).toBeVisible();
  await expect(theirCard.getByRole('button', { name: '우리 팀 이름도 공개' })).toHaveCount(0);
  await theirAdmin.close();
  await page.reload();
  await expect(away).toContainText(theirs.name);
  await expect(page.getByText(/링크를 공유하지 않아/)).toHaveCount(0);
  await stranger.close();
});

test.describe('at 1280 wide', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

  test('the shared scoreboard is axe clean on a desktop', async ({ page, request }) => {
    const adminToken = await apiSignIn(request, seedPerson('kim-minjun').id);
    const matchId = await matchAgainstTemporaryTeam(request, `e2e 공유 경기 넓게 ${Date.now() % 100000}`);
    const { token } = (await (await request.post(`/api/v1/matches/${matchId}/share`, { headers: bearer(adminToken) })).json()).data as { token: string };
    await page.goto(`/live/${token}`);
    await expect(page.getByRole('region', { name: new RegExp(`^${hangang.name} 0 대 0`) })).toBeVisible();
    await expect(page.getByRole('region', { name: '명단' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
