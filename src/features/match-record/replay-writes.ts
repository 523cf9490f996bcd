/**
 * After a reload, the writes still waiting in the outbox go back on the screen: the cached reads (and,
 * offline, the service worker's) predate them, and without them the admin would see the score before
 * their own taps. Pure: what each stored write becomes on the screen, given the log as read. A write
 * the server already answered (its row is in the log) is skipped; the outbox's drain re-reads it all.
 */
import type { ExchangeRequest, MatchEvent, MatchPlayer, MatchTimeRequest, RecordEventRequest } from '#contract/matches.ts';
import type { MatchEventRef } from '#machines/match.machine.ts';
import { rowOf } from '#machines/match.reconcile.ts';
import type { RecorderEvent } from '#machines/recorder.machine.ts';
import type { OutboxItem } from '#src/lib/outbox.ts';

export type ReplayStep =
  | { to: 'match'; event: { type: 'half.start' | 'half.end'; half: MatchTimeRequest['halfType']; nowMs: number } | { type: 'kickoff.cancel' } }
  | { to: 'record'; request: RecordEventRequest; atMs: number }
  | { to: 'exchange'; request: ExchangeRequest; atMs: number }
  | { to: 'cancel'; row: MatchEvent }
  | { to: 'memo'; memo: string | null }
  | { to: 'nothing' };

/** What stored write `item` becomes on the screen, the log being `log`. */
export function replayStep(item: OutboxItem, log: readonly MatchEvent[]): ReplayStep {
  const inLog = (clientId: string) => log.some((e) => e.clientId === clientId);
  switch (item.kind) {
    case 'time': {
      const body = item.body as MatchTimeRequest;
      return { to: 'match', event: { type: body.timeType === 'START_TIME' ? 'half.start' : 'half.end', half: body.halfType, nowMs: item.createdAt } };
    }
    case 'kickoff.cancel':
      return { to: 'match', event: { type: 'kickoff.cancel' } };
    case 'event': {
      const request = item.body as RecordEventRequest;
      return inLog(request.clientId) ? { to: 'nothing' } : { to: 'record', request, atMs: item.createdAt };
    }
    case 'exchange': {
      const request = item.body as ExchangeRequest;
      return inLog(request.clientId) ? { to: 'nothing' } : { to: 'exchange', request, atMs: item.createdAt };
    }
    case 'event.cancel': {
      const row = rowOf(log, item.meta as MatchEventRef);
      return row ? { to: 'cancel', row } : { to: 'nothing' };
    }
    case 'memo':
      return { to: 'memo', memo: (item.body as { memo: string | null }).memo };
    default:
      return { to: 'nothing' };
  }
}

/**
 * The recorder's event for a replay step, marked `stored` (shown and followed, not queued again, no
 * undo offer); null when there is nothing to replay (or a substitution's players are not known).
 * `player`: a player as the screen knows them now; `newId`: a fresh client id (a replayed cancel's own).
 */
export function replayedEvent(step: ReplayStep, player: (id: number | null) => MatchPlayer | null, newId: () => string): RecorderEvent | null {
  switch (step.to) {
    case 'match':
      return step.event.type === 'kickoff.cancel'
        ? { type: 'kickoff.cancel', stored: true }
        : { type: 'time', action: { type: step.event.type, half: step.event.half }, atMs: step.event.nowMs, stored: true };
    case 'record':
      return { type: 'record', request: step.request, player: player(step.request.matchUserId), atMs: step.atMs, stored: true };
    case 'exchange': {
      const from = player(step.request.fromMatchUserId);
      const to = player(step.request.toMatchUserId);
      return from && to ? { type: 'exchange', request: step.request, from, to, atMs: step.atMs, stored: true } : null;
    }
    case 'cancel':
      return { type: 'cancel', row: step.row, clientId: newId(), stored: true };
    case 'memo':
      return { type: 'memo.save', memo: step.memo, stored: true };
    case 'nothing':
      return null;
  }
}
