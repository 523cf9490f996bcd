import { expect, test } from './fixtures/test.ts';
import { seedPeople } from '../server/db/seed-data.ts';
import { signInAs } from './pages/sign-in.ts';

/**
 * "Failing well" (decision 033): one read of the team page answers 500 — a failing server,
 * simulated for that one path only; everything else is the real app. The section shows its error
 * with 다시 시도 after at most the HTTP client's 3 requests, and no more go out behind it. Before,
 * the HTTP client's 3 attempts were repeated by each of the query client's 3 retries (12 requests,
 * about 11 s of spinner).
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a read answering 500 shows its error with 다시 시도 after at most 3 requests, and 다시 시도 loads it', async ({ page }) => {
  test.setTimeout(60_000);
  const admin = seedPeople.find((p) => p.key === 'kim-minjun')!;
  await signInAs(page, admin.name);
  // The browser's own read is what fails here: without the page cookie (as in an in-app browser with
  // its own cookie jar) the team page comes as the plain shell and reads in the page (decision 104).
  await page.context().clearCookies({ name: 'pitchside_page' });

  let failing = true;
  let requests = 0;
  await page.route('**/open-api/v1/teams/1/result/recent', async (route) => {
    requests += 1;
    if (!failing) return route.fallback();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, message: '서버 오류', code: 5000, data: null }),
    });
  });

  // The page's clock flows as usual, until the test runs it on (below).
  await page.clock.install();
  await page.goto('/teams/1');
  const recent = page.getByRole('region', { name: '최근 기록' });
  const failed = recent.getByRole('alert');
  // The generous timeout is for a busy machine; the count below is what tells the layers apart.
  await expect(failed).toContainText('불러오지 못했습니다', { timeout: 20_000 });
  await expect(failed.getByRole('button', { name: '다시 시도' })).toBeVisible();
  expect(requests).toBeLessThanOrEqual(3);
  const whenShown = requests;

  // Nothing keeps retrying behind the error: a minute of the page's time passes at once (longer than
  // any retry's wait: the HTTP client's, the query client's) and the count stays where it was. A
  // request of the page's own afterwards has been through the routes, so one a timer made before it
  // would have been counted.
  await page.clock.runFor(60_000);
  await page.evaluate(() => fetch('/open-api/v1/teams?size=1'));
  expect(requests).toBe(whenShown);

  // The server is back: 다시 시도 loads the section with one more request. The alert goes as soon as
  // the section shows it is loading again, before that request is out: wait for the results
  // themselves (the seeded team has finished matches), then count.
  failing = false;
  await failed.getByRole('button', { name: '다시 시도' }).click();
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  await expect(recent.getByRole('alert')).toHaveCount(0);
  expect(requests).toBe(whenShown + 1);
});
