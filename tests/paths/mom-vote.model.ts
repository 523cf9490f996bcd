/**
 * The MOM vote machine's model (see model.ts, machines/mom-vote.machine.ts, decision 093): the vote
 * as the server answers it (open, open with my ballot, closed), sample events (the ballot's and the
 * close's answers and failures while they run), the actor harness whose calls the test settles, and
 * the user-level step of each event. The browser walks it through mom-vote.user-model.ts.
 */
import type { MomBallotRequest, MomVote } from '#contract/mom.ts';
import { ballotOf, momVoteMachine, type MomVoteContext, type MomVoteEvent } from '#machines/mom-vote.machine.ts';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { flatWalks, leafPathOf, nestedModelParts, type MachineModel } from './model.ts';

/** The signed-in person (a voter) and the one they pick first. */
export const momMe = 1;
export const momPick = 2;
const people = [1, 2, 3, 4];

/** The vote open, nobody has voted yet. */
export const openVote: MomVote = {
  id: 7,
  teamId: 1,
  matchId: 3,
  scrimmageId: null,
  state: 'OPEN',
  openedAt: '2026-05-20T03:00:00.000Z',
  closesAt: '2026-05-21T03:00:00.000Z',
  closedAt: null,
  candidates: people.map((userId) => ({ userId, name: `선수${userId}`, guest: false })),
  voters: people.map((userId) => ({ userId, name: `선수${userId}`, voted: false })),
  ballotCount: 0,
  canVote: true,
  myBallot: null,
  result: null,
};
const myBallot: MomBallotRequest = { first: momPick, second: null, third: null };
/** The vote after my ballot (the answer to it while others have not all voted). */
export const votedVote: MomVote = {
  ...openVote,
  ballotCount: 1,
  myBallot,
  voters: openVote.voters.map((v) => ({ ...v, voted: v.userId === momMe })),
};
const winner = { userId: momPick, name: '선수2', points: 9, firsts: 3 };
/** Closed: by an admin, by time, or by the last voter's ballot. */
export const closedVote: MomVote = {
  ...openVote,
  state: 'CLOSED',
  closedAt: '2026-05-20T05:00:00.000Z',
  ballotCount: 4,
  myBallot,
  voters: openVote.voters.map((v) => ({ ...v, voted: true })),
  result: { counted: true, winners: [winner], table: [winner] },
};

const momVoteAnswers = { open: openVote, voted: votedVote, closed: closedVote } as const;
type AnswerName = keyof typeof momVoteAnswers;
const answerName = (vote: MomVote) => (Object.keys(momVoteAnswers) as AnswerName[]).find((name) => momVoteAnswers[name] === vote) ?? 'other';

interface PendingMomCall {
  kind: 'saveBallot' | 'closeVote';
  resolve(vote: MomVote): void;
  reject(error: unknown): void;
  signal: AbortSignal;
}

/** A vote actor whose ballot and close calls wait for the test to settle them. */
export function startMomVote(vote: MomVote = openVote) {
  const calls: PendingMomCall[] = [];
  const pending = (kind: PendingMomCall['kind'], signal: AbortSignal) =>
    new Promise<MomVote>((resolve, reject) => calls.push({ kind, resolve, reject, signal }));
  const machine = momVoteMachine.provide({
    actors: {
      saveBallot: fromPromise<MomVote, { voteId: number; ballot: MomBallotRequest }>(({ signal }) => pending('saveBallot', signal)),
      closeVote: fromPromise<MomVote, { voteId: number }>(({ signal }) => pending('closeVote', signal)),
    },
  });
  const actor = createActor(machine, { input: { vote, me: momMe } }).start();
  return { actor, calls, machine };
}

const refused = new Error('409 13002 the vote is closed');

/** Every event the machine knows, with sample payloads; each call's answers and its failure. */
export const momVoteModelEvents = [
  { type: 'ballot.pick', rank: 'first', userId: momPick },
  { type: 'ballot.pick', rank: 'first', userId: null },
  { type: 'ballot.submit' },
  { type: 'vote.close' },
  ...Object.values(momVoteAnswers).map((vote) => ({ type: 'vote.synced' as const, vote })),
  { type: 'xstate.done.actor.saveBallot', output: votedVote },
  { type: 'xstate.done.actor.saveBallot', output: closedVote },
  { type: 'xstate.error.actor.saveBallot', error: refused },
  { type: 'xstate.done.actor.closeVote', output: closedVote },
  { type: 'xstate.error.actor.closeVote', error: refused },
] as const;

export type MomVoteModelEvent = (typeof momVoteModelEvents)[number];
type Snap = { value: unknown; context: MomVoteContext };

/** A call's answer and failure exist only while it runs (`open.saving`, `open.closing`). */
function eventsIn(state: Snap): MomVoteEvent[] {
  const leaf = leafPathOf(state);
  const running = leaf === 'open.saving' ? 'saveBallot' : leaf === 'open.closing' ? 'closeVote' : null;
  return momVoteModelEvents.filter((e) =>
    e.type.startsWith('xstate.') ? running !== null && e.type.endsWith(`.${running}`) : true,
  ) as unknown as MomVoteEvent[];
}

/** Tells apart the events whose payload decides the transition: the vote a read or an answer brings, what is picked. */
function momVoteEventName(event: EventObject): string {
  const e = event as MomVoteModelEvent;
  if (e.type === 'vote.synced') return `${e.type}(${answerName(e.vote)})`;
  if (e.type === 'xstate.done.actor.saveBallot' || e.type === 'xstate.done.actor.closeVote') return `${e.type}(${answerName(e.output)})`;
  if (e.type === 'ballot.pick') return `${e.type}(${e.userId ?? 'none'})`;
  return e.type;
}

/** A state as the walk tells states apart: its leaf, and whether the draft is a ballot (the submit's guard reads it). */
function momVoteStateName(snapshot: unknown): string {
  const { draft, vote, me } = (snapshot as Snap).context;
  return `${leafPathOf(snapshot)}${ballotOf(draft, vote, me) ? '[ballot]' : ''}`;
}

/** Settles the pending call with a model's done / error event (the machine then gets the genuine one). */
export function settleMomCall(pending: PendingMomCall, event: MomVoteModelEvent): void {
  if (event.type === 'xstate.done.actor.saveBallot' || event.type === 'xstate.done.actor.closeVote') pending.resolve(event.output);
  else if (event.type === 'xstate.error.actor.saveBallot' || event.type === 'xstate.error.actor.closeVote') pending.reject(event.error);
}

const screen: Record<AnswerName | 'other', string> = { open: 'open, nobody voted', voted: 'open, my ballot in', closed: 'closed', other: 'another vote' };

function step(event: EventObject): string {
  const e = event as MomVoteModelEvent;
  switch (e.type) {
    case 'ballot.pick':
      return e.userId === null ? 'clear 1위 ("선택 안 함")' : 'pick a player for 1위';
    case 'ballot.submit':
      return 'send the ballot ("투표하기")';
    case 'vote.close':
      return 'close the vote ("투표 마감", "마감하기")';
    case 'vote.synced':
      return `a newer read: ${screen[answerName(e.vote)]}`;
    case 'xstate.done.actor.saveBallot':
      return `the server takes the ballot: ${screen[answerName(e.output)]}`;
    case 'xstate.done.actor.closeVote':
      return 'the server closes the vote';
    case 'xstate.error.actor.saveBallot':
      return 'the ballot fails';
    case 'xstate.error.actor.closeVote':
      return 'the close fails';
    default:
      return event.type;
  }
}

const parts = nestedModelParts(startMomVote().machine);
const walkNames = { name: momVoteStateName, stateName: momVoteStateName, eventName: momVoteEventName, input: { vote: openVote, me: momMe } };

export const momVoteModel: MachineModel = {
  name: 'momVote',
  unitTest: 'tests/machines/mom-vote.machine.test.ts',
  summary: "A MOM vote on a member's screen: the ballot being chosen, on its way, an admin's close on its way, or the vote closed for good.",
  ...parts,
  // `deciding` only chooses the first state from the vote read (an eventless choice): no snapshot rests there.
  states: parts.states.filter((s) => s !== 'deciding'),
  step,
  walks: flatWalks(eventsIn, walkNames),
};
