/**
 * The session's user model (tests/paths/session.user-model.ts) in the browser: the sign-in pages,
 * a team page opened while the token renewal is held, answered or made unreachable, and logging out.
 */
import { expect, type Page } from '@playwright/test';
import type { SessionUserEvent, SessionUserState } from '../../tests/paths/session.user-model.ts';
import { sessionUserModel } from '../../tests/paths/session.user-model.ts';
import { seedPerson } from '../../server/db/seed-data.ts';
import { DevSignInPage } from '../pages/dev-sign-in.page.ts';
import { LoginPage } from '../pages/login.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import type { BrowserBinding } from './binding.ts';
import { HeldRequests } from './held-requests.ts';

interface SessionWorld {
  page: Page;
  renewal: HeldRequests;
}

const member = seedPerson('lee-seojun');
const loading = (page: Page) => page.getByRole('status').filter({ hasText: '불러오는 중…' });
let newcomers = 0;

export const sessionBinding: BrowserBinding<SessionUserState, SessionUserEvent, SessionWorld> = {
  model: sessionUserModel,
  async setup({ browser }) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const renewal = await HeldRequests.on(page, (url) => url.pathname === '/open-api/v1/users/renew');
    await new LoginPage(page).goto();
    return { page, renewal, close: () => context.close() };
  },
  actions: {
    SIGN_IN: async ({ page }) => {
      await new LoginPage(page).start();
      await new DevSignInPage(page).choosePerson(member.name);
    },
    SIGN_UP: async ({ page }) => {
      await new LoginPage(page).start();
      await new DevSignInPage(page).signUpAs(`경로새내기${(newcomers += 1)}`);
    },
    COMPLETE_PROFILE: async ({ page }) => {
      await page.getByRole('button', { name: /가입|완료|시작/ }).click();
    },
    OPEN_TEAM_PAGE: async ({ page, renewal }) => {
      renewal.mode = 'hold';
      await page.goto('/teams/select');
      await renewal.held();
    },
    // Decision 104: the document carries the team page, rendered for the person of the page cookie.
    OPEN_RENDERED_PAGE: async ({ page, renewal }) => {
      renewal.mode = 'hold';
      await page.goto(`/teams/${member.teams[0].id}`);
      await renewal.held();
    },
    RENEWAL_ANSWERED: async ({ renewal }) => renewal.release(),
    RENEWAL_UNREACHABLE: async ({ renewal }) => renewal.fail(),
    // The phone finds its network again: the browser fires 'online' and the renewal goes through.
    NETWORK_BACK: async ({ page, renewal }) => {
      renewal.release();
      await page.context().setOffline(true);
      await page.context().setOffline(false);
    },
    LOG_OUT: async ({ page }) => {
      await new ShellPage(page).logOut();
    },
  },
  async expectSeen({ page }, state) {
    switch (state.screen) {
      case 'login':
        await expect(page).toHaveURL(/\/login\/?$/);
        await expect(page.getByRole('button', { name: /로그인/ })).toBeVisible();
        return;
      case 'loading':
        await expect(loading(page)).toBeVisible();
        return;
      case 'register':
        await expect(page).toHaveURL(/\/register$/);
        return;
      // The team page while the renewal is still held: what the server rendered, no loading screen.
      case 'rendered':
        await expect(page.getByRole('heading', { level: 2, name: member.teams[0].name })).toBeVisible();
        await expect(loading(page)).toHaveCount(0);
        return;
      // Offline as the last person the pages stay (no sign-in asked): the app has no token, only who it was.
      case 'app':
      case 'offline':
        await expect(page).toHaveURL(/\/teams\//);
        await expect(loading(page)).toHaveCount(0);
        await expect(page.getByRole('button', { name: '설정' }).first()).toBeVisible();
        return;
    }
  },
};
