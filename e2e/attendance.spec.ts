/**
 * Attendance that counts (decision 092), on a phone: a new member answers 참석 and does not come;
 * once the item has started the admin confirms who came in taps; the no-show is counted and shown in
 * the members list, the member's panel and the season's 출석 table. A new member so that their season
 * holds this one item, whatever other specs do to FC 한강's seeded people. Axe at 390 and 1280.
 */
import { expect, test } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { seriousViolations } from './axe.ts';
import { hangang } from './fixtures/match-with-lineups.ts';
import { SchedulesPage } from './pages/schedules.ts';
import { signInAs, signUpAs } from './pages/sign-in.ts';

const admin = seedPerson('kim-minjun');
const seoulDay = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

test('a member who said 참석 and did not come is a no-show in the members list, their panel and the season table', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const name = `노쇼${Date.now() % 100000}`;
  const title = `e2e 출석 훈련 ${Date.now() % 100000}`;
  const adminToken = await apiSignIn(request, admin.id);

  // The new member joins FC 한강 by invite code.
  const memberContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const memberPage = await memberContext.newPage();
  const exchanged = memberPage.waitForResponse((r) => r.url().endsWith('/open-api/v1/users/kakao') && r.request().method() === 'POST');
  await signUpAs(memberPage, name);
  const { accessToken } = (await (await exchanged).json()).data as { accessToken: string };
  const code = await request.post(`/api/v1/teams/${hangang.id}/invite-codes`, { headers: bearer(adminToken), data: { expiresInDays: 7, maxUses: 1 } });
  const joined = await request.post('/api/v1/teams/join', { headers: bearer(accessToken), data: { code: (await code.json()).data.code } });
  expect(joined.ok(), await joined.text()).toBe(true);

  // A training tomorrow; the member answers 참석 on their phone.
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCMinutes(0, 0, 0);
  const created = await request.post(`/api/v1/teams/${hangang.id}/schedules`, {
    headers: bearer(adminToken),
    data: { title, kind: 'TRAINING', startAt: tomorrow.toISOString(), endAt: new Date(tomorrow.getTime() + 2 * 3_600_000).toISOString() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const itemId = (await created.json()).data.id as number;
  const memberView = new SchedulesPage(memberPage);
  await memberView.goto(hangang.id, seoulDay(tomorrow));
  await memberView.answer(title, '참석');
  await memberContext.close();

  // The day comes and goes (the item is moved to the last few minutes): the member did not come.
  const start = new Date(Date.now() - 10 * 60_000);
  const moved = await request.patch(`/api/v1/teams/${hangang.id}/schedules/${itemId}`, {
    headers: bearer(adminToken),
    data: { startAt: start.toISOString(), endAt: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // The admin confirms who came, in taps, on a phone: themselves.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  try {
    await signInAs(page, admin.name);
    const schedules = new SchedulesPage(page);
    await schedules.goto(hangang.id, seoulDay(start));
    await schedules.item(title).getByRole('button', { name: '출석 확인' }).click();
    const dialog = page.getByRole('dialog', { name: `${title} 출석 확인` });
    const list = dialog.getByRole('group', { name: '온 사람' });
    await expect(list.getByRole('checkbox', { name: `${name} · 참석` })).not.toBeChecked();
    // By keyboard, as the dues dialogs are ticked (the box's label covers the hidden input).
    const came = list.getByRole('checkbox', { name: new RegExp(`^${admin.name}`) });
    await came.focus();
    await came.press('Space');
    await expect(came).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('presence-phone.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '출석 저장' }).click();
    await expect(dialog).toBeHidden();
    // The server's figures, then each screen's.
    const season = await request.get(`/api/v1/teams/${hangang.id}/stats/attendance?season=${seoulDay(start).slice(0, 4)}`, { headers: bearer(adminToken) });
    const mine = ((await season.json()).data.players as { name: string }[]).find((p) => p.name === name);
    expect(mine).toMatchObject({ counted: 1, present: 0, noShows: 1, rate: 0 });

    // The members list: the new member's 참석률 and no-shows.
    await page.goto(`/teams/${hangang.id}/players?searchName=${encodeURIComponent(name)}`);
    const grid = page.getByRole('grid', { name: /멤버 목록/ });
    const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
    await expect(row.getByRole('gridcell').filter({ hasText: /^참석률/ })).toHaveText('참석률0%');
    await expect(row.getByRole('gridcell').filter({ hasText: /^노쇼/ })).toHaveText('노쇼1');

    // Their panel (the player page).
    await row.getByRole('rowheader').click();
    await expect(page.getByText('참석률 0% · 출석 0/1 · 노쇼 1회')).toBeVisible();
    await page.keyboard.press('Escape');

    // The season's 출석 table, sortable by no-shows; axe at 390 and 1280.
    await page.goto(`/teams/${hangang.id}/stats?view=attendance`);
    const table = page.getByRole('grid', { name: '출석 기록' });
    const line = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(line.getByRole('gridcell').filter({ hasText: /^노쇼/ })).toHaveText('노쇼1');
    await table.getByRole('columnheader', { name: '노쇼' }).click();
    await expect(page.getByText('노쇼 높은 순으로 정렬됨')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('attendance-table-phone.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(table.getByRole('columnheader', { name: '참석률' })).toBeVisible();
    await expect(line.getByRole('gridcell').filter({ hasText: /^노쇼/ })).toHaveText('노쇼1');
    await page.screenshot({ path: test.info().outputPath('attendance-table-desktop.png') });
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
