import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seedPeople } from '../server/db/seed-data.ts';
import { DevSignInPage } from './pages/dev-sign-in.page.ts';
import { LoginPage } from './pages/login.page.ts';
import { ShellPage } from './pages/shell.page.ts';

/** Serious or critical WCAG 2 A/AA violations on the page as it stands. */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

for (const path of ['/', '/login', '/404', '/error', '/privacy', '/unauthorized']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violation on the development sign-in page', async ({ page }) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).start();
  await new DevSignInPage(page).waitUntilShown();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation in the shell, its collapsed sidebar and the settings dialog', async ({ page }) => {
  const admin = seedPeople.find((p) => p.teams.some((t) => t.role === 'TEAM_ADMIN'))!;
  await new LoginPage(page).goto();
  await new LoginPage(page).start();
  await new DevSignInPage(page).choosePerson(admin.name);
  await expect(page).toHaveURL(/\/teams\/\d+$/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  const dialog = await new ShellPage(page).openSettings();
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
