/**
 * Decision 104: a screen the server renders is hydrated by the client without a difference. The
 * server's half is the build's own render bundle (dist/.ssr/server-render.js, imported and run
 * before there is any DOM, as on the server), reading through a real app on a seeded database with the person's
 * token; the client's half is the app's source in a jsdom document holding that HTML and state,
 * seeded and hydrated as the data layer and the boot do it. A difference would show as a recoverable
 * error (React then throws the server's markup away) or a console error; the server's elements must
 * still be the ones on screen afterwards.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import { seedPerson, seedTeams } from '#server/db/seed-data.ts';
import { withRenderedRoot } from '#server/render/page-render.ts';
import { createMemoryOutboxStore, type OutboxStore } from '#src/lib/outbox.ts';
import { rowFixtures } from '../server/authorization-fixtures.ts';
import { tokenFor } from '../server/helpers.ts';
import { type TestApp, useTestDatabase } from '../server/test-app.ts';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');

interface RenderModule {
  renderPage(request: {
    path: string;
    search: string;
    person: { userId: number; userLifecycle: 'ACTIVE'; accessToken: string } | null;
    fetch: typeof fetch;
    signal: AbortSignal;
    onError?: (error: unknown) => void;
  }): Promise<{ kind: 'rendered'; html: string; state: string; title: string } | { kind: 'skip' } | { kind: 'refused'; reason: string }>;
}

const database = useTestDatabase();

type Outcome = Awaited<ReturnType<RenderModule['renderPage']>>;
type Screen = '/login' | 'the team page' | 'the match page' | 'the record screen';
const served = new Map<Screen, { path: string; outcome: Outcome; renderErrors: unknown[] }>();
let teardown: ((global: typeof globalThis) => unknown) | undefined;
/** The match in play the match page and the record screen show, and a starter of FC 한강 (at home) in it. */
let inPlay: { matchId: number; starter: number; homeTeamId: number };
/** A training on the team page's schedule that ends after the server's render and before the hydration. */
const endingSoon = { title: '곧 끝나는 훈련', endAt: 0 };

/** Adds `endingSoon` to FC 한강's schedule, begun an hour ago and ending `inMs` from now. */
async function addEndingSoon(t: TestApp, teamId: number, inMs: number) {
  endingSoon.endAt = Date.now() + inMs;
  const response = await t.app.request(`/api/v1/teams/${teamId}/schedules`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(t, seedPerson('kim-minjun').id)}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: endingSoon.title,
      kind: 'TRAINING',
      startAt: new Date(Date.now() - 3_600_000).toISOString(),
      endAt: new Date(endingSoon.endAt).toISOString(),
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Renders `path` as the server does, for `userId` (null: nobody signed in), reading through `t`'s app. */
async function renderOnServer(bundle: RenderModule, t: TestApp, path: string, userId: number | null) {
  const person = userId === null ? null : { userId, userLifecycle: 'ACTIVE' as const, accessToken: await tokenFor(t, userId) };
  const renderErrors: unknown[] = [];
  const outcome = await bundle.renderPage({
    path,
    search: '',
    person,
    fetch: (input, init) => Promise.resolve(t.app.request(input instanceof URL ? input.href : input, init)),
    signal: AbortSignal.timeout(10_000),
    onError: (error) => void renderErrors.push(error),
  });
  return { path, outcome, renderErrors };
}

beforeAll(async () => {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-if-needed.mjs')], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}\n${build.stderr}`);
  // Every server render before the DOM exists: the bundle's modules see no window, as on the server.
  const bundle = (await import(/* @vite-ignore */ pathToFileURL(join(dist, '.ssr', 'server-render.js')).href)) as RenderModule;
  const t = await database.shared();
  const { matchId, starter } = await rowFixtures(t).match('hangang', 'PLAY_FIRST_HALF');
  inPlay = { matchId, starter, homeTeamId: seedTeams.find((team) => team.key === 'hangang')!.id };
  served.set('/login', await renderOnServer(bundle, t, '/login', null));
  await addEndingSoon(t, inPlay.homeTeamId, 3_000);
  served.set('the team page', await renderOnServer(bundle, t, `/teams/${inPlay.homeTeamId}`, seedPerson('kim-minjun').id));
  served.set('the match page', await renderOnServer(bundle, t, `/matches/${matchId}`, seedPerson('yoon-gunwoo').id));
  served.set('the record screen', await renderOnServer(bundle, t, `/matches/${matchId}/record`, seedPerson('kim-minjun').id));
  ({ teardown } = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost/', pretendToBeVisual: true } }));
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // A browser has EventSource (jsdom has not), and the server none: a live stream that never opens.
  globalThis.EventSource = class {
    onerror: (() => void) | null = null;
    addEventListener() {}
    close() {}
  } as unknown as typeof EventSource;
}, 300_000);

afterAll(() => teardown?.(globalThis));

/** What the boot does with a server-rendered document, and what went wrong while it did. */
async function hydrateDocument(path: string, outcome: { html: string; state: string; title: string }, outboxStore?: OutboxStore) {
  const page = withRenderedRoot(readFileSync(join(dist, 'index.html'), 'utf8'), outcome);
  if (page === null) throw new Error('index.html has no #root');
  window.history.replaceState(null, '', path);
  document.body.innerHTML = new DOMParser().parseFromString(page, 'text/html').body.innerHTML;
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void problems.push(args));

  const { hydrateRoot } = await import('react-dom/client');
  const { act, StrictMode } = await import('react');
  const { AppProviders } = await import('#src/app/providers.tsx');
  const { AppRoutes, loadForFirstRender } = await import('#src/app/router.tsx');
  const { readServerState } = await import('#src/app/server-state.ts');
  const { seedFromServerState } = await import('#src/app/server-seed.ts');
  const { createQueryClient } = await import('#src/lib/query-client.ts');
  const { createSession } = await import('#src/lib/session.ts');
  const { createHttpClient } = await import('#src/lib/http/client.ts');
  const { storage } = await import('#src/lib/storage.ts');

  const rendered = readServerState(document);
  expect(rendered?.path).toBe(path);
  const queryClient = createQueryClient();
  if (rendered) seedFromServerState(queryClient, rendered);
  // The renewal has not answered yet: the first render is the one the server's matches.
  const session = createSession({ renewToken: () => new Promise(() => undefined) });
  if (rendered?.person) session.actor.send({ type: 'session.resume', ...rendered.person });
  // Every request the page makes, never answered.
  const requests: { method: string; url: string }[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost/'), init);
    requests.push({ method: request.method, url: new URL(request.url).pathname });
    return new Promise<Response>(() => undefined);
  };
  const http = createHttpClient({ baseURL: '', session, fetch });
  await loadForFirstRender(path, () => Promise.resolve());

  const container = document.getElementById('root')!;
  const before = [...container.querySelectorAll('h1, h2')];
  let reactRoot: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    reactRoot = hydrateRoot(
      container,
      <StrictMode>
        <AppProviders services={{ session, http, storage, outboxStore }} queryClient={queryClient} renderedAt={rendered?.renderedAt ?? null}>
          <AppRoutes />
        </AppProviders>
      </StrictMode>,
      { onRecoverableError: (error) => void problems.push(error) },
    );
  });
  // The parts after the first paint render next and load their code (a confirm dialog's): inside act.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  consoleError.mockRestore();
  const stop = () =>
    act(() => {
      reactRoot?.unmount();
      session.stop();
    });
  return { problems, before, container, stop, requests, session };
}

/** The server's render of `screen`, then the client's hydration of it. */
async function renderAndHydrate(screen: Screen, outboxStore?: OutboxStore) {
  const { path, outcome, renderErrors } = served.get(screen)!;
  expect(renderErrors).toEqual([]);
  if (outcome.kind !== 'rendered') throw new Error(`not rendered: ${JSON.stringify(outcome)}`);
  return { outcome, ...(await hydrateDocument(path, outcome, outboxStore)) };
}

/**
 * Hydrated without a difference, on the server's own elements: every heading the server rendered is
 * still in the container (the parts built after the first paint come beside them).
 */
function expectHydratedInPlace({ problems, before, container }: { problems: unknown[]; before: Element[]; container: Element }) {
  expect(problems).toEqual([]);
  expect(before.length).toBeGreaterThan(0);
  for (const element of before) expect(container.contains(element)).toBe(true);
}

describe('a server-rendered screen hydrates without a difference', () => {
  it('/login', async () => {
    const { problems, before, container, outcome, stop } = await renderAndHydrate('/login');
    expect(outcome.html).toContain('카카오');
    expect(problems).toEqual([]);
    expect(before.length).toBeGreaterThan(0);
    // The server's elements are the ones on screen: hydrated, not drawn again.
    expect([...container.querySelectorAll('h1, h2')]).toEqual(before);
    await stop();
  });

  it('the team page of a member, with a schedule item that ended after the render and before the hydration', async () => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endingSoon.endAt - Date.now() + 50)));
    const hydrated = await renderAndHydrate('the team page');
    expect(hydrated.outcome.html).toContain('FC 한강');
    expect(hydrated.outcome.state).toContain('"queries"');
    expect(hydrated.before.map((e) => e.textContent)).toContain('FC 한강');
    // The server drew the item (it had not ended); the hydration draws it as well, by the render's time.
    expect(hydrated.outcome.html).toContain(endingSoon.title);
    expectHydratedInPlace(hydrated);
    // Then the device's own time: it has ended, and goes.
    expect(hydrated.container.textContent).not.toContain(endingSoon.title);
    await hydrated.stop();
  });

  it('the match page of a member following a match in play', async () => {
    const hydrated = await renderAndHydrate('the match page');
    expect(hydrated.outcome.html).toContain('FC 한강');
    expectHydratedInPlace(hydrated);
    await hydrated.stop();
  });

  it('the record screen of the admin of a match in play', async () => {
    const hydrated = await renderAndHydrate('the record screen', createMemoryOutboxStore());
    expect(hydrated.outcome.html).toContain('FC 한강');
    expect(hydrated.outcome.html).toContain('FC 한강 0점');
    expectHydratedInPlace(hydrated);
    await hydrated.stop();
  });

  it("the record screen, then the device's pending goal on it: shown once, sent once", async () => {
    const clientId = crypto.randomUUID();
    const store = createMemoryOutboxStore();
    const body = { clientId, teamId: inPlay.homeTeamId, matchUserId: inPlay.starter, eventType: 'GOAL', description: '' };
    const params = { id: inPlay.matchId };
    await store.put({ clientId, matchId: inPlay.matchId, order: 1, kind: 'event', endpoint: 'recordEvent', params, body, createdAt: 0, attempts: 0 });
    const { problems, container, outcome, stop, requests, session } = await renderAndHydrate('the record screen', store);
    // The server knows nothing of it: its render is the match as the server has it.
    expect(outcome.html).toContain('FC 한강 0점');
    expect(problems).toEqual([]);
    // Right after the hydration the device's write is on the screen: the score, the log, the count.
    expect(container.querySelector('section[aria-label]')?.getAttribute('aria-label')).toContain('FC 한강 1점');
    expect(container.textContent).toContain('전송 대기 1건');
    // Not written again: one stored write; sent once the renewal brings a token, and once only.
    expect([...store.items.keys()]).toEqual([clientId]);
    const { act } = await import('react');
    await act(async () => {
      session.setToken({ accessToken: 'token', userId: seedPerson('kim-minjun').id, userLifecycle: 'ACTIVE' });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(requests.filter((r) => r.method === 'POST' && r.url === `/api/v1/matches/${inPlay.matchId}/events`)).toHaveLength(1);
    await stop();
  });
});
