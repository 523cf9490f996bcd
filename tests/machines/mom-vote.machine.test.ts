/**
 * The MOM vote's screen machine (decision 093): picking, sending, closing and a newer read, on a real
 * actor; then model-based tests: every path @xstate/graph walks through the real machine (the model
 * in tests/paths/mom-vote.model.ts, shared with `npm run paths`) replayed on a real actor whose calls
 * the test settles, and the coverage of every state and transition written for the report.
 */
import { describe, expect, it, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MomBallotRequest, MomVote } from '#contract/mom.ts';
import { momVoteMachine, pick } from '#machines/mom-vote.machine.ts';
import { PathCoverage } from '../paths/coverage.ts';
import { generatePaths, type ModelPath } from '../paths/model.ts';
import { momVoteModel as model, settleMomCall, startMomVote, type MomVoteModelEvent } from '../paths/mom-vote.model.ts';
import { describeReplays, testEverythingReached } from '../paths/suite.ts';

const me = 1;
const vote = (over: Partial<MomVote> = {}): MomVote => ({
  id: 7,
  teamId: 1,
  matchId: 3,
  scrimmageId: null,
  state: 'OPEN',
  openedAt: '2026-05-20T03:00:00.000Z',
  closesAt: '2026-05-21T03:00:00.000Z',
  closedAt: null,
  candidates: [1, 2, 3, 4].map((userId) => ({ userId, name: `선수${userId}`, guest: false })),
  voters: [1, 2, 3, 4].map((userId) => ({ userId, name: `선수${userId}`, voted: false })),
  ballotCount: 0,
  canVote: true,
  myBallot: null,
  result: null,
  ...over,
});

function start(initial: MomVote, answers: { save?: (ballot: MomBallotRequest) => Promise<MomVote>; close?: () => Promise<MomVote> } = {}) {
  const sent: MomBallotRequest[] = [];
  const actor = createActor(
    momVoteMachine.provide({
      actors: {
        saveBallot: fromPromise<MomVote, { voteId: number; ballot: MomBallotRequest }>(async ({ input }) => {
          sent.push(input.ballot);
          return answers.save ? answers.save(input.ballot) : vote({ myBallot: input.ballot, ballotCount: 1 });
        }),
        closeVote: fromPromise<MomVote, { voteId: number }>(async () => (answers.close ? answers.close() : vote({ state: 'CLOSED' }))),
      },
    }),
    { input: { vote: initial, me } },
  ).start();
  return { actor, sent };
}

describe('picking', () => {
  it('someone picked at another rank leaves it: a ballot never names anyone twice', () => {
    expect(pick({ first: 2, second: 3, third: null }, 'third', 2)).toEqual({ first: null, second: 3, third: 2 });
    expect(pick({ first: 2, second: 3, third: 4 }, 'second', null)).toEqual({ first: 2, second: null, third: 4 });
  });

  it('a draft that is no ballot (nobody first, a gap) is not sent', () => {
    const { actor, sent } = start(vote());
    actor.send({ type: 'ballot.submit' });
    actor.send({ type: 'ballot.pick', rank: 'third', userId: 2 });
    actor.send({ type: 'ballot.pick', rank: 'first', userId: 3 });
    actor.send({ type: 'ballot.submit' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(sent).toEqual([]);
  });
});

describe('sending', () => {
  it('sends the ballot and keeps the answer; a change is sent again', async () => {
    const { actor, sent } = start(vote());
    actor.send({ type: 'ballot.pick', rank: 'first', userId: 2 });
    actor.send({ type: 'ballot.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }) && s.context.vote.myBallot !== null);
    actor.send({ type: 'ballot.pick', rank: 'first', userId: 3 });
    actor.send({ type: 'ballot.pick', rank: 'second', userId: 2 });
    actor.send({ type: 'ballot.submit' });
    await waitFor(actor, (s) => s.context.vote.myBallot?.first === 3);
    expect(sent).toEqual([
      { first: 2, second: null, third: null },
      { first: 3, second: 2, third: null },
    ]);
  });

  it('the last ballot closes the vote; a failure goes back to the form with it', async () => {
    const closing = start(vote(), { save: async () => vote({ state: 'CLOSED' }) });
    closing.actor.send({ type: 'ballot.pick', rank: 'first', userId: 2 });
    closing.actor.send({ type: 'ballot.submit' });
    await waitFor(closing.actor, (s) => s.matches('closed'));

    const failing = start(vote(), { save: () => Promise.reject(new Error('409 13002')) });
    failing.actor.send({ type: 'ballot.pick', rank: 'first', userId: 2 });
    failing.actor.send({ type: 'ballot.submit' });
    const after = await waitFor(failing.actor, (s) => s.context.failure !== null);
    expect(after.matches({ open: 'editing' })).toBe(true);
    expect(after.context.draft.first).toBe(2);
    expect(after.context.failure?.call).toBe('ballot');
  });
});

describe('closing and newer reads', () => {
  it('an admin closes it; a closed vote stays closed whatever is sent', async () => {
    const { actor, sent } = start(vote());
    actor.send({ type: 'vote.close' });
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'ballot.pick', rank: 'first', userId: 2 });
    actor.send({ type: 'ballot.submit' });
    actor.send({ type: 'vote.synced', vote: vote() });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('a close that fails goes back to the form and says it was the close (the screen words it so)', async () => {
    const { actor } = start(vote(), { close: () => Promise.reject(new Error('503')) });
    actor.send({ type: 'vote.close' });
    const after = await waitFor(actor, (s) => s.context.failure !== null);
    expect(after.matches({ open: 'editing' })).toBe(true);
    expect(after.context.failure?.call).toBe('close');
  });

  it('a newer read that says closed closes the screen; an open one keeps what is being picked', () => {
    const { actor } = start(vote({ myBallot: { first: 4, second: null, third: null } }));
    expect(actor.getSnapshot().context.draft.first).toBe(4);
    actor.send({ type: 'ballot.pick', rank: 'first', userId: 2 });
    actor.send({ type: 'vote.synced', vote: vote({ myBallot: { first: 4, second: null, third: null }, ballotCount: 3 }) });
    expect(actor.getSnapshot().context.draft.first).toBe(2);
    actor.send({ type: 'vote.synced', vote: vote({ state: 'CLOSED' }) });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('a vote read closed starts closed', () => {
    expect(
      start(vote({ state: 'CLOSED' }))
        .actor.getSnapshot()
        .matches('closed'),
    ).toBe(true);
  });
});

// ---- Model-based ------------------------------------------------------------------------------------

const paths = generatePaths(model);
const shortestPaths = paths.filter((p) => p.kind === 'shortest');
const simplePaths = paths.filter((p) => p.kind === 'simple');
const coverage = new PathCoverage(model);

/** Lets the promise actor's settlement reach the machine. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Replays one path on a real actor; a call's done / error settles the pending call instead of being sent. */
async function replay(path: ModelPath) {
  coverage.begin(path);
  const { actor, calls, machine } = startMomVote();
  coverage.visit(path.id, actor.getSnapshot());
  for (const step of path.steps) {
    const event = step.event as MomVoteModelEvent | { type: 'xstate.init' };
    if (event.type === 'xstate.init') {
      expect(model.stateOf(actor.getSnapshot())).toBe(model.stateOf(step.state));
      continue;
    }
    const before = actor.getSnapshot();
    if (event.type.startsWith('xstate.')) {
      // Settle the real call: the machine then receives the genuine done / error event.
      const pending = calls.at(-1)!;
      expect(event.type.endsWith(`.${pending.kind}`)).toBe(true);
      expect(pending.signal.aborted).toBe(false);
      settleMomCall(pending, event as MomVoteModelEvent);
      await flush();
    } else {
      actor.send(event as never);
    }
    const after = actor.getSnapshot();
    expect(model.stateOf(after)).toBe(model.stateOf(step.state));
    expect(after.context.draft).toEqual((step.state as typeof after).context.draft);
    expect(machine.getTransitionData(before, event as never).length > 0).toBe(model.transitionsTaken(before, event, after).length > 0);
    coverage.step(path.id, before, event, after);
  }
  actor.stop();
}

describe('momVote machine, model-based', () => {
  test('the graph walk finds paths to every state', () => {
    expect(shortestPaths.length).toBeGreaterThanOrEqual(model.transitions.length);
    expect(new Set(simplePaths.map((p) => p.target))).toEqual(new Set(model.states.filter((s) => s !== 'open')));
  });

  describeReplays('shortest paths (one per edge)', model, shortestPaths, replay);
  describeReplays('simple paths (by state)', model, simplePaths, replay);
  testEverythingReached(model, coverage);
});
