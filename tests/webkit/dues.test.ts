/**
 * The dues board in WebKit (decision 085): an admin sets the monthly dues in the settings dialog,
 * records a payment from the board by two taps, and downloads the board as CSV. The file is read
 * where MiniBrowser saved it (the run's download folder, tests/webkit/global-setup.ts): its Korean
 * name, the UTF-8 byte-order mark and the Korean header.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { seedPeople, seedTeams } from '../../server/db/seed-data.ts';
import { signInOnScreen } from './sign-in.ts';
import { byRole, tap, keepScreenOfFailures, openWebKit, visit, waitForText, type WebKit } from './webkit.ts';

const team = seedTeams.find((t) => t.key === 'gwanak')!;
const admin = seedPeople.find((p) => p.key === 'lee-junho')!;
const payer = seedPeople.find((p) => p.key === 'park-sungmin')!;
const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' }).format(new Date());
const monthName = `${thisMonth.slice(0, 4)}년 ${Number(thisMonth.slice(5))}월`;

let browser: WebKit;
beforeAll(async () => {
  browser = await openWebKit();
});
keepScreenOfFailures(() => browser);
afterAll(async () => {
  await browser?.deleteSession();
});

test('an admin sets the dues, records a payment by two taps and downloads the board as a CSV with its BOM and Korean name', async () => {
  await signInOnScreen(browser, admin.name);
  await visit(browser, `/teams/${team.id}/dues`);
  await byRole(browser, 'heading', '아직 회비가 설정되지 않았습니다.');
  await tap(browser, await byRole(browser, 'button', '회비 설정하기'));
  const settings = await byRole(browser, 'dialog', '회비 설정');
  const fee = await byRole(browser, 'textbox', '월 회비', settings);
  await fee.setValue('30000');
  await tap(browser, await byRole(browser, 'button', '저장', settings));
  await waitForText(browser, '월 회비 30,000원 · 매월 10일까지');

  const board = await byRole(browser, 'table', '월별 납부 현황');
  await tap(browser, await byRole(browser, 'button', new RegExp(`^${payer.name} ${monthName}: 미납`), board));
  const payment = await byRole(browser, 'dialog', '납부 기록');
  expect(await (await byRole(browser, 'textbox', '금액', payment)).getValue()).toBe('30,000');
  await tap(browser, await byRole(browser, 'button', '기록하기', payment));
  await byRole(browser, 'button', new RegExp(`^${payer.name} ${monthName}: 납부, 30,000원 / 30,000원`));

  await tap(browser, await byRole(browser, 'button', '현황 CSV'));
  // The app names it 관악 유나이티드_회비_2026-07~2026-12.csv; WebKitGTK saves `~` as `_` (decision 085).
  const fileName = new RegExp(`^${team.name}_회비_\\d{4}-\\d{2}[~_]${thisMonth}\\.csv$`);
  let saved: string | undefined;
  await browser.waitUntil(
    async () => {
      saved = readdirSync(inject('webkitDownloadDir')).find((name) => fileName.test(name));
      return saved !== undefined && statSync(join(inject('webkitDownloadDir'), saved)).size > 0;
    },
    { timeoutMsg: `no file named like ${fileName} arrived in the download folder` },
  );
  const bytes = readFileSync(join(inject('webkitDownloadDir'), saved!));
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toMatch(/^멤버,등번호,.*,미납 합계,선납$/);
  expect(lines.find((line) => line.startsWith(`${payer.name},`))).toContain('30000');
});
