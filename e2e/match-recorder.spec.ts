/**
 * The recorder an admin names for one match (decision 054), on phones: the admin hands the
 * phone to a member who is not playing. The admin names them on the match page; the member finds the
 * way into the record screen there, records, and ends the match; from full time on the screen is
 * theirs no more. Another member never gets in.
 */
import { expect, test } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { seriousViolations } from './axe.ts';
import { gwanak, hangang, lineupOf, matchWithLineups } from './fixtures/match-with-lineups.ts';
import { RecordPage } from './pages/record.page.ts';
import { signInAs } from './pages/sign-in.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A USER of FC 한강 outside its lineup: on the bench of nothing, hands free. */
const recorder = seedPerson('hwang-yuchan');
const scorer = lineupOf(hangang.id).starters[9]!;

test('an admin names a member to record; the member records and ends the match, then loses the record screen', async ({ browser, request }) => {
  test.setTimeout(150_000);
  expect(
    lineupOf(hangang.id)
      .starters.concat(lineupOf(hangang.id).substitutes)
      .map((p) => p.id),
  ).not.toContain(recorder.id);
  const matchId = await matchWithLineups(request, `e2e 기록 담당 ${Date.now() % 100000}`);
  const [adminContext, recorderContext] = await Promise.all([browser.newContext(phone), browser.newContext(phone)]);
  const [admin, member] = await Promise.all([adminContext.newPage(), recorderContext.newPage()]);
  await signInAs(admin, seedPerson('kim-minjun').name);
  await signInAs(member, recorder.name);

  // Before anyone is named, the member's match page offers no way in, and the screen sends them away.
  await member.goto(`/matches/${matchId}`);
  await expect(member.getByRole('heading', { name: /e2e 기록 담당/ })).toBeVisible({ timeout: 30_000 });
  await expect(member.getByRole('link', { name: '경기 기록' })).toHaveCount(0);
  await member.goto(`/matches/${matchId}/record`);
  await expect(member).toHaveURL(/\/unauthorized$/);

  // The member waits on the match page while the admin names them there.
  await member.goto(`/matches/${matchId}`);
  await expect(member.getByRole('heading', { name: /e2e 기록 담당/ })).toBeVisible({ timeout: 30_000 });
  await admin.goto(`/matches/${matchId}`);
  await admin.getByRole('button', { name: '기록 담당' }).click();
  const dialog = admin.getByRole('dialog', { name: '기록 담당 정하기' });
  await expect(dialog).toBeVisible();
  const picker = dialog.getByRole('button', { name: new RegExp(`${hangang.name} 기록 담당`) });
  await picker.click();
  // Admins record anyway and are not offered; the member is, with their number.
  await expect(admin.getByRole('option', { name: /김민준/ })).toHaveCount(0);
  await expect(await seriousViolations(admin)).toEqual([]);
  await admin.getByRole('option', { name: new RegExp(`^${recorder.name}`) }).click();
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(admin.getByText(`${recorder.name} 님을 기록 담당으로 정했습니다.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByText(`${recorder.name} (${hangang.name})`)).toBeVisible();

  // The member's open page hears of it over the live stream: the way in appears, with what it means.
  await expect(member.getByText('이 경기의 기록 담당입니다. 경기가 끝나면 기록 권한도 끝납니다.')).toBeVisible({ timeout: 30_000 });
  await expect(await seriousViolations(member)).toEqual([]);
  const record = new RecordPage(member);
  await record.openFromMatchPage(30_000);
  await record.startFirstHalf();
  await record.goal(hangang.name, scorer.name);
  await record.expectStatus('전반 진행 중', 0);
  // The admin's match page follows: 1 : 0.
  await expect(admin.getByLabel(`${hangang.name} 1점, ${gwanak.name} 0점`)).toBeVisible();

  // The member plays it to full time; the open screen stays theirs to see the end.
  await record.pressClock('전반 종료');
  await record.pressClock('후반 시작');
  await record.pressClock('후반 종료');
  await record.expectStatus('경기 종료', 0);
  await expect(member).toHaveURL(new RegExp(`/matches/${matchId}/record$`));

  // From full time on: no way in on the match page, and the record screen sends them to the match.
  await member.goto(`/matches/${matchId}`);
  await expect(member.getByLabel(`${hangang.name} 1점, ${gwanak.name} 0점`)).toBeVisible({ timeout: 30_000 });
  await expect(member.getByRole('link', { name: '경기 기록' })).toHaveCount(0);
  await member.goto(`/matches/${matchId}/record`);
  await expect(member).toHaveURL(new RegExp(`/matches/${matchId}$`));
  // And the admin can no longer name anyone: the match is over.
  await admin.reload();
  await expect(admin.getByRole('link', { name: '경기 기록' })).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByRole('button', { name: '기록 담당' })).toHaveCount(0);
  await Promise.all([adminContext.close(), recorderContext.close()]);
});
