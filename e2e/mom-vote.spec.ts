/**
 * The MOM vote on a phone (decision 093): FC 한강's match against the temporary team ends; five of its
 * players vote — one on the match page, who then changes their ballot, four through the API — the
 * admin sees who has not voted and closes the vote on the match page; the MOM shows there and in the
 * season's MOM table. The API answers each voter their own ballot and nobody anyone else's. Axe on
 * the match page at 390 and 1280 wide.
 */
import { expect, test, type APIRequestContext } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { seriousViolations } from './axe.ts';
import { apiSignIn, bearer } from './api.ts';
import { hangang, matchAtFullTime } from './fixtures/match-with-lineups.ts';
import { MomVotePanel } from './pages/mom-vote.page.ts';
import { signInAs } from './pages/sign-in.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const admin = seedPerson('kim-minjun');
const onScreen = seedPerson('lee-seojun');
const throughApi = ['park-jihun', 'choi-doyun', 'jung-woojin', 'kang-hyunwoo'].map((k) => seedPerson(k));
const mom = seedPerson('cho-minjae');
const runnerUp = seedPerson('kang-hyunwoo');

type Vote = { id: number; myBallot: { first: number; second: number | null; third: number | null } | null; state: string; [key: string]: unknown };

async function voteAs(request: APIRequestContext, personId: number, matchId: number): Promise<Vote> {
  const response = await request.get(`/api/v1/teams/${hangang.id}/matches/${matchId}/mom-vote`, { headers: bearer(await apiSignIn(request, personId)) });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

test('a match ends, five members vote (one changes), the admin closes it: the MOM is on the match page and in the season; ballots stay secret', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const matchId = await matchAtFullTime(request, `e2e MOM ${Date.now() % 100000}`);

  // Four vote through the API: 조민재 first for all, 강현우 second where the voter is not 강현우.
  const ballots = new Map<number, Vote['myBallot']>();
  for (const person of throughApi) {
    const vote = await voteAs(request, person.id, matchId);
    const ballot = { first: mom.id, second: person.id === runnerUp.id ? null : runnerUp.id, third: null };
    const cast = await request.put(`/api/v1/teams/${hangang.id}/mom-votes/${vote.id}/ballot`, {
      headers: bearer(await apiSignIn(request, person.id)),
      data: ballot,
    });
    expect(cast.status(), await cast.text()).toBe(200);
    ballots.set(person.id, ballot);
  }

  // The fifth votes on the match page, then changes their mind.
  await signInAs(page, onScreen.name);
  const ballot = new MomVotePanel(page);
  await ballot.gotoMatch(matchId);
  const panel = ballot.region;
  await expect(panel.getByText('투표 4/11명')).toBeVisible();
  await ballot.pick(1, '정우진');
  await panel.getByRole('button', { name: '투표하기' }).click();
  await expect(panel.getByText('투표 5/11명')).toBeVisible();
  await expect(panel.getByRole('button', { name: '투표 바꾸기' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await ballot.pick(1, mom.name);
  await ballot.pick(2, runnerUp.name);
  await panel.getByRole('button', { name: '투표 바꾸기' }).click();
  await expect.poll(async () => (await voteAs(request, onScreen.id, matchId)).myBallot).toEqual({ first: mom.id, second: runnerUp.id, third: null });
  ballots.set(onScreen.id, { first: mom.id, second: runnerUp.id, third: null });
  await expect(panel.getByText('투표 5/11명')).toBeVisible();

  // The secret ballot: each voter reads their own choices only; someone who has not voted reads none.
  for (const [personId, ballot] of ballots) {
    const vote = await voteAs(request, personId, matchId);
    expect(vote.myBallot).toEqual(ballot);
    expect(Object.keys(vote).sort()).toEqual(
      [
        'ballotCount',
        'canVote',
        'candidates',
        'closedAt',
        'closesAt',
        'id',
        'matchId',
        'myBallot',
        'openedAt',
        'result',
        'scrimmageId',
        'state',
        'teamId',
        'voters',
      ].sort(),
    );
  }
  expect((await voteAs(request, admin.id, matchId)).myBallot).toBeNull();

  // The admin sees who has not voted, and closes the vote.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, admin.name);
  await adminPage.goto(`/matches/${matchId}`);
  const adminPanel = adminPage.getByRole('region', { name: 'MOM 투표' });
  const waiting = adminPanel.getByRole('list', { name: '아직 투표 안 한 사람' });
  await expect(waiting.getByRole('listitem')).toHaveCount(6);
  await expect(waiting).toContainText(admin.name);
  await expect(waiting).not.toContainText(onScreen.name);
  await expect(adminPanel.getByRole('button', { name: '명단 복사' })).toBeVisible();
  await new MomVotePanel(adminPage).close();
  await expect(adminPanel.getByText(`MOM: ${mom.name}`)).toBeVisible();
  await expect(adminPanel.getByRole('list', { name: 'MOM 투표 점수' }).getByRole('listitem').first()).toContainText('15점');
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(adminPage)).toEqual([]);
  await adminContext.close();

  // The member's page shows the result too, and the season's MOM table counts it.
  await page.reload();
  await expect(panel.getByText(`MOM: ${mom.name}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/teams/${hangang.id}/stats`);
  const season = page.getByRole('region', { name: '시즌 MOM' });
  await expect(season.getByRole('row').filter({ hasText: mom.name })).toContainText(/\d+회/);

  // The team page's MOM block names the result; the admin's card shows it to anyone with the link.
  await page.goto(`/teams/${hangang.id}`);
  await expect(
    page
      .getByRole('region', { name: 'MOM 투표' })
      .getByRole('link', { name: `MOM: ${mom.name}` })
      .first(),
  ).toBeVisible();
  const card = await request.post(`/api/v1/teams/${hangang.id}/mom-votes/${(await voteAs(request, admin.id, matchId)).id}/card`, {
    headers: bearer(await apiSignIn(request, admin.id)),
  });
  expect(card.status()).toBe(200);
  const cardPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await cardPage.goto(new URL((await card.json()).data.url).pathname);
  await expect(cardPage.getByText(`MOM: ${mom.name}`)).toBeVisible();
  await expect(cardPage.getByRole('heading', { name: `${hangang.name} MOM` })).toBeVisible();
  expect(await seriousViolations(cardPage)).toEqual([]);
  await cardPage.close();
});
