/**
 * Regression tests of decision 029, one per reproduction on the demo data:
 * the opponent's admin cannot delete a shared match (nor the owner once it kicked off); a match
 * 관악 유나이티드 registers against FC 한강 is a request that stays out of FC 한강's records until its
 * admin accepts; and one side cannot cancel what the other side's admin recorded.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Paged } from '#contract/envelope.ts';
import type { Match, MatchEvent, MatchListItem } from '#contract/matches.ts';
import type { TeamResultsSummary } from '#contract/teams.ts';
import type { MyTeamListItem } from '#contract/users.ts';
import { matchEvents, matches, matchShares, matchUsers } from '#server/db/schema.ts';
import { body, call } from './helpers.ts';
import { createBody, insertMatch, people, seededMatchId, teamIds, tokenOf } from './match-fixtures.ts';
import { cancelCall, exchangeCall, expectRefusal, recordingScene, recordOk } from './recording-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

/** Everything stored of a match: its row, lineup rows and events (to show a refusal changed nothing). */
async function stored(t: TestApp, matchId: number) {
  const { db } = t.database;
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  const [{ lineup }] = await db.select({ lineup: count() }).from(matchUsers).where(eq(matchUsers.matchId, matchId));
  const [{ events }] = await db.select({ events: count() }).from(matchEvents).where(eq(matchEvents.matchId, matchId));
  return { match, lineup, events };
}

const teamMatches = async (t: TestApp, teamId: number, token: string) =>
  (await body<Paged<MatchListItem>>(await call(t, 'GET', `/api/v1/teams/${teamId}/matches?size=50`, { token }))).data;
const resultsSummary = async (t: TestApp, teamId: number, token: string) =>
  (await body<TeamResultsSummary>(await call(t, 'GET', `/api/v1/teams/${teamId}/results/summary`, { token }))).data;

describe('deleting a match both teams play (decision 029)', () => {
  it('refuses the opponent admin a scheduled match the other team registered, and keeps it whole', async () => {
    const t = await database.fresh();
    const matchId = await seededMatchId(t, '서울 주말리그 5라운드');
    const before = await stored(t, matchId);
    expect(before.match.ownerTeamId).toBe(teamIds.gwanak);

    await expectRefusal(await call(t, 'DELETE', `/api/v1/matches/${matchId}`, { token: await tokenOf(t, 'hangangAdmin') }), 403, 6033);
    expect(await stored(t, matchId)).toEqual(before);
  });

  it('refuses even the owner once a match between two registered teams has kicked off, and keeps the other team records', async () => {
    const t = await database.fresh();
    const matchId = await seededMatchId(t, '관악구청장배 예선');
    const before = await stored(t, matchId);
    expect(before.events).toBeGreaterThan(0);

    await expectRefusal(await call(t, 'DELETE', `/api/v1/matches/${matchId}`, { token: await tokenOf(t, 'gwanakAdmin') }), 409, 6034);
    await expectRefusal(await call(t, 'DELETE', `/api/v1/matches/${matchId}`, { token: await tokenOf(t, 'hangangAdmin') }), 403, 6033);
    expect(await stored(t, matchId)).toEqual(before);
  });

  it('lets the owner delete its scheduled match', async () => {
    const t = await database.fresh();
    const matchId = await seededMatchId(t, '서울 주말리그 5라운드');
    expect((await call(t, 'DELETE', `/api/v1/matches/${matchId}`, { token: await tokenOf(t, 'gwanakAdmin') })).status).toBe(204);
    expect((await stored(t, matchId)).match).toBeUndefined();
  });

  it('lets the owner delete a finished match against a temporary team, records and all', async () => {
    const t = await database.fresh();
    const matchId = await seededMatchId(t, '성수 FC 초청 친선전');
    expect((await stored(t, matchId)).events).toBeGreaterThan(0);
    expect((await call(t, 'DELETE', `/api/v1/matches/${matchId}`, { token: await tokenOf(t, 'hangangAdmin') })).status).toBe(204);
    expect(await stored(t, matchId)).toEqual({ match: undefined, lineup: 0, events: 0 });
  });
});

describe('a match against another registered team is a request (decision 029)', () => {
  /** 관악 유나이티드's admin registers 관악 (2) at home against FC 한강 (1), as in the issue. */
  async function register(t: TestApp): Promise<number> {
    expect([teamIds.gwanak, teamIds.hangang]).toEqual([2, 1]);
    const created = await call(t, 'POST', '/api/v1/matches', {
      token: await tokenOf(t, 'gwanakAdmin'),
      json: createBody({ homeTeamId: teamIds.gwanak, awayTeamId: teamIds.hangang, title: '관악이 보낸 경기' }),
    });
    expect(created.status).toBe(201);
    return (await body<{ id: number }>(created)).data.id;
  }

  it("counts on the invited team's admins' list of teams while it waits (the team page's notice), and on nobody else's", async () => {
    const t = await database.fresh();
    const waiting = async (who: 'hangangAdmin' | 'hangangUser' | 'gwanakAdmin') => {
      const token = await tokenOf(t, who);
      const userId = people[who].id;
      const teams = (await body<MyTeamListItem[]>(await call(t, 'GET', `/api/v1/users/${userId}/teams`, { token }))).data;
      return Object.fromEntries(teams.map((team) => [team.id, team.pendingMatchRequests]));
    };
    const before = { hangangAdmin: await waiting('hangangAdmin'), gwanakAdmin: await waiting('gwanakAdmin') };
    const first = await register(t);
    const second = await register(t);
    expect(await waiting('hangangAdmin')).toEqual({ ...before.hangangAdmin, [teamIds.hangang]: before.hangangAdmin[teamIds.hangang] + 2 });
    // The registering team waits for nobody's answer but the other's; a plain member sees no count.
    expect(await waiting('gwanakAdmin')).toEqual(before.gwanakAdmin);
    expect((await waiting('hangangUser'))[teamIds.hangang]).toBe(0);
    // The count is what the admins' list of requests holds, and an answer takes one off.
    const listed = (
      await body<MatchListItem[]>(await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/match-requests`, { token: await tokenOf(t, 'hangangAdmin') }))
    ).data;
    expect(listed.length).toBe((await waiting('hangangAdmin'))[teamIds.hangang]);
    expect((await call(t, 'POST', `/api/v1/matches/${first}/accept`, { token: await tokenOf(t, 'hangangAdmin') })).status).toBe(200);
    expect((await call(t, 'POST', `/api/v1/matches/${second}/decline`, { token: await tokenOf(t, 'hangangAdmin') })).status).toBe(200);
    expect(await waiting('hangangAdmin')).toEqual(before.hangangAdmin);
  });

  it('stays out of FC 한강 records and reads until its admin accepts, and counts there after', async () => {
    const t = await database.fresh();
    const [hangangAdmin, hangangUser, gwanakAdmin] = [await tokenOf(t, 'hangangAdmin'), await tokenOf(t, 'hangangUser'), await tokenOf(t, 'gwanakAdmin')];
    const listBefore = await teamMatches(t, teamIds.hangang, hangangAdmin);
    const summaryBefore = await resultsSummary(t, teamIds.hangang, hangangAdmin);
    const matchId = await register(t);

    // The owner sees it, marked as waiting.
    const own = (await teamMatches(t, teamIds.gwanak, gwanakAdmin)).content.find((m) => m.id === matchId);
    expect(own).toMatchObject({ ownerTeamId: teamIds.gwanak, requestState: 'PENDING' });
    // FC 한강: not in its list nor its results; its plain members cannot read it; its admin sees the request.
    const listPending = await teamMatches(t, teamIds.hangang, hangangAdmin);
    expect(listPending.content.map((m) => m.id)).not.toContain(matchId);
    expect(listPending.totalElements).toBe(listBefore.totalElements);
    expect((await resultsSummary(t, teamIds.hangang, hangangAdmin)).totalMatchCount).toBe(summaryBefore.totalMatchCount);
    await expectRefusal(await call(t, 'GET', `/api/v1/matches/${matchId}`, { token: hangangUser }), 403, 5005);
    await expectRefusal(await call(t, 'GET', `/api/v1/matches/${matchId}/live`, { token: hangangUser }), 403, 5005);
    const requests = await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/match-requests`, { token: hangangAdmin });
    expect((await body<MatchListItem[]>(requests)).data.map((m) => m.id)).toEqual([matchId]);
    expect((await body<Match>(await call(t, 'GET', `/api/v1/matches/${matchId}`, { token: hangangAdmin }))).data.requestState).toBe('PENDING');

    // Nothing starts before the answer, and only FC 한강's admin may give it.
    await expectRefusal(
      await call(t, 'PATCH', `/api/v1/matches/${matchId}/time`, { token: gwanakAdmin, json: { halfType: 'FIRST_HALF', timeType: 'START_TIME' } }),
      409,
      6035,
    );
    await expectRefusal(await call(t, 'POST', `/api/v1/matches/${matchId}/accept`, { token: gwanakAdmin }), 403, 6037);
    await expectRefusal(await call(t, 'POST', `/api/v1/matches/${matchId}/accept`, { token: hangangUser }), 403, 5005);
    await expectRefusal(await call(t, 'POST', `/api/v1/matches/${matchId}/accept`, { token: await tokenOf(t, 'outsider') }), 403, 5005);

    const accepted = await call(t, 'POST', `/api/v1/matches/${matchId}/accept`, { token: hangangAdmin });
    expect(accepted.status).toBe(200);
    expect((await body<Match>(accepted)).data).toMatchObject({ id: matchId, requestState: 'ACCEPTED', ownerTeamId: teamIds.gwanak });
    expect((await stored(t, matchId)).match.requestAnsweredAt).toEqual(t.clock.now());
    await expectRefusal(await call(t, 'POST', `/api/v1/matches/${matchId}/decline`, { token: hangangAdmin }), 409, 6036);

    const listAfter = await teamMatches(t, teamIds.hangang, hangangAdmin);
    expect(listAfter.content.map((m) => m.id)).toContain(matchId);
    expect(listAfter.totalElements).toBe(listBefore.totalElements + 1);
    // Accepted, but not played yet: it counts as a played match only once finished (decision 032).
    expect((await resultsSummary(t, teamIds.hangang, hangangAdmin)).totalMatchCount).toBe(summaryBefore.totalMatchCount);
    expect((await call(t, 'GET', `/api/v1/matches/${matchId}`, { token: hangangUser })).status).toBe(200);
    expect((await body<MatchListItem[]>(await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/match-requests`, { token: hangangAdmin }))).data).toEqual([]);
    expect(
      (await call(t, 'PATCH', `/api/v1/matches/${matchId}/time`, { token: gwanakAdmin, json: { halfType: 'FIRST_HALF', timeType: 'START_TIME' } })).status,
    ).toBe(200);
  });

  it('lets the owner set its own lineup while waiting, but not the invited team', async () => {
    const t = await database.fresh();
    const matchId = await register(t);
    const add = (teamId: number, userId: number, token: string) =>
      call(t, 'POST', `/api/v1/matches/${matchId}/users`, {
        token,
        json: { players: [{ teamId, userId, name: null, number: null, role: 'SUB_PLAYER', matchPosition: null, matchGrid: null }] },
      });
    expect((await add(teamIds.gwanak, people.gwanakUser.id, await tokenOf(t, 'gwanakAdmin'))).status).toBe(201);
    await expectRefusal(await add(teamIds.hangang, people.hangangUser.id, await tokenOf(t, 'hangangAdmin')), 409, 6035);
  });

  it('keeps a declined match with its owner only, marked declined, never started, and deletable by it', async () => {
    const t = await database.fresh();
    const [hangangAdmin, gwanakAdmin] = [await tokenOf(t, 'hangangAdmin'), await tokenOf(t, 'gwanakAdmin')];
    const matchId = await register(t);

    await expectRefusal(await call(t, 'POST', `/api/v1/matches/${matchId}/decline`, { token: gwanakAdmin }), 403, 6037);
    const declined = await call(t, 'POST', `/api/v1/matches/${matchId}/decline`, { token: hangangAdmin });
    expect(declined.status).toBe(200);
    expect((await body<Match>(declined)).data.requestState).toBe('DECLINED');
    await expectRefusal(await call(t, 'POST', `/api/v1/matches/${matchId}/accept`, { token: hangangAdmin }), 409, 6036);

    expect((await teamMatches(t, teamIds.hangang, hangangAdmin)).content.map((m) => m.id)).not.toContain(matchId);
    expect((await body<MatchListItem[]>(await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/match-requests`, { token: hangangAdmin }))).data).toEqual([]);
    expect((await teamMatches(t, teamIds.gwanak, gwanakAdmin)).content.find((m) => m.id === matchId)?.requestState).toBe('DECLINED');
    await expectRefusal(
      await call(t, 'PATCH', `/api/v1/matches/${matchId}/time`, { token: gwanakAdmin, json: { halfType: 'FIRST_HALF', timeType: 'START_TIME' } }),
      409,
      6035,
    );
    await expectRefusal(await call(t, 'DELETE', `/api/v1/matches/${matchId}`, { token: hangangAdmin }), 403, 6033);
    expect((await call(t, 'DELETE', `/api/v1/matches/${matchId}`, { token: gwanakAdmin })).status).toBe(204);
  });

  it('publishes no public link before FC 한강 accepts, nor after it declines (409 6035), and a link made before opens nothing', async () => {
    const t = await database.fresh();
    const [hangangAdmin, gwanakAdmin] = [await tokenOf(t, 'hangangAdmin'), await tokenOf(t, 'gwanakAdmin')];
    const share = (matchId: number, token: string) => call(t, 'POST', `/api/v1/matches/${matchId}/share`, { token });
    const waiting = await register(t);
    for (const token of [hangangAdmin, gwanakAdmin]) await expectRefusal(await share(waiting, token), 409, 6035);

    const declined = await register(t);
    expect((await call(t, 'POST', `/api/v1/matches/${declined}/decline`, { token: hangangAdmin })).status).toBe(200);
    for (const token of [hangangAdmin, gwanakAdmin]) await expectRefusal(await share(declined, token), 409, 6035);
    expect(
      await t.database.db
        .select()
        .from(matchShares)
        .where(inArray(matchShares.matchId, [waiting, declined])),
    ).toEqual([]);

    // A link turned on while this was allowed: its page and stream open nothing until the answer.
    const token = 'AAAAAAAAAAAAAAAAAAAAAAAA';
    await t.database.db.insert(matchShares).values({ matchId: waiting, token, createdBy: people.hangangAdmin.id, createdAt: t.clock.now() });
    for (const path of [`/open-api/v1/live/${token}`, `/open-api/v1/live/${token}/stream`]) await expectRefusal(await t.app.request(path), 404, 6043);

    expect((await call(t, 'POST', `/api/v1/matches/${waiting}/accept`, { token: hangangAdmin })).status).toBe(200);
    expect((await t.app.request(`/open-api/v1/live/${token}`)).status).toBe(200);
    const accepted = await register(t);
    expect((await call(t, 'POST', `/api/v1/matches/${accepted}/accept`, { token: hangangAdmin })).status).toBe(200);
    expect((await share(accepted, hangangAdmin)).status).toBe(200);
  });

  it('needs no answer when the other side is a temporary team', async () => {
    const t = await database.fresh();
    const created = await call(t, 'POST', '/api/v1/matches', {
      token: await tokenOf(t, 'hangangAdmin'),
      json: createBody({ homeTeamId: teamIds.seongsu, awayTeamId: teamIds.hangang }),
    });
    const { id } = (await body<{ id: number }>(created)).data;
    expect((await stored(t, id)).match).toMatchObject({ ownerTeamId: teamIds.hangang, requestState: 'ACCEPTED' });
  });
});

describe("cancelling the other side's record (decision 029)", () => {
  const historyOf = async (t: TestApp, matchId: number, token: string) =>
    (await body<MatchEvent[]>(await call(t, 'GET', `/api/v1/matches/${matchId}/history`, { token }))).data;

  it('refuses FC 한강 admin a cancel of a goal 관악 admin recorded, and the goal stays', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const goal = (await recordOk(s, { teamId: teamIds.gwanak, matchUserId: s.home.starters[0], eventType: 'GOAL' })).events[0];
    expect(goal.recordedByTeamId).toBe(teamIds.gwanak);

    await expectRefusal(await cancelCall(s, goal.id, s.tokens.awayAdmin), 403, 6038);
    expect((await historyOf(t, s.matchId, s.tokens.homeAdmin)).map((e) => e.id)).toContain(goal.id);
    // Its own side may still take it back.
    expect((await cancelCall(s, goal.id, s.tokens.homeAdmin)).status).toBe(200);
  });

  it('marks an event with the side that recorded it, whichever team it counts for, and guards it the same way', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    // FC 한강's admin records 관악's shot (the opponent has no one at a phone): FC 한강 recorded it.
    const shot = (await recordOk(s, { teamId: teamIds.gwanak, matchUserId: s.home.starters[1], eventType: 'SHOT' }, s.tokens.awayAdmin)).events[0];
    expect(shot.recordedByTeamId).toBe(teamIds.hangang);
    await expectRefusal(await cancelCall(s, shot.id, s.tokens.homeAdmin), 403, 6038);
    expect((await cancelCall(s, shot.id, s.tokens.awayAdmin)).status).toBe(200);
  });

  it('refuses undoing a substitution the other side recorded', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const exchanged = await exchangeCall(s, s.home.starters[0], s.home.bench[0]);
    expect(exchanged.status).toBe(201);
    const subOut = (await body<{ events: MatchEvent[] }>(exchanged)).data.events.find((e) => e.eventType === 'SUB_OUT')!;
    await expectRefusal(await cancelCall(s, subOut.id, s.tokens.awayAdmin), 403, 6038);
    const [row] = await t.database.db.select().from(matchEvents).where(eq(matchEvents.id, subOut.id));
    expect(row).toBeDefined();
  });

  it('lets the owner cancel events of a temporary opponent, whoever they are marked as recorded by', async () => {
    const t = await database.fresh();
    const hangangAdmin = await tokenOf(t, 'hangangAdmin');
    const { matchId } = await insertMatch(t, { home: teamIds.hangang, away: teamIds.seongsu, state: 'PLAY_FIRST_HALF' });
    await t.database.db.update(matches).set({ firstHalfStartAt: t.clock.now() }).where(eq(matches.id, matchId));
    const [inTheirName] = await t.database.db
      .insert(matchEvents)
      .values({
        matchId,
        teamId: teamIds.seongsu,
        eventType: 'CORNER_KICK',
        halfType: 'FIRST_HALF',
        elapsedMinutes: 3,
        createdAt: t.clock.now(),
        description: '',
        recordedByTeamId: teamIds.seongsu,
      })
      .returning({ id: matchEvents.id });
    expect((await call(t, 'DELETE', `/api/v1/match-event/${inTheirName.id}`, { token: hangangAdmin })).status).toBe(200);

    const recorded = await call(t, 'POST', `/api/v1/matches/${matchId}/events`, {
      token: hangangAdmin,
      json: { clientId: crypto.randomUUID(), teamId: teamIds.seongsu, matchUserId: null, eventType: 'CORNER_KICK' },
    });
    const corner = (await body<{ events: MatchEvent[] }>(recorded)).data.events[0];
    expect(corner.recordedByTeamId).toBe(teamIds.hangang);
    expect((await call(t, 'DELETE', `/api/v1/match-event/${corner.id}`, { token: hangangAdmin })).status).toBe(200);
  });
});
