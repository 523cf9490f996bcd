import { expect, test, type Page } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe.ts';
import { ShellPage } from './pages/shell.page.ts';
import { seedPeople } from '../server/db/seed-data.ts';
import { hangang, matchWithLineups } from './fixtures/match-with-lineups.ts';
import { signInAs } from './pages/sign-in.ts';
import { apiSignIn, bearer } from './api.ts';

/**
 * 시즌 기록 (decision 055): a member opens the season from the sidebar, sorts and filters the table, and
 * downloads it as a CSV Excel opens with Korean intact; axe on the page at 1280 and 390 wide.
 */
const member = seedPeople.find((p) => p.key === 'lee-seojun')!;

async function openStats(page: Page) {
  await page.goto('/teams/1');
  await new ShellPage(page).followNavLink('팀 시즌 기록');
  await expect(page).toHaveURL(/\/teams\/1\/stats$/);
  await expect(page.getByRole('status').filter({ hasText: /시즌 · 끝난 경기 \d+경기/ })).toBeVisible();
}

test('a member sorts and filters the season table and downloads it for Excel; axe clean at 1280 wide', async ({ page }) => {
  await signInAs(page, member.name);
  await openStats(page);
  const grid = page.getByRole('grid', { name: /선수별 기록/ });
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Sorting by goals puts the top scorer first, as the 득점 board says.
  await grid.getByRole('columnheader', { name: '골', exact: true }).click();
  await expect(page).toHaveURL(/sort=goals%2Cdesc/);
  const topScorer = page.getByRole('region', { name: '득점' }).getByRole('listitem').first();
  await expect(topScorer).toBeVisible();
  const scorerName = (await topScorer.locator('span').nth(1).textContent())!;
  await expect(grid.getByRole('rowheader').first()).toContainText(scorerName);

  // A position filter keeps only its players; the URL keeps it over a reload.
  await page.getByRole('radio', { name: 'GK' }).click();
  await expect(page).toHaveURL(/position=GK/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'GK' })).toBeChecked();
  await expect(
    grid
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first()
      .getByRole('gridcell', { name: 'GK' }),
  ).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV 내려받기' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^FC 한강_\d{4}시즌_시즌 기록\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('선수,등번호,포지션,구분,출전,선발,출전 시간(분),골,도움,공격포인트,경고,퇴장,자책골');
  // The whole season, not only the filtered rows.
  expect(lines.filter(Boolean).length - 1).toBeGreaterThan(await grid.getByRole('rowheader').count());
});

test('a member sees their own season on the stats page and in their member panel, match by match', async ({ page }) => {
  await signInAs(page, member.name);
  await openStats(page);
  const mine = page.getByRole('region', { name: '내 시즌' });
  await expect(mine).toBeVisible();
  const row = page
    .getByRole('grid', { name: /선수별 기록/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: member.name }) });
  const minutes = (await row.getByRole('gridcell').nth(4).textContent())!.replace(/\D/g, '');
  await expect(mine).toContainText(`${Number(minutes).toLocaleString('ko-KR')}분`);

  await page.goto(`/teams/1/players?selectedMemberId=${member.id}`);
  const panel = page.getByRole('dialog', { name: '멤버 정보' });
  const season = panel.getByRole('region', { name: /\d{4} 시즌 기록/ });
  await expect(season).toContainText(`${Number(minutes).toLocaleString('ko-KR')}분`);
  const perMatch = season.getByRole('list', { name: '경기별 출전 시간' }).getByRole('listitem');
  expect(await perMatch.count()).toBeGreaterThan(0);
  // Newest first, in the same order as 최근 경기 below it.
  const recent = panel.getByRole('region', { name: '최근 경기' });
  const firstDate = (await perMatch.first().locator('span').first().textContent())!;
  await expect(recent.getByRole('row').nth(1).getByRole('rowheader')).toContainText(firstDate);
  expect(await seriousViolations(page)).toEqual([]);
});

/** A row's figures by column (the cells also hold the card's label, which is not a digit). */
async function figuresOf(page: Page, name: string) {
  const row = page
    .getByRole('grid', { name: /선수별 기록/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toBeVisible();
  const cells = await row.getByRole('gridcell').allTextContents();
  const n = (i: number) => Number(cells[i]!.replace(/\D/g, ''));
  return { appearances: n(2), starts: n(3), minutes: n(4), goals: n(5) };
}

test("a goal recorded on the record screen is in the season table and in the scorer's panel once the match ends", async ({ page, request }) => {
  test.setTimeout(120_000);
  const title = `e2e 시즌 ${Date.now() % 100000}`;
  const matchId = await matchWithLineups(request, title);
  const admin = seedPeople.find((p) => p.key === 'kim-minjun')!;
  await signInAs(page, admin.name);
  await page.goto(`/teams/${hangang.id}/stats`);
  const before = await figuresOf(page, member.name);

  await page.goto(`/matches/${matchId}/record`);
  const clock = async (action: string) => {
    await page.getByRole('button', { name: action }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: action }).click();
  };
  await clock('전반 시작');
  await page
    .getByRole('list', { name: `${hangang.name} 출전 선수` })
    .getByRole('button', { name: new RegExp(member.name) })
    .click();
  await page.getByRole('button', { name: `${member.name} 득점 추가` }).click();
  await clock('전반 종료');
  await clock('후반 시작');
  await clock('후반 종료');
  await expect(page.getByText('모두 전송됨')).toBeVisible();

  // Played in seconds: one more appearance, start and goal, and the minutes of a match that short (0).
  await page.goto(`/teams/${hangang.id}/stats`);
  await expect
    .poll(() => figuresOf(page, member.name))
    .toEqual({ ...before, appearances: before.appearances + 1, starts: before.starts + 1, goals: before.goals + 1 });
  await page.goto(`/teams/${hangang.id}/players?selectedMemberId=${member.id}`);
  // The newest match is the first line, as in 최근 경기.
  const newest = page.getByRole('dialog', { name: '멤버 정보' }).getByRole('list', { name: '경기별 출전 시간' }).getByRole('listitem').first();
  await expect(newest).toContainText('0분 · 1골');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the season at 390×844: cards without sideways scrolling, the boards one under the other, axe clean', async ({ page }) => {
    await signInAs(page, member.name);
    await openStats(page);
    await expect(
      page
        .getByRole('grid', { name: /선수별 기록/ })
        .getByRole('rowheader')
        .first(),
    ).toBeVisible();
    const width = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, client: document.scrollingElement!.clientWidth }));
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('stats-phone.png'), fullPage: true });
  });

  test("a member's 최근 경기 at 390×844: every column in view, and a match spent on the bench says 출전하지 않음", async ({ page }) => {
    // Someone of FC 한강 who sat a match out on the bench (the seed has them; the server says which).
    await signInAs(page, member.name);
    const token = await apiSignIn(page.context().request, member.id);
    const benched = [];
    for (const person of seedPeople.filter((p) => p.memberships.some((x) => x.teamKey === 'hangang'))) {
      const history = await (await page.context().request.get(`/api/v1/teams/1/users/${person.id}/matches/summary?limit=5`, { headers: bearer(token) })).json();
      if ((history.data.content as { appeared: boolean }[]).some((m) => !m.appeared)) benched.push(person);
    }
    expect(benched.length).toBeGreaterThan(0);
    await page.goto(`/teams/1/players?selectedMemberId=${benched[0]!.id}`);
    // The table's own frame (inside the section of the same name), which would scroll were it too wide.
    const recent = page.getByRole('dialog', { name: '멤버 정보' }).getByRole('region', { name: '최근 경기' }).last();
    await expect(recent.getByRole('cell', { name: '출전하지 않음' }).first()).toBeVisible();
    await expect(recent.getByRole('cell', { name: /^0$/ })).toHaveCount(0);
    await recent.scrollIntoViewIfNeeded();
    // Nothing cut off at the frame's right edge: the table is no wider than its frame.
    const fits = await recent.evaluate((frame) => frame.scrollWidth <= frame.clientWidth);
    expect(fits).toBe(true);
    for (const header of ['경기', '결과', '내 기록']) {
      const box = (await recent.getByRole('columnheader', { name: header }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('member-recent-phone.png') });
  });
});
