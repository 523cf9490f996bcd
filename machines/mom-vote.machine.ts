/**
 * A MOM vote on the screen of one member (decision 093): the ballot being chosen, its sending, an
 * admin's close, and the vote's lifecycle as the server answers it (open, then closed for good).
 *
 * States:
 * - `open.editing`: the ballot form (`context.draft`, the 1st/2nd/3rd choices); after a failure, with
 *   it (`context.failure`).
 * - `open.saving`: the ballot is on its way; another submit is ignored.
 * - `open.closing`: an admin's close is on its way.
 * - `closed`: the vote is closed for good (the result shows); nothing more is sent, a newer read only refreshes it.
 *
 * Events:
 * - `ballot.pick`: a person for a rank (null clears it). Someone picked at another rank leaves it,
 *   so a ballot never names anyone twice.
 * - `ballot.submit`: send the draft, when it is a ballot (machines/mom-vote.rules.ts).
 * - `vote.close`: the admin closes the vote.
 * - `vote.synced`: a newer read of the vote (a refetch, another device's change): a closed vote closes
 *   the screen's too; an open one keeps the draft unless nothing was picked yet.
 *
 * Effects at the edge: `saveBallot` and `closeVote` are the app's (through the query client, which
 * refreshes the vote); the machine runs unchanged in tests.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { MomBallotRequest, MomVote } from '#contract/mom.ts';
import { ballotProblem } from './mom-vote.rules.ts';

/** The form's choices; `first` null until picked. */
export type MomDraft = { first: number | null; second: number | null; third: number | null };
export type MomRank = keyof MomDraft;
const ranks: readonly MomRank[] = ['first', 'second', 'third'];

export interface MomVoteContext {
  vote: MomVote;
  /** The signed-in person. */
  me: number;
  draft: MomDraft;
  /** The last call that failed, and how: the screen says which (the ballot, or the close). */
  failure: { call: 'ballot' | 'close'; error: unknown } | null;
}

export type MomVoteEvent =
  { type: 'ballot.pick'; rank: MomRank; userId: number | null } | { type: 'ballot.submit' } | { type: 'vote.close' } | { type: 'vote.synced'; vote: MomVote };

const emptyDraft: MomDraft = { first: null, second: null, third: null };
const draftOf = (vote: MomVote): MomDraft => vote.myBallot ?? emptyDraft;

/** The draft as a ballot, or null while it is none (nobody first, a gap, oneself…). */
export function ballotOf(draft: MomDraft, vote: MomVote, me: number): MomBallotRequest | null {
  if (draft.first === null) return null;
  const ballot = { first: draft.first, second: draft.second, third: draft.third };
  return ballotProblem(ballot, me, new Set(vote.candidates.map((c) => c.userId))) === null ? ballot : null;
}

/** The draft after picking `userId` at `rank`: taken from any other rank first. */
export function pick(draft: MomDraft, rank: MomRank, userId: number | null): MomDraft {
  const next = { ...draft };
  if (userId !== null) for (const r of ranks) if (next[r] === userId) next[r] = null;
  next[rank] = userId;
  return next;
}

export const momVoteMachine = setup({
  types: {
    context: {} as MomVoteContext,
    events: {} as MomVoteEvent,
    input: {} as { vote: MomVote; me: number },
  },
  actors: {
    saveBallot: fromPromise<MomVote, { voteId: number; ballot: MomBallotRequest }>(async () => {
      throw new Error('momVote: the app provides saveBallot');
    }),
    closeVote: fromPromise<MomVote, { voteId: number }>(async () => {
      throw new Error('momVote: the app provides closeVote');
    }),
  },
  guards: {
    isClosed: ({ context }) => context.vote.state === 'CLOSED',
    isBallot: ({ context }) => ballotOf(context.draft, context.vote, context.me) !== null,
    syncedClosed: ({ event }) => event.type === 'vote.synced' && event.vote.state === 'CLOSED',
    /** The answer to a ballot says closed: it was the last voter's. */
    answerClosed: ({ event }) => (event as unknown as { output: MomVote }).output.state === 'CLOSED',
  },
  actions: {
    pick: assign({
      draft: ({ context, event }) => (event.type === 'ballot.pick' ? pick(context.draft, event.rank, event.userId) : context.draft),
      failure: null,
    }),
    keepSynced: assign(({ context, event }) => {
      if (event.type !== 'vote.synced') return {};
      const untouched = context.draft.first === null && context.draft.second === null && context.draft.third === null;
      return { vote: event.vote, draft: untouched ? draftOf(event.vote) : context.draft };
    }),
  },
}).createMachine({
  id: 'momVote',
  context: ({ input }) => ({ vote: input.vote, me: input.me, draft: draftOf(input.vote), failure: null }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'isClosed', target: 'closed' }, { target: 'open' }] },
    open: {
      initial: 'editing',
      on: { 'vote.synced': [{ guard: 'syncedClosed', target: 'closed', actions: 'keepSynced' }, { actions: 'keepSynced' }] },
      states: {
        editing: {
          on: {
            'ballot.pick': { actions: 'pick' },
            'ballot.submit': { guard: 'isBallot', target: 'saving' },
            'vote.close': { target: 'closing' },
          },
        },
        saving: {
          invoke: {
            // Named, so the answer is `xstate.done.actor.saveBallot` (tests/paths/mom-vote.model.ts names it).
            id: 'saveBallot',
            src: 'saveBallot',
            input: ({ context }) => ({ voteId: context.vote.id, ballot: ballotOf(context.draft, context.vote, context.me)! }),
            onDone: [
              // The last voter's ballot closes the vote.
              { guard: 'answerClosed', target: '#momVote.closed', actions: assign({ vote: ({ event }) => event.output }) },
              { target: 'editing', actions: assign({ vote: ({ event }) => event.output, draft: ({ event }) => draftOf(event.output) }) },
            ],
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => ({ call: 'ballot' as const, error: event.error }) }) },
          },
        },
        closing: {
          invoke: {
            id: 'closeVote',
            src: 'closeVote',
            input: ({ context }) => ({ voteId: context.vote.id }),
            onDone: { target: '#momVote.closed', actions: assign({ vote: ({ event }) => event.output }) },
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => ({ call: 'close' as const, error: event.error }) }) },
          },
        },
      },
    },
    closed: {
      // Another read of a closed vote only brings fresher names.
      on: { 'vote.synced': { actions: assign({ vote: ({ event }) => event.vote }) } },
    },
  },
});
