/** Signing a seeded person who belongs to a team in through WebKit's screens, as a user does: /login, the provider's page, back. */
import { byRole, tap, visit, type WebKit } from './webkit.ts';

export async function signInOnScreen(browser: WebKit, name: string) {
  await visit(browser, '/login');
  await tap(browser, await byRole(browser, 'button', /로그인/));
  await browser.waitUntil(async () => (await browser.getUrl()).includes('/dev-auth/authorize'), { timeoutMsg: 'the provider page never opened' });
  await tap(browser, await byRole(browser, 'button', new RegExp(`^${name}`)));
  // Until the app has landed on the person's team page: a visit started before would race the
  // app's own move there from the way back.
  await browser.waitUntil(async () => /^\/teams\/\d+$/.test(new URL(await browser.getUrl()).pathname), {
    timeout: 20_000,
    timeoutMsg: 'the app never took the browser back from the provider to the team page',
  });
}
