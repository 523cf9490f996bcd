/**
 * A withdrawal reaches the live log (decisions 031, 070): the stored messages keep people's ids and
 * no names, so a replay of the members' stream or of a public link's stream, and the answer a
 * retried write gets again, say 탈퇴한 회원 once the person left — never their old name.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchShareLink } from '#contract/match-share.ts';
import type { RecordResult } from '#contract/matches.ts';
import { liveMessages, matchUsers, users } from '#server/db/schema.ts';
import { body, call, tokenFor } from './helpers.ts';
import { connected, message } from './live-fixtures.ts';
import { people, teamIds } from './match-fixtures.ts';
import { type RecordingScene, recordingScene, recordCall, setTime } from './recording-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';
import { sseReader } from './live-fixtures.ts';

const database = useTestDatabase();
const withdrawn = '탈퇴한 회원';

/** 관악's ordinary member on the home side scores; their real name, their lineup entry. */
async function goalOfAMember(t: TestApp, s: RecordingScene, clientId: string) {
  const [entry] = await t.database.db
    .select({ id: matchUsers.id })
    .from(matchUsers)
    .where(and(eq(matchUsers.matchId, s.matchId), eq(matchUsers.userId, people.gwanakUser.id)));
  const [person] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, people.gwanakUser.id));
  const response = await recordCall(s, { teamId: teamIds.gwanak, matchUserId: entry.id, eventType: 'GOAL', clientId });
  expect(response.status).toBe(201);
  const result = (await body<RecordResult>(response)).data;
  expect(result.events[0].userName).toBe(person.name);
  return { name: person.name, result };
}

const withdraw = async (t: TestApp) =>
  expect((await call(t, 'PATCH', '/api/v1/users/withdraw', { token: await tokenFor(t, people.gwanakUser.id) })).status).toBe(204);

describe('the live log after a scorer withdraws', () => {
  it("replays the members' stream with 탈퇴한 회원 where the scorer's name was", async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const { name, result } = await goalOfAMember(t, s, crypto.randomUUID());
    await withdraw(t);

    // A teammate on the other side watches: the person who left can no longer.
    const stream = await connected(t, s, { token: s.tokens.awayAdmin, lastEventId: result.seq - 1 });
    const replayed = await stream.untilReady();
    await stream.close();
    const recorded = message(replayed[0]);
    expect(recorded.type).toBe('events.recorded');
    const events = recorded.type === 'events.recorded' ? recorded.events : [];
    expect(events.map((e) => [e.eventType, e.userName])).toEqual([
      ['GOAL', withdrawn],
      ['SHOT', withdrawn],
      ['VALID_SHOT', withdrawn],
    ]);
    expect(replayed.map((e) => e.data ?? '').join('\n')).not.toContain(name);
  });

  it("replays a public link's stream with 탈퇴한 회원, and keeps no name in the stored rows", async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const shared = await call(t, 'POST', `/api/v1/matches/${s.matchId}/share`, { token: s.tokens.homeAdmin });
    const link = (await body<MatchShareLink>(shared)).data;
    const { name, result } = await goalOfAMember(t, s, crypto.randomUUID());
    await withdraw(t);

    const response = await t.app.request(`/open-api/v1/live/${link.token}/stream?lastEventId=${result.seq - 1}`);
    expect(response.status).toBe(200);
    const stream = sseReader(response);
    const replayed = await stream.untilReady();
    await stream.close();
    expect(JSON.parse(replayed[0].data!)).toMatchObject({ type: 'events.recorded', events: [{ eventType: 'GOAL', playerName: withdrawn }, {}, {}] });
    expect(replayed.map((e) => e.data ?? '').join('\n')).not.toContain(name);

    const stored = await t.database.db
      .select({ payload: liveMessages.payload, result: liveMessages.result })
      .from(liveMessages)
      .where(eq(liveMessages.matchId, s.matchId));
    expect(JSON.stringify(stored)).not.toContain(name);
  });

  it('answers a retried write with 탈퇴한 회원, the same rows and seq', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const clientId = crypto.randomUUID();
    const { result } = await goalOfAMember(t, s, clientId);
    await withdraw(t);

    const [entry] = await t.database.db
      .select({ id: matchUsers.id })
      .from(matchUsers)
      .where(and(eq(matchUsers.matchId, s.matchId), eq(matchUsers.userId, people.gwanakUser.id)));
    const retried = await recordCall(s, { teamId: teamIds.gwanak, matchUserId: entry.id, eventType: 'GOAL', clientId });
    expect(retried.status).toBe(201);
    const again = (await body<RecordResult>(retried)).data;
    expect(again.seq).toBe(result.seq);
    expect(again.events.map((e) => [e.id, e.userName])).toEqual(result.events.map((e) => [e.id, withdrawn]));
  });

  it("replays a named recorder who withdrew as 탈퇴한 회원 in the match's message", async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const named = await call(t, 'PUT', `/api/v1/matches/${s.matchId}/recorders/${teamIds.gwanak}`, {
      token: s.tokens.homeAdmin,
      json: { userId: people.gwanakUser.id },
    });
    expect(named.status).toBe(200);
    // Half time: a match message that carries the recorder.
    expect((await setTime(s, 'FIRST_HALF', 'END_TIME')).status).toBe(200);
    await withdraw(t);

    // After kick-off's message (seq 1), which named no recorder yet.
    const stream = await connected(t, s, { token: s.tokens.awayAdmin, lastEventId: 1 });
    const replayed = (await stream.untilReady()).filter((e) => e.event === 'match.changed').map(message);
    await stream.close();
    const last = replayed.at(-1);
    expect(last?.type === 'match.changed' ? [last.match.homeRecorderId, last.match.homeRecorderName] : null).toEqual([people.gwanakUser.id, withdrawn]);
  });
});
