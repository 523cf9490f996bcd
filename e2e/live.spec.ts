import { expect, test } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { gwanak, hangang, matchWithLineups } from './fixtures/match-with-lineups.ts';
import { signInAs } from './pages/sign-in.ts';

/**
 * Runs an admin's action, then waits (with the usual generous timeout) until the viewer shows it, and
 * records how long that took as an annotation of the test — the "within 1 s" is a figure to
 * report, not a wall-clock assertion that a loaded CI machine would make flaky.
 */
async function seenWithin(what: string, act: () => Promise<void>, seen: () => Promise<void>) {
  const started = Date.now();
  await act();
  await seen();
  const ms = Date.now() - started;
  test.info().annotations.push({ type: 'viewer latency', description: `${what}: ${ms} ms` });
  console.log(`viewer saw the ${what} ${ms} ms after the admin's tap`);
}

test('a member of the other team watches the admin record live: goal with assist, yellow card, substitution and an undo', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const matchId = await matchWithLineups(request, `e2e 실시간 ${Date.now() % 100000}`);

  // The viewer: an ordinary member of the away team, on the match page.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signInAs(viewer, seedPerson('kim-taehyun').name);
  // The page follows the stream from before kick-off, but says 실시간 only once the match is played.
  const streaming = viewer.waitForResponse((r) => r.url().includes(`/api/v1/matches/${matchId}/live?`));
  await viewer.goto(`/matches/${matchId}`);
  const viewerLog = viewer.getByRole('region', { name: '경기 로그' });
  const viewerScore = (home: number, away: number) => viewer.getByLabel(`${hangang.name} ${home}점, ${gwanak.name} ${away}점`).first();
  await streaming;
  await expect(viewer.getByText('경기 전').first()).toBeVisible();
  await expect(viewer.getByRole('status').filter({ hasText: '실시간' })).toHaveCount(0);

  // The recorder: the home admin on the record screen.
  await signInAs(page, seedPerson('kim-minjun').name);
  await page.goto(`/matches/${matchId}/record`);
  await page.getByRole('button', { name: '전반 시작' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '전반 시작' }).click();
  await expect(viewer.getByText('전반 진행 중').first()).toBeVisible();
  await expect(viewer.getByRole('status').filter({ hasText: '실시간' })).toBeVisible();

  // A goal by 이서준 with an assist by 강현우.
  const homeOnPitch = page.getByRole('list', { name: `${hangang.name} 출전 선수` });
  await homeOnPitch.getByRole('button', { name: /이서준/ }).click();
  await seenWithin(
    'goal',
    () => page.getByRole('button', { name: '이서준 득점 추가' }).click(),
    () => expect(viewerScore(1, 0)).toBeVisible(),
  );
  await homeOnPitch.getByRole('button', { name: /강현우/ }).click();
  await page.getByRole('button', { name: '강현우 어시스트 추가' }).click();
  await expect(viewerScore(1, 0)).toBeVisible();
  await expect(viewerLog).toContainText('이서준');

  // A yellow card for 장준혁.
  await homeOnPitch.getByRole('button', { name: /장준혁/ }).click();
  await seenWithin(
    'yellow card',
    () => page.getByRole('button', { name: '장준혁 옐로 카드 추가' }).click(),
    () => expect(viewerLog).toContainText('장준혁'),
  );

  // 정우진 off, 오지호 (a substitute) on.
  await homeOnPitch.getByRole('button', { name: /정우진/ }).click();
  await page.getByRole('button', { name: '교체', exact: true }).click();
  await page
    .getByRole('group', { name: '교체 선수' })
    .getByRole('button', { name: /오지호/ })
    .click();
  await seenWithin(
    'substitution',
    () => page.getByRole('alertdialog', { name: '정말 교체하시겠습니까?' }).getByRole('button', { name: '교체하기' }).click(),
    // The match page tells a substitution as one row: who went off, who came on (docs/domain.md §3.4).
    () => expect(viewerLog).toContainText('정우진 교체 아웃'),
  );

  // A corner, then undone from its toast: the server ends without it.
  await page.getByRole('button', { name: `${hangang.name} 코너 킥 추가` }).click();
  await page.getByRole('button', { name: '되돌리기' }).click();
  await expect(page.getByText('모두 전송됨')).toBeVisible();

  // The server's event log and the viewer agree.
  const token = await apiSignIn(request, seedPerson('kim-taehyun').id);
  const history = (await (await request.get(`/api/v1/matches/${matchId}/history`, { headers: bearer(token) })).json()).data as {
    eventType: string;
    parentId: number | null;
  }[];
  const main = history.filter((e) => e.parentId === null).map((e) => e.eventType);
  expect(main).toEqual(['GOAL', 'ASSIST', 'YELLOW_CARD', 'SUB_OUT']);
  await expect(viewerScore(1, 0)).toBeVisible();
  await viewerContext.close();
});
