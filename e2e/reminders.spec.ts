/**
 * RSVP reminders end to end (decision 058): an admin reminds those who have not answered a
 * schedule item and sees how many were reached (the server's push goes to the stand-in push service,
 * tests/support/push-service.ts, which decrypts it), then the hour's wait, also on a second device
 * that did not know yet; a member sees no such button; the team admin page sets the team's hours.
 * No notification is shown here (e2e/push-notifications.spec.ts does that in the full browser).
 */
import { expect, test, type APIRequestContext } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { seriousViolations } from './axe.ts';
import { hangang } from './fixtures/match-with-lineups.ts';
import { phone, subscribeThroughApi, tapSwitch as tap, unsubscribeThroughApi } from './fixtures/push-devices.ts';
import { signInAs } from './pages/sign-in.ts';

const admin = seedPerson('kim-minjun');
const member = seedPerson('lee-seojun');

test.describe('reminders', () => {
  /** A training of FC 한강 in three days (Seoul), made by its admin through the API. */
  async function upcomingItem(request: APIRequestContext, title: string) {
    const token = await apiSignIn(request, admin.id);
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const created = await request.post(`/api/v1/teams/${hangang.id}/schedules`, {
      headers: bearer(token),
      data: { title, kind: 'TRAINING', startAt: start.toISOString(), endAt: new Date(start.getTime() + 2 * 3_600_000).toISOString() },
    });
    expect(created.status(), await created.text()).toBe(201);
    return { id: (await created.json()).data.id as number, date: start.toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' }) };
  }

  for (const width of [390, 1280]) {
    test(`an admin reminds those who have not answered, sees how many were reached, and then the wait (${width} wide)`, async ({
      browser,
      request,
      pushService: service,
    }) => {
      test.setTimeout(90_000);
      const title = `e2e 알림 훈련 ${width} ${Date.now() % 100000}`;
      const item = await upcomingItem(request, title);
      const reachable = service.device();
      await subscribeThroughApi(request, member.id, reachable);
      const context = await browser.newContext({ ...phone, viewport: { width, height: 844 }, isMobile: width < 768 });
      const page = await context.newPage();
      // The same admin on a second device, whose screen still shows the reminder as possible.
      const other = await browser.newContext({ ...phone });
      const stale = await other.newPage();
      try {
        await signInAs(page, admin.name);
        await signInAs(stale, admin.name);
        for (const p of [page, stale]) await p.goto(`/teams/${hangang.id}/schedules?date=${item.date}`);
        const card = page.getByRole('article', { name: title });
        const remind = card.getByRole('button', { name: /^미응답자에게 알림 · \d+명$/ });
        await expect(remind).toBeEnabled();
        const unanswered = Number((await remind.innerText()).match(/(\d+)명/)![1]);
        expect(unanswered).toBeGreaterThan(1);
        await expect(card.getByText(/에 응답하지 않은 멤버에게 자동으로 알림이 갑니다\.$/)).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await expect(stale.getByRole('article', { name: title }).getByRole('button', { name: /^미응답자에게 알림/ })).toBeEnabled();

        const sent = page.waitForResponse((r) => r.url().endsWith(`/schedules/${item.id}/reminders`) && r.request().method() === 'POST');
        await remind.click();
        const { lastCall } = (await (await sent).json()).data as { lastCall: { unanswered: number; reminded: number } };
        // Every member with a device (this one, and any an earlier test left) was reached; the others are counted.
        expect(lastCall.unanswered).toBe(unanswered);
        expect(lastCall.reminded).toBeGreaterThanOrEqual(1);
        expect(lastCall.reminded).toBeLessThan(unanswered);
        await expect(
          card.getByText(`미응답 ${unanswered}명 중 ${lastCall.reminded}명에게 보냈습니다 · ${unanswered - lastCall.reminded}명은 알림을 켜지 않았습니다.`),
        ).toBeVisible();
        const [receipt] = await service.waitForReceipts(1, { device: reachable, timeoutMs: 10_000 });
        expect(receipt.message.kind).toBe('reminder');
        expect(receipt.message.body + receipt.message.title).toContain(title);
        await expect(remind).toBeDisabled();
        await expect(card.getByText(/^\d{2}:\d{2} 이후 다시 보낼 수 있습니다\.$/)).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        // The other device did not know yet: the server refuses, in Korean, and the button waits there too.
        const staleCard = stale.getByRole('article', { name: title });
        await staleCard.getByRole('button', { name: /^미응답자에게 알림/ }).click();
        await expect(stale.getByText('미응답자 알림은 일정마다 한 시간에 한 번 보낼 수 있습니다.')).toBeVisible();
        await expect(staleCard.getByRole('button', { name: /^미응답자에게 알림/ })).toBeDisabled();
        await expect(staleCard.getByText(/이후 다시 보낼 수 있습니다\.$/)).toBeVisible();
      } finally {
        await context.close();
        await other.close();
        await unsubscribeThroughApi(request, member.id, reachable);
        service.clear();
      }
    });
  }

  test("a member sees no reminder button; the team admin page sets the team's hours, checked in Korean", async ({ page, browser }) => {
    const member390 = await browser.newContext({ ...phone });
    const memberPage = await member390.newPage();
    try {
      await signInAs(memberPage, member.name);
      await memberPage.goto(`/teams/${hangang.id}/schedules`);
      await expect(memberPage.getByRole('application', { name: /팀 일정 달력/ })).toBeVisible();
      await expect(memberPage.getByRole('button', { name: /미응답자에게 알림/ })).toHaveCount(0);
    } finally {
      await member390.close();
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, admin.name);
    await page.goto(`/teams/${hangang.id}/admin`);
    const section = page.getByRole('region', { name: '일정 알림' });
    const toggle = section.getByRole('switch', { name: '미응답자 자동 알림' });
    await expect(toggle).toBeChecked();
    const hours = section.getByRole('textbox', { name: '일정 몇 시간 전' });
    await expect(hours).toHaveValue('24');
    await hours.fill('200');
    await section.getByRole('button', { name: '저장' }).click();
    await expect(section.getByText('알림은 7일(168시간) 전까지 정할 수 있습니다.')).toBeVisible();
    await hours.fill('0');
    await section.getByRole('button', { name: '저장' }).click();
    await expect(section.getByText('알림은 1시간 전부터 정할 수 있습니다.')).toBeVisible();
    await hours.fill('6');
    await section.getByRole('button', { name: '저장' }).click();
    const saved = page.getByRole('alertdialog').filter({ hasText: '일정 6시간 전에 미응답자에게 알림을 보냅니다.' });
    await expect(saved).toBeVisible();
    await expect(section.getByText('지금 설정: 일정 6시간 전에 미응답자에게 알림')).toBeVisible();
    await expect(section.getByText('알림은 1시간 전부터 정할 수 있습니다.')).toHaveCount(0);
    // The toast stands over the page's first lines for its 3 s (under the top bar, decision 074): closed
    // as a person would, so axe judges the page itself rather than what the toast happens to cover.
    await saved.getByRole('button', { name: '알림 닫기' }).click();
    await expect(saved).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('region', { name: '일정 알림' }).getByRole('textbox', { name: '일정 몇 시간 전' })).toHaveValue('6');
    // Off, and back to the default.
    await tap(page.getByRole('region', { name: '일정 알림' }).getByRole('switch', { name: '미응답자 자동 알림' }));
    await page.getByRole('region', { name: '일정 알림' }).getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('일정 자동 알림을 껐습니다.')).toBeVisible();
    await tap(page.getByRole('region', { name: '일정 알림' }).getByRole('switch', { name: '미응답자 자동 알림' }));
    await page.getByRole('region', { name: '일정 알림' }).getByRole('textbox', { name: '일정 몇 시간 전' }).fill('24');
    await page.getByRole('region', { name: '일정 알림' }).getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('일정 24시간 전에 미응답자에게 알림을 보냅니다.')).toBeVisible();
  });
});
