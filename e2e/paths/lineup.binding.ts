/**
 * The lineup editor's user model (tests/paths/lineup.user-model.ts) in the browser: the home admin on
 * a tablet, FC 한강's saved lineup against the seeded temporary team; the copy of the last lineup and
 * the save held, answered or failed as a dead network would.
 */
import { expect } from '@playwright/test';
import type { LineupUserEvent, LineupUserState } from '../../tests/paths/lineup.user-model.ts';
import { emptyCell, guest, hasUnsavedChanges, lineupUserModel, starterCells } from '../../tests/paths/lineup.user-model.ts';
import { seedPeople, seedPerson } from '../../server/db/seed-data.ts';
import { apiSignIn } from '../api.ts';
import { hangang, lineupOf, matchAgainstTemporaryTeam, temporaryTeam } from '../fixtures/match-with-lineups.ts';
import { LineupPage } from '../pages/lineup.page.ts';
import type { BrowserBinding } from './binding.ts';
import { HeldRequests } from './held-requests.ts';

interface LineupWorld {
  lineup: LineupPage;
  copy: HeldRequests;
  save: HeldRequests;
}

const { starters } = lineupOf(hangang.id);
const inLineup = new Set([...lineupOf(hangang.id).starters, ...lineupOf(hangang.id).substitutes].map((p) => p.id));
const poolPlayer = seedPeople.find((p) => p.teams.some((t) => t.id === hangang.id) && !inLineup.has(p.id))!.name;
/** A cell index as the screen names it: row 1 at the halfway line, five columns. */
const cellAt = (lineup: LineupPage, index: number) => lineup.cell(Math.floor(index / 5) + 1, (index % 5) + 1);

/**
 * Sets a starter's position once its menu answers: the starters' list is built when it first shows,
 * and a position menu just built takes a press only once its code is there (decision 046), when React
 * Aria's trigger (which says whether its menu is open) has replaced the placeholder.
 */
async function setPosition(lineup: LineupPage, name: string, position: string) {
  await lineup.showList('선발');
  await expect(lineup.page.getByRole('button', { name: new RegExp(`^${name} 포지션`) })).toHaveAttribute('aria-expanded', 'false');
  await lineup.setPosition(name, position);
  await expect(lineup.page.getByRole('button', { name: `${name} 포지션: ${position}` })).toBeVisible();
}

export const lineupBinding: BrowserBinding<LineupUserState, LineupUserEvent, LineupWorld> = {
  model: lineupUserModel,
  async setup({ browser, request }) {
    // Its last lineup (three starters) differs from this one: copying it always changes the lineup.
    const matchId = await matchAgainstTemporaryTeam(request, `경로 명단 ${Date.now() % 100000}`, 3);
    // A tablet: the pitch and the lists side by side, so a drag from a list to a cell stays on screen
    // (on a phone the lists are below the pitch; the phone's own way, two taps, is what the pick steps use).
    const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
    await apiSignIn(context.request, seedPerson('kim-minjun').id);
    const page = await context.newPage();
    // The last lineup is read from the team's matches; a save writes the match's lineup.
    const copy = await HeldRequests.on(page, (url, method) => method === 'GET' && url.pathname === `/api/v1/teams/${hangang.id}/matches`);
    const save = await HeldRequests.on(page, (url, method) => method !== 'GET' && url.pathname.startsWith(`/api/v1/matches/${matchId}/`));
    const lineup = new LineupPage(page);
    await lineup.goto(matchId, 'home', 30_000);
    return { page, lineup, copy, save, close: () => context.close() };
  },
  actions: {
    PICK_POOL_PLAYER: async ({ lineup }) => {
      await lineup.showList('전체 선수');
      await lineup.player(poolPlayer).click();
    },
    PICK_AGAIN: async ({ lineup }) => {
      await lineup.showList('전체 선수');
      await lineup.player(poolPlayer).click();
    },
    CLEAR_PICK: ({ lineup }) => lineup.page.getByRole('button', { name: '선택 취소' }).click(),
    PUT_ON_EMPTY_CELL: async ({ lineup }) => {
      await cellAt(lineup, emptyCell).click();
      await expect(lineup.refusal()).toContainText('선발 선수는 11명까지입니다.');
    },
    PUT_ON_BENCH: ({ lineup }) => lineup.putOnBench(),
    DRAG_POOL_PLAYER_TO_EMPTY_CELL: async ({ lineup }) => {
      await lineup.showList('전체 선수');
      await lineup.dragToCell(poolPlayer, cellAt(lineup, emptyCell));
      await expect(lineup.refusal()).toContainText('선발 선수는 11명까지입니다.');
    },
    SWAP_STARTERS: async ({ lineup }) => {
      await lineup.showList('선발');
      await lineup.dragToCell(starters[1]!.name, cellAt(lineup, starterCells[2]));
    },
    SET_POSITION: ({ lineup }) => setPosition(lineup, starters[9]!.name, 'MF'),
    APPLY_FORMATION: ({ lineup }) => lineup.applyFormation('4-3-3'),
    APPLY_SUGGESTION: async ({ lineup }) => {
      await lineup.applySuggestion('4-4-2');
      await expect(lineup.page.getByText(/^추천 선발 \d+명을 배치했습니다\./)).toBeVisible();
    },
    COPY_LAST: async ({ lineup, copy }) => {
      copy.mode = 'hold';
      await lineup.page.getByRole('button', { name: '지난 경기 명단 불러오기' }).click();
      await copy.held();
    },
    COPY_ANSWERED: async ({ copy }) => copy.release(),
    COPY_FAILS: async ({ lineup, copy }) => {
      copy.fail();
      await expect(lineup.page.getByText('지난 경기 명단을 불러오지 못했습니다.')).toBeVisible();
      copy.mode = 'pass';
    },
    SAVE: async ({ lineup, save }) => {
      save.mode = 'hold';
      await lineup.saveButton().click();
      await save.held();
    },
    SAVE_ANSWERED: async ({ lineup, save }) => {
      save.release();
      await expect(lineup.page.getByText('저장했습니다.')).toBeVisible();
    },
    SAVE_FAILS: async ({ lineup, save }) => {
      save.fail();
      await expect(lineup.page.getByRole('alert')).toBeVisible();
      save.mode = 'pass';
    },
    ADD_GUEST: ({ lineup }) => lineup.addGuest(guest.name, guest.number),
    REMOVE_GUEST: async ({ lineup }, _, before) => {
      // A placed guest's row is among the starters.
      if (before.guestPlaced) await lineup.showList('선발');
      await lineup.page.getByRole('button', { name: `${guest.name} 삭제` }).click();
    },
    PICK_GUEST: async ({ lineup }) => {
      await lineup.showList('전체 선수');
      await lineup.player(guest.name).click();
    },
    DRAG_GUEST_TO_GOAL: async ({ lineup }) => {
      await lineup.showList('전체 선수');
      await lineup.dragToCell(guest.name, lineup.cell('goalkeeper'));
    },
    SET_GUEST_POSITION: ({ lineup }) => setPosition(lineup, guest.name, 'MF'),
    APPLY_AWAY_FORMATION: ({ lineup }) => lineup.applyFormation('4-4-2'),
    NEXT: ({ lineup }) => lineup.next(),
    EDIT_HOME: ({ lineup }) => lineup.page.getByRole('button', { name: `${hangang.name} 명단 수정하기` }).click(),
    EDIT_AWAY: ({ lineup }) => lineup.page.getByRole('button', { name: `[임시] ${temporaryTeam.name} 명단 수정하기` }).click(),
  },
  async expectSeen({ lineup }, state) {
    const page = lineup.page;
    if (state.view === 'summary') {
      await expect(lineup.summaryHeading()).toBeVisible();
      return;
    }
    await expect(lineup.heading(state.view)).toBeVisible();
    if (state.phase === 'copying') {
      await expect(page.getByRole('button', { name: '지난 경기 명단을 불러오는 중…' })).toBeVisible();
      return;
    }
    if (state.phase === 'saving') {
      await expect(lineup.saveButton()).toHaveText('저장 중…');
      return;
    }
    await expect(lineup.selectionBar()).toHaveCount(state.phase === 'picked' ? 1 : 0);
    if (hasUnsavedChanges(state)) await expect(lineup.saveButton()).toBeEnabled();
    else await expect(lineup.saveButton()).toBeDisabled();
    if (state.view === 'away') {
      await expect(page.getByText(temporaryTeam.name).first()).toBeVisible();
      await lineup.expectStarters(state.guestPlaced ? 1 : 0);
      if (state.guestPlaced) await expect(lineup.cell('goalkeeper')).toHaveAccessibleName(new RegExp(guest.name));
      // In the pool (built as the side opens, shown or not), its row with 삭제.
      else await expect(page.getByRole('button', { name: `${guest.name} 삭제`, includeHidden: true })).toHaveCount(state.guests);
    }
  },
};
