/**
 * The undo toast's user model (tests/paths/undo-window.user-model.ts) in the browser: the home
 * admin on a phone records team counters in a match under way, and the toast offers each write back.
 */
import { expect } from '@playwright/test';
import type { UndoUserEvent, UndoUserState } from '../../tests/paths/undo-window.user-model.ts';
import { toastText, undoWindowUserModel } from '../../tests/paths/undo-window.user-model.ts';
import { undoVisibleMs } from '../../machines/undo-window.machine.ts';
import { hangang, matchInPlay } from '../fixtures/match-with-lineups.ts';
import { RecordPage } from '../pages/record.page.ts';
import type { BrowserBinding } from './binding.ts';
import { homeAdminPhone } from './match.binding.ts';

interface UndoWorld {
  record: RecordPage;
}

/** The toast: a status with 되돌리기 in it. */
const toast = (w: UndoWorld) => w.record.page.getByRole('status').filter({ has: w.record.page.getByRole('button', { name: '되돌리기' }) });

export const undoWindowBinding: BrowserBinding<UndoUserState, UndoUserEvent, UndoWorld> = {
  model: undoWindowUserModel,
  async setup({ browser, request }) {
    const matchId = await matchInPlay(request, `되돌리기 ${Date.now() % 100000}`);
    // The offer's lapse (WAIT_OUT) is the app's own timer firing, without five seconds of the suite's time.
    const { context, page } = await homeAdminPhone(browser, { clock: true });
    const record = new RecordPage(page);
    await record.goto(matchId, 30_000);
    return { page, record, close: () => context.close() };
  },
  actions: {
    ADD: (w, e) => w.record.teamEvent(hangang.name, e.stat),
    TAP_UNDO: async (w) => {
      await toast(w).getByRole('button', { name: '되돌리기' }).click();
    },
    // The offer lapses on its own: the toast goes without a tap once the page's clock has run past
    // the offer's time (its timers fire as the time passes).
    WAIT_OUT: async (w) => {
      await w.record.page.clock.runFor(undoVisibleMs + 100);
      await expect(toast(w)).toBeHidden();
    },
  },
  async expectSeen(w, state) {
    if (state.toast === null) await expect(toast(w)).toBeHidden();
    else await expect(toast(w)).toContainText(toastText(state.toast));
  },
};
