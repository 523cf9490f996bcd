/**
 * Live recording endpoints (docs/architecture.md §3.3): half start/end and kick-off cancel, the memo, events,
 * substitutions and cancels, and naming a side's recorder. A TEAM_ADMIN of either team, or a side's named recorder until full time
 * (decision 054), may write, for both teams, once the match is accepted; a cancel only of what their
 * own side recorded (decision 029). Every write is one
 * transaction (server/recording/*) that locks the match row and appends one numbered live message;
 * after the commit this process's live hub gets the message itself at once (others hear of it through NOTIFY),
 * and a goal, its cancel or a match-time change sets off push notifications (server/push/match-pushes.ts),
 * which the answer does not wait for.
 */
import type { LiveMessage } from '#contract/matches.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import type { LiveHub } from '../live/hub.ts';
import { cancelEvent, recordEvent, recordExchange, type WriteOutcome } from '../recording/events.ts';
import { cancelKickoff, saveMatchMemo, updateMatchTime } from '../recording/match-time.ts';
import { changeMatchRecorder } from '../recording/recorders.ts';
import type { MatchPushes } from '../push/match-pushes.ts';
import { countedOutboxWrite } from '../metrics/outbox.ts';
import type { AppDeps } from './deps.ts';
import type { MomVoteOpenings } from './mom.ts';

type Push = (message: LiveMessage, matchId: number) => void;

/**
 * Runs a write in one transaction, then hands its message to the hub and to `push` (only once
 * committed; an idempotent replay has no message and notifies nobody again). A write with an
 * idempotency key (`keyed`: the outbox's) is counted for the metrics (decision 097).
 */
async function committed<T>(
  db: Db,
  hub: LiveHub,
  write: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<WriteOutcome<T>>,
  push?: Push,
  keyed = false,
): Promise<T> {
  const run = async () => {
    const outcome = await db.transaction(write);
    if (outcome.message) {
      hub.publish(outcome.message, outcome.matchId);
      push?.(outcome.message, outcome.matchId);
    }
    return { wrote: outcome.message !== null, value: outcome.result };
  };
  return keyed ? countedOutboxWrite(run) : (await run()).value;
}

export function recordingEndpoints(
  { db, clock }: { db: Db; clock: Clock } & Partial<AppDeps>,
  hub: LiveHub,
  pushes?: MatchPushes,
  mom?: MomVoteOpenings,
): Implementation[] {
  // Whoever wrote it is at the pitch: they are not told of their own goal.
  const afterEvents = (userId: number): Push | undefined => pushes && ((message, matchId) => pushes.afterEvents(message, matchId, userId));
  const afterMatchTime = (userId: number): Push | undefined => pushes && ((message, matchId) => pushes.afterMatchTime(message, matchId, userId));
  return [
    implement('updateMatchTime', async (_c, { params, body, userId }) => {
      const match = await committed(db, hub, (tx) => updateMatchTime(tx, { userId, matchId: params.id, body, now: clock.now() }), afterMatchTime(userId));
      // Full time opens each team's MOM vote (decision 093), once the write has committed.
      if (match.matchState === 'FINISHED') await mom?.afterFullTime(params.id, userId);
      return match;
    }),

    implement('cancelKickoff', (_c, { params, userId }) => committed(db, hub, (tx) => cancelKickoff(tx, { userId, matchId: params.id, now: clock.now() }))),

    implement('saveMatchMemo', (_c, { params, body, userId }) =>
      committed(db, hub, (tx) => saveMatchMemo(tx, { userId, matchId: params.id, body, now: clock.now() })),
    ),

    implement('recordEvent', (_c, { params, body, userId }) =>
      committed(db, hub, (tx) => recordEvent(tx, { userId, matchId: params.id, body, now: clock.now() }), afterEvents(userId), true),
    ),

    implement('recordExchange', (_c, { params, body, userId }) =>
      committed(db, hub, (tx) => recordExchange(tx, { userId, matchId: params.id, body, now: clock.now() }), undefined, true),
    ),

    implement('nameMatchRecorder', (_c, { params, body, userId }) =>
      committed(db, hub, (tx) => changeMatchRecorder(tx, { userId, matchId: params.id, teamId: params.teamId, recorderId: body.userId, now: clock.now() })),
    ),

    implement('removeMatchRecorder', (_c, { params, userId }) =>
      committed(db, hub, (tx) => changeMatchRecorder(tx, { userId, matchId: params.id, teamId: params.teamId, recorderId: null, now: clock.now() })),
    ),

    implement('cancelEvent', (_c, { params, query, userId }) =>
      committed(db, hub, (tx) => cancelEvent(tx, { userId, eventId: params.id, query, now: clock.now() }), afterEvents(userId), Boolean(query.clientId)),
    ),
  ];
}
