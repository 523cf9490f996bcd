/**
 * Signing in and the team page in WebKit (decision 085): the development provider's page, the way
 * back, the team page at a phone's width, and a reload that keeps the session.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seedPeople } from '../../server/db/seed-data.ts';
import { signInOnScreen } from './sign-in.ts';
import { byRole, keepScreenOfFailures, openWebKit, waitForPath, waitForText, type WebKit } from './webkit.ts';

const member = seedPeople.find((p) => p.teams.length === 1 && p.teams[0].role === 'USER')!;
let browser: WebKit;
beforeAll(async () => {
  browser = await openWebKit();
});
keepScreenOfFailures(() => browser);
afterAll(async () => {
  await browser?.deleteSession();
});

test('a seeded member signs in on the provider page and lands on their team page; a reload keeps the session', async () => {
  await signInOnScreen(browser, member.name);
  await waitForPath(browser, new RegExp(`^/teams/${member.teams[0].id}$`));
  await byRole(browser, 'heading', member.teams[0].name);
  // On a phone the person's name waits in the closed side menu; the team's figures show.
  await waitForText(browser, '활동 회원 수');

  await browser.refresh();
  await waitForPath(browser, new RegExp(`^/teams/${member.teams[0].id}$`));
  expect(await (await byRole(browser, 'heading', member.teams[0].name)).isDisplayed()).toBe(true);
});
