/**
 * Match day in WebKit (decision 085): the admin kicks off and records a goal on the record screen,
 * and the server holds both; a member follows a match live on its page (the server's event stream,
 * EventSource in WebKit) while the admin records through the API.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { APIRequestContext } from '@playwright/test';
import { seedPerson } from '../../server/db/seed-data.ts';
import { apiSignIn, bearer } from '../../e2e/api.ts';
import { gwanak, hangang, kickOff, lineupOf, matchWithLineups, serverHistory } from '../../e2e/fixtures/match-with-lineups.ts';
import { apiClient } from './api.ts';
import { signInOnScreen } from './sign-in.ts';
import { byRole, tap, openWebKit, visit, waitForLabel, waitForText, type WebKit } from './webkit.ts';

const admin = seedPerson('kim-minjun');
const follower = seedPerson('kim-taehyun');
const score = (home: number, away: number) => `${hangang.name} ${home}점, ${gwanak.name} ${away}점`;
let api: APIRequestContext;
beforeAll(async () => {
  api = await apiClient();
});
afterAll(async () => {
  await api?.dispose();
});

async function withWebKit(use: (browser: WebKit) => Promise<void>) {
  const browser = await openWebKit();
  try {
    await use(browser);
  } finally {
    await browser.deleteSession();
  }
}

test('the admin kicks off on the record screen and records a goal by two taps; the server holds both', async () => {
  const matchId = await matchWithLineups(api, `웹킷 기록 ${Date.now() % 100000}`);
  const scorer = lineupOf(hangang.id).starters[9]!;
  await withWebKit(async (browser) => {
    await signInOnScreen(browser, admin.name);
    await visit(browser, `/matches/${matchId}/record`);
    await tap(browser, await byRole(browser, 'button', '전반 시작'));
    const confirm = await byRole(browser, 'alertdialog', /.+/);
    await tap(browser, await byRole(browser, 'button', '전반 시작', confirm));
    await byRole(browser, 'button', '전반 종료');

    const pitch = await byRole(browser, 'list', `${hangang.name} 출전 선수`);
    await tap(browser, await byRole(browser, 'button', new RegExp(`^(\\d+ )?${scorer.name}( \\(|$)`), pitch));
    await tap(browser, await byRole(browser, 'button', `${scorer.name} 득점 추가`));
    await waitForLabel(browser, score(1, 0));
    await waitForText(browser, '모두 전송됨');
  });
  const history = await serverHistory(api, matchId);
  expect(history.filter((e) => e.parentId === null).map((e) => `${e.eventType} ${e.userName ?? ''}`.trim())).toContain(`GOAL ${scorer.name}`);
});

test('a member follows the match live: kick-off and a goal reach the open match page without a reload', async () => {
  const matchId = await matchWithLineups(api, `웹킷 실시간 ${Date.now() % 100000}`);
  const token = await apiSignIn(api, admin.id);
  await withWebKit(async (browser) => {
    await signInOnScreen(browser, follower.name);
    await visit(browser, `/matches/${matchId}`);
    await waitForText(browser, '경기 전');

    await kickOff(api, token, matchId);
    await waitForText(browser, '전반 진행 중');
    await waitForText(browser, '실시간');

    const players = (await (await api.get(`/api/v1/matches/${matchId}/players`, { headers: bearer(token) })).json()).data;
    const scorer = players.homeTeam.starters[9] as { id: number; name: string };
    const goal = await api.post(`/api/v1/matches/${matchId}/events`, {
      headers: bearer(token),
      data: { clientId: crypto.randomUUID(), teamId: hangang.id, matchUserId: scorer.id, eventType: 'GOAL' },
    });
    expect(goal.status(), await goal.text()).toBe(201);
    await waitForLabel(browser, score(1, 0));
    await waitForText(browser, scorer.name);
  });
});
