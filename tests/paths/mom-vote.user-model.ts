/**
 * The MOM vote as an admin who played sees it (decision 022, decision 093) on the match page after
 * full time: the ballot form (1위 picked or not, 투표하기 or 투표 바꾸기), the ballot or the close on
 * its way (held, then answered or failed), and the result once closed. The other voters (the API)
 * may all vote, so the admin's ballot is the last and closes the vote, or it closes while the page
 * still shows the form (another device's close, or the last ballot after the admin's); the page then
 * learns it from the refusal (409) of its next write, and reads the vote again. Each step lists what
 * the panel (src/components/mom/mom-vote-panel.tsx) sends the real machine: its start with the vote
 * read, the newer read it passes on at once and after each answer (the query's data), and the calls'
 * answers.
 */
import type { MomVote } from '#contract/mom.ts';
import type { EventObject } from 'xstate';
import { closedVote, momMe, momPick, momVoteModel, openVote, votedVote } from './mom-vote.model.ts';
import type { RealOp, UserModel, UserStep } from './user-model.ts';

type MomPhase = 'form' | 'saving' | 'closing' | 'closed';

export interface MomUserState {
  phase: MomPhase;
  /** 1위 is picked in the form. */
  first: boolean;
  /** The server holds the admin's ballot (the button reads 투표 바꾸기). */
  saved: boolean;
  /** Every other voter has voted (the API). */
  othersVoted: boolean;
  /** The vote is closed on the server while the page may not know it yet. */
  closedOnServer: boolean;
  /** The server's vote changed since the page read it (another device's ballot or close). */
  stale: boolean;
}

export type MomUserEvent =
  | { type: 'PICK_FIRST' }
  | { type: 'CLEAR_FIRST' }
  | { type: 'SUBMIT' }
  | { type: 'SAVE_ANSWERED' }
  | { type: 'SAVE_FAILED' }
  | { type: 'CLOSE' }
  | { type: 'CLOSE_ANSWERED' }
  | { type: 'CLOSE_FAILED' }
  | { type: 'OTHERS_VOTE' }
  | { type: 'CLOSED_ELSEWHERE' };

/** An event for the real machine: its own (MomVoteEvent) or a call's answer. */
const send = (event: { type: string; [field: string]: unknown }): RealOp => ({ send: event as EventObject });
const synced = (vote: MomVote) => send({ type: 'vote.synced', vote });
const refused = new Error('409 13002 the vote is closed');
const failed = (call: 'saveBallot' | 'closeVote', error: unknown) => send({ type: `xstate.error.actor.${call}`, error });

function events(s: MomUserState): MomUserEvent[] {
  switch (s.phase) {
    case 'form':
      return [
        s.first ? { type: 'CLEAR_FIRST' } : { type: 'PICK_FIRST' },
        ...(s.first ? [{ type: 'SUBMIT' } as const] : []),
        { type: 'CLOSE' },
        ...(s.othersVoted || s.closedOnServer ? [] : [{ type: 'OTHERS_VOTE' } as const]),
        ...(s.closedOnServer ? [] : [{ type: 'CLOSED_ELSEWHERE' } as const]),
      ];
    case 'saving':
      return [{ type: 'SAVE_ANSWERED' }, { type: 'SAVE_FAILED' }];
    case 'closing':
      return [{ type: 'CLOSE_ANSWERED' }, { type: 'CLOSE_FAILED' }];
    case 'closed':
      return [];
  }
}

/**
 * A write that did not go through: the panel reads the vote again. A read like the last one changes
 * nothing (the query keeps its data); a newer one reaches the machine, closing the screen if closed.
 */
function afterFailure(s: MomUserState, failure: RealOp): UserStep<MomUserState> {
  if (!s.stale) return { state: { ...s, phase: 'form' }, real: [failure] };
  const fresh = { ...s, stale: false };
  return s.closedOnServer
    ? { state: { ...fresh, phase: 'closed' }, real: [failure, synced(closedVote)] }
    : { state: { ...fresh, phase: 'form' }, real: [failure, synced(openVote)] };
}

function next(s: MomUserState, e: MomUserEvent): UserStep<MomUserState> {
  switch (e.type) {
    case 'PICK_FIRST':
      return { state: { ...s, first: true }, real: [send({ type: 'ballot.pick', rank: 'first', userId: momPick })] };
    case 'CLEAR_FIRST':
      return { state: { ...s, first: false }, real: [send({ type: 'ballot.pick', rank: 'first', userId: null })] };
    case 'SUBMIT':
      return { state: { ...s, phase: 'saving' }, real: [send({ type: 'ballot.submit' })] };
    case 'CLOSE':
      return { state: { ...s, phase: 'closing' }, real: [send({ type: 'vote.close' })] };
    // The answer goes into the query's data, which the panel passes on as a newer read.
    case 'SAVE_ANSWERED':
      if (s.closedOnServer) return afterFailure(s, failed('saveBallot', refused));
      if (s.othersVoted) {
        return {
          state: { ...s, phase: 'closed', saved: true, closedOnServer: true, stale: false },
          real: [send({ type: 'xstate.done.actor.saveBallot', output: closedVote }), synced(closedVote)],
        };
      }
      return {
        state: { ...s, phase: 'form', saved: true, stale: false },
        real: [send({ type: 'xstate.done.actor.saveBallot', output: votedVote }), synced(votedVote)],
      };
    case 'SAVE_FAILED':
      return afterFailure(s, failed('saveBallot', new Error('network')));
    case 'CLOSE_ANSWERED':
      if (s.closedOnServer) return afterFailure(s, failed('closeVote', refused));
      return {
        state: { ...s, phase: 'closed', closedOnServer: true, stale: false },
        real: [send({ type: 'xstate.done.actor.closeVote', output: closedVote }), synced(closedVote)],
      };
    case 'CLOSE_FAILED':
      return afterFailure(s, failed('closeVote', new Error('network')));
    // The last eligible ballot closes the vote (decision 093): the others' when the admin's is in.
    case 'OTHERS_VOTE':
      return { state: { ...s, othersVoted: true, closedOnServer: s.saved, stale: true }, real: [] };
    case 'CLOSED_ELSEWHERE':
      return { state: { ...s, closedOnServer: true, stale: true }, real: [] };
  }
}

function step(e: MomUserEvent): string {
  switch (e.type) {
    case 'PICK_FIRST':
      return 'pick a player for 1위';
    case 'CLEAR_FIRST':
      return 'clear 1위 ("선택 안 함")';
    case 'SUBMIT':
      return 'press 투표하기 (the ballot held on its way)';
    case 'SAVE_ANSWERED':
      return 'the server answers the ballot';
    case 'SAVE_FAILED':
      return 'the ballot cannot reach the server';
    case 'CLOSE':
      return 'press 투표 마감 and confirm (the close held on its way)';
    case 'CLOSE_ANSWERED':
      return 'the server answers the close';
    case 'CLOSE_FAILED':
      return 'the close cannot reach the server';
    case 'OTHERS_VOTE':
      return 'every other voter votes (API)';
    case 'CLOSED_ELSEWHERE':
      return 'the admin closes the vote on another device (API)';
  }
}

const seenForm = (saved: boolean, first: boolean) => `the form (${saved ? '투표 바꾸기' : '투표하기'}, 1위 ${first ? 'picked' : 'empty'})`;
const seen = (s: MomUserState): string =>
  s.phase === 'form'
    ? seenForm(s.saved, s.first)
    : { saving: 'the ballot on its way', closing: 'the close on its way', closed: 'the result (마감됨)' }[s.phase];
const realOf: Record<MomPhase, string> = { form: 'open.editing', saving: 'open.saving', closing: 'open.closing', closed: 'closed' };

export const momVoteUserModel: UserModel<MomUserState, MomUserEvent> = {
  real: momVoteModel,
  // The panel starts its machine with the vote read, then passes the same read on as the newest.
  open: {
    state: { phase: 'form', first: false, saved: false, othersVoted: false, closedOnServer: false, stale: false },
    real: [{ start: { vote: openVote, me: momMe } }, synced(openVote)],
  },
  events,
  next,
  seen,
  seenStates: [
    ...[false, true].flatMap((saved) => [false, true].map((first) => seenForm(saved, first))),
    'the ballot on its way',
    'the close on its way',
    'the result (마감됨)',
  ],
  eventTypes: [
    'PICK_FIRST',
    'CLEAR_FIRST',
    'SUBMIT',
    'SAVE_ANSWERED',
    'SAVE_FAILED',
    'CLOSE',
    'CLOSE_ANSWERED',
    'CLOSE_FAILED',
    'OTHERS_VOTE',
    'CLOSED_ELSEWHERE',
  ],
  realState: (s) => realOf[s.phase],
  step,
  key: (s) => JSON.stringify(s),
  maxSteps: 8,
};
