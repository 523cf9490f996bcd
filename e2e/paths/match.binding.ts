/**
 * The record screen's user model (tests/paths/match.user-model.ts) in the browser: the home admin
 * on a phone, the away admin moving the match through the API, the phone's network stalled by a
 * gate between the page and the API.
 */
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import type { HalfType } from '../../contract/enums.ts';
import type { MatchUserEvent, MatchUserState } from '../../tests/paths/match.user-model.ts';
import { matchUserModel, stateLabels } from '../../tests/paths/match.user-model.ts';
import { seedPerson } from '../../server/db/seed-data.ts';
import { apiSignIn, bearer } from '../api.ts';
import { hangang, lineupOf, matchWithLineups, moveMatchClock } from '../fixtures/match-with-lineups.ts';
import { RecordPage } from '../pages/record.page.ts';
import type { BrowserBinding } from './binding.ts';
import { NetworkGate } from './network-gate.ts';

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * FC 한강's admin on a phone: a new context signed in on its own cookie jar (the page renews from the
 * cookie as after a sign-in), and its page. `clock`: the page's clock is Playwright's, running as a
 * real one until a step runs it forward past a timer the app sets itself (decision 049).
 */
export async function homeAdminPhone(browser: Browser, { clock = false } = {}) {
  const context = await browser.newContext(phone);
  if (clock) await context.clock.install();
  await apiSignIn(context.request, seedPerson('kim-minjun').id);
  return { context, page: await context.newPage() };
}

interface MatchWorld {
  record: RecordPage;
  gate: NetworkGate;
  matchId: number;
  request: APIRequestContext;
  otherAdmin: string;
  memos: number;
}

const home = lineupOf(hangang.id);
const scorer = home.starters[1]!.name;
const substituted = home.starters[2]!.name;
const substitute = home.substitutes[0]!.name;

/** A write sent while the network is open: the outbox drains and its answers sync the screen. */
async function drained(world: MatchWorld, before: MatchUserState, act: () => Promise<void>) {
  return before.net === 'open' ? world.gate.writesSettled(act) : act();
}

async function otherAdmin(world: MatchWorld, move: Extract<MatchUserEvent, { type: 'OTHER_ADMIN' }>['move']) {
  const [type, half] = move.split(' ') as [string, HalfType];
  if (type !== 'kickoff.cancel') return moveMatchClock(world.request, world.otherAdmin, world.matchId, half, type === 'half.start' ? 'START_TIME' : 'END_TIME');
  const response = await world.request.delete(`/api/v1/matches/${world.matchId}/time`, { headers: bearer(world.otherAdmin) });
  expect(response.status(), `${move}: ${await response.text()}`).toBe(200);
}

export const matchBinding: BrowserBinding<MatchUserState, MatchUserEvent, MatchWorld> = {
  model: matchUserModel,
  async setup({ browser, request }) {
    const matchId = await matchWithLineups(request, `경로 ${Date.now() % 100000}`);
    const { context, page } = await homeAdminPhone(browser);
    const gate = await NetworkGate.on(page);
    const record = new RecordPage(page);
    await record.goto(matchId, 30_000);
    const otherAdminToken = await apiSignIn(request, seedPerson('lee-junho').id);
    return { page, record, gate, matchId, request, otherAdmin: otherAdminToken, memos: 0, close: () => context.close() };
  },
  actions: {
    PRESS_CLOCK: (w, e, before) => drained(w, before, () => w.record.pressClock(e.label)),
    CANCEL_KICKOFF: (w, _e, before) => drained(w, before, () => w.record.cancelKickoff()),
    RECORD_GOAL: (w, _e, before) => drained(w, before, () => w.record.goal(hangang.name, scorer)),
    SUBSTITUTE: (w, _e, before) => drained(w, before, () => w.record.substitute(hangang.name, substituted, substitute)),
    CORNER_THEN_UNDO: (w, _e, before) => drained(w, before, () => w.record.addThenUndo(hangang.name, '코너 킥')),
    WRITE_MEMO: (w, _e, before) => drained(w, before, () => w.record.writeMemo(`메모 ${(w.memos += 1)}`)),
    OTHER_ADMIN: (w, e) => otherAdmin(w, e.move),
    RELOAD: async (w) => {
      await w.record.page.reload();
    },
    NETWORK_STALLS: async (w) => w.gate.stall(),
    NETWORK_RETURNS: async (w) => w.gate.open(),
    WRITES_GET_THROUGH: async (w) => w.gate.releaseWrites(),
    READS_GET_THROUGH: async (w) => w.gate.open(),
  },
  async expectSeen(w, state) {
    await w.record.expectStatus(stateLabels[state.screen], state.held.length);
  },
};
