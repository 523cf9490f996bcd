/** The phone at the pitch losing its network and finding it again (through a cuttable proxy). */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { CuttableProxy } from '../fixtures/cuttable-proxy.ts';

/** No route to the server, and the browser says it is offline (navigator.onLine, the 'offline' event). */
export async function goOffline(context: BrowserContext, proxy: CuttableProxy): Promise<void> {
  proxy.cut();
  await context.setOffline(true);
}

/**
 * Reloads with the line still cut. Chromium's offline emulation sometimes refuses a reload before the
 * service worker can answer it (a real phone does not), so the emulation is lifted for the reload;
 * the cut line still fails every request that leaves the browser.
 */
export async function reloadWithoutNetwork(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false);
  // As the person does (pull to refresh, the reload button): a normal reload, which the worker answers.
  await Promise.all([page.waitForEvent('load'), page.evaluate(() => location.reload())]);
}

/**
 * The line is back and the browser fires its 'online' event, as a phone does on reconnecting. After
 * `reloadWithoutNetwork` the page believes it is online; it is first told it is offline (and has seen
 * it, or Chromium folds the two changes into none and no 'online' event fires), then online again.
 */
export async function goOnline(context: BrowserContext, proxy: CuttableProxy, page: Page): Promise<void> {
  proxy.mend();
  await setOfflineSeen(page, true);
  await context.setOffline(false);
}

/**
 * Chromium's offline mode on or off, once the page has seen it (`navigator.onLine`, after its
 * 'offline' or 'online' event): two changes the page has not seen in between fold into none.
 */
export async function setOfflineSeen(page: Page, offline: boolean): Promise<void> {
  await page.context().setOffline(offline);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

/** Waits until the service worker controls the page and holds `path` in the cache of API reads. */
export async function waitForOfflineCopy(page: Page, path: string): Promise<void> {
  const kept = () =>
    page.evaluate(async (p) => {
      if (!navigator.serviceWorker.controller || !(await caches.has('pitchside-api-reads'))) return false;
      const cache = await caches.open('pitchside-api-reads');
      return (await cache.match(p, { ignoreVary: true })) !== undefined;
    }, path);
  await expect.poll(kept, { timeout: 30_000 }).toBe(true);
}
