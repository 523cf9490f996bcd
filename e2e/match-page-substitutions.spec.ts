import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { matchScripts } from '../server/db/seed-matches.ts';
import { apiSignIn, bearer } from './api.ts';
import { hangang, matchWithLineups } from './fixtures/match-with-lineups.ts';
import { RecordPage } from './pages/record.page.ts';
import { signInAs } from './pages/sign-in.ts';

/**
 * The match page where members follow the match (docs/domain.md §4.5): after a substitution the pitch shows who
 * stands on it now (the one who came on, marked), the bench the one who went off (marked 교체 아웃),
 * and the log tells the substitution without ticking 세부 기록 모두 보기 — on a finished demo match and
 * live, also after a reload. On a phone.
 */
const phone = { width: 390, height: 844 };
test.use({ viewport: phone, hasTouch: true });

/** The finished demo match whose home side (FC 한강) substituted 정우진 for 권시우 in the 73rd minute. */
const demo = matchScripts.find((s) => s.title === '서울 주말리그 3라운드')!;

async function demoMatchId(request: APIRequestContext): Promise<number> {
  const token = await apiSignIn(request, seedPerson('lee-seojun').id);
  const response = await request.get(`/api/v1/teams/${hangang.id}/matches?searchTitle=${encodeURIComponent(demo.title)}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  const found = ((await response.json()).data.content as { id: number; title: string }[]).find((m) => m.title === demo.title);
  expect(found).toBeDefined();
  return found!.id;
}

/** A team's pitch and bench on the match page (the home side's lists come first). */
function lineup(page: Page, teamName: string) {
  return {
    pitch: page.getByRole('list', { name: `${teamName} 선발 라인업` }),
    bench: page.getByRole('list', { name: '교체 선수' }).first(),
  };
}

/** The log's substitution row naming `name`, read with the tick box left as it is. */
function substitutionRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: '경기 로그' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '교체', exact: true }) })
    .filter({ hasText: name });
}

/** `inMark`: what the pitch says of the one who came on (with the minute where the test knows it). */
async function expectSubstituted(page: Page, out: string, incoming: string, inMark = '교체 투입') {
  const { pitch, bench } = lineup(page, hangang.name);
  const onPitch = pitch.getByRole('listitem').filter({ hasText: incoming });
  await expect(onPitch).toBeVisible();
  await expect(onPitch).toContainText(inMark);
  await expect(pitch).not.toContainText(out);
  await expect(bench.getByRole('listitem').filter({ hasText: out })).toContainText('교체 아웃');
  await expect(bench).not.toContainText(incoming);
}

async function expectLogged(page: Page, out: string, incoming: string) {
  await expect(page.getByRole('checkbox', { name: '세부 기록 모두 보기' })).not.toBeChecked();
  const row = substitutionRow(page, out);
  await expect(row).toContainText(`${out} 교체 아웃`);
  await expect(row).toContainText(`${incoming} 교체 투입`);
}

test('a member opens the finished demo match: the substitute on the pitch, the one who went off on the bench, the substitution in the log', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const matchId = await demoMatchId(request);
  await signInAs(page, seedPerson('lee-seojun').name);
  await page.goto(`/matches/${matchId}`);

  await expectSubstituted(page, '정우진', '권시우', "교체 투입 74'");
  const { bench } = lineup(page, hangang.name);
  await expect(bench.getByRole('listitem').filter({ hasText: '정우진' })).toContainText("교체 아웃 74'");
  // Eleven on the pitch still: the one who came on took the cell of the one who went off.
  await expect(lineup(page, hangang.name).pitch.getByRole('listitem')).toHaveCount(11);

  await expectLogged(page, '정우진', '권시우');
  // The row fits the phone: its 교체 is on screen, no sideways scrolling to read it.
  const mark = substitutionRow(page, '정우진').getByRole('rowheader');
  await mark.scrollIntoViewIfNeeded();
  const box = (await mark.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
});

test('live: the admin substitutes on the record screen and a member’s match page moves the players, also after a reload', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const matchId = await matchWithLineups(request, `e2e 경기 화면 교체 ${Date.now() % 100000}`);

  // The viewer: an ordinary member of FC 한강 on a phone, following the match page.
  const viewerContext = await browser.newContext({ viewport: phone, hasTouch: true });
  const viewer = await viewerContext.newPage();
  await signInAs(viewer, seedPerson('lee-seojun').name);
  // Following the stream before kick-off (실시간 shows only once the match is played).
  const streaming = viewer.waitForResponse((r) => r.url().includes(`/api/v1/matches/${matchId}/live?`));
  await viewer.goto(`/matches/${matchId}`);
  await streaming;
  const { pitch, bench } = lineup(viewer, hangang.name);
  await expect(pitch).toContainText('정우진');
  await expect(bench).toContainText('오지호');

  // The recorder: FC 한강's admin on the record screen, 정우진 off, 오지호 (a substitute) on.
  await signInAs(page, seedPerson('kim-minjun').name);
  const record = new RecordPage(page);
  await record.goto(matchId, 20_000);
  await record.startFirstHalf();
  await record.substitute(hangang.name, '정우진', '오지호');
  await expect(record.bench(hangang.name)).toContainText('정우진');

  await expectSubstituted(viewer, '정우진', '오지호');
  await expectLogged(viewer, '정우진', '오지호');

  await viewer.reload();
  await expectSubstituted(viewer, '정우진', '오지호');
  await expectLogged(viewer, '정우진', '오지호');
  await viewerContext.close();
});
