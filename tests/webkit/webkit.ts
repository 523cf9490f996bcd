/**
 * A WebKit browser for the WebKit layer (decision 085): WebdriverIO in standalone mode against the
 * WebKitWebDriver tests/webkit/global-setup.ts started, driving Debian's WebKitGTK MiniBrowser in
 * automation mode. Elements are found as a person finds them, by role and accessible name
 * (`byRole`), never by CSS class.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, inject } from 'vitest';
import { remote } from 'webdriverio';

/**
 * The window asked for is a phone's, 390×844. MiniBrowser will not draw its window narrower than its
 * toolbar: the page gets 447×806 CSS pixels (measured: `innerWidth`, `innerHeight`), the closest
 * WebKitGTK allows, still under the app's first breakpoint (768 px, src/styles/theme.css.ts): the phone layout.
 */
export const phoneWindow = { width: 390, height: 844 };

export type WebKit = WebdriverIO.Browser;

/** Opens a MiniBrowser window of its own (its own cookies and storage) at the phone size, on the layer's server. */
export async function openWebKit(): Promise<WebKit> {
  const browser = await remote({
    hostname: '127.0.0.1',
    port: inject('webkitDriverPort'),
    path: '/',
    logLevel: 'error',
    waitforTimeout: 15_000,
    capabilities: {
      // WebKitWebDriver matches no browserName of its own; the binary says which browser it drives
      // (MiniBrowser through the set-up's wrapper, which gives it the run's download folder).
      'webkitgtk:browserOptions': { binary: inject('webkitBrowserBinary'), args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
  await browser.setWindowSize(phoneWindow.width, phoneWindow.height);
  return browser;
}

/** The layer's server (`http://127.0.0.1:<port>`). */
export const origin = () => inject('webkitServerOrigin');

/** Opens a path of the app. */
export async function visit(browser: WebKit, path: string) {
  await browser.url(`${origin()}${path}`);
}

type Name = string | RegExp;

/**
 * In the page: the first visible element with this role (explicit, or a tag's own) and accessible
 * name (aria-label, aria-labelledby, its <label>, else its text; spaces collapsed), exact unless a
 * RegExp. One round trip per look; WebdriverIO's `aria/` selector matches the name alone.
 */
function findInPage(role: string, name: string, pattern: string | null, flags: string, within: Element | null): Element | null {
  const tags: Record<string, string> = {
    button: 'button,input[type=submit],input[type=button]',
    link: 'a[href]',
    heading: 'h1,h2,h3,h4,h5,h6',
    textbox: 'input:not([type]),input[type=text],input[type=search],input[type=tel],input[type=email],input[type=number],textarea',
    list: 'ul,ol',
    listitem: 'li',
    dialog: 'dialog',
    checkbox: 'input[type=checkbox]',
    radio: 'input[type=radio]',
    table: 'table',
    row: 'tr',
    status: 'output',
  };
  const selector = [
    `[role="${role}"]`,
    ...(tags[role] ?? '')
      .split(',')
      .filter(Boolean)
      .map((tag) => `${tag}:not([role])`),
  ].join(',');
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  // As the accessible name's rules have it: `aria-labelledby` before `aria-label`; an element it names
  // (the control itself among them, as the record screen's counters name themselves after the
  // player's) gives its own `aria-label`, else its text.
  const ownName = (el: Element) => el.getAttribute('aria-label') || el.textContent || '';
  const nameOf = (el: Element): string => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids)
      return squash(
        ids
          .split(/\s+/)
          .map((id) => {
            const named = document.getElementById(id);
            return named ? ownName(named) : '';
          })
          .join(' '),
      );
    const label = el.getAttribute('aria-label');
    if (label) return squash(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash(labels[0].textContent);
    return squash(el.textContent);
  };
  const matches = pattern === null ? (text: string) => text === name : (text: string) => new RegExp(pattern, flags).test(text);
  for (const el of (within ?? document).querySelectorAll(selector)) {
    const hidden = el.closest('[aria-hidden="true"],[hidden],[inert]') !== null || el.getClientRects().length === 0;
    // A native checkbox or radio React Aria draws its own box over is visually hidden but still the control.
    const control = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
    if ((!hidden || (control && el.closest('[aria-hidden="true"],[hidden],[inert]') === null)) && matches(nameOf(el))) return el;
  }
  return null;
}

/**
 * Waits for the element with this role and accessible name and answers it (optionally inside
 * `within`, an element found before). Fails naming what it looked for.
 */
export async function byRole(browser: WebKit, role: string, name: Name, within?: WebdriverIO.Element): Promise<WebdriverIO.Element> {
  const pattern = typeof name === 'string' ? null : name.source;
  const flags = typeof name === 'string' ? '' : name.flags;
  const text = typeof name === 'string' ? name : '';
  let found: unknown = null;
  await browser.waitUntil(
    async () => {
      found = await browser.execute(findInPage, role, text, pattern, flags, (within ?? null) as unknown as Element | null);
      return found !== null;
    },
    { timeoutMsg: `no visible ${role} named ${String(name)} on ${await browser.getUrl()}` },
  );
  return browser.$(found as WebdriverIO.Element).getElement();
}

/** Waits until the page's text holds `text` (the body's visible text). */
export async function waitForText(browser: WebKit, text: string | RegExp) {
  await browser.waitUntil(
    async () => {
      const body = await browser.execute(() => document.body.innerText);
      return typeof text === 'string' ? body.includes(text) : text.test(body);
    },
    { timeoutMsg: `the page never showed ${String(text)} (${await browser.getUrl()})` },
  );
}

/** Waits until the page's path (and query) matches. */
export async function waitForPath(browser: WebKit, path: RegExp) {
  await browser.waitUntil(async () => path.test(new URL(await browser.getUrl()).pathname + new URL(await browser.getUrl()).search), {
    timeoutMsg: `the page never reached ${String(path)}`,
  });
}

/** Waits until an element labelled exactly `label` is in the page (a score, a counter: named by aria-label). */
export async function waitForLabel(browser: WebKit, label: string) {
  await browser.waitUntil(
    async () => browser.execute((wanted) => [...document.querySelectorAll('[aria-label]')].some((el) => el.getAttribute('aria-label') === wanted), label),
    {
      timeoutMsg: `nothing labelled "${label}" showed (${await browser.getUrl()})`,
    },
  );
}

/** Where a failing test's last screen is kept (reports/webkit/<test>.png), to see what WebKit showed. */
const screens = join(new URL('../..', import.meta.url).pathname, 'reports', 'webkit');

/** Registers, for this file, a screenshot of `current()`'s window after each failing test. */
export function keepScreenOfFailures(current: () => WebKit | undefined) {
  afterEach(async ({ task }) => {
    const browser = current();
    if (task.result?.state !== 'fail' || !browser) return;
    mkdirSync(screens, { recursive: true });
    await browser.saveScreenshot(join(screens, `${task.name.slice(0, 60).replace(/[^\p{L}\p{N}]+/gu, '-')}.png`)).catch(() => undefined);
  });
}

/**
 * Taps an element as a person does: once it shows in the middle of the screen and nothing covers its
 * centre. WebDriver's own scrolling puts it at an edge, under the sticky header or the bar at the
 * bottom, and a smooth scroll of the page's own may still be moving it: the click then lands on
 * what covers it ("element click intercepted").
 */
export async function tap(browser: WebKit, element: WebdriverIO.Element) {
  await browser.waitUntil(
    () =>
      browser.execute(
        (el: Element) => {
          el.scrollIntoView({ block: 'center', behavior: 'instant' });
          const box = el.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top !== null && (top === el || el.contains(top));
        },
        element as unknown as Element,
      ),
    { timeoutMsg: 'the element stayed covered' },
  );
  await element.click();
}
