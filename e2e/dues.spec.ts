import { expect, test, type Locator, type Page } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe.ts';
import { ShellPage } from './pages/shell.page.ts';
import { seedPeople, seedTeams } from '../server/db/seed-data.ts';
import { signInAs, signUpAs } from './pages/sign-in.ts';
import { apiSignIn, bearer } from './api.ts';

/**
 * 회비 (decision 061) against the real server, on 관악 유나이티드 (the other specs' FC 한강 keeps no dues):
 * an admin sets 30,000원 a month, records two payments (one of them two months at once), splits a
 * 110,000원 pitch cost among nine (12,223원 × 2 + 12,222원 × 7, the extra won to the first two in name
 * order), exports the board and the ledger; a member sees their account, the shared board and the
 * sidebar's badge. Axe on the page and its dialogs at 1280 and 390 wide; no sideways scroll at 390.
 * One flow in order (the worker's database keeps what it records): run it with --retries 0.
 */
const team = seedTeams.find((t) => t.key === 'gwanak')!;
const admin = seedPeople.find((p) => p.key === 'lee-junho')!;
const byKey = (key: string) => seedPeople.find((p) => p.key === key)!;
const payer = byKey('park-sungmin');
const twoMonths = byKey('jung-haneul');
/** The nine who played: in name order 김태현 and 류재석 come first and pay one won more. */
const nine = ['kim-taehyun', 'park-sungmin', 'jung-haneul', 'choi-youngjae', 'yoo-seungho', 'bae-jisung', 'moon-sanghun', 'ryu-jaeseok', 'hong-kibeom'].map(
  byKey,
);
const member = byKey('kim-taehyun');

function seoulMonth(offset = 0): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  const index = year * 12 + month - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
const monthName = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5))}월`;

async function openDues(page: Page) {
  await page.goto(`/teams/${team.id}`);
  await new ShellPage(page).followNavLink(/^회비/);
  await expect(page).toHaveURL(new RegExp(`/teams/${team.id}/dues$`));
}

/**
 * Axe once React Aria's live announcer has let go of a pending button's message: for 7 s (a timer of
 * its own) it keeps a `role="img"` node labelled by the pressed button, which axe flags once the dialog
 * is gone (the same announcer ways-in.spec.ts notes). About the announcer, not the page. The page's
 * clock (installed before each test) runs those 7 s at once: the test waited them out three times
 * and more, the machine idle meanwhile.
 */
async function axe(page: Page) {
  const announced = page.locator('[data-live-announcer] [role="img"]');
  if ((await announced.count()) > 0) await page.clock.runFor(7_000);
  await expect(announced).toHaveCount(0, { timeout: 10_000 });
  return seriousViolations(page);
}

/** React Aria draws its own box over the native input: tick it from the keyboard, as a user can. */
async function tick(box: Locator) {
  await box.focus();
  await box.press('Space');
  await expect(box).toBeChecked();
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, client: document.scrollingElement!.clientWidth }));
  expect(width.scroll).toBeLessThanOrEqual(width.client);
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// Time flows as usual until axe() runs it on past the announcer's timer.
test.beforeEach(({ page }) => page.clock.install());

test('an admin sets the dues, records payments and splits a pitch cost; exports the board and the ledger; axe at 1280', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, admin.name);
  await openDues(page);

  // Not set up yet: the way to the settings.
  await expect(page.getByRole('heading', { name: '아직 회비가 설정되지 않았습니다.' })).toBeVisible();
  await page.getByRole('button', { name: '회비 설정하기' }).click();
  const settings = page.getByRole('dialog', { name: '회비 설정' });
  await settings.getByRole('textbox', { name: '월 회비' }).fill('30000');
  await expect(settings.getByRole('switch', { name: /멤버끼리 납부 현황 공개/ })).toBeChecked();
  expect(await axe(page)).toEqual([]);
  await settings.getByRole('button', { name: '저장' }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByText('월 회비 30,000원 · 매월 10일까지')).toBeVisible();

  const thisMonth = seoulMonth();
  const summary = page.getByTestId('dues-summary');
  await expect(summary).toContainText('예정');
  const board = page.getByRole('table', { name: '월별 납부 현황' });
  await expect(board.getByRole('rowheader', { name: payer.name })).toBeVisible();

  // One payment in two taps: the member's cell of this month, then 기록하기 (the amount is what the month owes).
  await board.getByRole('button', { name: new RegExp(`^${payer.name} ${monthName(thisMonth)}: 미납`) }).click();
  const payment = page.getByRole('dialog', { name: '납부 기록' });
  await expect(payment.getByRole('textbox', { name: '금액' })).toHaveValue('30,000');
  await expect(payment.getByRole('checkbox', { name: monthName(thisMonth) })).toBeChecked();
  // The dues start this month: an earlier month charges nothing and is not offered (decision 072).
  await expect(payment.getByRole('checkbox', { name: monthName(seoulMonth(-1)) })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  await payment.getByRole('button', { name: '기록하기' }).click();
  await expect(payment).toBeHidden();
  await expect(board.getByRole('button', { name: new RegExp(`^${payer.name} ${monthName(thisMonth)}: 납부, 30,000원 / 30,000원`) })).toBeVisible();

  // Two months at once: this one and the next, 60,000원 by default, spread 30,000 + 30,000.
  await board.getByRole('button', { name: new RegExp(`^${twoMonths.name} ${monthName(thisMonth)}: 미납`) }).click();
  await tick(payment.getByRole('checkbox', { name: monthName(seoulMonth(1)) }));
  await expect(payment.getByRole('textbox', { name: '금액' })).toHaveValue('60,000');
  await expect(payment.getByText(/배분: \d+월 30,000원, \d+월 30,000원/)).toBeVisible();
  await payment.getByRole('radio', { name: '현금' }).focus();
  await payment.getByRole('radio', { name: '현금' }).press('Space');
  await payment.getByRole('button', { name: '기록하기' }).click();
  await expect(payment).toBeHidden();
  await expect(board.getByRole('button', { name: new RegExp(`^${twoMonths.name} ${monthName(thisMonth)}: 납부`) })).toBeVisible();
  await expect(summary).toContainText('60,000원');

  // 비용 나누기: 110,000원 among nine, previewed before it is recorded.
  await page.getByRole('button', { name: '비용 나누기' }).click();
  const cost = page.getByRole('dialog', { name: '비용 나누기' });
  await expect(cost).toBeVisible();
  await cost.getByRole('textbox', { name: '금액' }).fill('110000');
  for (const person of nine) await tick(cost.getByRole('checkbox', { name: person.name }));
  await expect(cost.getByTestId('split-summary')).toHaveText('9명 · 12,223원 × 2명 + 12,222원 × 7명');
  await page.screenshot({ path: test.info().outputPath('cost-desktop.png') });
  await expect(cost.getByText('1원 단위로 나누고, 남는 원은 이름순으로 앞사람부터 1원씩 더 냅니다.')).toBeVisible();
  const preview = cost.getByRole('region', { name: '1인당 분담금' });
  await expect(preview.getByRole('listitem').filter({ hasText: '김태현' })).toContainText('12,223원');
  await expect(preview.getByRole('listitem').filter({ hasText: '류재석' })).toContainText('12,223원');
  await expect(preview.getByRole('listitem').filter({ hasText: '홍기범' })).toContainText('12,222원');
  expect(await axe(page)).toEqual([]);
  await cost.getByRole('button', { name: '기록하기' }).click();
  await expect(cost).toBeHidden();

  // The ledger: two payments in, the cost out, the running balance 90,000 − 110,000.
  const ledger = page.getByRole('list', { name: '장부' });
  await expect(ledger.getByRole('listitem')).toHaveCount(3);
  await expect(ledger.getByRole('listitem').last()).toContainText('−110,000원');
  await expect(ledger.getByRole('listitem').last()).toContainText('잔액 −20,000원');
  await expect(summary).toContainText('−20,000원');
  expect(await axe(page)).toEqual([]);

  // CSV files for Excel: the board's months and the ledger's year in their names.
  const [boardFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '현황 CSV' }).click()]);
  expect(boardFile.suggestedFilename()).toMatch(new RegExp(`^${team.name}_회비_\\d{4}-\\d{2}~${thisMonth}\\.csv$`));
  const boardBytes = readFileSync((await boardFile.path())!);
  expect([...boardBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(boardBytes.toString('utf8').slice(1).split('\r\n')[0]).toMatch(/^멤버,등번호,.*,미납 합계,선납$/);
  const [ledgerFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '장부 CSV' }).click()]);
  expect(ledgerFile.suggestedFilename()).toBe(`${team.name}_장부_${thisMonth.slice(0, 4)}.csv`);
  const ledgerLines = readFileSync((await ledgerFile.path())!)
    .toString('utf8')
    .slice(1)
    .split('\r\n')
    .filter(Boolean);
  expect(ledgerLines[0]).toBe('번호,날짜,구분,내용,금액,잔액,기록자,기록 시각 (서울),정정');
  // Recorded when, in Seoul as on the screen: `YYYY-MM-DD HH:mm:ss`, never UTC's `…Z`.
  for (const line of ledgerLines.slice(1)) expect(line).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
  expect(ledgerLines).toHaveLength(4);
  await page.screenshot({ path: test.info().outputPath('dues-desktop.png'), fullPage: true });
});

test('a member sees their account, the shared board and the sidebar badge; axe and no sideways scroll at 390', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, member.name);
  await page.goto(`/teams/${team.id}`);
  await page.getByRole('button', { name: '사이드바 열기' }).click();
  const owed = 30_000 + 12_223;
  const owedText = `${owed.toLocaleString('ko-KR')}원`;
  await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: `회비 미납 ${owedText}` })).toBeVisible();
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: /^회비/ }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${team.id}/dues$`));

  const mine = page.getByRole('region', { name: '내 회비' });
  await expect(mine.getByRole('definition').first()).toHaveText(owedText);
  // Signed as the 장부 signs money: what they were charged is −, a payment + (decision 071).
  await expect(mine.getByRole('listitem').filter({ hasText: '비용 분담' }).first()).toContainText('−12,223원');
  await expect(mine.getByRole('listitem').filter({ hasText: `${monthName(seoulMonth())} 회비` })).toContainText('−30,000원');
  // The shared board: everyone's row, no buttons (a member records nothing).
  const board = page.getByRole('table', { name: '월별 납부 현황' });
  await expect(board.getByRole('rowheader', { name: payer.name })).toBeVisible();
  await expect(board.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '납부 기록', exact: true })).toHaveCount(0);
  await noSidewaysScroll(page);
  expect(await axe(page)).toEqual([]);
});

test('an admin at 390 wide: the board scrolls inside its frame, the dialogs fit, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, admin.name);
  await page.goto(`/teams/${team.id}/dues`);
  await expect(page.getByRole('table', { name: '월별 납부 현황' })).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axe(page)).toEqual([]);

  await page.screenshot({ path: test.info().outputPath('dues-phone.png'), fullPage: true });
  await page.getByRole('button', { name: '납부 기록', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '납부 기록' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('payment-phone.png') });
  await noSidewaysScroll(page);
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '비용 나누기' }).click();
  const costDialog = page.getByRole('dialog', { name: '비용 나누기' });
  await expect(costDialog).toBeVisible();
  // Recent and upcoming matches (decision 072): next week's can be paid ahead, last week's loads its lineup.
  await costDialog.getByRole('button', { name: /일정 \(선택\)/ }).click();
  await expect(page.getByRole('option', { name: /\(예정\) 경기 · 서울 주말리그 5라운드$/ })).toBeVisible();
  await page.getByRole('option', { name: /경기 · 서울 주말리그 3라운드$/ }).click();
  await expect(costDialog.getByText(/경기 라인업/).first()).toBeVisible();
  await expect(costDialog.getByRole('checkbox', { checked: true }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cost-phone.png') });
  await noSidewaysScroll(page);
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // 정정 from the ledger: the reversal names the entry and the balance comes back.
  const ledger = page.getByRole('list', { name: '장부' });
  await ledger.getByRole('button', { name: /비용 정정$/ }).click();
  const reversal = page.getByRole('dialog', { name: '기록 정정' });
  expect(await axe(page)).toEqual([]);
  await reversal.getByRole('textbox', { name: '정정 사유' }).fill('금액 잘못 입력');
  await reversal.getByRole('button', { name: '정정하기' }).click();
  await expect(reversal).toBeHidden();
  await expect(ledger.getByRole('listitem').last()).toContainText('+110,000원');
  await expect(ledger.getByRole('listitem').last()).toContainText('잔액 90,000원');
  await expect(ledger.getByRole('listitem').filter({ hasText: '정정됨' })).toHaveCount(1);

  // A raise from next month (decision 062): this month keeps its amount, the summary says what comes.
  const next = monthName(seoulMonth(1));
  await page.getByRole('button', { name: '회비 설정', exact: true }).click();
  const settings = page.getByRole('dialog', { name: '회비 설정' });
  await settings.getByRole('textbox', { name: '월 회비' }).fill('35000');
  await settings.getByRole('button', { name: /새 금액 적용 시작/ }).click();
  // This month on only: a past month keeps its amount (decision 071).
  await expect(page.getByRole('option', { name: monthName(seoulMonth()), exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: monthName(seoulMonth(-1)), exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: next, exact: true }).click();
  await settings.getByRole('button', { name: '저장' }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByText(`월 회비 30,000원 · 매월 10일까지 · ${next}부터 35,000원`)).toBeVisible();
  // The settings list every change made, newest first, with who made it; the dialog fits the phone.
  await page.getByRole('button', { name: '회비 설정', exact: true }).click();
  const history = settings.getByRole('region', { name: '월 회비 변경 이력' });
  await expect(history.getByRole('listitem')).toHaveText([
    new RegExp(`^${next}부터 35,000원${admin.name} · `),
    new RegExp(`^${monthName(seoulMonth())}부터 30,000원${admin.name} · `),
  ]);
  await page.screenshot({ path: test.info().outputPath('settings-phone.png'), animations: 'disabled' });
  await noSidewaysScroll(page);
  expect(await axe(page)).toEqual([]);
});

test('a member who withdraws is told what they owe first, and stays on the board under 탈퇴한 회원 without a name', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A new person joins 관악 by invite code this month: this month's 30,000원 is theirs to pay.
  const name = `떠날회원${Date.now() % 10000}`;
  const exchanged = page.waitForResponse((r) => r.url().endsWith('/open-api/v1/users/kakao') && r.request().method() === 'POST');
  await signUpAs(page, name);
  const { accessToken } = (await (await exchanged).json()).data as { accessToken: string };
  const adminToken = await apiSignIn(request, admin.id);
  const code = await request.post(`/api/v1/teams/${team.id}/invite-codes`, { headers: bearer(adminToken), data: { expiresInDays: 7, maxUses: 1 } });
  const joined = await request.post('/api/v1/teams/join', { headers: bearer(accessToken), data: { code: (await code.json()).data.code } });
  expect(joined.ok()).toBe(true);

  await page.goto(`/teams/${team.id}`);
  const settings = await new ShellPage(page).openSettings();
  await settings.getByRole('button', { name: '회원 탈퇴' }).click();
  const confirmation = page.getByRole('dialog', { name: '회원 탈퇴' });
  await expect(confirmation.getByText('아직 내지 않은 회비가 있습니다.')).toBeVisible();
  await expect(confirmation.getByText(`${team.name}: 30,000원`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('withdraw-owed-phone.png') });
  expect(await axe(page)).toEqual([]);
  await confirmation.getByRole('textbox', { name: /탈퇴/ }).fill('탈퇴');
  await confirmation.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The admin's board: the row stays, named 탈퇴한 회원, with what is owed; the name is gone.
  await signInAs(page, admin.name);
  await page.goto(`/teams/${team.id}/dues`);
  const board = page.getByRole('table', { name: '월별 납부 현황' });
  await expect(board.getByRole('rowheader', { name: '탈퇴한 회원 (남은 회비)' })).toBeVisible();
  const former = board.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '탈퇴한 회원', exact: true }) });
  await expect(former.getByRole('img', { name: `탈퇴한 회원 ${monthName(seoulMonth())}: 미납, 0원 / 30,000원` })).toBeVisible();
  await expect(former.getByRole('cell').last()).toHaveText('30,000원');
  await expect(board).not.toContainText(name);
  await noSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('board-former-phone.png'), fullPage: true });
  expect(await axe(page)).toEqual([]);
});
