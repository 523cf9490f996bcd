/**
 * Push notifications end to end (decision 058; the reminders are e2e/reminders.spec.ts), in real Chromium against the real server
 * and its production build with the service worker. Only the browser's push service is a stand-in
 * (tests/support/push-service.ts, with e2e/fixtures/stand-in-push-manager.ts): Chromium here has no
 * internet, so its own push service cannot register a subscription. The server's pushes are
 * encrypted for the stand-in device and decrypted there (RFC 8291); the decrypted message is then
 * delivered to the page's real service worker over the DevTools protocol
 * (`ServiceWorker.deliverPushMessage`), which shows it.
 *
 * Debian's full Chromium (the worker fixture `fullChromium`), not its headless shell: the shell
 * answers "denied" to every notification permission, granted or not, and shows no notification.
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import type { StandInDevice } from '../tests/support/push-service.ts';
import { apiSignIn, bearer } from './api.ts';
import { seriousViolations } from './axe.ts';
import { ShellPage } from './pages/shell.page.ts';
import { hangang, matchInPlay } from './fixtures/match-with-lineups.ts';
import { phone, subscribeThroughApi, tapSwitch as tap, unsubscribeThroughApi } from './fixtures/push-devices.ts';
import { holdsSubscription, useStandInPushManager } from './fixtures/stand-in-push-manager.ts';
import { signInAs } from './pages/sign-in.ts';

const admin = seedPerson('kim-minjun');
const member = seedPerson('lee-seojun');
const teammate = seedPerson('choi-doyun');

/** A phone with notifications allowed for the app, the service worker on, and the stand-in as its push service. */
async function phoneContext(browser: Browser, baseURL: string, device: StandInDevice): Promise<BrowserContext> {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await useStandInPushManager(context, device);
  return context;
}

/** Waits until the service worker controls the page (it registers after the page's load). */
async function workerControls(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

const deviceSwitch = (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('switch', { name: '이 기기에서 알림 받기' });

/** Records a goal of FC 한강's `starter` (0–10) as its admin, through the API; answers the scorer's name. */
async function recordGoal(request: APIRequestContext, matchId: number, starter: number): Promise<string> {
  const token = await apiSignIn(request, admin.id);
  const players = (await (await request.get(`/api/v1/matches/${matchId}/players`, { headers: bearer(token) })).json()).data;
  const scorer = players.homeTeam.starters[starter] as { id: number; name: string };
  const goal = await request.post(`/api/v1/matches/${matchId}/events`, {
    headers: bearer(token),
    data: { clientId: crypto.randomUUID(), teamId: hangang.id, matchUserId: scorer.id, eventType: 'GOAL' },
  });
  expect(goal.status(), await goal.text()).toBe(201);
  return scorer.name;
}

/** The app's service worker as Playwright sees it (the generated /sw.js). */
const appWorker = (context: BrowserContext) => context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'));

/**
 * Delivers a push to the page's service worker registration, as the push service would (DevTools
 * protocol). `report` says where a push stopped (decision 065): the registration's worker versions
 * (status and running status, in order, as the browser reported them) and what the running worker did
 * with the push (its `showNotification` called, shown or rejected, the permission it saw, and what
 * its own `getNotifications` holds).
 */
async function pushDelivery(
  context: BrowserContext,
  page: Page,
  origin: string,
): Promise<{ send: (data: string) => Promise<void>; settled: () => Promise<boolean>; report: () => Promise<string> }> {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  const states: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  cdp.on('ServiceWorker.workerVersionUpdated', (event) =>
    states.push(...event.versions.map((v) => `${v.registrationId}/${v.versionId} ${v.status} ${v.runningStatus}`)),
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBe(true);
  const { registrationId } = registrations.findLast((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;
  const worker = appWorker(context);
  // Notes what the worker's own handler does; the wrapper calls the real showNotification.
  await worker?.evaluate(() => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; e2eNotes: string[] };
    const started = Date.now();
    scope.e2eNotes = [];
    const note = (what: string) => void scope.e2eNotes.push(`${Date.now() - started} ms: ${what}`);
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.registration.showNotification = (title, options) => {
      note(`showNotification(${title}), permission ${Notification.permission}`);
      return show(title, options).then(
        () => note('shown'),
        (error: unknown) => {
          note(`rejected: ${String(error)}`);
          throw error;
        },
      );
    };
  });
  const workerNotes = async () => {
    if (!worker) return 'no worker target to ask';
    return worker
      .evaluate(async () => {
        const scope = self as unknown as { registration: ServiceWorkerRegistration; e2eNotes?: string[] };
        const shown = await scope.registration.getNotifications();
        return [...(scope.e2eNotes ?? ['(a new worker: the notes are gone)']), `the worker's getNotifications: ${shown.length}`].join('\n');
      })
      .catch((error: Error) => `the worker did not answer: ${error.message}`);
  };
  // Whether the worker's showNotification has settled. Asking getNotifications before then races
  // Chromium's own bookkeeping: a read that lands after the notification is stored but before it is
  // displayed drops it from the store as no longer displayed, and it is never listed again. A worker
  // the browser started afresh has no notes; then there is nothing to wait for.
  const settled = async () =>
    !worker ||
    worker
      .evaluate(() => {
        const notes = (self as unknown as { e2eNotes?: string[] }).e2eNotes;
        return !notes || notes.some((n) => n.endsWith(': shown') || n.includes(': rejected:'));
      })
      .catch(() => true);
  return {
    settled,
    send: async (data) => {
      states.push(`push sent to registration ${registrationId}`);
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
    },
    report: async () => `${states.join('\n')}\n${await workerNotes()}`,
  };
}

/** The DevTools protocol's id of the page's browser context. */
async function contextId(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.detach();
  return targetInfo.browserContextId!;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      data: n.data as unknown,
    })),
  );

test('a member turns notifications on; a goal reaches the phone, its service worker shows it and a tap opens the match; off and sign-out stop them', async ({
  fullChromium,
  request,
  baseURL,
  pushService: service,
}) => {
  test.setTimeout(120_000);
  const mine = service.device();
  const control = service.device();
  const matchId = await matchInPlay(request, `e2e 알림 ${Date.now() % 100000}`);
  await subscribeThroughApi(request, teammate.id, control);

  const context = await phoneContext(fullChromium, baseURL!, mine);
  const page = await context.newPage();
  try {
    await signInAs(page, member.name);
    await page.goto(`/teams/${hangang.id}`);
    await expect(page.getByRole('heading', { level: 2, name: hangang.name })).toBeVisible();
    await workerControls(page);

    // On, from the settings dialog: the browser's permission (granted), the subscription, the server.
    let dialog = await new ShellPage(page).openSettings();
    const toggle = deviceSwitch(dialog);
    await expect(toggle).not.toBeChecked();
    await expect(dialog.getByText('골, 경기 시작과 종료, 일정 알림을 이 기기로 받을 수 있습니다.')).toBeVisible();
    const put = page.waitForResponse((r) => r.url().endsWith('/api/v1/push/subscriptions') && r.request().method() === 'PUT');
    await tap(toggle);
    expect((await put).status()).toBe(200);
    expect((await put).request().postDataJSON()).toEqual(mine.subscription);
    await expect(toggle).toBeChecked();
    await expect(dialog.getByText('이 기기에서 알림을 받고 있습니다.')).toBeVisible();
    expect(await holdsSubscription(page)).toBe(true);
    // Each team's choices, all on until the member turns one off.
    const team = dialog.getByRole('group', { name: hangang.name });
    for (const name of ['골', '킥오프·하프타임·경기 종료', '일정 알림']) await expect(team.getByRole('switch', { name: new RegExp(`^${name}`) })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '닫기' }).last().click();

    // The admin records a goal: the server encrypts it for this phone's push service.
    const scorer = await recordGoal(request, matchId, 9);
    const [receipt] = await service.waitForReceipts(1, { device: mine, timeoutMs: 10_000 });
    expect(receipt.message).toMatchObject({ kind: 'goal', url: `/matches/${matchId}` });
    expect(receipt.message.title).toMatch(new RegExp(`^⚽ .*${scorer} 골!`));
    expect(receipt.message.body).toContain(hangang.name);

    // The push service hands it to the phone's real service worker, which shows it.
    const delivery = await pushDelivery(context, page, baseURL!);
    await delivery.send(JSON.stringify(receipt.message));
    // A worker the browser has stopped starts first (slow on a busy machine), then shows it.
    await expect.poll(() => delivery.settled(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => shownNotifications(page), { timeout: 15_000 })
      .toEqual([
        {
          title: receipt.message.title,
          body: receipt.message.body,
          tag: receipt.message.tag,
          icon: `${baseURL}/icons/icon-192.png`,
          data: { url: `/matches/${matchId}` },
        },
      ])
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n\nThe service worker's versions, as the browser reported them, and what it did:\n${await delivery.report()}`);
      });

    // A tap: the worker asks the open window to route itself there (no reload: the page keeps its marker).
    await page.evaluate(() => Object.assign(window, { e2eMarker: 'kept' }));
    await appWorker(context)!.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const [notification] = await scope.registration.getNotifications();
      const NotificationEventOf = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event })
        .NotificationEvent;
      scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(new RegExp(`/matches/${matchId}$`));
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('kept');
    await expect(page.getByRole('region', { name: '경기 로그' })).toContainText(scorer);
    await expect.poll(() => shownNotifications(page)).toEqual([]);

    // From here the page's own fetch is watched (and its PUT held on demand): a request of a page its
    // service worker controls is not always reported to Playwright (a worker the browser stopped and
    // starts again passes it on unseen).
    // `calls` in the order they went out (and the PUT's answer); `answers`, each call's status.
    const calls: string[] = [];
    const answers: string[] = [];
    await page.exposeFunction('e2eNoteCall', (call: string) => calls.push(call));
    await page.exposeFunction('e2eNoteAnswer', (answer: string) => answers.push(answer));
    await page.evaluate(() => {
      const w = window as unknown as { e2eNoteCall(call: string): void; e2eNoteAnswer(answer: string): void; e2eHeldPut?: Promise<void> };
      const send = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
        if (path !== '/api/v1/push/subscriptions' && !path.endsWith('/logout')) return send(input, init);
        const endpoint = method === 'DELETE' ? ` ${(JSON.parse(String(init?.body)) as { endpoint: string }).endpoint}` : '';
        w.e2eNoteCall(`${method} ${path}${endpoint}`);
        if (method === 'PUT') await w.e2eHeldPut;
        const answer = await send(input, init);
        if (method === 'PUT') w.e2eNoteCall('PUT answered');
        w.e2eNoteAnswer(`${method} ${answer.status}`);
        return answer;
      };
    });

    // Off: the server forgets the device; the next goal reaches the teammate only. The dialog first
    // checks this device (sending its subscription again; its worker may have to start first): the
    // switch answers once the dialog says it is on.
    dialog = await new ShellPage(page).openSettings();
    await expect(dialog.getByText('이 기기에서 알림을 받고 있습니다.')).toBeVisible({ timeout: 15_000 });
    await expect(deviceSwitch(dialog)).toBeChecked();
    calls.length = 0;
    answers.length = 0;
    await tap(deviceSwitch(dialog));
    await expect.poll(() => calls).toEqual([`DELETE /api/v1/push/subscriptions ${mine.endpoint}`]);
    await expect.poll(() => answers).toEqual(['DELETE 204']);
    await expect(deviceSwitch(dialog)).not.toBeChecked();
    await expect(dialog.getByText('골, 경기 시작과 종료, 일정 알림을 이 기기로 받을 수 있습니다.')).toBeVisible();
    expect(await holdsSubscription(page)).toBe(false);
    service.clear();
    await recordGoal(request, matchId, 8);
    await service.waitForReceipts(1, { device: control, timeoutMs: 10_000 });
    expect(service.attempts(mine)).toBe(0);

    // On again, and 로그아웃 pressed while the server is still taking the device (a slow network):
    // the sign-out waits for that answer, then the device is forgotten before the session ends.
    calls.length = 0;
    await page.evaluate(() => {
      const w = window as unknown as { e2eHeldPut?: Promise<void>; e2eReleasePut?: () => void };
      w.e2eHeldPut = new Promise<void>((resolve) => (w.e2eReleasePut = resolve));
    });
    await tap(deviceSwitch(dialog));
    await expect.poll(() => calls).toEqual(['PUT /api/v1/push/subscriptions']);
    const logout = dialog.getByRole('button', { name: '로그아웃' });
    await logout.click();
    await expect(logout).toHaveAttribute('data-pending', 'true');
    await page.evaluate(() => (window as unknown as { e2eReleasePut(): void }).e2eReleasePut());
    await expect(page).toHaveURL(/\/login$/);
    expect(calls).toEqual([
      'PUT /api/v1/push/subscriptions',
      'PUT answered',
      `DELETE /api/v1/push/subscriptions ${mine.endpoint}`,
      'POST /open-api/v1/users/logout',
    ]);
    expect(await holdsSubscription(page)).toBe(false);
    service.clear();
    await recordGoal(request, matchId, 7);
    await service.waitForReceipts(1, { device: control, timeoutMs: 10_000 });
    expect(service.attempts(mine)).toBe(0);
  } finally {
    await context.close();
    await unsubscribeThroughApi(request, teammate.id, control);
  }
});

test('a blocked site says how to allow notifications; a team choice is saved at once and stays after a reload', async ({ fullChromium, baseURL }) => {
  const context = await fullChromium.newContext({ ...phone, serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    await signInAs(page, member.name);
    await page.goto(`/teams/${hangang.id}`);
    await workerControls(page);
    // What a person who pressed 차단 once sees: the browser's own setting, set as its site settings would.
    const browserSession = await context.browser()!.newBrowserCDPSession();
    await browserSession.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: baseURL!,
      browserContextId: await contextId(page),
    });
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    let dialog = await new ShellPage(page).openSettings();
    await expect(dialog.getByText('이 사이트의 알림이 브라우저에서 차단되어 있습니다.')).toBeVisible();
    await expect(dialog.getByText(/사이트 설정 → 알림/)).toBeVisible();
    await expect(deviceSwitch(dialog)).not.toBeChecked();
    await tap(deviceSwitch(dialog));
    await expect(deviceSwitch(dialog)).not.toBeChecked();

    const goals = dialog.getByRole('group', { name: hangang.name }).getByRole('switch', { name: /^골/ });
    await expect(goals).toBeChecked();
    // The keyboard path: Tab to the switch, Space turns it off. Saved: the dialog says so, and a reload
    // shows it (no wait on the response: Playwright does not see every request of a page its worker controls).
    await goals.focus();
    await page.keyboard.press('Space');
    await expect(goals).not.toBeChecked();
    await expect(dialog.getByRole('group', { name: hangang.name }).getByText('저장했습니다.')).toBeVisible();
    await page.reload();
    dialog = await new ShellPage(page).openSettings();
    await expect(dialog.getByRole('group', { name: hangang.name }).getByRole('switch', { name: /^골/ })).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    // The same dialog on a wide screen, centred instead of a sheet.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(dialog.getByText('이 사이트의 알림이 브라우저에서 차단되어 있습니다.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
