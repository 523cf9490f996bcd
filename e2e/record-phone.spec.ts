import { expect, test } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { gwanak, hangang, lineupOf, matchWithLineups, serverHistory } from './fixtures/match-with-lineups.ts';
import { RecordPage } from './pages/record.page.ts';
import { signInAs } from './pages/sign-in.ts';

const { starters, substitutes } = lineupOf(hangang.id);
const phone = { width: 390, height: 844 };

test.describe('recording on a phone (390 × 844)', () => {
  test.use({ viewport: phone, hasTouch: true });

  test('a player substituted off offers no 득점: the panel says they left, and nothing is sent for them', async ({ page, request }) => {
    test.setTimeout(90_000);
    const matchId = await matchWithLineups(request, `e2e 교체 후 기록 ${Date.now() % 100000}`);
    await signInAs(page, seedPerson('kim-minjun').name);
    const record = new RecordPage(page);
    await record.goto(matchId, 30_000);
    await record.startFirstHalf();

    const out = starters[9]!;
    const comingOn = substitutes[0]!;
    await record.substitute(hangang.name, out.name, comingOn.name);
    await expect(record.playerIn(record.pitch(hangang.name), comingOn.name)).toBeVisible();

    // Still selected, the player who went off now says so, and offers no event button.
    const panel = page.getByRole('region', { name: '선택한 선수' });
    const leftThePitch = async () => {
      await expect(panel.getByText(new RegExp(`^\\d+ ${out.name}$`))).toBeVisible();
      await expect(panel.getByText('교체되어 나간 선수', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: `${out.name} 득점 추가` })).toHaveCount(0);
      await expect(panel.getByRole('button', { name: /추가$/ })).toHaveCount(0);
    };
    await leftThePitch();

    // The one who came on gets them; tapping the one who left, on the bench now, shows why again.
    await record.tapPlayerPastOffer(record.pitch(hangang.name), comingOn.name);
    await expect(page.getByRole('button', { name: `${comingOn.name} 득점 추가` })).toBeEnabled();
    // (The undo offer floats over the bench's last row here, so this tap waits the offer's 5 s out.)
    await record.playerIn(record.bench(hangang.name), out.name).click();
    await leftThePitch();
    await expect(page.getByText('모두 전송됨')).toBeVisible();
    const main = (await serverHistory(request, matchId)).filter((e) => e.parentId === null);
    expect(main.map((e) => `${e.eventType} ${e.userName}`)).toEqual([`SUB_OUT ${out.name}`]);
  });

  test("a tapped player's 득점 is on the same screen as the pitch (a sheet at the bottom), and so is the substitution", async ({ page, request }) => {
    test.setTimeout(90_000);
    const matchId = await matchWithLineups(request, `e2e 휴대폰 기록 ${Date.now() % 100000}`);
    await signInAs(page, seedPerson('kim-minjun').name);
    const record = new RecordPage(page);
    await record.goto(matchId, 30_000);
    await record.startFirstHalf();

    const pitch = record.pitch(hangang.name);
    // A defender (cell 20, low on the pitch), seen at the very bottom of the screen and tapped there:
    // exactly where the sheet is about to appear.
    const scorer = starters[1]!;
    const marker = record.playerIn(pitch, scorer.name);
    await marker.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await marker.click();
    const sheet = page.getByRole('region', { name: '선택한 선수' });
    const goal = page.getByRole('button', { name: `${scorer.name} 득점 추가` });
    await expect(goal).toBeEnabled();
    // Measured as it stands after the tap: nothing scrolls it into view first.
    const goalBox = (await goal.boundingBox())!;
    expect(goalBox.y).toBeGreaterThanOrEqual(0);
    expect(goalBox.y + goalBox.height).toBeLessThanOrEqual(phone.height);
    await expect(pitch).toBeInViewport();
    // The tapped player stays in sight above the sheet, not under it.
    const markerBox = (await marker.boundingBox())!;
    expect(markerBox.y).toBeGreaterThanOrEqual(0);
    expect(markerBox.y + markerBox.height).toBeLessThanOrEqual((await sheet.boundingBox())!.y);

    await goal.click();
    await expect(page.getByLabel(`${hangang.name} 1점, ${gwanak.name} 0점`)).toBeVisible();
    await expect(page.getByRole('button', { name: '되돌리기' })).toBeInViewport();
    await expect(pitch).toBeInViewport();

    // A substitution from the same sheet, the pitch still in view: 교체, the substitute, confirm.
    await sheet.getByRole('button', { name: '교체', exact: true }).click();
    const comingOn = substitutes[1]!;
    const candidate = sheet.getByRole('group', { name: '교체 선수' }).getByRole('button', { name: new RegExp(comingOn.name) });
    const candidateBox = (await candidate.boundingBox())!;
    expect(candidateBox.y + candidateBox.height).toBeLessThanOrEqual(phone.height);
    await candidate.click();
    await record.exchangeDialog().getByRole('button', { name: '교체하기' }).click();
    await expect(record.playerIn(pitch, comingOn.name)).toBeInViewport();
    await expect(page.getByText('모두 전송됨')).toBeVisible();
  });

  test('the team counters are one tap away: 팀 기록 opens them in the sheet under the pitch, and a player tap swaps in the player', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const matchId = await matchWithLineups(request, `e2e 팀 기록 ${Date.now() % 100000}`);
    await signInAs(page, seedPerson('kim-minjun').name);
    const record = new RecordPage(page);
    await record.goto(matchId, 30_000);
    await record.startFirstHalf();

    const pitch = record.pitch(hangang.name);
    const sheetButton = record.teamSheetButton();
    // The sheet's bar (the team switch and 팀 기록) is on the screen wherever the page is.
    await expect(sheetButton).toBeInViewport();
    await expect(sheetButton).toHaveAttribute('aria-expanded', 'false');
    await sheetButton.click();
    await expect(sheetButton).toHaveAttribute('aria-expanded', 'true');
    const corner = page.getByRole('button', { name: `${hangang.name} 코너 킥 추가` });
    // Every counter of the team fits on the screen, below the pitch that is still in view.
    for (const stat of ['득점', '슈팅', '유효 슈팅', '코너 킥', '오프 사이드', '파울', '경고', '자책골']) {
      await expect(page.getByRole('button', { name: `${hangang.name} ${stat} 추가` })).toBeInViewport({ ratio: 1 });
    }
    await expect(pitch).toBeInViewport();
    await corner.click();
    await expect(corner.locator('xpath=ancestor::li[1]')).toContainText('1');
    await expect(page.getByRole('button', { name: '되돌리기' })).toBeInViewport();

    // The other team's counters: the switch in the same bar.
    await record.showTeam(gwanak.name);
    await expect(page.getByRole('button', { name: `${gwanak.name} 파울 추가` })).toBeInViewport({ ratio: 1 });
    await expect(corner).toBeHidden();
    await record.showTeam(hangang.name);

    // A tap on a player puts their actions in the sheet instead; 팀 기록 brings the counters back.
    await record.tapPlayerPastOffer(pitch, starters[5]!.name);
    await expect(page.getByRole('button', { name: `${starters[5]!.name} 득점 추가` })).toBeInViewport({ ratio: 1 });
    await expect(corner).toBeHidden();
    await expect(sheetButton).toHaveAttribute('aria-expanded', 'false');
    await sheetButton.click();
    await expect(corner).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: `${starters[5]!.name} 득점 추가` })).toBeHidden();
    // Out of sight, not out of the layout: the player's panel waits laid out for the next tap, its
    // contents skipped (decision 105), and out of the accessibility tree.
    const waitingPanel = page.getByRole('button', { name: `${starters[5]!.name} 득점 추가`, includeHidden: true }).locator('xpath=ancestor::section[1]');
    expect(await waitingPanel.evaluate((el) => [getComputedStyle(el).display, getComputedStyle(el).contentVisibility])).toEqual(['flex', 'hidden']);
    // So is the body of the player let go (the next selection shows its boxes, decision 109), and nothing
    // inherited changes under either at a swap: every element inside would be styled again.
    const goal = page.getByRole('button', { name: `${starters[5]!.name} 득점 추가`, includeHidden: true });
    expect(
      await goal.locator('xpath=ancestor::div[@hidden][1]').evaluate((el) => [getComputedStyle(el).display, getComputedStyle(el).contentVisibility]),
    ).toEqual(['flex', 'hidden']);
    expect(await goal.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    // Each panel paints as a layer of its own: a tap records the paint of the panel it changed (decision 109).
    expect(await waitingPanel.evaluate((el) => getComputedStyle(el).isolation)).toBe('isolate');
    await expect(page.getByRole('button', { name: `${starters[5]!.name} 득점 추가` })).toHaveCount(0);
    await expect(page.getByText('모두 전송됨')).toBeVisible();
  });

  test('the log keeps its newest row in view as rows come', async ({ page, request }) => {
    test.setTimeout(90_000);
    const matchId = await matchWithLineups(request, `e2e 로그 ${Date.now() % 100000}`);
    await signInAs(page, seedPerson('kim-minjun').name);
    const record = new RecordPage(page);
    await record.goto(matchId, 30_000);
    await record.startFirstHalf();
    await record.teamSheetButton().click();
    const shot = page.getByRole('button', { name: `${hangang.name} 슈팅 추가` });
    const log = page.getByRole('list', { name: '경기 로그' });
    // More rows than the log's height shows (18rem): it scrolls, and stays at the bottom.
    for (let i = 0; i < 14; i += 1) await shot.click();
    await expect(log.getByRole('listitem')).toHaveCount(14);
    await expect
      .poll(() => log.evaluate((el) => ({ scrolls: el.scrollHeight > el.clientHeight, atEnd: el.scrollHeight - el.scrollTop - el.clientHeight < 2 })))
      .toEqual({ scrolls: true, atEnd: true });
  });

  test('시작 취소 is not beside 전반 종료: it waits behind 더보기, away from the main button, and still asks first', async ({ page, request }) => {
    test.setTimeout(90_000);
    const matchId = await matchWithLineups(request, `e2e 시작 취소 ${Date.now() % 100000}`);
    await signInAs(page, seedPerson('kim-minjun').name);
    const record = new RecordPage(page);
    await record.goto(matchId, 30_000);
    await record.startFirstHalf();

    const main = page.getByRole('button', { name: '전반 종료', exact: true });
    await expect(page.getByRole('button', { name: '시작 취소', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: '더보기', exact: true }).click();
    const cancel = page.getByRole('button', { name: '시작 취소', exact: true });
    await expect(cancel).toBeVisible();
    // Not its neighbour: a whole finger's width (48 px) between the two, whichever way a thumb slips.
    const a = (await main.boundingBox())!;
    const b = (await cancel.boundingBox())!;
    const gapX = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
    const gapY = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
    expect(Math.max(gapX, gapY)).toBeGreaterThanOrEqual(48);

    await cancel.click();
    await page.getByRole('alertdialog').getByRole('button', { name: '돌아가기' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(main).toBeVisible();
    await record.cancelKickoff();
    await expect(page.getByRole('button', { name: '전반 시작', exact: true })).toBeVisible();
  });
});
