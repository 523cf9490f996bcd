import { expect, test, type Page } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { hangang, matchWithLineups } from './fixtures/match-with-lineups.ts';
import { LoginPage } from './pages/login.page.ts';
import { RecordPage } from './pages/record.page.ts';
import { signInAs, signInOnScreen } from './pages/sign-in.ts';

/**
 * The Content-Security-Policy against the real build (decision 026): the main screens load with no
 * violation at all, and script the page did not ship (an inline script, an inline handler) never runs.
 * Violations are caught at both ends: Chromium's console ("Refused to …") over every page the test
 * passes, and the page's `securitypolicyviolation` events on the screen it ends on.
 */
declare global {
  interface Window {
    cspViolations?: string[];
    inlineScriptRan?: boolean;
    inlineHandlerRan?: boolean;
  }
}

async function watchPolicy(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
  });
  // Injected by the browser's debugging protocol, not by the page: the policy does not apply to it.
  // Awaited: a page that loads before the script is registered would count no violation at all.
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations!.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return {
    refused,
    events: () => page.evaluate(() => window.cspViolations ?? []),
  };
}

test('the served pages carry the policy and no inline script', async ({ request }) => {
  const page = await request.get('/', { headers: { accept: 'text/html' } });
  expect(page.status()).toBe(200);
  const csp = page.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(page.headers()['x-frame-options']).toBe('DENY');
  const html = await page.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, content] of scripts) {
    expect(attributes).toMatch(/\bsrc=/);
    expect(content.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
});

test('login, sign-in, the team page and the record screen load without a single violation', async ({ page, request }) => {
  test.setTimeout(90_000);
  const policy = await watchPolicy(page);
  const matchId = await matchWithLineups(request, `e2e 보안 정책 ${Date.now() % 100000}`);

  const login = new LoginPage(page);
  await login.goto();
  await expect(page.getByRole('button', { name: /로그인/ })).toBeVisible();
  expect(await policy.events()).toEqual([]);

  await signInOnScreen(page, seedPerson('kim-minjun').name);
  await expect(page).toHaveURL(new RegExp(`/teams/${hangang.id}$`));
  await expect(page.getByRole('heading', { name: hangang.name }).first()).toBeVisible();
  expect(await policy.events()).toEqual([]);

  const record = new RecordPage(page);
  await record.goto(matchId);
  await expect(record.pitch(hangang.name).getByRole('button').first()).toBeVisible();
  await record.startFirstHalf();
  expect(await policy.events()).toEqual([]);

  expect(policy.refused).toEqual([]);
});

test('the service worker registers and takes control under the policy', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  const policy = await watchPolicy(page);
  // The light /login page does not register it; the app's core (any signed-in screen) does.
  await signInAs(page, seedPerson('lee-seojun').name);
  await page.goto(`/teams/${hangang.id}`);
  // clientsClaim: once activated, the worker controls this page.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 }).toBe('activated');
  expect(policy.refused).toEqual([]);
  await context.close();
});

test('script the app did not ship does not run: an injected inline script and an inline handler are refused', async ({ page }) => {
  const policy = await watchPolicy(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /로그인/ })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true;';
    document.head.append(script);
    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.inlineHandlerRan = true');
    image.src = 'data:,not-an-image';
    document.body.append(image);
  });
  await expect.poll(async () => (await policy.events()).length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => window.inlineScriptRan ?? false)).toBe(false);
  expect(await page.evaluate(() => window.inlineHandlerRan ?? false)).toBe(false);
  const events = await policy.events();
  expect(events.some((e) => e.startsWith('script-src-elem inline'))).toBe(true);
  expect(events.some((e) => e.startsWith('script-src-attr inline'))).toBe(true);
});
