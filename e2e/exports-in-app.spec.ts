import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { signUpAs } from './pages/sign-in.ts';
import { bearer } from './api.ts';

/**
 * CSV exports inside KakaoTalk's in-app browser (decision 084), in Chromium with KakaoTalk's user
 * agent and no service worker (as that browser behaves): a generated (blob) download would be dropped
 * there, so the buttons ask the server for a signed link and go to it, and the file arrives as a real
 * download with its Korean name and the byte-order mark. In NAVER's browser, which shows a CSV as text,
 * the page says how to get the file and offers the link to copy. A team of its own, made by a person
 * who signs up here, so no other spec's team gains dues.
 */
const kakaoTalk =
  'Mozilla/5.0 (Linux; Android 13; SM-S918N Build/TP1A.220624.014; wv) AppleWebKit/537.36' +
  ' (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36;KAKAOTALK 2410200';
const naver =
  'Mozilla/5.0 (Linux; Android 13; SM-G991N Build/TP1A.220624.014; wv) AppleWebKit/537.36' +
  ' (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.1.3)';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });

/** Signs a new person up on the page and gives them a team with dues set up and one payment of their own. */
async function teamWithDues(page: Page, request: APIRequestContext, label: string) {
  const name = `${label}${Date.now() % 100000}`;
  const exchanged = page.waitForResponse((r) => r.url().endsWith('/open-api/v1/users/kakao') && r.request().method() === 'POST');
  await signUpAs(page, name);
  const { accessToken, userId } = (await (await exchanged).json()).data as { accessToken: string; userId: number };
  const headers = bearer(accessToken);
  const created = await request.post('/api/v1/teams', {
    headers,
    data: { name: `${name} FC`, teamColor: '#1E40AF', bottomColor: '#FFFFFF', stockingColor: '#1E40AF' },
  });
  expect(created.status()).toBe(201);
  const team = (await created.json()).data as { id: number; name: string };
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' }).format(new Date());
  const settings = await request.put(`/api/v1/teams/${team.id}/dues/settings`, {
    headers,
    data: { monthlyAmount: 30_000, dueDay: 10, startMonth: month, membersSeeEachOther: true, remindOnDueDay: false },
  });
  expect(settings.ok()).toBe(true);
  const payment = await request.post(`/api/v1/teams/${team.id}/dues/payments`, {
    headers,
    data: { clientId: crypto.randomUUID(), userId, amount: 30_000, paidOn: `${month}-01`, method: 'TRANSFER', months: [month] },
  });
  expect(payment.status()).toBe(201);
  return { team, name, year: month.slice(0, 4) };
}

/** Presses `button` and answers the download it brings, read whole. */
async function downloadFrom(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

test.describe("in KakaoTalk's in-app browser", () => {
  test.use({ userAgent: kakaoTalk });

  test('the dues board, the ledger and the season arrive as downloads with their Korean names and the byte-order mark', async ({ page, request }) => {
    const { team, name, year } = await teamWithDues(page, request, '카톡내보내기');
    await page.goto(`/teams/${team.id}/dues`);
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();

    // The page stays where it is: the link is a file, which the browser hands to its downloader.
    const ledger = await downloadFrom(page, '장부 CSV');
    expect(ledger.name).toBe(`${team.name}_장부_${year}.csv`);
    expect([...ledger.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const ledgerLines = ledger.bytes.toString('utf8').slice(1).split('\r\n');
    expect(ledgerLines[0]).toBe('번호,날짜,구분,내용,금액,잔액,기록자,기록 시각 (서울),정정');
    expect(ledgerLines[1]).toContain(`회비 납부,${name}`);
    await expect(page).toHaveURL(new RegExp(`/teams/${team.id}/dues$`));

    const board = await downloadFrom(page, '현황 CSV');
    expect(board.name).toMatch(new RegExp(`^${team.name}_회비_\\d{4}-\\d{2}~\\d{4}-\\d{2}\\.csv$`));
    expect([...board.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(board.bytes.toString('utf8').split('\r\n')[1]).toMatch(new RegExp(`^${name},,`));

    await page.goto(`/teams/${team.id}/stats`);
    const season = await downloadFrom(page, 'CSV 내려받기');
    expect(season.name).toMatch(new RegExp(`^${team.name}_\\d{4}시즌_시즌 기록\\.csv$`));
    expect([...season.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(season.bytes.toString('utf8').slice(1).split('\r\n')[0]).toBe('선수,등번호,포지션,구분,출전,선발,출전 시간(분),골,도움,공격포인트,경고,퇴장,자책골');
  });
});

test.describe("in NAVER's in-app browser", () => {
  test.use({ userAgent: naver, permissions: ['clipboard-read', 'clipboard-write'] });

  test('the page says in one line how to get the file and copies its link', async ({ page, request }) => {
    const { team, year } = await teamWithDues(page, request, '네이버내보내기');
    await page.goto(`/teams/${team.id}/dues`);
    await page.getByRole('button', { name: '장부 CSV' }).click();
    const line = page.getByRole('status').filter({ hasText: '이 앱에서는 파일을 저장할 수 없습니다.' });
    await expect(line).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('naver-copy-link-phone.png') });
    await line.getByRole('button', { name: '링크 복사' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).origin).toBe(new URL(page.url()).origin);
    expect(new URL(copied).pathname).toMatch(/^\/open-api\/v1\/exports\/[^/]+$/);
    // The link is the file, for the browser the person pastes it into.
    const file = await request.get(copied);
    expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`${team.name}_장부_${year}.csv`)}`);
  });
});
