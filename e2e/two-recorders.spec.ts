/**
 * Two admins recording the same match at once (decision 011): the home and the away admin tap on their own
 * phones at the same time; both screens and the server end with the same score.
 */
import { expect, test, type Page } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { gwanak, hangang, lineupOf, matchWithLineups } from './fixtures/match-with-lineups.ts';
import { RecordPage } from './pages/record.page.ts';
import { signInAs } from './pages/sign-in.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const show = (page: Page, teamName: string) => new RecordPage(page).showTeam(teamName);

/** Selects the player (unless already selected: a second tap would let go of them) and adds a goal. */
async function goal(page: Page, teamName: string, playerName: string) {
  const add = page.getByRole('button', { name: `${playerName} 득점 추가` });
  if (!(await add.isVisible()))
    await page
      .getByRole('list', { name: `${teamName} 출전 선수` })
      .getByRole('button', { name: new RegExp(playerName) })
      .click();
  await add.click();
}

test('the home and the away admin record at the same time and end with the same score as the server', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const matchId = await matchWithLineups(request, `e2e 동시 기록 ${Date.now() % 100000}`);
  const homeScorer = lineupOf(hangang.id).starters[5].name;
  const awayScorer = lineupOf(gwanak.id).starters[6].name;
  const [homeContext, awayContext] = await Promise.all([browser.newContext(phone), browser.newContext(phone)]);
  const [home, away] = await Promise.all([homeContext.newPage(), awayContext.newPage()]);
  await signInAs(home, seedPerson('kim-minjun').name);
  await signInAs(away, seedPerson('lee-junho').name);
  await home.goto(`/matches/${matchId}/record`);
  await home.getByRole('button', { name: '전반 시작' }).click();
  await home.getByRole('alertdialog').getByRole('button', { name: '전반 시작' }).click();
  await away.goto(`/matches/${matchId}/record`);
  await expect(away.getByText('전반 진행 중').first()).toBeVisible();

  // Both at once: two goals and a corner at home, one goal and a corner away, plus a foul each for the other side.
  await Promise.all([
    (async () => {
      await goal(home, hangang.name, homeScorer);
      await new RecordPage(home).teamEvent(hangang.name, '코너 킥');
      await goal(home, hangang.name, homeScorer);
      await new RecordPage(home).teamEvent(gwanak.name, '파울');
    })(),
    (async () => {
      await goal(away, gwanak.name, awayScorer);
      await new RecordPage(away).teamEvent(gwanak.name, '코너 킥');
      await new RecordPage(away).teamEvent(hangang.name, '파울');
    })(),
  ]);

  const finalScore = `${hangang.name} 2점, ${gwanak.name} 1점`;
  for (const page of [home, away]) {
    await expect(page.getByText('모두 전송됨')).toBeVisible();
    await expect(page.getByLabel(finalScore).first()).toBeVisible();
  }
  const token = await apiSignIn(request, seedPerson('kim-taehyun').id);
  const score = (await (await request.get(`/api/v1/matches/${matchId}/score`, { headers: bearer(token) })).json()).data;
  expect([score.homeScore.goalCount, score.awayScore.goalCount]).toEqual([2, 1]);
  expect([score.homeScore.cornerKickCount, score.awayScore.cornerKickCount]).toEqual([1, 1]);
  expect([score.homeScore.foulCount, score.awayScore.foulCount]).toEqual([1, 1]);
  // Each screen's counters agree with the server too (in the phone's sheet: opened, then each team shown).
  for (const page of [home, away]) {
    const record = new RecordPage(page);
    if ((await record.teamSheetButton().getAttribute('aria-expanded')) !== 'true') await record.teamSheetButton().click();
    await show(page, hangang.name);
    await expect(page.getByRole('button', { name: `${hangang.name} 파울 추가` }).locator('xpath=ancestor::li[1]')).toContainText('1');
    await show(page, gwanak.name);
    await expect(page.getByRole('button', { name: `${gwanak.name} 코너 킥 추가` }).locator('xpath=ancestor::li[1]')).toContainText('1');
  }
  await Promise.all([homeContext.close(), awayContext.close()]);
});
