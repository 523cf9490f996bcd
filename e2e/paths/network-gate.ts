import { expect, type Page, type Request, type Route } from '@playwright/test';

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
  /** The page's API writes answered (or failed) so far, and those on their way now. */
  private writes = { answered: 0, inFlight: 0 };

  private constructor(private readonly page: Page) {}

  static async on(page: Page): Promise<NetworkGate> {
    const gate = new NetworkGate(page);
    const isWrite = (request: Request) => request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/');
    page.on('request', (request) => {
      if (isWrite(request)) gate.writes.inFlight += 1;
    });
    const ended = (request: Request) => {
      if (!isWrite(request)) return;
      gate.writes.inFlight -= 1;
      gate.writes.answered += 1;
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
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

  /**
   * Settles once `act` sent at least one write and every write is answered: the outbox drained (its
   * answers update the screen themselves, decision 101; no read follows a write).
   */
  async writesSettled(act: () => Promise<void>) {
    const before = this.writes.answered;
    await act();
    await expect.poll(() => this.writes.answered > before && this.writes.inFlight === 0, { message: 'the writes of the step answered' }).toBe(true);
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
