import type { Page, Request, Route } from '@playwright/test';

/**
 * A stalling network between one page and the API: while closed, the page's API requests wait
 * (the server never sees them) and are let through in the order they were made. The live stream
 * is never held: it is how the other admin's moves reach the screen, and a stalled phone keeps its
 * open stream. Reads and writes have separate gates, so the writes can get through while the reads
 * the outbox's drain makes still wait.
 */
export class NetworkGate {
  private readonly waiting: { route: Route; kind: 'read' | 'write' }[] = [];
  private readonly held = { read: false, write: false };

  private constructor(private readonly page: Page) {}

  static async on(page: Page): Promise<NetworkGate> {
    const gate = new NetworkGate(page);
    await page.route(
      (url) => url.pathname.startsWith('/api/'),
      (route) => gate.handle(route),
    );
    return gate;
  }

  stall() {
    this.held.read = true;
    this.held.write = true;
  }

  releaseWrites() {
    this.held.write = false;
    this.flush();
  }

  open() {
    this.held.read = false;
    this.held.write = false;
    this.flush();
  }

  /** The next read of the match itself: the outbox's drain reads it again, then syncs the screen. */
  nextMatchRead(matchId: number) {
    return this.page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/v1/matches/${matchId}`);
  }

  private handle(route: Route) {
    const request: Request = route.request();
    const kind = request.method() === 'GET' ? 'read' : 'write';
    if (new URL(request.url()).pathname.endsWith('/live') || !this.held[kind]) return this.pass(route);
    this.waiting.push({ route, kind });
  }

  private flush() {
    for (let i = 0; i < this.waiting.length;) {
      const w = this.waiting[i]!;
      if (this.held[w.kind]) i += 1;
      else {
        this.waiting.splice(i, 1);
        void this.pass(w.route);
      }
    }
  }

  // A request the page gave up on meanwhile (a timeout, a reload) can no longer go on: nothing to do.
  private pass(route: Route) {
    return route.continue().catch(() => undefined);
  }
}
