/** The lineup editor in WebKit by taps (decision 085): a player, then a place; saved, and the server holds it. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { APIRequestContext } from '@playwright/test';
import { seedPerson } from '../../server/db/seed-data.ts';
import { apiSignIn, bearer } from '../../e2e/api.ts';
import { matchToday, temporaryTeam } from '../../e2e/fixtures/match-with-lineups.ts';
import { apiClient } from './api.ts';
import { signInOnScreen } from './sign-in.ts';
import { byRole, tap, keepScreenOfFailures, openWebKit, visit, waitForText, type WebKit } from './webkit.ts';

const admin = seedPerson('kim-minjun');
let browser: WebKit;
let api: APIRequestContext;
beforeAll(async () => {
  [browser, api] = await Promise.all([openWebKit(), apiClient()]);
});
keepScreenOfFailures(() => browser);
afterAll(async () => {
  await Promise.all([browser?.deleteSession(), api?.dispose()]);
});

test('an admin builds a lineup by taps: the player, then the cell; 저장 keeps it on the server', async () => {
  const token = await apiSignIn(api, admin.id);
  const matchId = await matchToday(api, token, `웹킷 명단 ${Date.now() % 100000}`, temporaryTeam.id, 3);

  await signInOnScreen(browser, admin.name);
  await visit(browser, `/matches/${matchId}/players/edit?matchSide=home`);
  await byRole(browser, 'heading', '홈팀 명단 설정');
  const moves: [string, RegExp][] = [
    ['신동현', /^골키퍼 자리/],
    ['오지호', /^5행 1열/],
    ['정우진', /^1행 2열/],
  ];
  for (const [player, cell] of moves) {
    await tap(browser, await byRole(browser, 'button', new RegExp(`^(\\d+번 )?${player}( \\(|$)`)));
    await waitForText(browser, /선택됨\. 놓을 자리를 누르세요\./);
    await tap(browser, await byRole(browser, 'button', cell));
  }
  await waitForText(browser, '선발 3/11');
  await tap(browser, await byRole(browser, 'button', '저장'));
  await waitForText(browser, '저장했습니다.');

  const players = await (await api.get(`/api/v1/matches/${matchId}/players`, { headers: bearer(token) })).json();
  const saved = players.data.homeTeam.starters.map((p: { name: string; matchGrid: number }) => [p.name, p.matchGrid]).sort();
  expect(saved).toEqual(
    [
      ['신동현', 27],
      ['오지호', 20],
      ['정우진', 1],
    ].sort(),
  );
});
