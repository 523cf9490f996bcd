import { expect, test } from './fixtures/test.ts';
import { seedPeople } from '../server/db/seed-data.ts';
import { signInAs } from './pages/sign-in.ts';

/**
 * A page whose code cannot load (decision 073): the members page's chunk is blocked (the service
 * worker is off in these tests, so nothing serves it from a cache). The app reloads once to fetch a
 * new build, then shows an error with 다시 시도 — before, the entry's and the core's successful loads
 * after each reload cleared the "reloaded once" flag, and the page reloaded without end.
 */
test('a page whose code file cannot load reloads once, then shows an error whose 다시 시도 loads it', async ({ page }) => {
  test.setTimeout(60_000);
  const admin = seedPeople.find((p) => p.key === 'kim-minjun')!;
  await signInAs(page, admin.name);
  await page.goto('/teams/1');
  await expect(page.getByRole('link', { name: '팀 멤버' })).toBeVisible();

  let blocked = true;
  let requests = 0;
  await page.route(/\/assets\/members-page-[^/]*\.js$/, (route) => {
    requests += 1;
    return blocked ? route.abort('failed') : route.fallback();
  });
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.getByRole('link', { name: '팀 멤버' }).click();
  const failed = page.getByRole('alert');
  await expect(failed.getByRole('heading', { name: '화면을 불러오지 못했습니다' })).toBeVisible({ timeout: 20_000 });
  await expect(failed).toContainText('인터넷 연결을 확인한 뒤 다시 시도해주세요.');
  // One reload, and the error stays: a loop would have reloaded again instead of showing it.
  expect(loads).toBe(1);
  expect(requests).toBeGreaterThanOrEqual(2);
  await expect(failed.getByRole('heading', { name: '화면을 불러오지 못했습니다' })).toBeVisible();
  expect(loads).toBe(1);

  // The file is back: 다시 시도 loads the page.
  blocked = false;
  await failed.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('group', { name: '멤버 필터' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert').getByRole('heading', { name: '화면을 불러오지 못했습니다' })).toHaveCount(0);
  expect(loads).toBe(2);
});
