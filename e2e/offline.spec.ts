/**
 * Nothing lost at the pitch (decision 018): the admin's phone loses the network, five events are recorded,
 * the page is reloaded while still offline (the service worker opens the record screen again, the
 * outbox's writes are replayed onto it), the network comes back: the server holds exactly those five
 * events, once each, in order.
 */
import { expect, test } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn } from './api.ts';
import { startCuttableProxy } from './fixtures/cuttable-proxy.ts';
import { gwanak, hangang, matchWithLineups, serverHistory } from './fixtures/match-with-lineups.ts';
import { RecordPage } from './pages/record.page.ts';
import { goOffline, goOnline, reloadWithoutNetwork, waitForOfflineCopy } from './pages/offline.ts';

test('five events recorded offline survive a reload without network and reach the server once each, in order', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const matchId = await matchWithLineups(request, `e2e 오프라인 ${Date.now() % 100000}`);
  const proxy = await startCuttableProxy(new URL(baseURL!));
  const context = await browser.newContext({
    baseURL: proxy.origin,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  const record = new RecordPage(page);
  try {
    // Signed in through the API on this context's cookie jar (cookies ignore the port, so the
    // proxy's origin carries the refresh cookie; the sign-in page's redirect is bound to the server's own origin).
    await apiSignIn(context.request, seedPerson('kim-minjun').id);
    await page.goto(`/matches/${matchId}/record`);
    await page.getByRole('button', { name: '전반 시작' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '전반 시작' }).click();
    await expect(page.getByText('모두 전송됨')).toBeVisible();
    // The worker took over after the first load, and the page read its match again through it.
    await waitForOfflineCopy(page, `/api/v1/matches/${matchId}/players`);
    await waitForOfflineCopy(page, `/api/v1/matches/${matchId}/history`);

    await goOffline(context, proxy);
    await expect(page.getByText('오프라인', { exact: true })).toBeVisible();
    const homeOnPitch = page.getByRole('list', { name: `${hangang.name} 출전 선수` });
    await homeOnPitch.getByRole('button', { name: /이서준/ }).click();
    await page.getByRole('button', { name: '이서준 득점 추가' }).click();
    await record.teamEvent(hangang.name, '코너 킥');
    await record.teamEvent(gwanak.name, '파울');
    await record.showTeam(hangang.name);
    await homeOnPitch.getByRole('button', { name: /장준혁/ }).click();
    await page.getByRole('button', { name: '장준혁 옐로 카드 추가' }).click();
    await record.teamEvent(hangang.name, '오프 사이드');
    await expect(page.getByText('전송 대기 5건')).toBeVisible();

    // Reload with no way to the server: the shell, the session and the match come from this phone,
    // and the five waiting writes are on the screen again.
    await reloadWithoutNetwork(context, page);
    await expect(page.getByText('전송 대기 5건')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel(`${hangang.name} 1점, ${gwanak.name} 0점`).first()).toBeVisible();
    await expect(page.getByRole('region', { name: '경기 로그' })).toContainText('장준혁');

    await goOnline(context, proxy, page);
    await expect(page.getByText('모두 전송됨')).toBeVisible({ timeout: 30_000 });
    const mainEvents = async () => (await serverHistory(request, matchId)).filter((e) => e.parentId === null);
    await expect
      .poll(async () => (await mainEvents()).map((e) => e.eventType), { timeout: 10_000 })
      .toEqual(['GOAL', 'CORNER_KICK', 'FOUL', 'YELLOW_CARD', 'OFFSIDE']);
    const main = await mainEvents();
    expect(new Set(main.map((e) => e.clientId)).size).toBe(5);
    await expect(page.getByLabel(`${hangang.name} 1점, ${gwanak.name} 0점`).first()).toBeVisible();
  } finally {
    await context.close();
    await proxy.close();
  }
});
