import { expect, test, type Page } from './fixtures/test.ts';
import { seedPerson, seedTeams } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { LineupPage } from './pages/lineup.page.ts';
import { MatchCreatePage } from './pages/match-create.page.ts';
import { signInAs } from './pages/sign-in.ts';

const hangang = seedTeams.find((t) => t.key === 'hangang')!;
const gwanak = seedTeams.find((t) => t.key === 'gwanak')!;

/** A date two weeks ahead in Seoul, as YYYY-MM-DD. */
function inTwoWeeks(): string {
  return new Date(Date.now() + 14 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
}

/** Keyboard only: focus the player, Space selects; focus the place, Enter puts them there. */
async function keyboardMove(page: Page, lineup: LineupPage, player: string, place: ReturnType<LineupPage['cell']>) {
  await lineup.player(player).focus();
  await page.keyboard.press('Space');
  await place.focus();
  await page.keyboard.press('Enter');
}

test.describe('on a desktop', () => {
  // Tall enough that the pool and the pitch are both in view: a mouse drag that scrolls mid-way drops elsewhere.
  test.use({ viewport: { width: 1440, height: 1800 } });

  test('an admin registers a match, sets the home lineup by drag and drop; the away admin sets theirs by keyboard; both teams find it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = `e2e 주말 리그 ${Date.now() % 100000}`;
    await signInAs(page, seedPerson('kim-minjun').name);

    const create = new MatchCreatePage(page);
    await create.goto();
    await create.fill({
      ownTeam: hangang.name,
      opponentSearch: '관악',
      opponent: gwanak.name,
      title,
      type: '리그',
      date: inTwoWeeks(),
      start: '10:00',
      end: '12:00',
      venue: '망원한강공원 축구장',
    });
    await create.submit();
    await expect(page).toHaveURL(/\/matches\/\d+\/players\/edit\?matchSide=home$/);
    const matchId = Number(/\/matches\/(\d+)\//.exec(page.url())![1]);

    // Home (FC 한강) by drag and drop with the mouse.
    const lineup = new LineupPage(page);
    await expect(lineup.heading('home')).toBeVisible();
    await lineup.dragToCell('박지훈', lineup.cell('goalkeeper'));
    await lineup.dragToCell('임태윤', lineup.cell(5, 2));
    await lineup.dragToCell('장준혁', lineup.cell(5, 4));
    await lineup.dragToCell('강현우', lineup.cell(3, 3));
    await lineup.dragToCell('이서준', lineup.cell(1, 3));
    await lineup.expectStarters(5);
    await lineup.dragToCell('권시우', page.getByRole('button', { name: '교체 명단으로 보내기' }));
    await expect(page.getByText('교체 1', { exact: true }).first()).toBeVisible();
    await lineup.save();

    // A reload in the middle resumes: the saved lineup comes back from the server.
    await page.reload();
    await expect(lineup.heading('home')).toBeVisible();
    await lineup.expectStarters(5);
    await lineup.next();
    await expect(page).toHaveURL(/matchSide=away$/);
    await page.reload();
    await expect(page.getByRole('list', { name: '매치 생성 단계' })).toContainText('홈팀 명단');

    // Away (관악 유나이티드) by its own admin, keyboard only.
    const awayContext = await browser.newContext();
    const awayPage = await awayContext.newPage();
    await signInAs(awayPage, seedPerson('lee-junho').name);
    // Between two registered teams the match is a request until 관악's admin accepts it (decision 029;
    // accepting from the screen is e2e/match-requests.spec.ts).
    const awayToken = await apiSignIn(request, seedPerson('lee-junho').id);
    expect((await request.post(`/api/v1/matches/${matchId}/accept`, { headers: bearer(awayToken) })).status()).toBe(200);
    const awayLineup = new LineupPage(awayPage);
    await awayLineup.goto(matchId, 'away', undefined, 'away');
    await keyboardMove(awayPage, awayLineup, '김태현', awayLineup.cell('goalkeeper'));
    await keyboardMove(awayPage, awayLineup, '문상훈', awayLineup.cell(5, 2));
    await keyboardMove(awayPage, awayLineup, '이준호', awayLineup.cell(1, 3));
    await awayLineup.expectStarters(3);
    await awayLineup.player('이준호').focus();
    await awayPage.keyboard.press('Space');
    await awayPage.getByRole('button', { name: '교체 명단으로 보내기' }).focus();
    await awayPage.keyboard.press('Enter');
    await awayLineup.expectStarters(2);
    await awayPage.getByRole('button', { name: '저장', exact: true }).focus();
    await awayPage.keyboard.press('Enter');
    await expect(awayPage.getByText('저장했습니다.')).toBeVisible();
    await awayContext.close();

    // The server holds both lineups.
    const token = await apiSignIn(request, seedPerson('kim-minjun').id);
    const players = await (await request.get(`/api/v1/matches/${matchId}/players`, { headers: bearer(token) })).json();
    expect(players.data.homeTeam.starters.map((p: { name: string }) => p.name).sort()).toEqual(['강현우', '박지훈', '이서준', '임태윤', '장준혁'].sort());
    expect(players.data.homeTeam.substitutes.map((p: { name: string }) => p.name)).toEqual(['권시우']);
    expect(players.data.awayTeam.starters.map((p: { name: string }) => p.name).sort()).toEqual(['김태현', '문상훈'].sort());
    expect(players.data.awayTeam.substitutes.map((p: { name: string }) => p.name)).toEqual(['이준호']);

    // Both teams find it on their records page, filtered to scheduled matches against the other.
    await page.goto(`/teams/${hangang.id}/matches?matchStates=SCHEDULED&opponentTeamIds=${gwanak.id}`);
    await expect(page.getByRole('grid', { name: /경기 목록/ }).getByRole('rowheader', { name: title })).toBeVisible();
    const awayAgain = await browser.newContext();
    const awayAgainPage = await awayAgain.newPage();
    await signInAs(awayAgainPage, seedPerson('lee-junho').name);
    await awayAgainPage.goto(`/teams/${gwanak.id}/matches?matchStates=SCHEDULED&opponentTeamIds=${hangang.id}&matchTypes=LEAGUE`);
    await expect(awayAgainPage.getByRole('grid', { name: /경기 목록/ }).getByRole('rowheader', { name: title })).toBeVisible();
    await awayAgain.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('an admin builds a lineup by taps', async ({ page, request }) => {
    const admin = seedPerson('kim-minjun');
    const token = await apiSignIn(request, admin.id);
    const scheduled = await (
      await request.get(`/api/v1/teams/${hangang.id}/matches?matchStates=SCHEDULED&opponentTeamIds=${gwanak.id}&sort=id,asc`, { headers: bearer(token) })
    ).json();
    const match = scheduled.data.content[0];
    const side = match.homeTeamId === hangang.id ? 'home' : 'away';

    await signInAs(page, admin.name);
    const lineup = new LineupPage(page);
    await lineup.goto(match.id, side, undefined, side);
    await lineup.tapMove('신동현', lineup.cell('goalkeeper'));
    await lineup.tapMove('오지호', lineup.cell(5, 1));
    await lineup.tapMove('정우진', lineup.cell(1, 2));
    await lineup.expectStarters(3);
    await page.getByRole('button', { name: '저장', exact: true }).tap();
    await expect(page.getByText('저장했습니다.')).toBeVisible();

    const players = await (await request.get(`/api/v1/matches/${match.id}/players`, { headers: bearer(token) })).json();
    const saved = players.data[side === 'home' ? 'homeTeam' : 'awayTeam'].starters;
    expect(saved.map((p: { name: string; matchGrid: number }) => [p.name, p.matchGrid]).sort()).toEqual(
      [
        ['신동현', 27],
        ['오지호', 20],
        ['정우진', 1],
      ].sort(),
    );
  });
});
