/**
 * Whose names a public link shows, and how long it answers (decision 070): a registered team's
 * players show by name only when that team's admin shared the link too, otherwise by number and
 * initial; a link stops answering 7 days after full time (410 6048) unless an admin keeps it.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '#contract/error-codes.ts';
import { type MatchShareLink, PublicMatchSnapshot } from '#contract/match-share.ts';
import { sharePreview } from '#server/matches/share-preview.ts';
import { body, call } from './helpers.ts';
import { sseReader } from './live-fixtures.ts';
import { insertMatch, people, teamIds } from './match-fixtures.ts';
import { expectRefusal, type RecordingScene, recordingScene, recordOk, setTime } from './recording-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';
import { tokenFor } from './helpers.ts';

const database = useTestDatabase();
const day = 24 * 60 * 60 * 1000;

async function share(t: TestApp, matchId: number, token: string): Promise<MatchShareLink> {
  const response = await call(t, 'POST', `/api/v1/matches/${matchId}/share`, { token });
  expect(response.status).toBe(200);
  return (await body<MatchShareLink>(response)).data;
}

async function snapshot(t: TestApp, token: string): Promise<{ data: PublicMatchSnapshot; text: string }> {
  const response = await t.app.request(`/open-api/v1/live/${token}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { data: v.parse(PublicMatchSnapshot, JSON.parse(text).data), text };
}

/** The members' lineup of one side, by the names the members see. */
async function membersLineup(t: TestApp, s: RecordingScene) {
  const response = await call(t, 'GET', `/api/v1/matches/${s.matchId}/players`, { token: s.tokens.homeAdmin });
  const players = (
    await body<{
      homeTeam: { starters: { id: number; name: string; number: number | null }[] };
      awayTeam: { starters: { id: number; name: string; number: number | null }[] };
    }>(response)
  ).data;
  return { home: players.homeTeam.starters, away: players.awayTeam.starters };
}

describe("the other registered team's players on a link", () => {
  it("show as number and initial until that team's admin shares too, then by name", async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    // 한강 (away) scores; 관악's admin (home) turns the link on.
    await recordOk(s, { teamId: teamIds.hangang, matchUserId: s.away.starters[0], eventType: 'GOAL' }, s.tokens.awayAdmin);
    const link = await share(t, s.matchId, s.tokens.homeAdmin);
    expect(link.namesShown).toEqual({ home: true, away: false });
    const members = await membersLineup(t, s);

    const before = await snapshot(t, link.token);
    expect(before.data.namesShown).toEqual({ home: true, away: false });
    expect(before.data.lineups.home.starters.map((p) => [p.id, p.name])).toEqual(members.home.map((p) => [p.id, p.name]));
    expect(before.data.lineups.away.starters.map((p) => [p.id, p.name, p.number])).toEqual(members.away.map((p) => [p.id, p.name[0], p.number]));
    const scorer = members.away.find((p) => p.id === s.away.starters[0])!;
    expect(before.data.timeline.find((e) => e.eventType === 'GOAL')).toMatchObject({ side: 'AWAY', playerId: scorer.id, playerName: scorer.name[0] });
    for (const p of members.away) expect(before.text).not.toContain(p.name);

    // The live stream's replay projects the goal the same way.
    const stream = sseReader(await t.app.request(`/open-api/v1/live/${link.token}/stream?lastEventId=1`));
    const replayed = await stream.untilReady();
    await stream.close();
    expect(JSON.parse(replayed[0].data!)).toMatchObject({ type: 'events.recorded', events: [{ eventType: 'GOAL', playerName: scorer.name[0] }, {}, {}] });
    expect(replayed.map((e) => e.data).join('\n')).not.toContain(scorer.name);

    expect((await share(t, s.matchId, s.tokens.awayAdmin)).namesShown).toEqual({ home: true, away: true });
    const after = await snapshot(t, link.token);
    expect(after.data.lineups.away.starters.map((p) => p.name)).toEqual(members.away.map((p) => p.name));
    expect(after.data.timeline.find((e) => e.eventType === 'GOAL')?.playerName).toBe(scorer.name);
  });

  it("shows a temporary opponent's typed names (the sharing admin's own lineup of it)", async () => {
    const t = await database.fresh();
    const { matchId } = await insertMatch(t, { home: teamIds.hangang, away: teamIds.seongsu });
    const link = await share(t, matchId, await tokenFor(t, people.hangangAdmin.id));
    expect(link.namesShown).toEqual({ home: true, away: true });
    expect((await snapshot(t, link.token)).data.namesShown).toEqual({ home: true, away: true });
  });
});

describe('a link after full time', () => {
  async function finished(t: TestApp) {
    const s = await recordingScene(t);
    const link = await share(t, s.matchId, s.tokens.homeAdmin);
    for (const [half, time] of [
      ['FIRST_HALF', 'END_TIME'],
      ['SECOND_HALF', 'START_TIME'],
      ['SECOND_HALF', 'END_TIME'],
    ] as const) {
      expect((await setTime(s, half, time)).status).toBe(200);
    }
    return { s, link, fullTime: t.clock.now() };
  }

  const expectExpired = async (t: TestApp, token: string) => {
    const gone = errorCodes.SHARE_LINK_EXPIRED;
    for (const path of [`/open-api/v1/live/${token}`, `/open-api/v1/live/${token}/stream`]) {
      const response = await t.app.request(path);
      const envelope = await body(response);
      expect({ status: response.status, code: envelope.code, message: envelope.message }, path).toEqual({
        status: 410,
        code: gone.code,
        message: gone.message,
      });
    }
    expect(await sharePreview(t.database.db, token, t.clock.now())).toBeNull();
  };

  it('answers for 7 days after full time, then 410 6048 (snapshot, stream and preview)', async () => {
    const t = await database.fresh();
    const { s, link, fullTime } = await finished(t);
    const state = await call(t, 'GET', `/api/v1/matches/${s.matchId}/share`, { token: s.tokens.homeUser });
    expect((await body<{ link: MatchShareLink }>(state)).data.link).toMatchObject({
      keep: false,
      expiresAt: new Date(fullTime.getTime() + 7 * day).toISOString(),
    });
    t.clock.advance(7 * day - 1000);
    await snapshot(t, link.token);
    t.clock.advance(1000);
    await expectExpired(t, link.token);
  });

  it('keeps answering while an admin of either side keeps it, and stops again when they let it go', async () => {
    const t = await database.fresh();
    const { s, link } = await finished(t);
    t.clock.advance(8 * day);
    await expectExpired(t, link.token);
    const keep = async (token: string, value: boolean) => call(t, 'PATCH', `/api/v1/matches/${s.matchId}/share`, { token, json: { keep: value } });

    const kept = await keep(await tokenFor(t, people.hangangAdmin.id), true);
    expect(kept.status).toBe(200);
    expect((await body<MatchShareLink>(kept)).data).toMatchObject({ token: link.token, keep: true, expiresAt: null });
    await snapshot(t, link.token);

    expect((await keep(await tokenFor(t, people.gwanakAdmin.id), false)).status).toBe(200);
    await expectExpired(t, link.token);

    // Access tokens live ten minutes: fresh ones, a week on.
    const admin = await tokenFor(t, people.gwanakAdmin.id);
    await expectRefusal(await keep(await tokenFor(t, people.gwanakUser.id), true), 403, 5006);
    await expectRefusal(await call(t, 'PATCH', `/api/v1/matches/${s.matchId}/share`, { token: admin, json: { keep: 'yes' } }), 400, 400);
    expect((await call(t, 'DELETE', `/api/v1/matches/${s.matchId}/share`, { token: admin })).status).toBe(204);
    await expectRefusal(await keep(admin, true), 404, 6043);
  });
});
