/**
 * The outbox's user model (tests/paths/outbox.user-model.ts) in the browser: the home admin on a
 * phone records team counters in a match under way while the way to the server changes under the
 * page. Offline is Chromium's own (the page sees `navigator.onLine` and the 'online' event); a
 * stalled network is a gate that holds the page's API requests (paths/network-gate.ts); a failing
 * server is every write answered 503 with the server's own envelope for an unreachable database,
 * until it recovers. The page's clock is Playwright's: the wait before a retry is the app's own
 * timer, run forward when the server has recovered instead of waited out.
 */
import { expect, type Route } from '@playwright/test';
import { outboxBackoffMs } from '../../machines/outbox.machine.ts';
import { errorBody } from '../../server/http/errors.ts';
import type { OutboxUserEvent, OutboxUserState } from '../../tests/paths/outbox.user-model.ts';
import { outboxText, outboxUserModel, recordedStat } from '../../tests/paths/outbox.user-model.ts';
import { hangang, matchInPlay } from '../fixtures/match-with-lineups.ts';
import { setOfflineSeen } from '../pages/offline.ts';
import { RecordPage } from '../pages/record.page.ts';
import type { BrowserBinding } from './binding.ts';
import { homeAdminPhone } from './match.binding.ts';
import { NetworkGate } from './network-gate.ts';

interface OutboxWorld {
  record: RecordPage;
  gate: NetworkGate;
  matchId: number;
  /** Writes answered 503 in a row: the failed tries of the write at the head. */
  failures: number;
  failing: boolean;
}

/** What the server answers while its database cannot be reached (server/app.ts). */
function answer503(world: OutboxWorld, route: Route) {
  world.failures += 1;
  return route.fulfill({
    status: 503,
    contentType: 'application/json',
    headers: { 'Retry-After': '1' },
    body: JSON.stringify(errorBody('DATABASE_UNAVAILABLE')),
  });
}

/** The status line says it, and 오프라인 shows only while the phone has no network. */
async function expectRecordScreen(w: OutboxWorld, state: OutboxUserState) {
  await expect(w.record.status()).toContainText(outboxText(state.waiting), { timeout: 15_000 });
  const offline = w.record.page.getByText('오프라인', { exact: true });
  if (state.net === 'offline') await expect(offline).toBeVisible();
  else await expect(offline).toBeHidden();
}

export const outboxBinding: BrowserBinding<OutboxUserState, OutboxUserEvent, OutboxWorld> = {
  model: outboxUserModel,
  async setup({ browser, request }) {
    const matchId = await matchInPlay(request, `전송 대기 ${Date.now() % 100000}`);
    // The wait before a retry runs forward when the server recovers (SERVER_RECOVERS).
    const { context, page } = await homeAdminPhone(browser, { clock: true });
    const gate = await NetworkGate.on(page);
    // One object for the route below and the actions: the route reads `failing` and counts `failures`
    // on the very world the actions change (a copy would leave the server answering every write).
    const world = { record: new RecordPage(page), gate, matchId, failures: 0, failing: false, page, close: () => context.close() };
    // Registered after the gate, so asked first: a failing server answers writes itself; the rest go on to the gate.
    await page.route(
      (url) => url.pathname.startsWith('/api/'),
      (route) => (world.failing && route.request().method() !== 'GET' ? answer503(world, route) : route.fallback()),
    );
    // From the match page, so that going back to it is a move within the app (LEAVE).
    await page.goto(`/matches/${matchId}`);
    await world.record.openFromMatchPage(30_000);
    return world;
  },
  actions: {
    RECORD: (w) => w.record.teamEvent(hangang.name, recordedStat),
    NETWORK_DROPS: (w) => setOfflineSeen(w.record.page, true),
    NETWORK_RETURNS: (w) => w.record.page.context().setOffline(false),
    NETWORK_STALLS: async (w) => w.gate.stall(),
    NETWORK_FLOWS: async (w, _e, before) => {
      // After the admin left, the page that is gone still gets the held write's answer: wait for it.
      const answered =
        before.screen === 'left' && before.waiting > 0
          ? w.record.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/v1/matches/${w.matchId}/`))
          : null;
      w.gate.open();
      await answered;
    },
    // The 'online' event while a write waits for its answer: offline until the page has seen it, then online.
    LINE_FLICKERS: async (w) => {
      await setOfflineSeen(w.record.page, true);
      await setOfflineSeen(w.record.page, false);
    },
    SERVER_FAILS: async (w) => {
      w.failing = true;
      w.failures = 0;
    },
    // The server answers again; the wait before the next try (as long as the failures so far make it) runs out.
    SERVER_RECOVERS: async (w, _e, before) => {
      w.failing = false;
      if (before.screen === 'record' && before.waiting > 0) await w.record.page.clock.runFor(outboxBackoffMs(Math.max(1, w.failures)) + 100);
    },
    LEAVE: async (w) => {
      await w.record.page.goBack();
    },
    RETURN: (w) => w.record.openFromMatchPage(15_000),
  },
  async expectSeen(w, state) {
    if (state.screen === 'left') {
      await expect(w.record.page).toHaveURL(new RegExp(`/matches/${w.matchId}$`));
      await expect(w.record.page.getByRole('link', { name: '경기 기록' })).toBeVisible();
    } else await expectRecordScreen(w, state);
  },
};
