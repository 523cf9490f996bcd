/**
 * Live recording on the server: every event type for a player and for a team (rows with their
 * parents, score, counters), every cancel case, every refusal, substitutions and their undo,
 * idempotency on the client id, the lifecycle through the match machine, and the memo.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchEventType } from '#contract/enums.ts';
import type { Match, MatchEvent, MatchMemo, MatchSummary, RecordResult, ScoreCounts } from '#contract/matches.ts';
import { liveMessages, matches } from '#server/db/schema.ts';
import { body, call, tokenFor } from './helpers.ts';
import {
  cancelCall,
  cellOf,
  exchangeCall,
  expectRefusal,
  player,
  recordCall,
  recordingScene,
  recordOk,
  score,
  setTime,
  storedRows,
} from './recording-fixtures.ts';
import { people, teamIds } from './match-fixtures.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

type Counter = keyof ScoreCounts;
interface TypeCase {
  type: MatchEventType;
  /** Rows written, main first; children point at index 0. */
  rows: MatchEventType[];
  /** Counter changes of the recording team and of the opponent. */
  own: Partial<Record<Counter, number>>;
  opponent?: Partial<Record<Counter, number>>;
  /** Per-player counters changed (player events only). */
  counters?: Partial<{ goals: number; ownGoals: number; assists: number; yellowCards: number; redCards: number; caution: number }>;
  sentOff?: boolean;
}

const typeCases: TypeCase[] = [
  { type: 'GOAL', rows: ['GOAL', 'SHOT', 'VALID_SHOT'], own: { goalCount: 1, shotCount: 1, validShotCount: 1 }, counters: { goals: 1 } },
  { type: 'ASSIST', rows: ['ASSIST'], own: {}, counters: { assists: 1 } },
  { type: 'SHOT', rows: ['SHOT'], own: { shotCount: 1 } },
  { type: 'VALID_SHOT', rows: ['VALID_SHOT', 'SHOT'], own: { validShotCount: 1, shotCount: 1 } },
  { type: 'CORNER_KICK', rows: ['CORNER_KICK'], own: { cornerKickCount: 1 } },
  { type: 'FOUL', rows: ['FOUL'], own: { foulCount: 1 } },
  { type: 'OFFSIDE', rows: ['OFFSIDE'], own: { offsideCount: 1 } },
  { type: 'WARNING', rows: ['WARNING'], own: { warningCount: 1 }, counters: { caution: 1 } },
  { type: 'YELLOW_CARD', rows: ['YELLOW_CARD', 'WARNING', 'FOUL'], own: { warningCount: 1, foulCount: 1 }, counters: { yellowCards: 1, caution: 1 } },
  { type: 'RED_CARD', rows: ['RED_CARD', 'WARNING', 'FOUL'], own: { warningCount: 1, foulCount: 1 }, counters: { redCards: 1, caution: 1 }, sentOff: true },
  { type: 'OWN_GOAL', rows: ['OWN_GOAL'], own: { ownGoalCount: 1 }, opponent: { goalCount: 1 }, counters: { ownGoals: 1 } },
];

const zero: ScoreCounts = {
  goalCount: 0,
  shotCount: 0,
  validShotCount: 0,
  cornerKickCount: 0,
  offsideCount: 0,
  foulCount: 0,
  warningCount: 0,
  ownGoalCount: 0,
};

describe('recording every event type', () => {
  for (const c of typeCases) {
    for (const who of ['player', 'team'] as const) {
      it(`${c.type} for a ${who} writes ${c.rows.join(' + ')} and moves the score`, async () => {
        const s = await recordingScene(await database.fresh());
        const scorer = s.home.starters[0];
        const result = await recordOk(s, { teamId: teamIds.gwanak, matchUserId: who === 'player' ? scorer : null, eventType: c.type });

        const expectedUser = who === 'player' ? scorer : null;
        expect(await storedRows(s)).toEqual(c.rows.map((type, i) => ({ type, matchUserId: expectedUser, teamId: teamIds.gwanak, parent: i === 0 ? null : 0 })));
        expect(result.events.map((e) => e.eventType)).toEqual(c.rows);
        expect(result.events[0].parentId).toBeNull();
        for (const child of result.events.slice(1)) expect(child.parentId).toBe(result.events[0].id);
        expect(result.seq).toBeGreaterThan(0);

        const now = await score(s);
        expect(now.homeScore).toEqual({ ...zero, ...c.own });
        expect(now.awayScore).toEqual({ ...zero, ...c.opponent });

        if (who === 'player') {
          const p = await player(s, scorer);
          const counters = { goals: 0, ownGoals: 0, assists: 0, yellowCards: 0, redCards: 0, caution: 0, ...c.counters };
          expect({ goals: p.goals, ownGoals: p.ownGoals, assists: p.assists, yellowCards: p.yellowCards, redCards: p.redCards, caution: p.caution }).toEqual(
            counters,
          );
          expect(p.sentOff).toBe(c.sentOff ?? false);
          expect(p.matchGrid).toBe(c.sentOff ? null : 1);
        }
        // The history shows the same rows with their minute in the first half.
        const history = (await body<MatchEvent[]>(await call(s.t, 'GET', `/api/v1/matches/${s.matchId}/history`, { token: s.tokens.homeUser }))).data;
        expect(history.map((e) => e.id)).toEqual(result.events.map((e) => e.id));
        expect(history.every((e) => e.halfType === 'FIRST_HALF')).toBe(true);
      });
    }
  }

  it('a second yellow adds a red card (child of the new yellow) and sends the player off', async () => {
    const s = await recordingScene(await database.fresh());
    const p = s.away.starters[1];
    await recordOk(s, { teamId: teamIds.hangang, matchUserId: p, eventType: 'YELLOW_CARD' }, s.tokens.awayAdmin);
    const second = await recordOk(s, { teamId: teamIds.hangang, matchUserId: p, eventType: 'YELLOW_CARD' }, s.tokens.awayAdmin);
    expect(second.events.map((e) => [e.eventType, e.parentId])).toEqual([
      ['YELLOW_CARD', null],
      ['WARNING', second.events[0].id],
      ['FOUL', second.events[0].id],
      ['RED_CARD', second.events[0].id],
    ]);
    const after = await player(s, p);
    expect([after.yellowCards, after.redCards, after.caution, after.sentOff, after.matchGrid]).toEqual([2, 1, 2, true, null]);
    expect((await score(s)).awayScore).toEqual({ ...zero, warningCount: 2, foulCount: 2 });
    await expectRefusal(await recordCall(s, { teamId: teamIds.hangang, matchUserId: p, eventType: 'SHOT' }), 409, 6025);
  });

  it('records in the second half with minutes counted from the second half start', async () => {
    const s = await recordingScene(await database.fresh());
    // Tokens live shorter than a half: a new one after each jump of the clock.
    const advance = async (ms: number) => {
      s.t.clock.advance(ms);
      s.tokens.homeAdmin = await tokenFor(s.t, people.gwanakAdmin.id);
    };
    await advance(45 * 60_000);
    await setTime(s, 'FIRST_HALF', 'END_TIME');
    await advance(10 * 60_000);
    await setTime(s, 'SECOND_HALF', 'START_TIME');
    await advance(7 * 60_000 + 30_000);
    const result = await recordOk(s, { teamId: teamIds.gwanak, matchUserId: s.home.starters[0], eventType: 'GOAL' });
    expect(result.events.map((e) => [e.halfType, e.elapsedMinutes])).toEqual([
      ['SECOND_HALF', 7],
      ['SECOND_HALF', 7],
      ['SECOND_HALF', 7],
    ]);
  });

  it('both admins record the same match, each for either team', async () => {
    const s = await recordingScene(await database.fresh());
    await recordOk(s, { teamId: teamIds.hangang, matchUserId: s.away.starters[0], eventType: 'GOAL' }, s.tokens.homeAdmin);
    await recordOk(s, { teamId: teamIds.gwanak, matchUserId: s.home.starters[0], eventType: 'GOAL' }, s.tokens.awayAdmin);
    const now = await score(s);
    expect([now.homeScore.goalCount, now.awayScore.goalCount]).toEqual([1, 1]);
    const summary = (await body<MatchSummary>(await call(s.t, 'GET', `/api/v1/matches/${s.matchId}/summary`, { token: s.tokens.homeUser }))).data;
    expect([summary.home.counts.goalCount, summary.away.counts.goalCount]).toEqual([1, 1]);
  });
});

describe('cancelling', () => {
  const cancelCases: { name: string; record: MatchEventType[]; cancelIndex: number; left: MatchEventType[] }[] = [
    { name: 'a goal takes its shot and shot on target', record: ['GOAL'], cancelIndex: 0, left: [] },
    { name: 'a shot on target takes its shot', record: ['VALID_SHOT'], cancelIndex: 0, left: [] },
    { name: 'a yellow card takes its warning and foul', record: ['YELLOW_CARD'], cancelIndex: 0, left: [] },
    { name: 'a red card takes its warning and foul', record: ['RED_CARD'], cancelIndex: 0, left: [] },
    { name: 'a single row goes alone', record: ['SHOT', 'SHOT'], cancelIndex: 1, left: ['SHOT'] },
    {
      name: 'a second yellow takes its red, warning and foul',
      record: ['YELLOW_CARD', 'YELLOW_CARD'],
      cancelIndex: 1,
      left: ['YELLOW_CARD', 'WARNING', 'FOUL'],
    },
    {
      name: 'the first of two yellows takes the red the two made',
      record: ['YELLOW_CARD', 'YELLOW_CARD'],
      cancelIndex: 0,
      left: ['YELLOW_CARD', 'WARNING', 'FOUL'],
    },
  ];
  for (const c of cancelCases) {
    it(`cancelling ${c.name}`, async () => {
      const s = await recordingScene(await database.fresh());
      const p = s.home.starters[2];
      const results: RecordResult[] = [];
      for (const type of c.record) results.push(await recordOk(s, { teamId: teamIds.gwanak, matchUserId: p, eventType: type }));
      const response = await cancelCall(s, results[c.cancelIndex].events[0].id);
      expect(response.status).toBe(200);
      expect((await body<RecordResult>(response)).data.events).toEqual([]);
      expect((await storedRows(s)).map((r) => r.type)).toEqual(c.left);
      const after = await player(s, p);
      // Whatever sent the player off is gone: they are back in their cell.
      expect([after.sentOff, after.matchGrid]).toEqual([false, 27]);
      const log = await s.t.database.db.select().from(liveMessages).where(eq(liveMessages.matchId, s.matchId));
      const cancelled = log.map((m) => m.payload as { type: string; eventIds?: number[] }).find((m) => m.type === 'events.cancelled')!;
      const removedIds = results.flatMap((r) => r.events.map((e) => e.id)).filter((id) => !c.left.length || id > 0);
      expect(cancelled.eventIds!.every((id) => removedIds.includes(id))).toBe(true);
      expect(cancelled.eventIds!.length).toBe(results.flatMap((r) => r.events).length - c.left.length);
    });
  }

  it('a team-level cancel never touches the other team', async () => {
    const s = await recordingScene(await database.fresh());
    const away = await recordOk(s, { teamId: teamIds.hangang, eventType: 'CORNER_KICK' });
    const home = await recordOk(s, { teamId: teamIds.gwanak, eventType: 'CORNER_KICK' });
    const awayPlayer = await recordOk(s, { teamId: teamIds.hangang, matchUserId: s.away.starters[0], eventType: 'CORNER_KICK' });
    expect((await cancelCall(s, home.events[0].id)).status).toBe(200);
    const left = await storedRows(s);
    expect(left.map((r) => [r.type, r.teamId, r.matchUserId])).toEqual([
      ['CORNER_KICK', teamIds.hangang, null],
      ['CORNER_KICK', teamIds.hangang, s.away.starters[0]],
    ]);
    expect((await score(s)).awayScore.cornerKickCount).toBe(2);
    expect(away.events[0].id).toBeLessThan(awayPlayer.events[0].id);
  });

  it('refuses to cancel a derived row directly (409 6029) and keeps everything', async () => {
    const s = await recordingScene(await database.fresh());
    const goal = await recordOk(s, { teamId: teamIds.gwanak, matchUserId: s.home.starters[0], eventType: 'GOAL' });
    await expectRefusal(await cancelCall(s, goal.events[1].id), 409, 6029);
    expect((await storedRows(s)).map((r) => r.type)).toEqual(['GOAL', 'SHOT', 'VALID_SHOT']);
  });

  it('answers 404 6017 for an unknown event, and for one already cancelled without a client id', async () => {
    const s = await recordingScene(await database.fresh());
    await expectRefusal(await cancelCall(s, 999_999), 404, 6017);
    const shot = await recordOk(s, { teamId: teamIds.gwanak, eventType: 'SHOT' });
    expect((await cancelCall(s, shot.events[0].id)).status).toBe(200);
    await expectRefusal(await cancelCall(s, shot.events[0].id), 404, 6017);
  });

  it('a cancel with a client id answers the same when retried, writing nothing more', async () => {
    const s = await recordingScene(await database.fresh());
    const shot = await recordOk(s, { teamId: teamIds.gwanak, eventType: 'SHOT' });
    const clientId = crypto.randomUUID();
    const first = await body<RecordResult>(await cancelCall(s, shot.events[0].id, s.tokens.homeAdmin, clientId));
    const again = await cancelCall(s, shot.events[0].id, s.tokens.homeAdmin, clientId);
    expect(again.status).toBe(200);
    expect((await body<RecordResult>(again)).data).toEqual(first.data);
    const log = await s.t.database.db.select().from(liveMessages).where(eq(liveMessages.matchId, s.matchId)).orderBy(liveMessages.seq);
    expect(log.map((m) => (m.payload as { type: string }).type)).toEqual(['match.changed', 'events.recorded', 'events.cancelled']);
  });
});

describe('refusals', () => {
  it('refuses every write in a state the match machine does not accept (409 6021 naming the state)', async () => {
    const s = await recordingScene(await database.fresh(), 'SCHEDULED');
    const p = s.home.starters[0];
    const checks = async (state: string) => {
      const recorded = await recordCall(s, { teamId: teamIds.gwanak, matchUserId: p, eventType: 'GOAL' });
      await expectRefusal(recorded.clone(), 409, 6021);
      expect((await body(recorded)).message).toContain(state);
      await expectRefusal(await exchangeCall(s, p, s.home.bench[0]), 409, 6021);
    };
    await checks('경기 전');
    await expectRefusal(await call(s.t, 'POST', `/api/v1/matches/${s.matchId}/memo`, { token: s.tokens.homeAdmin, json: { memo: '메모' } }), 409, 6021);

    await setTime(s, 'FIRST_HALF', 'START_TIME');
    const goal = await recordOk(s, { teamId: teamIds.gwanak, matchUserId: p, eventType: 'GOAL' });
    await setTime(s, 'FIRST_HALF', 'END_TIME');
    await checks('하프타임');
    await expectRefusal(await cancelCall(s, goal.events[0].id), 409, 6021);
    await setTime(s, 'SECOND_HALF', 'START_TIME');
    await setTime(s, 'SECOND_HALF', 'END_TIME');
    await checks('경기 종료');
    await expectRefusal(await cancelCall(s, goal.events[0].id), 409, 6021);
    await expectRefusal(await call(s.t, 'POST', `/api/v1/matches/${s.matchId}/memo`, { token: s.tokens.homeAdmin, json: { memo: '메모' } }), 409, 6021);
    expect((await storedRows(s)).map((r) => r.type)).toEqual(['GOAL', 'SHOT', 'VALID_SHOT']);
  });

  it('refuses a player who is not in the match, or named under the other team (400 6008), and a team not in it (400 6011)', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const other = await recordingScene(t);
    await expectRefusal(await recordCall(s, { teamId: teamIds.gwanak, matchUserId: other.home.starters[0], eventType: 'GOAL' }), 400, 6008);
    await expectRefusal(await recordCall(s, { teamId: teamIds.hangang, matchUserId: s.home.starters[0], eventType: 'GOAL' }), 400, 6008);
    await expectRefusal(await recordCall(s, { teamId: teamIds.seongsu, eventType: 'CORNER_KICK' }), 400, 6011);
    await expectRefusal(await exchangeCall(s, s.home.starters[0], other.home.bench[0]), 400, 6008);
    expect(await storedRows(s)).toEqual([]);
  });

  it('refuses events of a player sent off (6025), substituted out (6026) or on the bench (6027)', async () => {
    const s = await recordingScene(await database.fresh());
    await recordOk(s, { teamId: teamIds.gwanak, matchUserId: s.home.starters[0], eventType: 'RED_CARD' });
    await expectRefusal(await recordCall(s, { teamId: teamIds.gwanak, matchUserId: s.home.starters[0], eventType: 'GOAL' }), 409, 6025);
    expect((await exchangeCall(s, s.home.starters[1], s.home.bench[0])).status).toBe(201);
    await expectRefusal(await recordCall(s, { teamId: teamIds.gwanak, matchUserId: s.home.starters[1], eventType: 'GOAL' }), 409, 6026);
    await expectRefusal(await recordCall(s, { teamId: teamIds.gwanak, matchUserId: s.home.bench[1], eventType: 'GOAL' }), 409, 6027);
  });

  it('refuses an outsider (403 5005/5006) and a USER of a team (403 5006), for every write', async () => {
    const s = await recordingScene(await database.fresh());
    const shot = await recordOk(s, { teamId: teamIds.gwanak, eventType: 'SHOT' });
    for (const token of [s.tokens.outsider, s.tokens.homeUser]) {
      await expectRefusal(await recordCall(s, { teamId: teamIds.gwanak, eventType: 'SHOT' }, token), 403, 5006);
      await expectRefusal(await exchangeCall(s, s.home.starters[0], s.home.bench[0], crypto.randomUUID(), token), 403, 5006);
      await expectRefusal(await cancelCall(s, shot.events[0].id, token), 403, 5006);
      await expectRefusal(await setTime(s, 'FIRST_HALF', 'END_TIME', token), 403, 5006);
      await expectRefusal(await call(s.t, 'DELETE', `/api/v1/matches/${s.matchId}/time`, { token }), 403, 5006);
      await expectRefusal(await call(s.t, 'POST', `/api/v1/matches/${s.matchId}/memo`, { token, json: { memo: 'x' } }), 403, 5006);
    }
    expect((await storedRows(s)).map((r) => r.type)).toEqual(['SHOT']);
  });

  it('answers 404 6007 for an unknown match and 400 for a malformed body', async () => {
    const s = await recordingScene(await database.fresh());
    await expectRefusal(
      await call(s.t, 'POST', '/api/v1/matches/999999/events', {
        token: s.tokens.homeAdmin,
        json: { clientId: crypto.randomUUID(), teamId: teamIds.gwanak, eventType: 'SHOT' },
      }),
      404,
      6007,
    );
    await expectRefusal(await recordCall(s, { teamId: teamIds.gwanak, eventType: 'SUB_IN' }), 400, 400);
    await expectRefusal(await recordCall(s, { teamId: teamIds.gwanak, eventType: 'SHOT', clientId: 'not-a-uuid' }), 400, 400);
  });
});

describe('substitutions', () => {
  it("the incoming player takes the outgoing player's cell; SUB_OUT and SUB_IN are written", async () => {
    const s = await recordingScene(await database.fresh());
    const [out, incoming] = [s.home.starters[2], s.home.bench[0]];
    const response = await exchangeCall(s, out, incoming);
    expect(response.status).toBe(201);
    const result = (await body<RecordResult>(response)).data;
    expect(result.events.map((e) => [e.eventType, e.matchUserId, e.parentId])).toEqual([
      ['SUB_OUT', out, null],
      ['SUB_IN', incoming, result.events[0].id],
    ]);
    expect([await cellOf(s, out), await cellOf(s, incoming)]).toEqual([null, 27]);
    const [pOut, pIn] = [await player(s, out), await player(s, incoming)];
    expect([pOut.subOut, pIn.subIn]).toEqual([true, true]);
    const summary = (await body<MatchSummary>(await call(s.t, 'GET', `/api/v1/matches/${s.matchId}/summary`, { token: s.tokens.homeUser }))).data;
    expect(summary.home.substitutions).toBe(1);
  });

  it('refuses across teams (6013), a bench player going out (6027), an on-pitch player coming in (6028), and anyone who left (6025, 6026)', async () => {
    const s = await recordingScene(await database.fresh());
    await expectRefusal(await exchangeCall(s, s.home.starters[0], s.away.bench[0]), 400, 6013);
    await expectRefusal(await exchangeCall(s, s.home.bench[0], s.home.bench[1]), 409, 6027);
    await expectRefusal(await exchangeCall(s, s.home.starters[0], s.home.starters[1]), 409, 6028);
    await recordOk(s, { teamId: teamIds.gwanak, matchUserId: s.home.starters[0], eventType: 'RED_CARD' });
    await expectRefusal(await exchangeCall(s, s.home.starters[0], s.home.bench[0]), 409, 6025);
    expect((await exchangeCall(s, s.home.starters[1], s.home.bench[0])).status).toBe(201);
    // The player who went out cannot come back.
    await expectRefusal(await exchangeCall(s, s.home.bench[0], s.home.starters[1]), 409, 6026);
    expect((await storedRows(s)).filter((r) => r.type.startsWith('SUB_')).length).toBe(2);
  });

  it('cancelling the substitution records EXCHANGE_UNDO and puts both players back', async () => {
    const s = await recordingScene(await database.fresh());
    const [out, incoming] = [s.home.starters[1], s.home.bench[0]];
    const sub = (await body<RecordResult>(await exchangeCall(s, out, incoming))).data;
    await expectRefusal(await cancelCall(s, sub.events[1].id), 409, 6029);
    const response = await cancelCall(s, sub.events[0].id);
    expect(response.status).toBe(200);
    const undone = (await body<RecordResult>(response)).data;
    expect(undone.events.map((e) => [e.eventType, e.matchUserId, e.teamId])).toEqual([['EXCHANGE_UNDO', out, teamIds.gwanak]]);
    expect([await cellOf(s, out), await cellOf(s, incoming)]).toEqual([2, null]);
    expect((await storedRows(s)).map((r) => r.type)).toEqual(['EXCHANGE_UNDO']);
    const [pOut, pIn] = [await player(s, out), await player(s, incoming)];
    expect([pOut.subOut, pIn.subIn]).toEqual([false, false]);
    const [last] = await s.t.database.db.select().from(liveMessages).where(eq(liveMessages.seq, undone.seq));
    expect(last.payload).toMatchObject({ type: 'exchange.undone', eventIds: sub.events.map((e) => e.id), seq: undone.seq });
    // The EXCHANGE_UNDO row itself is no event to cancel, and the players may be exchanged again.
    await expectRefusal(await cancelCall(s, undone.events[0].id), 409, 6031);
    expect((await exchangeCall(s, out, incoming)).status).toBe(201);
  });

  it('refuses to undo a substitution when the incoming player has since left (6030)', async () => {
    const s = await recordingScene(await database.fresh());
    const sub = (await body<RecordResult>(await exchangeCall(s, s.home.starters[1], s.home.bench[0]))).data;
    await recordOk(s, { teamId: teamIds.gwanak, matchUserId: s.home.bench[0], eventType: 'RED_CARD' });
    await expectRefusal(await cancelCall(s, sub.events[0].id), 409, 6030);
  });
});

describe('idempotency', () => {
  it('the same client id twice records once and answers the original result', async () => {
    const s = await recordingScene(await database.fresh());
    const event = { teamId: teamIds.gwanak, matchUserId: s.home.starters[0], eventType: 'GOAL' as const, clientId: crypto.randomUUID() };
    const first = await recordOk(s, event);
    const second = await recordOk(s, event);
    expect(second).toEqual(first);
    expect((await storedRows(s)).length).toBe(3);
    // Still the original answer after the goal was cancelled.
    expect((await cancelCall(s, first.events[0].id)).status).toBe(200);
    expect(await recordOk(s, event)).toEqual(first);
    expect((await storedRows(s)).length).toBe(0);
  });

  it('the same client id with another body is refused (409 6032)', async () => {
    const s = await recordingScene(await database.fresh());
    const clientId = crypto.randomUUID();
    await recordOk(s, { teamId: teamIds.gwanak, eventType: 'SHOT', clientId });
    await expectRefusal(await recordCall(s, { teamId: teamIds.gwanak, eventType: 'FOUL', clientId }), 409, 6032);
    await expectRefusal(await exchangeCall(s, s.home.starters[0], s.home.bench[0], clientId), 409, 6032);
    expect((await storedRows(s)).map((r) => r.type)).toEqual(['SHOT']);
  });

  it('a repeated substitution answers the original result and moves nobody again', async () => {
    const s = await recordingScene(await database.fresh());
    const clientId = crypto.randomUUID();
    const first = await body<RecordResult>(await exchangeCall(s, s.home.starters[0], s.home.bench[0], clientId));
    const again = await exchangeCall(s, s.home.starters[0], s.home.bench[0], clientId);
    expect(again.status).toBe(201);
    expect((await body<RecordResult>(again)).data).toEqual(first.data);
    expect((await storedRows(s)).length).toBe(2);
  });
});

describe('the lifecycle', () => {
  const transitions: { from: string; request: ['FIRST_HALF' | 'SECOND_HALF', 'START_TIME' | 'END_TIME']; to: string | null; field?: keyof Match }[] = [];
  const order = ['SCHEDULED', 'PLAY_FIRST_HALF', 'HALF_TIME', 'PLAY_SECOND_HALF', 'FINISHED'] as const;
  const requests = [
    ['FIRST_HALF', 'START_TIME'],
    ['FIRST_HALF', 'END_TIME'],
    ['SECOND_HALF', 'START_TIME'],
    ['SECOND_HALF', 'END_TIME'],
  ] as const;
  const fields = ['firstHalfStartAt', 'firstHalfEndAt', 'secondHalfStartAt', 'secondHalfEndAt'] as const;
  for (const [i, from] of order.entries()) {
    for (const [j, request] of requests.entries()) {
      transitions.push({ from, request: [...request], to: i === j ? order[j + 1] : null, field: fields[j] });
    }
  }

  for (const c of transitions) {
    it(`${c.request.join(' ')} in ${c.from} ${c.to ? `→ ${c.to}` : 'is refused (409 6023)'}`, async () => {
      const s = await recordingScene(await database.fresh(), 'SCHEDULED');
      await s.t.database.db
        .update(matches)
        .set({ matchState: c.from as Match['matchState'] })
        .where(eq(matches.id, s.matchId));
      s.t.clock.advance(60_000);
      const response = await setTime(s, ...c.request);
      if (c.to === null) {
        await expectRefusal(response.clone(), 409, 6023);
        expect((await body(response)).message).toMatch(/^현재 경기 상태\(.+\)에서는 [전후]반 (시작을|종료를) 할 수 없습니다\.$/);
        const [row] = await s.t.database.db.select().from(matches).where(eq(matches.id, s.matchId));
        expect(row.matchState).toBe(c.from);
        return;
      }
      expect(response.status).toBe(200);
      const match = (await body<Match>(response)).data;
      expect(match.matchState).toBe(c.to);
      expect(match[c.field!]).toBe(s.t.clock.now().toISOString());
    });
  }

  it('cancelling kick-off clears events, instants and substitutions and goes back to SCHEDULED', async () => {
    const s = await recordingScene(await database.fresh());
    await recordOk(s, { teamId: teamIds.gwanak, matchUserId: s.home.starters[0], eventType: 'RED_CARD' });
    expect((await exchangeCall(s, s.home.starters[1], s.home.bench[0])).status).toBe(201);
    expect((await exchangeCall(s, s.home.bench[0], s.home.bench[1])).status).toBe(201);
    const response = await call(s.t, 'DELETE', `/api/v1/matches/${s.matchId}/time`, { token: s.tokens.awayAdmin });
    expect(response.status).toBe(200);
    const match = (await body<Match>(response)).data;
    expect([match.matchState, match.firstHalfStartAt, match.homeScore]).toEqual(['SCHEDULED', null, 0]);
    expect(await storedRows(s)).toEqual([]);
    expect(await Promise.all([...s.home.starters, ...s.home.bench].map((id) => cellOf(s, id)))).toEqual([1, 2, 27, null, null]);
    // Only from the first half.
    await expectRefusal(await call(s.t, 'DELETE', `/api/v1/matches/${s.matchId}/time`, { token: s.tokens.homeAdmin }), 409, 6023);
    await setTime(s, 'FIRST_HALF', 'START_TIME');
    await setTime(s, 'FIRST_HALF', 'END_TIME');
    await expectRefusal(await call(s.t, 'DELETE', `/api/v1/matches/${s.matchId}/time`, { token: s.tokens.homeAdmin }), 409, 6023);
  });
});

describe('the memo', () => {
  const save = (s: Awaited<ReturnType<typeof recordingScene>>, memo: string | null) =>
    call(s.t, 'POST', `/api/v1/matches/${s.matchId}/memo`, { token: s.tokens.homeAdmin, json: { memo } });

  it('saves in play and at half time, clears with null, and GET /memo agrees', async () => {
    const s = await recordingScene(await database.fresh());
    const saved = await save(s, '전반 압박 좋음');
    expect(saved.status).toBe(200);
    expect((await body<MatchMemo>(saved)).data).toEqual({ matchId: s.matchId, memo: '전반 압박 좋음' });
    await setTime(s, 'FIRST_HALF', 'END_TIME');
    expect((await save(s, '하프타임 메모')).status).toBe(200);
    expect((await body<MatchMemo>(await call(s.t, 'GET', `/api/v1/matches/${s.matchId}/memo`, { token: s.tokens.homeUser }))).data.memo).toBe('하프타임 메모');
    expect((await body<MatchMemo>(await save(s, null))).data.memo).toBeNull();
  });

  it('accepts 1000 characters and refuses 1001 (400)', async () => {
    const s = await recordingScene(await database.fresh());
    expect((await save(s, '가'.repeat(1000))).status).toBe(200);
    await expectRefusal(await save(s, '가'.repeat(1001)), 400, 400);
  });
});
