/**
 * The record screen's user model (tests/paths/match.user-model.ts) in the browser: the home admin
 * on a phone, the away admin moving the match through the API, the phone's network stalled by a
 * gate between the page and the API.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { MatchUserEvent, MatchUserState } from '../../tests/paths/match.user-model.ts';
import { matchUserModel, stateLabels } from '../../tests/paths/match.user-model.ts';
import { seedPerson } from '../../server/db/seed-data.ts';
import { apiSignIn, bearer } from '../api.ts';
import { hangang, lineupOf, matchWithLineups } from '../fixtures/match-with-lineups.ts';
import { RecordPage } from '../pages/record.page.ts';
import type { BrowserBinding } from './binding.ts';
import { NetworkGate } from './network-gate.ts';

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

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

/** A write sent while the network is open: the outbox drains, reads the match again and syncs the screen. */
async function drained(world: MatchWorld, before: MatchUserState, act: () => Promise<void>) {
  const read = before.net === 'open' ? world.gate.nextMatchRead(world.matchId) : null;
  await act();
  await read;
}

async function otherAdmin(world: MatchWorld, move: Extract<MatchUserEvent, { type: 'OTHER_ADMIN' }>['move']) {
  const path = `/api/v1/matches/${world.matchId}/time`;
  const headers = bearer(world.otherAdmin);
  const [type, half] = move.split(' ');
  const response = type === 'kickoff.cancel'
    ? await world.request.delete(path, { headers })
    : await world.request.patch(path, { headers, data: { halfType: half, timeType: type === 'half.start' ? 'START_TIME' : 'END_TIME' } });
  expect(response.status(), `${move}: ${await response.text()}`).toBe(200);
}

export const matchBinding: BrowserBinding<MatchUserState, MatchUserEvent, MatchWorld> = {
  model: matchUserModel,
  async setup({ browser, request }) {
    const matchId = await matchWithLineups(request, `경로 ${Date.now() % 100000}`);
    const context = await browser.newContext(phone);
    // Signed in on this context's cookie jar: the page renews from the cookie like after a sign-in.
    await apiSignIn(context.request, seedPerson('kim-minjun').id);
    const page = await context.newPage();
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
