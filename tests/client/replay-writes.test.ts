/**
 * What a write still waiting in the outbox becomes on the record screen after a reload
 * (src/features/match-record/replay-writes.ts), as a table.
 */
import type { MatchEvent } from '#contract/matches.ts';
import { replayStep, type ReplayStep } from '#src/features/match-record/replay-writes.ts';
import type { OutboxItem } from '#src/lib/outbox.ts';
import { describe, expect, it } from 'vitest';

const at = Date.parse('2026-11-27T01:10:00.000Z');
const item = (kind: string, fields: Partial<OutboxItem> = {}): OutboxItem => ({
  clientId: `c-${kind}`,
  matchId: 5,
  order: 1,
  kind,
  endpoint: 'recordEvent',
  params: { id: 5 },
  createdAt: at,
  attempts: 0,
  ...fields,
});
const row = (id: number, clientId: string | null, parentId: number | null = null): MatchEvent => ({
  id,
  clientId,
  eventType: 'GOAL',
  teamId: 1,
  teamName: 'FC 한강',
  matchUserId: 7,
  userId: null,
  userName: null,
  parentId,
  recordedByTeamId: 1,
  halfType: 'FIRST_HALF',
  elapsedMinutes: 3,
  createdAt: '2026-11-27T01:03:00.000Z',
});
const goal = { clientId: 'g', teamId: 1, matchUserId: 7, eventType: 'GOAL' as const, description: '' };
const swap = { clientId: 's', fromMatchUserId: 7, toMatchUserId: 8 };
// The log as read after the reload: goal 'g' reached the server (row 41); its derived row 42.
const log = [row(41, 'g'), row(42, null, 41)];

describe('replayStep: a waiting write back on the screen', () => {
  it.each<[string, OutboxItem, ReplayStep]>([
    [
      'a kick-off goes to the match machine at the time it was made',
      item('time', { body: { halfType: 'FIRST_HALF', timeType: 'START_TIME' } }),
      { to: 'match', event: { type: 'half.start', half: 'FIRST_HALF', nowMs: at } },
    ],
    [
      'the end of a half too',
      item('time', { body: { halfType: 'SECOND_HALF', timeType: 'END_TIME' } }),
      { to: 'match', event: { type: 'half.end', half: 'SECOND_HALF', nowMs: at } },
    ],
    ['a cancelled kick-off', item('kickoff.cancel'), { to: 'match', event: { type: 'kickoff.cancel' } }],
    [
      'an event the server has not written is recorded again on the screen, with its own id and time',
      item('event', { body: { ...goal, clientId: 'new' } }),
      { to: 'record', request: { ...goal, clientId: 'new' }, atMs: at },
    ],
    ['an event whose row the log holds is skipped', item('event', { body: goal }), { to: 'nothing' }],
    ['a substitution the server has not written', item('exchange', { body: swap }), { to: 'exchange', request: swap, atMs: at }],
    ['a substitution whose row the log holds is skipped', item('exchange', { body: { ...swap, clientId: 'g' } }), { to: 'nothing' }],
    ['a cancel of a row the log holds, by server id', item('event.cancel', { meta: { eventId: 41 } }), { to: 'cancel', row: log[0]! }],
    ['a cancel by the client id of the write it takes back', item('event.cancel', { meta: { clientId: 'g' } }), { to: 'cancel', row: log[0]! }],
    ['a cancel of a row the log does not hold (already taken back)', item('event.cancel', { meta: { eventId: 99 } }), { to: 'nothing' }],
    ['a memo as typed', item('memo', { body: { memo: '비 옴' } }), { to: 'memo', memo: '비 옴' }],
    ['a kind this screen does not know', item('something'), { to: 'nothing' }],
  ])('%s', (_, waiting, expected) => {
    expect(replayStep(waiting, log)).toEqual(expected);
  });
});
