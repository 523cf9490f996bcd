/**
 * Member status (decision 091) on a phone: a new member of FC 한강 says 참석 to tomorrow's match; the
 * admin marks them 부상 for a week from the members page, and the badge shows beside their name. An
 * admin's reminder of a training in that week skips them (the card says so, their device hears
 * nothing); the lineup's suggestion leaves them out although they said 참석; they set their own 휴회.
 * Axe at 390 and 1280. A new person each run: other specs count FC 한강's members as they find them.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts';
import { seriousViolations } from './axe.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { hangang, matchToday, temporaryTeam } from './fixtures/match-with-lineups.ts';
import { phone, subscribeThroughApi } from './fixtures/push-devices.ts';
import { LineupPage } from './pages/lineup.page.ts';
import { MembersPage } from './pages/members.page.ts';
import { signInAs, signUpAs } from './pages/sign-in.ts';

const admin = seedPerson('kim-minjun');
const seoulDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

/** Types a day into a date field, segment by segment, as a phone's keyboard would. */
async function typeDay(page: Page, label: string, day: string) {
  await page.getByRole('dialog').getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replaceAll('-', ''));
}

/** A newcomer who joins FC 한강 by invite code: their page (signed in) and id. */
async function newcomer(page: Page, request: APIRequestContext, adminToken: string): Promise<{ name: string; id: number }> {
  const name = `부상선수${Date.now() % 100000}`;
  const exchanged = page.waitForResponse((r) => r.url().endsWith('/open-api/v1/users/kakao') && r.request().method() === 'POST');
  await signUpAs(page, name);
  const { accessToken } = (await (await exchanged).json()).data as { accessToken: string };
  const code = await request.post(`/api/v1/teams/${hangang.id}/invite-codes`, { headers: bearer(adminToken), data: { expiresInDays: 7, maxUses: 1 } });
  const joined = await request.post('/api/v1/teams/join', { headers: bearer(accessToken), data: { code: (await code.json()).data.code } });
  expect(joined.ok(), await joined.text()).toBe(true);
  const found = await request.get(`/api/v1/teams/${hangang.id}/users?searchName=${encodeURIComponent(name)}`, { headers: bearer(adminToken) });
  const [person] = (await found.json()).data.content as { userId: number }[];
  return { name, id: person.userId };
}

test('an injured member gets no reminder and is not suggested; they set their own 휴회', async ({ browser, request, pushService: service }) => {
  test.setTimeout(120_000);
  const adminToken = await apiSignIn(request, admin.id);
  const memberContext = await browser.newContext({ ...phone });
  const memberPage = await memberContext.newPage();
  const adminContext = await browser.newContext({ ...phone });
  const page = await adminContext.newPage();
  try {
    const member = await newcomer(memberPage, request, adminToken);
    // Tomorrow's match: its item on FC 한강's calendar, answered 참석 by the newcomer.
    const matchId = await matchToday(request, adminToken, `e2e 부상 추천 ${Date.now() % 100000}`, temporaryTeam.id, 1);
    const attendance = await request.get(`/api/v1/teams/${hangang.id}/matches/${matchId}/attendance`, { headers: bearer(adminToken) });
    const { scheduleId } = (await attendance.json()).data as { scheduleId: number };
    const answered = await request.put(`/api/v1/teams/${hangang.id}/schedules/${scheduleId}/attendance`, {
      headers: bearer(await apiSignIn(request, member.id)),
      data: { answer: 'ATTEND' },
    });
    expect(answered.status()).toBe(200);

    // The admin marks them 부상 for a week, from the members page.
    const until = seoulDay(7);
    await signInAs(page, admin.name);
    const members = new MembersPage(page);
    await members.goto(hangang.id, `?searchName=${encodeURIComponent(member.name)}`);
    await members.row(member.name).click();
    await page.getByRole('button', { name: '상태 변경' }).click();
    const dialog = page.getByRole('dialog', { name: `${member.name} 상태` });
    await dialog.getByRole('radio', { name: '부상' }).check({ force: true });
    await typeDay(page, '끝나는 날', until);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('status-dialog-phone.png') });
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(members.row(member.name)).toContainText(`부상 ~${shortDay(until)}`);

    // A training in that week: the reminder by hand skips them, and the card says so.
    const device = service.device();
    await subscribeThroughApi(request, member.id, device);
    const start = new Date(`${seoulDay(3)}T19:00:00+09:00`);
    const title = `e2e 부상 알림 ${Date.now() % 100000}`;
    const created = await request.post(`/api/v1/teams/${hangang.id}/schedules`, {
      headers: bearer(adminToken),
      data: { title, kind: 'TRAINING', startAt: start.toISOString(), endAt: new Date(start.getTime() + 2 * 3_600_000).toISOString() },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(`/teams/${hangang.id}/schedules?date=${seoulDay(3)}`);
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText(/^부상·휴회 중인 \d+명은 이 날 알림을 받지 않습니다\.$/)).toBeVisible();
    const sent = page.waitForResponse((r) => r.url().endsWith('/reminders') && r.request().method() === 'POST');
    await card.getByRole('button', { name: /^미응답자에게 알림 · \d+명$/ }).click();
    const status = (await (await sent).json()).data as { away: number };
    expect(status.away).toBeGreaterThanOrEqual(1);
    // The answer comes once every push has left: nothing reached their device.
    expect(service.receipts(device)).toEqual([]);

    // Tomorrow's lineup: the suggestion leaves them out though they said 참석; the pool marks them 부상.
    const lineup = new LineupPage(page);
    await lineup.goto(matchId, 'home', 30_000);
    const row = lineup.pool().getByRole('listitem').filter({ hasText: member.name });
    await expect(row).toContainText('부상');
    await expect(row).toContainText('참석');
    await page.getByRole('button', { name: '선발 추천' }).click();
    const suggestion = page.getByRole('dialog', { name: '출전 시간 기준 선발 추천' }).getByRole('list', { name: '추천 선발' });
    await expect(suggestion.getByRole('listitem').first()).toBeVisible();
    await expect(suggestion).not.toContainText(member.name);

    // The member sets their own 휴회 from their profile in the team, today to a month on.
    const leaveUntil = seoulDay(30);
    const own = new MembersPage(memberPage);
    await own.goto(hangang.id, `?searchName=${encodeURIComponent(member.name)}`);
    await own.row(member.name).click();
    await memberPage.getByRole('button', { name: '내 상태 (부상·휴회)' }).click();
    const mine = memberPage.getByRole('dialog', { name: '내 상태' });
    await expect(mine.getByRole('radio', { name: '명예' })).toHaveCount(0);
    await mine.getByRole('radio', { name: '휴회' }).check({ force: true });
    await typeDay(memberPage, '끝나는 날', leaveUntil);
    await mine.getByRole('button', { name: '저장' }).click();
    await expect(mine).toBeHidden();
    await memberPage.keyboard.press('Escape');
    await expect(own.row(member.name)).toContainText(`휴회 ~${shortDay(leaveUntil)}`);
    expect(await seriousViolations(memberPage)).toEqual([]);
    await memberPage.setViewportSize({ width: 1280, height: 844 });
    await expect(own.row(member.name)).toContainText(`휴회 ~${shortDay(leaveUntil)}`);
    expect(await seriousViolations(memberPage)).toEqual([]);
  } finally {
    await memberContext.close();
    await adminContext.close();
  }
});
