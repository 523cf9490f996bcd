/**
 * The MOM vote through the app on PGlite (decision 093): full time opens each team's vote for who
 * appeared; ballots (never oneself, changeable), the secret ballot, closing by time, by the last voter
 * and by an admin; fewer than three ballots, ties; the season's MOM columns, the card and its names.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { MomSeasonStats, MomVote, MomVoteSummary, PublicMomCard } from '#contract/mom.ts';
import { withdrawnPersonName } from '#contract/users.ts';
import type { PushMessage } from '#contract/notifications.ts';
import { matches, matchUsers, memberships, pushSubscriptions, users } from '#server/db/schema.ts';
import { momVotes } from '#server/db/schema-mom.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { sweepMomResults } from '#server/mom/pushes.ts';
import type { PushNotifier } from '#server/push/notifier.ts';
import { body, call, tokenFor } from './helpers.ts';
import { insertMatch, teamIds } from './match-fixtures.ts';
import { exchangeCall, recordingScene, setTime } from './recording-fixtures.ts';
import { scrimmageAt } from './scrimmage-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const team = `/api/v1/teams/${teamIds.hangang}`;
const admin = seedPerson('kim-minjun');
/** Six FC 한강 members who started the match (the admin is not among them). */
const players = ['lee-seojun', 'choi-doyun', 'jung-woojin', 'kang-hyunwoo', 'cho-minjae', 'yoon-gunwoo'].map((k) => seedPerson(k));
const hour = 60 * 60 * 1000;

const answer = async <T>(response: Response) => {
  const json = await body<T>(response);
  return { status: response.status, code: json.code, data: json.data };
};

/** A guest player of FC 한강 (never signs in). */
async function guestPlayer(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .insert(users)
    .values({ name: '용병 박', lifecycle: 'ACTIVE', socialType: 'GUEST', socialId: `guest:${crypto.randomUUID()}`, createdAt: t.clock.now() })
    .returning({ id: users.id });
  await t.database.db.insert(memberships).values({ teamId: teamIds.hangang, userId: row.id, teamRole: 'USER', joinedAt: t.clock.now() });
  return row.id;
}

/** FC 한강's finished match against 성수 FC with the six players and a guest starting, and a member on the bench who never came on. */
async function finishedMatch() {
  const t = await database.fresh();
  const guest = await guestPlayer(t);
  const bench = seedPerson('jang-junhyuk');
  const { matchId } = await insertMatch(t, {
    home: teamIds.hangang,
    away: teamIds.seongsu,
    state: 'FINISHED',
    lineup: [
      ...players.map((p, i) => ({ teamId: teamIds.hangang, userId: p.id, grid: i + 1 })),
      { teamId: teamIds.hangang, userId: guest, grid: 9 },
      { teamId: teamIds.hangang, userId: bench.id, grid: null },
    ],
  });
  // Tokens are signed when used: a test that moves the clock a day on would outlive one made before.
  const tokens = players.map((p) => () => tokenFor(t, p.id));
  const adminToken = () => tokenFor(t, admin.id);
  const read = async (token = adminToken) => answer<MomVote>(await call(t, 'GET', `${team}/matches/${matchId}/mom-vote`, { token: await token() }));
  const vote = (await read()).data;
  const ballot = async (who: number, first: number, second: number | null = null, third: number | null = null) =>
    call(t, 'PUT', `${team}/mom-votes/${vote.id}/ballot`, { token: await tokens[who](), json: { first, second, third } });
  const close = async (token = adminToken) => call(t, 'POST', `${team}/mom-votes/${vote.id}/close`, { token: await token() });
  return { t, matchId, guest, bench, tokens, adminToken, read, vote, ballot, close };
}

describe('opening', () => {
  it('full time opens each registered team’s vote for those who started or came on, not the bench', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const hangangAdmin = s.tokens.awayAdmin;
    // One of 한강's bench comes on in the second half: they appeared.
    expect((await setTime(s, 'FIRST_HALF', 'END_TIME')).status).toBe(200);
    expect((await setTime(s, 'SECOND_HALF', 'START_TIME')).status).toBe(200);
    expect((await exchangeCall(s, s.away.starters[0], s.away.bench[0], crypto.randomUUID(), hangangAdmin)).status).toBe(201);
    const before = await answer(await call(t, 'GET', `${team}/matches/${s.matchId}/mom-vote`, { token: hangangAdmin }));
    expect(before).toMatchObject({ status: 404, code: 13001 });
    expect((await setTime(s, 'SECOND_HALF', 'END_TIME')).status).toBe(200);

    const [stored] = await t.database.db.select().from(momVotes).where(eq(momVotes.teamId, teamIds.hangang));
    expect(stored?.matchId).toBe(s.matchId);
    const { data } = await answer<MomVote>(await call(t, 'GET', `${team}/matches/${s.matchId}/mom-vote`, { token: hangangAdmin }));
    expect(data.state).toBe('OPEN');
    expect(data.candidates).toHaveLength(4);
    expect(new Date(data.closesAt).getTime() - new Date(data.openedAt).getTime()).toBe(24 * hour);
    // 관악 (home) has its own vote.
    const gwanak = await answer<MomVote>(await call(t, 'GET', `/api/v1/teams/${teamIds.gwanak}/matches/${s.matchId}/mom-vote`, { token: s.tokens.homeAdmin }));
    expect(gwanak.status).toBe(200);
    expect(gwanak.data.id).not.toBe(data.id);
  });

  it('a match that ended longer ago than the longest vote gets none when first read (404 13001)', async () => {
    const t = await database.fresh();
    const { matchId } = await insertMatch(t, {
      home: teamIds.hangang,
      away: teamIds.seongsu,
      state: 'FINISHED',
      lineup: [{ teamId: teamIds.hangang, userId: players[0].id, grid: 1 }],
    });
    await t.database.db
      .update(matches)
      .set({ secondHalfEndAt: new Date(t.clock.now().getTime() - 72 * hour) })
      .where(eq(matches.id, matchId));
    expect(await answer(await call(t, 'GET', `${team}/matches/${matchId}/mom-vote`, { token: await tokenFor(t, admin.id) }))).toMatchObject({
      status: 404,
      code: 13001,
    });
  });

  it('guests can be chosen but cast no ballot; the bench who never came on is not in it', async () => {
    const { read, guest, bench } = await finishedMatch();
    const { data } = await read();
    expect(data.candidates.map((c) => c.userId).sort()).toEqual([...players.map((p) => p.id), guest].sort());
    expect(data.candidates.find((c) => c.userId === guest)?.guest).toBe(true);
    expect(data.voters.map((v) => v.userId).sort()).toEqual(players.map((p) => p.id).sort());
    expect(data.candidates.some((c) => c.userId === bench.id)).toBe(false);
    expect(data.canVote).toBe(false);
  });

  it("the team's vote hours (6–72, kept when an edit leaves them out) set its closing time", async () => {
    const t = await database.fresh();
    const adminToken = await tokenFor(t, admin.id);
    const edit = (extra: object) =>
      call(t, 'PUT', team, { token: adminToken, json: { name: 'FC 한강', teamColor: '#00AA55', bottomColor: '#FFFFFF', stockingColor: '#000000', ...extra } });
    expect(await answer(await edit({ momVoteHours: 5 }))).toMatchObject({ status: 400, code: 400 });
    expect(await answer(await edit({ momVoteHours: 73 }))).toMatchObject({ status: 400, code: 400 });
    expect(await answer(await edit({ momVoteHours: 6 }))).toMatchObject({ status: 200, data: { momVoteHours: 6 } });
    expect(await answer(await edit({}))).toMatchObject({ status: 200, data: { momVoteHours: 6 } });
    const { matchId } = await insertMatch(t, {
      home: teamIds.hangang,
      away: teamIds.seongsu,
      state: 'FINISHED',
      lineup: [{ teamId: teamIds.hangang, userId: players[0].id, grid: 1 }],
    });
    const { data } = await answer<MomVote>(await call(t, 'GET', `${team}/matches/${matchId}/mom-vote`, { token: await tokenFor(t, admin.id) }));
    expect(new Date(data.closesAt).getTime() - new Date(data.openedAt).getTime()).toBe(6 * hour);
  });

  it('a finished 자체전 has one vote for the session, of the members who played', async () => {
    const t = await database.fresh();
    const s = await scrimmageAt(t, 'FINISHED', { players: players.slice(0, 3).map((p) => p.id) });
    // 자체전 종료 opened it: it is there before anyone reads it.
    expect(await t.database.db.select({ id: momVotes.id }).from(momVotes).where(eq(momVotes.scrimmageId, s.scrimmageId))).toHaveLength(1);
    const { status, data } = await answer<MomVote>(
      await call(t, 'GET', `${team}/scrimmages/${s.scrimmageId}/mom-vote`, { token: await tokenFor(t, admin.id) }),
    );
    expect(status).toBe(200);
    expect(data.scrimmageId).toBe(s.scrimmageId);
    // The typed-name 용병 has no account to be chosen by.
    expect(data.candidates.map((c) => c.userId).sort()).toEqual(
      players
        .slice(0, 3)
        .map((p) => p.id)
        .sort(),
    );
  });
});

describe('ballots', () => {
  it.each([
    { name: 'oneself first', ballot: (me: number, a: number, b: number) => [me, a, b], code: 13004 },
    { name: 'oneself third', ballot: (me: number, a: number, b: number) => [a, b, me], code: 13004 },
    { name: 'the same person twice', ballot: (_me: number, a: number, b: number) => [a, b, a], code: 13004 },
    { name: 'a third without a second', ballot: (_me: number, a: number) => [a, null, players[3].id], code: 13004 },
    { name: 'someone who did not appear', ballot: (_me: number, a: number) => [a, seedPerson('jang-junhyuk').id, null], code: 13004 },
  ])('$name is refused with 400 $code', async ({ ballot, code }) => {
    const s = await finishedMatch();
    const [first, second, third] = ballot(players[0].id, players[1].id, players[2].id);
    expect(await answer(await s.ballot(0, first!, second, third))).toMatchObject({ status: 400, code });
    expect((await s.read()).data.ballotCount).toBe(0);
  });

  it('someone who did not appear may read but not vote (403 13003); another team’s vote is not found (404 13001)', async () => {
    const s = await finishedMatch();
    const asAdmin = await call(s.t, 'PUT', `${team}/mom-votes/${s.vote.id}/ballot`, {
      token: await s.adminToken(),
      json: { first: players[0].id, second: null, third: null },
    });
    expect(await answer(asAdmin)).toMatchObject({ status: 403, code: 13003 });
    const gwanakAdmin = await tokenFor(s.t, seedPerson('lee-junho').id);
    const elsewhere = await call(s.t, 'PUT', `/api/v1/teams/${teamIds.gwanak}/mom-votes/${s.vote.id}/ballot`, {
      token: gwanakAdmin,
      json: { first: players[0].id, second: null, third: null },
    });
    expect(await answer(elsewhere)).toMatchObject({ status: 404, code: 13001 });
  });

  it('a changed ballot replaces the first: it counts once, as changed', async () => {
    const s = await finishedMatch();
    const [a, b, c] = players.map((p) => p.id);
    expect((await s.ballot(3, a, b, c)).status).toBe(200);
    expect((await s.ballot(3, c, b, a)).status).toBe(200);
    expect((await s.ballot(4, c)).status).toBe(200);
    expect((await s.ballot(5, c)).status).toBe(200);
    const mine = (await s.read(s.tokens[3])).data;
    expect(mine.myBallot).toEqual({ first: c, second: b, third: a });
    expect(mine.ballotCount).toBe(3);
    await s.close();
    const { result } = (await s.read()).data;
    expect(result?.winners).toEqual([expect.objectContaining({ userId: c, points: 9, firsts: 3 })]);
    expect(result?.table.find((r) => r.userId === a)?.points).toBe(1);
  });

  it('the secret ballot: each caller reads their own choices and nobody else’s, turnout by name', async () => {
    const s = await finishedMatch();
    const [a, b, c, d] = players.map((p) => p.id);
    await s.ballot(0, b, c, d);
    await s.ballot(1, c, d, a);
    const asFirst = (await s.read(s.tokens[0])).data;
    expect(asFirst.myBallot).toEqual({ first: b, second: c, third: d });
    const asAdmin = (await s.read()).data;
    expect(asAdmin.myBallot).toBeNull();
    expect(asAdmin.result).toBeNull();
    expect(
      asAdmin.voters
        .filter((v) => v.voted)
        .map((v) => v.userId)
        .sort(),
    ).toEqual([a, b].sort());
    // No answer carries any field of a ballot but `myBallot` (the answer is exactly the contract's keys).
    for (const data of [asFirst, asAdmin, (await s.read(s.tokens[2])).data]) {
      expect(Object.keys(data).sort()).toEqual(
        [
          'ballotCount',
          'canVote',
          'candidates',
          'closedAt',
          'closesAt',
          'id',
          'matchId',
          'myBallot',
          'openedAt',
          'result',
          'scrimmageId',
          'state',
          'teamId',
          'voters',
        ].sort(),
      );
      for (const voter of data.voters) expect(Object.keys(voter).sort()).toEqual(['name', 'userId', 'voted']);
    }
  });
});

describe('closing', () => {
  it('closes when everyone who may vote has voted; a ballot after it is refused with 409 13002', async () => {
    const s = await finishedMatch();
    for (let i = 0; i < players.length; i++) expect((await s.ballot(i, players[(i + 1) % players.length].id)).status).toBe(200);
    const { data } = await s.read();
    expect(data.state).toBe('CLOSED');
    expect(data.result?.counted).toBe(true);
    // Everyone got one first place: a six-way tie shares the award.
    expect(data.result?.winners).toHaveLength(6);
    expect(await answer(await s.ballot(0, players[2].id))).toMatchObject({ status: 409, code: 13002 });
  });

  it('closes by itself after its hours, with no job run; fewer than three ballots: no result (집계 안 함)', async () => {
    const s = await finishedMatch();
    await s.ballot(0, players[1].id);
    await s.ballot(1, players[0].id);
    s.t.clock.advance(24 * hour - 1);
    expect((await s.read()).data.state).toBe('OPEN');
    s.t.clock.advance(1);
    const { data } = await s.read();
    expect(data).toMatchObject({ state: 'CLOSED', closedAt: data.closesAt, result: { counted: false, winners: [], table: [] } });
    expect(await answer(await s.ballot(2, players[0].id))).toMatchObject({ status: 409, code: 13002 });
  });

  it('an admin closes it; a second close is refused with 409 13002; no votes at all: no MOM', async () => {
    const s = await finishedMatch();
    const closed = await answer<MomVote>(await s.close());
    expect(closed).toMatchObject({ status: 200, data: { state: 'CLOSED', result: { counted: false, winners: [] } } });
    expect(await answer(await s.close())).toMatchObject({ status: 409, code: 13002 });
    expect(await answer(await s.close(s.tokens[0]))).toMatchObject({ status: 403, code: 5006 });
  });
});

describe('the result elsewhere', () => {
  async function decided() {
    const s = await finishedMatch();
    const [a, b, c] = players.map((p) => p.id);
    await s.ballot(3, a, b, c);
    await s.ballot(4, a, c, b);
    await s.ballot(5, b, a, c);
    await s.close();
    return s;
  }

  it("the season's MOM columns: awards and points of counted votes, guests left out", async () => {
    const s = await decided();
    const { data } = await answer<MomSeasonStats>(await call(s.t, 'GET', `${team}/stats/mom?season=2026`, { token: await s.tokens[0]() }));
    expect(data.rows[0]).toEqual({ userId: players[0].id, name: players[0].name, awards: 1, points: 8 });
    expect(data.rows.find((r) => r.userId === players[1].id)).toMatchObject({ awards: 0, points: 6 });
    const other = await answer<MomSeasonStats>(await call(s.t, 'GET', `${team}/stats/mom?season=2025`, { token: await s.tokens[0]() }));
    expect(other.data.rows).toEqual([]);
  });

  it("the team page's latest votes say what each member may do and who won", async () => {
    const s = await decided();
    const { data } = await answer<MomVoteSummary[]>(await call(s.t, 'GET', `${team}/mom-votes`, { token: await s.tokens[3]() }));
    expect(data[0]).toMatchObject({
      id: s.vote.id,
      matchId: s.matchId,
      opponentName: '성수 FC',
      state: 'CLOSED',
      voted: true,
      result: { counted: true, winners: [{ userId: players[0].id }] },
    });
  });

  it('the card shows the team, the opponent and the MOM, and follows a withdrawal', async () => {
    const s = await decided();
    const shared = await answer<{ token: string; url: string }>(
      await call(s.t, 'POST', `${team}/mom-votes/${s.vote.id}/card`, { token: await s.adminToken() }),
    );
    expect(shared.status).toBe(200);
    expect(shared.data.url).toMatch(new RegExp(`/mom/${shared.data.token}$`));
    const card = await answer<PublicMomCard>(await call(s.t, 'GET', `/open-api/v1/mom-cards/${shared.data.token}`));
    expect(card.data).toEqual({ teamName: 'FC 한강', opponentName: '성수 FC', day: '2026-05-27', names: [players[0].name] });
    await s.t.database.db.update(users).set({ withdrawnAt: s.t.clock.now() }).where(eq(users.id, players[0].id));
    const after = await answer<PublicMomCard>(await call(s.t, 'GET', `/open-api/v1/mom-cards/${shared.data.token}`));
    expect(after.data.names).toEqual([withdrawnPersonName]);
    expect(await answer(await call(s.t, 'GET', '/open-api/v1/mom-cards/AAAAAAAAAAAAAAAAAAAAAAAA'))).toMatchObject({ status: 404, code: 13006 });
  });

  it('no card before a MOM is decided (409 13005)', async () => {
    const s = await finishedMatch();
    expect(await answer(await call(s.t, 'POST', `${team}/mom-votes/${s.vote.id}/card`, { token: await s.adminToken() }))).toMatchObject({
      status: 409,
      code: 13005,
    });
  });
});

describe('pushes', () => {
  /** A notifier that keeps what it was asked to send. */
  function keptPushes() {
    const sent: { userIds: number[]; message: PushMessage }[] = [];
    const notifier: PushNotifier = {
      sendToUsers: async (userIds, message) => {
        sent.push({ userIds: [...userIds].sort((a, b) => a - b), message });
        return { reachedUserIds: [...userIds], devices: userIds.length, delivered: userIds.length, removed: 0 };
      },
    };
    return { sent, notifier };
  }
  const device = (t: TestApp, userId: number) =>
    t.database.db.insert(pushSubscriptions).values({ userId, endpoint: `https://push.example/${userId}`, p256dh: 'p', auth: 'a', createdAt: t.clock.now() });

  it('full time announces the vote to those who may vote; the sweep pushes the result once its hours ran out, once', async () => {
    const { sent, notifier } = keptPushes();
    const t = await database.fresh({ notifier });
    const s = await recordingScene(t);
    const hangangStarters = await t.database.db
      .select({ userId: matchUsers.userId })
      .from(matchUsers)
      .where(and(eq(matchUsers.matchId, s.matchId), eq(matchUsers.teamId, teamIds.hangang), eq(matchUsers.role, 'START_PLAYER')));
    const starterIds = hangangStarters.map((r) => r.userId!);
    for (const userId of [...starterIds, admin.id]) await device(t, userId);
    await setTime(s, 'FIRST_HALF', 'END_TIME');
    await setTime(s, 'SECOND_HALF', 'START_TIME');
    await setTime(s, 'SECOND_HALF', 'END_TIME');
    await vi.waitFor(() => expect(sent.filter((p) => p.message.kind === 'mom-vote')).toHaveLength(1));
    expect(sent.find((p) => p.message.kind === 'mom-vote')).toMatchObject({
      userIds: [...starterIds].sort((a, b) => a - b),
      message: { title: 'MOM 투표가 열렸습니다', url: `/matches/${s.matchId}` },
    });

    expect((await sweepMomResults({ db: t.database.db, notifier, now: t.clock.now() })).votes).toEqual([]);
    t.clock.advance(24 * hour);
    await sweepMomResults({ db: t.database.db, notifier, now: t.clock.now() });
    await sweepMomResults({ db: t.database.db, notifier, now: t.clock.now() });
    const results = sent.filter((p) => p.message.title === 'MOM 투표 결과');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      userIds: [...starterIds, admin.id].sort((a, b) => a - b),
      message: { body: '투표가 3표 미만이거나 표가 없어 MOM을 정하지 않았습니다.' },
    });
  });
});
