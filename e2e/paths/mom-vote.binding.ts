/**
 * The MOM vote's user model (tests/paths/mom-vote.user-model.ts) in the browser: FC 한강's admin, who
 * played, on the match page of a match at full time on a phone; the page's ballot and close held,
 * answered or failed as a dead network would; the other voters' ballots and another device's close
 * through the API.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { MomUserEvent, MomUserState } from '../../tests/paths/mom-vote.user-model.ts';
import { momVoteUserModel } from '../../tests/paths/mom-vote.user-model.ts';
import { seedPerson } from '../../server/db/seed-data.ts';
import { apiSignIn, bearer } from '../api.ts';
import { hangang, matchAtFullTime } from '../fixtures/match-with-lineups.ts';
import { MomVotePanel } from '../pages/mom-vote.page.ts';
import type { BrowserBinding } from './binding.ts';
import { HeldRequests } from './held-requests.ts';
import { homeAdminPhone } from './match.binding.ts';

interface MomWorld {
  panel: MomVotePanel;
  /** The page's ballot (PUT …/ballot) and close (POST …/close). */
  writes: HeldRequests;
  request: APIRequestContext;
  matchId: number;
}

const admin = seedPerson('kim-minjun');
/** Whom the admin picks first, and whom the others pick (the other when they are the first). */
const choice = seedPerson('cho-minjae');
const otherChoice = seedPerson('kang-hyunwoo');

type VoteRead = { id: number; voters: { userId: number; voted: boolean }[] };

async function readVote(w: MomWorld, personId: number): Promise<VoteRead> {
  const response = await w.request.get(`/api/v1/teams/${hangang.id}/matches/${w.matchId}/mom-vote`, { headers: bearer(await apiSignIn(w.request, personId)) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data;
}

/** Sends the page's next write into the hold and waits until it is held (the screen shows it on its way). */
async function heldWrite(w: MomWorld, write: () => Promise<void>) {
  w.writes.mode = 'hold';
  await write();
  await w.writes.held();
}

export const momVoteBinding: BrowserBinding<MomUserState, MomUserEvent, MomWorld> = {
  model: momVoteUserModel,
  async setup({ browser, request }) {
    const matchId = await matchAtFullTime(request, `MOM 경로 ${Date.now() % 100000}`);
    const { context, page } = await homeAdminPhone(browser);
    const writes = await HeldRequests.on(
      page,
      (url, method) =>
        (method === 'PUT' && /\/mom-votes\/\d+\/ballot$/.test(url.pathname)) || (method === 'POST' && /\/mom-votes\/\d+\/close$/.test(url.pathname)),
    );
    const panel = new MomVotePanel(page);
    await panel.gotoMatch(matchId);
    return { page, panel, writes, request, matchId, close: () => context.close() };
  },
  actions: {
    PICK_FIRST: (w) => w.panel.pick(1, choice.name),
    CLEAR_FIRST: (w) => w.panel.pick(1, '선택 안 함'),
    SUBMIT: (w) => heldWrite(w, () => w.panel.submitButton().click()),
    SAVE_ANSWERED: async (w) => w.writes.release(),
    SAVE_FAILED: async (w) => {
      w.writes.fail();
      await expect(w.panel.page.getByText(/투표하지 못했습니다/).last()).toBeVisible();
    },
    CLOSE: (w) => heldWrite(w, () => w.panel.close()),
    CLOSE_ANSWERED: async (w) => w.writes.release(),
    // The panel's toast names every failed write 투표하지 못했습니다 today; 투표를 마감하지 못했습니다 (momMessages.closeFailed) passes too.
    CLOSE_FAILED: async (w) => {
      w.writes.fail();
      await expect(w.panel.page.getByText(/투표(를 마감)?하지 못했습니다/).last()).toBeVisible();
    },
    // Everyone else who may vote (however many played) votes through the API.
    OTHERS_VOTE: async (w) => {
      const vote = await readVote(w, admin.id);
      for (const voter of vote.voters.filter((v) => v.userId !== admin.id && !v.voted)) {
        const ballot = { first: voter.userId === choice.id ? otherChoice.id : choice.id, second: null, third: null };
        const cast = await w.request.put(`/api/v1/teams/${hangang.id}/mom-votes/${vote.id}/ballot`, {
          headers: bearer(await apiSignIn(w.request, voter.userId)),
          data: ballot,
        });
        expect(cast.status(), await cast.text()).toBe(200);
      }
    },
    CLOSED_ELSEWHERE: async (w) => {
      const vote = await readVote(w, admin.id);
      const closed = await w.request.post(`/api/v1/teams/${hangang.id}/mom-votes/${vote.id}/close`, { headers: bearer(await apiSignIn(w.request, admin.id)) });
      expect(closed.status(), await closed.text()).toBe(200);
    },
  },
  async expectSeen({ panel }, state) {
    switch (state.phase) {
      case 'form':
        await expect(panel.form()).toBeVisible();
        await expect(panel.submitButton()).toHaveText(state.saved ? '투표 바꾸기' : '투표하기');
        if (state.first) {
          await expect(panel.rank(1)).toContainText(choice.name);
          await expect(panel.submitButton()).toBeEnabled();
        } else {
          await expect(panel.rank(1)).toContainText('선수 선택');
          await expect(panel.submitButton()).toBeDisabled();
        }
        await expect(panel.closeButton()).toBeEnabled();
        return;
      case 'saving':
        await expect(panel.submitButton()).toBeDisabled();
        await expect(panel.rank(1)).toBeDisabled();
        return;
      case 'closing':
        await expect(panel.closeButton()).toBeDisabled();
        return;
      case 'closed':
        await expect(panel.region.getByText(/에 마감됨$/)).toBeVisible();
        await expect(panel.form()).toHaveCount(0);
        return;
    }
  },
};
