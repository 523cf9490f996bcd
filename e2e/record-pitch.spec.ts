import { expect, test, type Locator, type Page } from './fixtures/test.ts';
import { seriousViolations } from './axe.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { gwanak, hangang, lineupOf, matchWithLineups } from './fixtures/match-with-lineups.ts';
import { RecordPage } from './pages/record.page.ts';
import { signInAs } from './pages/sign-in.ts';

/** The exchange rows of the server's event log: which player went off and which came on. */
async function exchanges(request: Parameters<typeof matchWithLineups>[0], matchId: number) {
  const token = await apiSignIn(request, seedPerson('kim-minjun').id);
  const history = (await (await request.get(`/api/v1/matches/${matchId}/history`, { headers: bearer(token) })).json()).data as {
    eventType: string;
    userName: string | null;
  }[];
  return history.filter((e) => e.eventType === 'SUB_OUT' || e.eventType === 'SUB_IN').map((e) => `${e.eventType} ${e.userName}`);
}

const { starters, substitutes } = lineupOf(hangang.id);

/** Keyboard only: Tab (forwards) until the element has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 120 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe('the record screen on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: false });

  test('the admin drags a bench player onto a pitch player, confirms, and the pitch and bench follow; axe passes on phone, tablet and desktop', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const matchId = await matchWithLineups(request, `e2e 교체 끌기 ${Date.now() % 100000}`);
    await signInAs(page, seedPerson('kim-minjun').name);
    const record = new RecordPage(page);
    await record.goto(matchId);
    await record.startFirstHalf();

    const pitch = record.pitch(hangang.name);
    const bench = record.bench(hangang.name);
    await expect(pitch.getByRole('button')).toHaveCount(11);
    expect(await seriousViolations(page)).toEqual([]);

    // A defender (cell 20, the row in front of the goalkeeper) off, the first substitute on.
    const out = starters[1]!;
    const comingOn = substitutes[0]!;
    await record.playerIn(pitch, out.name).scrollIntoViewIfNeeded();
    await record.playerIn(bench, comingOn.name).dragTo(record.playerIn(pitch, out.name));
    const dialog = record.exchangeDialog();
    await expect(dialog).toContainText(out.name);
    await expect(dialog).toContainText(comingOn.name);
    await dialog.getByRole('button', { name: '교체하기' }).click();

    await expect(record.playerIn(pitch, comingOn.name)).toBeVisible();
    await expect(record.playerIn(pitch, out.name)).toHaveCount(0);
    await expect(bench.getByRole('button', { name: new RegExp(`${out.name}.*교체 아웃`) })).toBeVisible();
    await expect(page.getByText('모두 전송됨')).toBeVisible();
    expect(await exchanges(request, matchId)).toEqual(expect.arrayContaining([`SUB_OUT ${out.name}`, `SUB_IN ${comingOn.name}`]));
    expect(await seriousViolations(page)).toEqual([]);

    // The same screen on a tablet and a desktop (both pitches at once).
    for (const viewport of [
      { width: 820, height: 1180 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(record.pitch(gwanak.name)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test('the admin substitutes with the keyboard only: drag handle, Tab to the pitch player, Enter, confirm', async ({ page, request }) => {
    test.setTimeout(90_000);
    const matchId = await matchWithLineups(request, `e2e 교체 키보드 ${Date.now() % 100000}`);
    await signInAs(page, seedPerson('kim-minjun').name);
    const record = new RecordPage(page);
    await record.goto(matchId);
    await record.startFirstHalf();

    const pitch = record.pitch(hangang.name);
    const out = starters[4]!;
    const comingOn = substitutes[1]!;
    const target = record.playerIn(pitch, out.name);
    await tabTo(page, record.dragHandle(comingOn.name));
    await page.keyboard.press('Enter');
    // React Aria moves between the drop targets (the pitch players of this team) with Tab.
    await tabTo(page, target);
    await page.keyboard.press('Enter');

    const dialog = record.exchangeDialog();
    await expect(dialog).toContainText(comingOn.name);
    await expect(dialog.getByRole('button', { name: '돌아가기' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: '교체하기' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(record.playerIn(pitch, comingOn.name)).toBeVisible();
    await expect(page.getByText('모두 전송됨')).toBeVisible();
    expect(await exchanges(request, matchId)).toEqual(expect.arrayContaining([`SUB_OUT ${out.name}`, `SUB_IN ${comingOn.name}`]));
  });
});
