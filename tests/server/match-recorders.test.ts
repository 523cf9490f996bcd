/**
 * The member an admin names to record one match (decision 054): who may name whom, what the named
 * member may write (every recording write, for their side, cancels only of their side's rows), and
 * when the role ends — at full time, when someone else is named, when the role is taken back, when
 * they leave the team. The authorization matrix holds the same role against every endpoint.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LiveMessage, Match, RecordResult } from '#contract/matches.ts';
import { liveMessages, matchEvents, memberships, users } from '#server/db/schema.ts';
import { seedPeople, seedPerson } from '#server/db/seed-data.ts';
import { body, call, tokenFor } from './helpers.ts';
import { insertMatch, people, teamIds } from './match-fixtures.ts';
import { cancelCall, expectRefusal, recordCall, recordingScene, recordOk, type RecordingScene, setTime } from './recording-fixtures.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

/** A USER of FC 한강 (the away side of the scene) who is not in its lineup: hands free to record. */
const recorder = seedPerson('hwang-yuchan');
const secondRecorder = seedPerson('yoon-gunwoo');
/** A USER of 관악 유나이티드 (home). */
const gwanakMember = seedPeople.filter((p) => p.teams.some((t) => t.key === 'gwanak' && t.role === 'USER')).at(-1)!;

const recordersPath = (matchId: number, teamId: number) => `/api/v1/matches/${matchId}/recorders/${teamId}`;

function name(s: RecordingScene, personId: number, teamId = teamIds.hangang, token = s.tokens.awayAdmin) {
  return call(s.t, 'PUT', recordersPath(s.matchId, teamId), { token, json: { userId: personId } });
}

async function named(s: RecordingScene, personId: number, teamId = teamIds.hangang, token = s.tokens.awayAdmin): Promise<Match> {
  const response = await name(s, personId, teamId, token);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return (await body<Match>(response)).data;
}

describe('naming a recorder', () => {
  it("names a member of the admin's own team, shows them on the match and tells the live pages", async () => {
    const s = await recordingScene(await database.fresh());
    const match = await named(s, recorder.id);
    expect(match).toMatchObject({ awayRecorderId: recorder.id, awayRecorderName: recorder.name, homeRecorderId: null, homeRecorderName: null });

    const read = await body<Match>(await call(s.t, 'GET', `/api/v1/matches/${s.matchId}`, { token: s.tokens.homeUser }));
    expect(read.data).toMatchObject({ awayRecorderId: recorder.id, awayRecorderName: recorder.name });

    const [last] = await s.t.database.db
      .select()
      .from(liveMessages)
      .where(eq(liveMessages.matchId, s.matchId))
      .orderBy(liveMessages.seq)
      .then((rows) => rows.slice(-1));
    const message = last.payload as LiveMessage;
    expect(message.type).toBe('match.changed');
    expect(message.type === 'match.changed' && message.match.awayRecorderId).toBe(recorder.id);
  });

  it('keeps one recorder per side: naming another replaces the first, and each side names its own', async () => {
    const s = await recordingScene(await database.fresh());
    await named(s, recorder.id);
    await named(s, gwanakMember.id, teamIds.gwanak, s.tokens.homeAdmin);
    const match = await named(s, secondRecorder.id);
    expect(match).toMatchObject({ awayRecorderId: secondRecorder.id, homeRecorderId: gwanakMember.id, homeRecorderName: gwanakMember.name });

    await expectRefusal(await recordCall(s, { teamId: teamIds.hangang, eventType: 'CORNER_KICK' }, await tokenFor(s.t, recorder.id)), 403, 5006);
    expect((await recordCall(s, { teamId: teamIds.hangang, eventType: 'CORNER_KICK' }, await tokenFor(s.t, secondRecorder.id))).status).toBe(201);
  });

  it('takes the role back', async () => {
    const s = await recordingScene(await database.fresh());
    await named(s, recorder.id);
    const removed = await call(s.t, 'DELETE', recordersPath(s.matchId, teamIds.hangang), { token: s.tokens.awayAdmin });
    expect(removed.status).toBe(200);
    expect((await body<Match>(removed)).data).toMatchObject({ awayRecorderId: null, awayRecorderName: null });
    await expectRefusal(await recordCall(s, { teamId: teamIds.hangang, eventType: 'CORNER_KICK' }, await tokenFor(s.t, recorder.id)), 403, 5006);
  });

  it('refuses, with a precise error, whoever may not be named and whoever may not name', async () => {
    const s = await recordingScene(await database.fresh());
    const [guest] = await s.t.database.db
      .insert(users)
      .values({ name: '한강 용병', lifecycle: 'ACTIVE', socialType: 'GUEST', ownerTeamId: teamIds.hangang, createdAt: s.t.clock.now() })
      .returning({ id: users.id });
    await s.t.database.db.insert(memberships).values({ teamId: teamIds.hangang, userId: guest.id, teamRole: 'USER', joinedAt: s.t.clock.now() });

    // A guest player never signs in; a member of the other team is not this side's; nor is someone unknown.
    await expectRefusal(await name(s, guest.id), 400, 6039);
    await expectRefusal(await name(s, gwanakMember.id), 400, 6039);
    await expectRefusal(await name(s, 999_999), 400, 6039);
    // Each side names its own; a plain member names nobody; a team outside the match has no side.
    await expectRefusal(await name(s, gwanakMember.id, teamIds.gwanak, s.tokens.awayAdmin), 403, 6040);
    await expectRefusal(await name(s, recorder.id, teamIds.hangang, await tokenFor(s.t, people.hangangUser.id)), 403, 5006);
    await expectRefusal(await name(s, recorder.id, teamIds.seongsu), 400, 6011);
    // A body that is not a person's id, and a match that does not exist.
    await expectRefusal(await call(s.t, 'PUT', recordersPath(s.matchId, teamIds.hangang), { token: s.tokens.awayAdmin, json: { userId: '한 명' } }), 400, 400);
    await expectRefusal(
      await call(s.t, 'PUT', recordersPath(999_999, teamIds.hangang), { token: s.tokens.awayAdmin, json: { userId: recorder.id } }),
      404,
      6007,
    );

    const read = await body<Match>(await call(s.t, 'GET', `/api/v1/matches/${s.matchId}`, { token: s.tokens.awayAdmin }));
    expect(read.data).toMatchObject({ homeRecorderId: null, awayRecorderId: null });
  });

  it('lets the invited side name its recorder only once it has accepted; the owner may before', async () => {
    const t = await database.fresh();
    const { matchId } = await insertMatch(t, { requestState: 'PENDING' });
    const awayAdmin = await tokenFor(t, people.hangangAdmin.id);
    const homeAdmin = await tokenFor(t, people.gwanakAdmin.id);
    await expectRefusal(await call(t, 'PUT', recordersPath(matchId, teamIds.hangang), { token: awayAdmin, json: { userId: recorder.id } }), 409, 6035);
    expect((await call(t, 'PUT', recordersPath(matchId, teamIds.gwanak), { token: homeAdmin, json: { userId: gwanakMember.id } })).status).toBe(200);
  });
});

describe('what the named member may do', () => {
  it('runs the clock, records for both teams as their side, and keeps the memo', async () => {
    const s = await recordingScene(await database.fresh(), 'SCHEDULED');
    await named(s, recorder.id);
    const token = await tokenFor(s.t, recorder.id);

    expect((await setTime(s, 'FIRST_HALF', 'START_TIME', token)).status).toBe(200);
    const own = await recordOk(s, { teamId: teamIds.hangang, matchUserId: s.away.starters[0], eventType: 'GOAL' }, token);
    const theirs = await recordOk(s, { teamId: teamIds.gwanak, eventType: 'CORNER_KICK' }, token);
    const [ownRow] = await s.t.database.db.select().from(matchEvents).where(eq(matchEvents.id, own.events[0].id));
    const [theirRow] = await s.t.database.db.select().from(matchEvents).where(eq(matchEvents.id, theirs.events[0].id));
    expect([ownRow.recordedByTeamId, theirRow.recordedByTeamId]).toEqual([teamIds.hangang, teamIds.hangang]);

    const exchange = await call(s.t, 'POST', `/api/v1/matches/${s.matchId}/exchange`, {
      token,
      json: { clientId: crypto.randomUUID(), fromMatchUserId: s.away.starters[1], toMatchUserId: s.away.bench[0] },
    });
    expect(exchange.status).toBe(201);
    expect((await call(s.t, 'POST', `/api/v1/matches/${s.matchId}/memo`, { token, json: { memo: '전반 압박 좋음' } })).status).toBe(200);
    expect((await setTime(s, 'FIRST_HALF', 'END_TIME', token)).status).toBe(200);
  });

  it("cancels what their side recorded, never what the other side's admin did", async () => {
    const s = await recordingScene(await database.fresh());
    await named(s, recorder.id);
    const token = await tokenFor(s.t, recorder.id);
    const byAwayAdmin = await recordOk(s, { teamId: teamIds.hangang, eventType: 'CORNER_KICK' }, s.tokens.awayAdmin);
    const byHomeAdmin = await recordOk(s, { teamId: teamIds.hangang, eventType: 'OFFSIDE' }, s.tokens.homeAdmin);
    expect((await cancelCall(s, byAwayAdmin.events[0].id, token)).status).toBe(200);
    await expectRefusal(await cancelCall(s, byHomeAdmin.events[0].id, token), 403, 6038);
  });

  it('records nothing in another match, and edits no lineup', async () => {
    const s = await recordingScene(await database.fresh(), 'SCHEDULED');
    await named(s, recorder.id);
    const token = await tokenFor(s.t, recorder.id);
    const other = await recordingScene(s.t);
    await expectRefusal(await recordCall(other, { teamId: teamIds.hangang, eventType: 'CORNER_KICK' }, token), 403, 5006);
    const grid = await call(s.t, 'PATCH', `/api/v1/matches/${s.matchId}/grid`, {
      token,
      json: { changes: [{ matchUserId: s.away.starters[0], role: 'START_PLAYER', matchGrid: 7 }] },
    });
    await expectRefusal(grid, 403, 5006);
  });
});

describe('when the role ends', () => {
  it('ends at full time: the named member is told so, the admin that the match is over, and nobody is named after it', async () => {
    const s = await recordingScene(await database.fresh());
    await named(s, recorder.id);
    const token = await tokenFor(s.t, recorder.id);
    for (const [half, time] of [
      ['FIRST_HALF', 'END_TIME'],
      ['SECOND_HALF', 'START_TIME'],
      ['SECOND_HALF', 'END_TIME'],
    ] as const) {
      expect((await setTime(s, half, time, token)).status).toBe(200);
    }
    await expectRefusal(await recordCall(s, { teamId: teamIds.hangang, eventType: 'CORNER_KICK' }, token), 403, 6041);
    await expectRefusal(await recordCall(s, { teamId: teamIds.hangang, eventType: 'CORNER_KICK' }, s.tokens.awayAdmin), 409, 6021);
    await expectRefusal(await name(s, secondRecorder.id), 409, 6042);
    await expectRefusal(await call(s.t, 'DELETE', recordersPath(s.matchId, teamIds.hangang), { token: s.tokens.awayAdmin }), 409, 6042);

    // The match still says who recorded it.
    const read = await body<Match>(await call(s.t, 'GET', `/api/v1/matches/${s.matchId}`, { token }));
    expect(read.data).toMatchObject({ matchState: 'FINISHED', awayRecorderId: recorder.id, awayRecorderName: recorder.name });
  });

  it('ends when the member leaves the team', async () => {
    const s = await recordingScene(await database.fresh());
    await named(s, recorder.id);
    const token = await tokenFor(s.t, recorder.id);
    const first: RecordResult = await recordOk(s, { teamId: teamIds.hangang, eventType: 'CORNER_KICK' }, token);
    expect(first.events).toHaveLength(1);
    await s.t.database.db.delete(memberships).where(and(eq(memberships.teamId, teamIds.hangang), eq(memberships.userId, recorder.id)));
    await expectRefusal(await recordCall(s, { teamId: teamIds.hangang, eventType: 'CORNER_KICK' }, token), 403, 5006);
  });
});
