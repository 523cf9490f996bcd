import type { Page, Route } from '@playwright/test';

/**
 * Requests of one page that the test holds, lets through or fails as a dead network would (the
 * browser reports a network error; the server never sees the request). For a state that lasts only
 * while a request is under way (renewing the token, copying the last lineup, saving): held, the
 * screen shows it; then the request is answered or fails.
 */
export class HeldRequests {
  mode: 'pass' | 'hold' | 'fail' = 'pass';
  private readonly waiting: Route[] = [];
  private arrived: (() => void) | null = null;

  private constructor() {}

  static async on(page: Page, matches: (url: URL, method: string) => boolean): Promise<HeldRequests> {
    const held = new HeldRequests();
    // Only API calls pass through the test (the app's scripts and styles load untouched).
    await page.route(
      (url) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/open-api/'),
      (route) => {
        const request = route.request();
        if (!matches(new URL(request.url()), request.method())) return route.fallback();
        return held.handle(route);
      },
    );
    return held;
  }

  /** Resolves once a request is held (the screen then shows the state under way). */
  held(): Promise<void> {
    if (this.waiting.length) return Promise.resolve();
    return new Promise((resolve) => {
      this.arrived = resolve;
    });
  }

  /** Lets the held requests and every later one through. */
  release() {
    this.mode = 'pass';
    for (const route of this.waiting.splice(0)) void route.continue().catch(() => undefined);
  }

  /** Fails the held requests and every later one, as a network that cannot reach the server. */
  fail() {
    this.mode = 'fail';
    for (const route of this.waiting.splice(0)) void route.abort('internetdisconnected').catch(() => undefined);
  }

  private handle(route: Route) {
    if (this.mode === 'pass') return route.continue();
    if (this.mode === 'fail') return route.abort('internetdisconnected');
    this.waiting.push(route);
    this.arrived?.();
    this.arrived = null;
  }
}
