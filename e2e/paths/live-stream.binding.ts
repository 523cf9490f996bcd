/**
 * The live stream's user model (tests/paths/live-stream.user-model.ts) in the browser: a member of
 * 관악 유나이티드 (the away side) follows a match under way on its match page, through a line the test cuts and mends (a TCP
 * proxy: the browser really cannot reach the server); the home admin records and ends the match
 * through the API. The page's clock is Playwright's: the back-off before a reconnect is the app's
 * own timer, run forward instead of waited out. This worker's server trims a finished match's live
 * log within a second (paths.spec.ts, its `serverWith` server), so a reconnect after the final whistle is told
 * `reset`.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { seedPerson } from '../../server/db/seed-data.ts';
import type { LiveUserEvent, LiveUserState } from '../../tests/paths/live-stream.user-model.ts';
import { liveStreamUserModel, recordedLabel } from '../../tests/paths/live-stream.user-model.ts';
import { defaultBackoffMs } from '../../machines/live-stream.machine.ts';
import { apiSignIn, bearer } from '../api.ts';
import { startCuttableProxy, type CuttableProxy } from '../fixtures/cuttable-proxy.ts';
import { gwanak, hangang, matchInPlay, moveMatchClock } from '../fixtures/match-with-lineups.ts';
import { serverOrigin } from '../fixtures/test.ts';
import type { BrowserBinding } from './binding.ts';

interface LiveWorld {
  page: Page;
  proxy: CuttableProxy;
  request: APIRequestContext;
  matchId: number;
  adminToken: string;
}

/** The longest back-off: running the page's clock this far fires the reconnect that waits. */
const longestBackoffMs = Math.max(...defaultBackoffMs);

const liveStatus = (w: LiveWorld) => w.page.getByRole('status').filter({ hasText: /실시간|연결 중/ });
const timeline = (w: LiveWorld) => w.page.getByRole('table', { name: '경기 로그' }).getByRole('rowheader', { name: recordedLabel });

/**
 * Whether the server has trimmed the match's log: a stream opened from its first message is told
 * `reset` rather than replayed to (read straight from the server, not through the member's line).
 */
async function logTrimmed(w: LiveWorld): Promise<boolean> {
  const controller = new AbortController();
  const url = `${serverOrigin()}/api/v1/matches/${w.matchId}/live?access_token=${w.adminToken}&lastEventId=1`;
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.getReader();
  let text = '';
  try {
    while (!/^event: (reset|ready)$/m.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
  } finally {
    controller.abort();
  }
  return /^event: reset$/m.test(text);
}

export const liveStreamBinding: BrowserBinding<LiveUserState, LiveUserEvent, LiveWorld> = {
  model: liveStreamUserModel,
  async setup({ browser, request, baseURL }) {
    const matchId = await matchInPlay(request, `실시간 ${Date.now() % 100000}`);
    const adminToken = await apiSignIn(request, seedPerson('kim-minjun').id);
    const proxy = await startCuttableProxy(new URL(baseURL));
    const context = await browser.newContext({ baseURL: proxy.origin });
    // A real clock until a step runs it forward past a back-off (decision 049).
    await context.clock.install();
    // Cookies ignore the port: the proxy's origin carries the refresh cookie.
    await apiSignIn(context.request, seedPerson('kim-taehyun').id);
    const page = await context.newPage();
    // The team page first, as a member arrives: its code is then in the browser's cache, and going
    // back to it (LEAVE) works with the line cut, as the service worker makes it work on a phone.
    await page.goto(`/teams/${gwanak.id}`);
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeVisible({ timeout: 30_000 });
    await page.goto(`/matches/${matchId}`);
    return {
      page,
      proxy,
      request,
      matchId,
      adminToken,
      close: async () => {
        await context.close();
        await proxy.close();
      },
    };
  },
  actions: {
    ADMIN_RECORDS: async (w) => {
      const response = await w.request.post(`/api/v1/matches/${w.matchId}/events`, {
        headers: bearer(w.adminToken),
        data: { clientId: crypto.randomUUID(), teamId: hangang.id, eventType: 'CORNER_KICK' },
      });
      expect(response.status(), await response.text()).toBe(201);
    },
    LINE_CUT: async (w) => w.proxy.cut(),
    // The back-off runs out while the line is still cut: the new connection is refused.
    RECONNECT_FAILS: async (w) => {
      await w.page.clock.runFor(longestBackoffMs);
    },
    LINE_MENDED: async (w) => {
      w.proxy.mend();
      await w.page.clock.runFor(longestBackoffMs);
    },
    MATCH_ENDS: async (w) => {
      await moveMatchClock(w.request, w.adminToken, w.matchId, 'FIRST_HALF', 'END_TIME');
      await moveMatchClock(w.request, w.adminToken, w.matchId, 'SECOND_HALF', 'START_TIME');
      await moveMatchClock(w.request, w.adminToken, w.matchId, 'SECOND_HALF', 'END_TIME');
      await expect.poll(() => logTrimmed(w), { timeout: 15_000 }).toBe(true);
    },
    LEAVE: async (w) => {
      await w.page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '팀 프로필' }).click();
    },
  },
  async expectSeen(w, state) {
    if (state.screen === 'left') {
      await expect(w.page).toHaveURL(/\/teams\/\d+$/);
      await expect(liveStatus(w)).toHaveCount(0);
      return;
    }
    if (state.ended && state.line === 'up') {
      // Read again after the reset: the final whistle, and no stream followed any more.
      await expect(w.page.getByText('경기 종료').first()).toBeVisible({ timeout: 15_000 });
      await expect(liveStatus(w)).toHaveCount(0);
      return;
    }
    await expect(liveStatus(w)).toHaveText(state.line === 'up' ? '실시간' : '다시 연결 중…', { timeout: 15_000 });
    await expect(timeline(w)).toHaveCount(state.shown);
  },
};
