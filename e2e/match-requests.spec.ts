/**
 * Match requests in a real browser against the real server (decision 029): 관악 유나이티드's admin
 * registers a match against FC 한강 (through the API); FC 한강's admin hears of it on the team page,
 * answers it on the match list, and only an accepted match joins FC 한강's records. The registering
 * team's list marks where its request stands.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts';
import { seriousViolations } from './axe.ts';
import { seedPerson, seedTeams } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { signInAs } from './pages/sign-in.ts';

const hangang = seedTeams.find((t) => t.key === 'hangang')!;
const gwanak = seedTeams.find((t) => t.key === 'gwanak')!;

/** 관악 유나이티드's admin registers a match at home against FC 한강, two weeks ahead: a request FC 한강 must answer. */
async function requestFromGwanak(request: APIRequestContext, title: string): Promise<{ matchId: number; ownerToken: string }> {
  const ownerToken = await apiSignIn(request, seedPerson('lee-junho').id);
  const matchDate = new Date(Date.now() + 14 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  const created = await request.post('/api/v1/matches', {
    headers: bearer(ownerToken),
    data: {
      title,
      homeTeamId: gwanak.id,
      awayTeamId: hangang.id,
      matchType: 'LEAGUE',
      stadium: '관악산 보라매 구장',
      matchDate,
      plannedStartTime: '09:30',
      plannedEndTime: '11:30',
      firstHalfPeriod: 45,
      secondHalfPeriod: 45,
    },
  });
  expect(created.status()).toBe(201);
  const matchId = (await created.json()).data.id as number;
  const match = await request.get(`/api/v1/matches/${matchId}`, { headers: bearer(ownerToken) });
  expect((await match.json()).data).toMatchObject({ ownerTeamId: gwanak.id, requestState: 'PENDING' });
  return { matchId, ownerToken };
}

const requestsPanel = (page: Page) => page.getByRole('region', { name: /^경기 요청 \d+건$/ });
const requestItem = (page: Page, title: string) =>
  requestsPanel(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
const recordsGrid = (page: Page) => page.getByRole('grid', { name: /경기 목록/ });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("FC 한강's admin hears of 관악's request on the team page, accepts it on the match list, and it joins FC 한강's records", async ({ page, request }) => {
    test.setTimeout(90_000);
    const title = `e2e 요청 수락 ${Date.now() % 100000}`;
    const { matchId, ownerToken } = await requestFromGwanak(request, title);

    await signInAs(page, seedPerson('kim-minjun').name);
    await page.goto(`/teams/${hangang.id}`);
    const notice = page.getByRole('region', { name: '경기 요청', exact: true });
    await expect(notice).toContainText(/경기 요청 \d+건이 수락을 기다리고 있습니다/);
    await notice.getByRole('link', { name: '경기 요청 보기' }).click();
    await expect(page).toHaveURL(new RegExp(`/teams/${hangang.id}/matches$`));

    const item = requestItem(page, title);
    await expect(item).toBeVisible();
    await expect(item).toContainText('관악 유나이티드의 요청');
    await expect(item).toContainText('09:30');
    await expect(item).toContainText('관악산 보라매 구장');
    await expect(item).toContainText('리그');
    // Not yet FC 한강's match: its list does not show it.
    await expect(recordsGrid(page)).toBeVisible();
    await expect(recordsGrid(page).getByRole('rowheader', { name: title })).toHaveCount(0);
    // The panel at a phone's width: no serious or critical accessibility violation.
    expect(await seriousViolations(page)).toEqual([]);

    await item.getByRole('button', { name: `'${title}' 경기 요청 수락` }).click();
    await expect(page.getByText(`'${title}' 경기 요청을 수락했습니다. 우리 팀 경기 목록에 추가되었습니다.`)).toBeVisible();
    await expect(requestItem(page, title)).toHaveCount(0);

    await page.goto(`/teams/${hangang.id}/matches?searchTitle=${encodeURIComponent(title)}`);
    await expect(recordsGrid(page).getByRole('rowheader', { name: title })).toBeVisible();
    const answered = await request.get(`/api/v1/matches/${matchId}`, { headers: bearer(ownerToken) });
    expect((await answered.json()).data.requestState).toBe('ACCEPTED');
  });

  test("a match waiting for FC 한강 offers 관악 no public link; once FC 한강 declines, its page tells FC 한강's admin so, with no link either", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = `e2e 거절 후 공유 ${Date.now() % 100000}`;
    const { matchId } = await requestFromGwanak(request, title);
    const shareSection = (p: Page) => p.getByRole('region', { name: '실시간 공유 링크' });

    await signInAs(page, seedPerson('lee-junho').name);
    await page.goto(`/matches/${matchId}`);
    await expect(page.getByRole('region', { name: '상대 수락 대기' })).toBeVisible();
    await expect(shareSection(page)).toContainText('상대 팀이 경기 요청을 수락한 뒤에 공유 링크를 만들 수 있습니다.');
    await expect(page.getByRole('button', { name: '공유 링크 만들기' })).toHaveCount(0);

    const hangangToken = await apiSignIn(request, seedPerson('kim-minjun').id);
    expect((await request.post(`/api/v1/matches/${matchId}/decline`, { headers: bearer(hangangToken) })).status()).toBe(200);

    const invited = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const invitedPage = await invited.newPage();
    await signInAs(invitedPage, seedPerson('kim-minjun').name);
    await invitedPage.goto(`/matches/${matchId}`);
    await expect(invitedPage.getByRole('heading', { name: title })).toBeVisible();
    await expect(invitedPage.getByRole('region', { name: '우리 팀이 거절함' })).toContainText('우리 팀이 이 경기 요청을 거절했습니다.');
    await expect(shareSection(invitedPage)).toContainText('거절된 경기 요청이라 공유 링크를 만들 수 없습니다.');
    await expect(invitedPage.getByRole('button', { name: '공유 링크 만들기' })).toHaveCount(0);
    expect(await seriousViolations(invitedPage)).toEqual([]);
    await invited.close();
  });
});

test.describe('on a desktop', () => {
  test("관악's list marks its request 상대 수락 대기; FC 한강's admin declines it after confirming; 관악 then reads 상대 팀이 거절함 and may delete it", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = `e2e 요청 거절 ${Date.now() % 100000}`;
    const { matchId } = await requestFromGwanak(request, title);

    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signInAs(ownerPage, seedPerson('lee-junho').name);
    const ownerList = `/teams/${gwanak.id}/matches?searchTitle=${encodeURIComponent(title)}`;
    await ownerPage.goto(ownerList);
    await expect(recordsGrid(ownerPage).getByRole('row', { name: new RegExp(title) })).toContainText('상대 수락 대기');

    await signInAs(page, seedPerson('kim-minjun').name);
    await page.goto(`/teams/${hangang.id}/matches`);
    const item = requestItem(page, title);
    await item.getByRole('button', { name: `'${title}' 경기 요청 거절` }).click();
    const dialog = page.getByRole('alertdialog', { name: '경기 요청 거절' });
    await expect(dialog).toContainText(`관악 유나이티드의 '${title}' 경기 요청을 거절할까요?`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '거절하기' }).click();
    await expect(page.getByText(`'${title}' 경기 요청을 거절했습니다.`)).toBeVisible();
    await expect(requestItem(page, title)).toHaveCount(0);
    await page.goto(`/teams/${hangang.id}/matches?searchTitle=${encodeURIComponent(title)}`);
    await expect(page.getByText('조건에 맞는 경기가 없습니다.')).toBeVisible();

    await ownerPage.goto(ownerList);
    await expect(recordsGrid(ownerPage).getByRole('row', { name: new RegExp(title) })).toContainText('상대 팀이 거절함');
    await ownerPage.goto(`/matches/${matchId}`);
    await expect(ownerPage.getByRole('region', { name: '상대 팀이 거절함' })).toContainText('삭제하거나, 상대를 임시 팀으로 해서 경기를 새로 등록해주세요');
    await expect(ownerPage.getByRole('button', { name: '매치 삭제' })).toBeVisible();
    await ownerContext.close();
  });
});
