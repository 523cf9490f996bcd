/**
 * After a reload, the writes still waiting in the outbox go back on the screen: the cached reads (and,
 * offline, the service worker's) predate them, and without them the admin would see the score before
 * their own taps. Pure: what each stored write becomes on the screen, given the log as read. A write
 * the server already answered (its row is in the log) is skipped; the outbox's drain re-reads it all.
 */
import type { ExchangeRequest, MatchEvent, MatchTimeRequest, RecordEventRequest } from '#contract/matches.ts';
import type { MatchEventRef } from '#machines/match.machine.ts';
import { rowOf } from '#machines/match.reconcile.ts';
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
