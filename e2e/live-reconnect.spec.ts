/**
 * A viewer whose stream is cut mid-match (decisions 011, 017): the line to the server drops while the admin
 * records; when it comes back the viewer's stream resumes from its last event id and the match page
 * shows the same timeline as the server, each event once.
 */
import { expect, test } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn } from './api.ts';
import { startCuttableProxy } from './fixtures/cuttable-proxy.ts';
import { hangang, matchWithLineups, serverHistory } from './fixtures/match-with-lineups.ts';
import { signInAs } from './pages/sign-in.ts';

const labels: Record<string, string> = { GOAL: '득점', YELLOW_CARD: '옐로 카드', CORNER_KICK: '코너 킥', OFFSIDE: '오프 사이드' };

test("a viewer cut off mid-match catches up on reconnecting and shows the server's timeline, each event once", async ({ page, browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const matchId = await matchWithLineups(request, `e2e 재연결 ${Date.now() % 100000}`);
  const proxy = await startCuttableProxy(new URL(baseURL!));
  const viewerContext = await browser.newContext({ baseURL: proxy.origin });
  try {
    await apiSignIn(viewerContext.request, seedPerson('kim-taehyun').id);
    const viewer = await viewerContext.newPage();
    // Following the stream before kick-off; 실시간 shows once the match is played.
    const streaming = viewer.waitForResponse((r) => r.url().includes(`/api/v1/matches/${matchId}/live?`));
    await viewer.goto(`/matches/${matchId}`);
    const liveStatus = viewer.getByRole('status').filter({ hasText: /실시간|다시 연결 중/ });
    await streaming;

    await signInAs(page, seedPerson('kim-minjun').name);
    await page.goto(`/matches/${matchId}/record`);
    await page.getByRole('button', { name: '전반 시작' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '전반 시작' }).click();
    await expect(liveStatus).toHaveText('실시간');
    const homeOnPitch = page.getByRole('list', { name: `${hangang.name} 출전 선수` });
    await homeOnPitch.getByRole('button', { name: /이서준/ }).click();
    await page.getByRole('button', { name: '이서준 득점 추가' }).click();
    const viewerLog = viewer.getByRole('table', { name: '경기 로그' });
    await expect(viewerLog.getByRole('rowheader')).toHaveText(['득점']);

    // The viewer's line drops; the admin goes on recording.
    proxy.cut();
    await expect(liveStatus).toHaveText('다시 연결 중…');
    await homeOnPitch.getByRole('button', { name: /장준혁/ }).click();
    await page.getByRole('button', { name: '장준혁 옐로 카드 추가' }).click();
    await page.getByRole('button', { name: `${hangang.name} 코너 킥 추가` }).click();
    await page.getByRole('button', { name: `${hangang.name} 오프 사이드 추가` }).click();
    await expect(page.getByText('모두 전송됨')).toBeVisible();

    proxy.mend();
    await expect(liveStatus).toHaveText('실시간', { timeout: 30_000 });
    const expected = (await serverHistory(request, matchId)).filter((e) => e.parentId === null).map((e) => labels[e.eventType]);
    expect(expected).toEqual(['득점', '옐로 카드', '코너 킥', '오프 사이드']);
    await expect(viewerLog.getByRole('rowheader')).toHaveText(expected);
  } finally {
    await viewerContext.close();
    await proxy.close();
  }
});
