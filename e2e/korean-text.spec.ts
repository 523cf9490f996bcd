import { expect, test } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { hangang, lineupOf, matchAgainstTemporaryTeam, matchWithLineups } from './fixtures/match-with-lineups.ts';
import { LineupPage } from './pages/lineup.page.ts';
import { RecordPage } from './pages/record.page.ts';
import { signInAs } from './pages/sign-in.ts';

// "Korean as Koreans write it" (docs/product.md §10): no English left on the match-day screens, particles chosen
// by the word they follow (never '을(를)'), 경기 (never 게임), and a temporary team's empty lineup step
// that says how to add its players.
const phone = { width: 390, height: 844 };
/** The fourth seeded match, finished: 서울 주말리그 3라운드, FC 한강 at home to 관악 유나이티드. */
const finishedMatchId = 4;
const english = /\b(Home|Away|Out|In)\b/;
const writtenOutPair = /\((을|를|이|가|은|는|와|과|으)\)/;

test.describe('Korean text on a phone (390 × 844)', () => {
  test.use({ viewport: phone, hasTouch: true });

  test('the match page names the sides 홈 and 원정, never Home or Away', async ({ page }) => {
    await signInAs(page, seedPerson('kim-minjun').name);
    await page.goto(`/matches/${finishedMatchId}`);
    const main = page.getByRole('main');
    await expect(main.getByText('서울 주말리그 3라운드').first()).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText('홈', { exact: true }).first()).toBeVisible();
    await expect(main.getByText('원정', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '라인업' })).toBeVisible();
    expect(await main.innerText()).not.toMatch(english);
  });

  test('the record screen: 전반 시작을 in the confirmation, 나가는/들어가는 선수 on a substitution, 경기 종료 on a finished clock', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const matchId = await matchWithLineups(request, `e2e 한국어 ${Date.now() % 100000}`);
    await signInAs(page, seedPerson('kim-minjun').name);
    const record = new RecordPage(page);
    await record.goto(matchId, 30_000);

    await page.getByRole('button', { name: '전반 시작', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: '전반 시작하시겠습니까?' });
    await expect(confirm.getByText('지금 시각으로 전반 시작을 기록합니다.')).toBeVisible();
    expect(await confirm.innerText()).not.toMatch(writtenOutPair);
    await confirm.getByRole('button', { name: '전반 시작', exact: true }).click();
    await expect(page.getByRole('button', { name: '전반 종료', exact: true })).toBeVisible();

    const { starters, substitutes } = lineupOf(hangang.id);
    const out = starters[9]!;
    const comingOn = substitutes[0]!;
    await record.playerIn(record.pitch(hangang.name), out.name).click();
    await page.getByRole('button', { name: '교체', exact: true }).click();
    await page
      .getByRole('group', { name: '교체 선수' })
      .getByRole('button', { name: new RegExp(comingOn.name) })
      .click();
    const exchange = record.exchangeDialog();
    await expect(exchange.getByText('나가는 선수', { exact: true })).toBeVisible();
    await expect(exchange.getByText('들어가는 선수', { exact: true })).toBeVisible();
    await expect(exchange).toContainText(out.name);
    await expect(exchange).toContainText(comingOn.name);
    expect(await exchange.innerText()).not.toMatch(english);
    await exchange.getByRole('button', { name: '돌아가기' }).click();

    await record.goto(finishedMatchId, 30_000);
    await expect(page.getByRole('button', { name: '경기 종료', exact: true })).toBeDisabled();
    expect(await page.getByRole('main').innerText()).not.toMatch(/게임|\bHome\b|\bAway\b/);
  });

  test('a temporary team with no players yet: the lineup step says so and how to type them in', async ({ page, request }) => {
    test.setTimeout(90_000);
    const matchId = await matchAgainstTemporaryTeam(request, `e2e 임시 팀 명단 ${Date.now() % 100000}`);
    await signInAs(page, seedPerson('kim-minjun').name);
    const lineup = new LineupPage(page);
    await lineup.goto(matchId, 'away', 30_000);
    const empty = page.getByText('아직 명단에 넣을 선수가 없습니다. 위의 ‘선수 직접 입력’에서 이름과 등번호를 입력해 선수를 추가하세요.');
    await expect(empty).toBeVisible();
    await expect(page.getByText('모든 선수가 명단에 들어갔습니다.')).toHaveCount(0);
    // The form it points to is there, above the note.
    const form = page.getByRole('form', { name: '선수 직접 입력' });
    await expect(form).toBeVisible();
    expect((await form.boundingBox())!.y).toBeLessThan((await empty.boundingBox())!.y);
  });
});
