/**
 * Matches: registering (each refusal in its order), reading, deleting, a team's list (paging, every
 * sort field, filters), and what the seeded finished matches add up to. Expected numbers are worked
 * out by hand from the scripts in server/db/seed-matches.ts (comments show the sums).
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '#contract/envelope.ts';
import type { Match, MatchEvent, MatchListItem, MatchPlayer, MatchPlayers, MatchScore, MatchSummary, ScoreCounts } from '#contract/matches.ts';
import { matchEvents, matches, matchUsers, schedules } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { matchScripts } from '#server/db/seed-matches.ts';
import { body, call } from './helpers.ts';
import { createBody, insertMatch, seededMatchId, teamIds, tokenOf } from './match-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';
import { seedInstant } from './test-clock.ts';

const database = useTestDatabase();

const counts = (c: Partial<ScoreCounts>): ScoreCounts => ({
  goalCount: 0,
  shotCount: 0,
  validShotCount: 0,
  cornerKickCount: 0,
  offsideCount: 0,
  foulCount: 0,
  warningCount: 0,
  ownGoalCount: 0,
  ...c,
});

describe('registering a match', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await database.shared();
    admin = await tokenOf(t, 'hangangAdmin');
  });
  const create = (json: unknown, token = admin) => call(t, 'POST', '/api/v1/matches', { token, json });

  it('creates a SCHEDULED match against a temporary opponent and answers 201 with its id', async () => {
    const response = await create(createBody({ title: '성수 FC 재대결', homeTeamId: teamIds.hangang, awayTeamId: teamIds.seongsu }));
    expect(response.status).toBe(201);
    const { data } = await body<{ id: number }>(response);
    const [row] = await t.database.db.select().from(matches).where(eq(matches.id, data.id));
    expect(row).toMatchObject({
      title: '성수 FC 재대결',
      matchState: 'SCHEDULED',
      homeTeamId: teamIds.hangang,
      awayTeamId: teamIds.seongsu,
      plannedStartTime: '10:00:00',
      plannedEndTime: '12:00:00',
      createdBy: seedPerson('kim-minjun').id,
      firstHalfStartAt: null,
      // Registered by FC 한강, and a temporary opponent has nobody to ask (decision 029).
      ownerTeamId: teamIds.hangang,
      requestState: 'ACCEPTED',
      requestAnsweredAt: null,
    });
    const read = await body<Match>(await call(t, 'GET', `/api/v1/matches/${data.id}`, { token: admin }));
    expect(read.data).toMatchObject({
      homeTeamIsTemp: false,
      awayTeamIsTemp: true,
      awayTeamName: '성수 FC',
      homeScore: 0,
      awayScore: 0,
      ownerTeamId: teamIds.hangang,
      requestState: 'ACCEPTED',
    });
  });

  it('lets the admin of the away team register too, as a request to the home team', async () => {
    const response = await create(createBody({ homeTeamId: teamIds.gwanak, awayTeamId: teamIds.hangang }));
    expect(response.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(matches)
      .where(eq(matches.id, (await body<{ id: number }>(response)).data.id));
    expect(row).toMatchObject({ ownerTeamId: teamIds.hangang, requestState: 'PENDING' });
  });

  it('refuses the same team on both sides: 400 6003', async () => {
    const response = await create(createBody({ homeTeamId: teamIds.hangang, awayTeamId: teamIds.hangang }));
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({ code: 6003, message: '홈 팀과 어웨이 팀은 동일할 수 없습니다.' });
  });

  it('refuses an unknown team: 404 5002', async () => {
    const response = await create(createBody({ homeTeamId: teamIds.hangang, awayTeamId: 9999 }));
    expect(response.status).toBe(404);
    expect((await body(response)).code).toBe(5002);
  });

  it('refuses a caller who runs neither team: 403 5006', async () => {
    const user = await tokenOf(t, 'hangangUser');
    expect((await body(await create(createBody(), user))).code).toBe(5006);
    const gwanakAdmin = await tokenOf(t, 'gwanakAdmin');
    const response = await create(createBody({ homeTeamId: teamIds.hangang, awayTeamId: teamIds.seongsu }), gwanakAdmin);
    expect(response.status).toBe(403);
  });

  it('refuses a date before today in Seoul, by the server clock: 400 6005', async () => {
    const own = await database.fresh();
    // 16:00 UTC on the 20th is already 01:00 on the 21st in Seoul.
    own.clock.set(new Date('2026-05-20T16:00:00Z'));
    const token = await tokenOf(own, 'hangangAdmin');
    const past = await call(own, 'POST', '/api/v1/matches', { token, json: createBody({ matchDate: '2026-05-20' }) });
    expect(past.status).toBe(400);
    expect(await body(past)).toMatchObject({ code: 6005, message: '과거 날짜는 등록할 수 없습니다.' });
    const today = await call(own, 'POST', '/api/v1/matches', { token, json: createBody({ matchDate: '2026-05-21' }) });
    expect(today.status).toBe(201);
  });

  it('refuses a planned end that is not after the start: 400 6006', async () => {
    for (const [start, end] of [
      ['12:00', '10:00'],
      ['10:00', '10:00'],
      ['10:00', '10:00:00'],
      ['23:59:30', '23:59'],
    ]) {
      const response = await create(createBody({ plannedStartTime: start, plannedEndTime: end }));
      expect(response.status, `${start}–${end}`).toBe(400);
      expect((await body(response)).code, `${start}–${end}`).toBe(6006);
    }
  });

  it('refuses half lengths outside 1–45 minutes, naming the field', async () => {
    for (const [field, value] of [
      ['firstHalfPeriod', 0],
      ['secondHalfPeriod', 46],
    ] as const) {
      const response = await create(createBody({ [field]: value }));
      expect(response.status).toBe(400);
      expect((await body<{ field: string; message: string }[]>(response)).data).toEqual([{ field, message: '유효한 경기 기간은 1분~45분입니다.' }]);
    }
  });

  it('checks in order: same team, unknown team, permission, date, times', async () => {
    const user = await tokenOf(t, 'hangangUser');
    const everythingWrong = { matchDate: '2020-01-01', plannedStartTime: '12:00', plannedEndTime: '10:00' };
    expect((await body(await create(createBody({ ...everythingWrong, homeTeamId: 9999, awayTeamId: 9999 }), user))).code).toBe(6003);
    expect((await body(await create(createBody({ ...everythingWrong, awayTeamId: 9999 }), user))).code).toBe(5002);
    expect((await body(await create(createBody(everythingWrong), user))).code).toBe(5006);
    expect((await body(await create(createBody(everythingWrong)))).code).toBe(6005);
    expect((await body(await create(createBody({ ...everythingWrong, matchDate: '2026-05-27' })))).code).toBe(6006);
  });
});

describe('reading a match', () => {
  let t: TestApp;
  let hangangUser: string;
  beforeAll(async () => {
    t = await database.shared();
    hangangUser = await tokenOf(t, 'hangangUser');
  });

  it('answers the match with both teams, the half instants, the score and the server clock', async () => {
    const id = await seededMatchId(t, '봄맞이 친선전');
    const response = await call(t, 'GET', `/api/v1/matches/${id}`, { token: hangangUser });
    expect(response.status).toBe(200);
    const { data } = await body<Match>(response);
    const [row] = await t.database.db.select().from(matches).where(eq(matches.id, id));
    expect(data).toMatchObject({
      id,
      title: '봄맞이 친선전',
      matchType: 'FRIENDLY',
      matchState: 'FINISHED',
      stadium: '망원한강공원 축구장',
      homeTeamId: teamIds.hangang,
      homeTeamName: 'FC 한강',
      homeTeamColor: '#1E4FA0',
      homeTeamLogoUrl: null,
      homeTeamIsTemp: false,
      awayTeamId: teamIds.gwanak,
      awayTeamName: '관악 유나이티드',
      awayTeamColor: '#C62828',
      awayTeamIsTemp: false,
      plannedStartTime: '10:00:00',
      plannedEndTime: '12:00:00',
      firstHalfPeriod: 40,
      secondHalfPeriod: 40,
      mainRefereeName: '정성룡',
      // 이서준, 권시우 against 박성민.
      homeScore: 2,
      awayScore: 1,
      firstHalfStartAt: row.firstHalfStartAt!.toISOString(),
      secondHalfEndAt: row.secondHalfEndAt!.toISOString(),
      serverNow: seedInstant.toISOString(),
    });
    expect(data.matchDate).toBe(row.matchDate);
  });

  it('answers 404 6007 for an unknown match', async () => {
    const response = await call(t, 'GET', '/api/v1/matches/9999', { token: hangangUser });
    expect(response.status).toBe(404);
    expect(await body(response)).toMatchObject({ code: 6007, message: '존재하지 않는 매치입니다.' });
  });

  it('refuses a member of neither team: 403 5005', async () => {
    const gwanakUser = await tokenOf(t, 'gwanakUser');
    const id = await seededMatchId(t, '성수 FC 초청 친선전');
    for (const suffix of ['', '/score', '/players', '/history', '/summary', '/memo']) {
      const response = await call(t, 'GET', `/api/v1/matches/${id}${suffix}`, { token: gwanakUser });
      expect(response.status, suffix).toBe(403);
      expect((await body(response)).code, suffix).toBe(5005);
    }
  });

  it('answers the memo', async () => {
    const first = await seededMatchId(t, '봄맞이 친선전');
    expect((await body(await call(t, 'GET', `/api/v1/matches/${first}/memo`, { token: hangangUser }))).data).toEqual({
      matchId: first,
      memo: '전반 압박이 좋았음. 후반 체력 관리가 필요함.',
    });
    const second = await seededMatchId(t, '관악구청장배 예선');
    expect((await body(await call(t, 'GET', `/api/v1/matches/${second}/memo`, { token: hangangUser }))).data).toEqual({ matchId: second, memo: null });
  });
});

describe('deleting a match', () => {
  it('deletes a scheduled match with its lineup and events and takes it off the schedules (decision 032)', async () => {
    const t = await database.fresh();
    const token = await tokenOf(t, 'gwanakAdmin');
    const id = await seededMatchId(t, '서울 주말리그 5라운드');
    await insertMatchUsers(t, id);
    const response = await call(t, 'DELETE', `/api/v1/matches/${id}`, { token });
    expect(response.status).toBe(204);
    expect((await call(t, 'GET', `/api/v1/matches/${id}`, { token })).status).toBe(404);
    const [{ n }] = await t.database.db.select({ n: count() }).from(matchUsers).where(eq(matchUsers.matchId, id));
    expect(n).toBe(0);
    // The match will not be played: no 경기 item of it stays on either team's calendar.
    expect(await t.database.db.select().from(schedules).where(eq(schedules.title, '서울 주말리그 5라운드'))).toEqual([]);
    expect(await t.database.db.select().from(schedules).where(eq(schedules.matchId, id))).toEqual([]);
  });

  it('refuses the owner a match between two registered teams once it has started or finished: 409 6034, and keeps everything', async () => {
    const t = await database.fresh();
    const started = await seededMatchId(t, '서울 주말리그 5라운드');
    await t.database.db.update(matches).set({ matchState: 'PLAY_FIRST_HALF', firstHalfStartAt: seedInstant }).where(eq(matches.id, started));
    const finished = await seededMatchId(t, '봄맞이 친선전');
    const [{ before }] = await t.database.db.select({ before: count() }).from(matchEvents).where(eq(matchEvents.matchId, finished));
    // Each registered by the home team: 관악 the first, FC 한강 the second.
    const owners = [
      [started, await tokenOf(t, 'gwanakAdmin')],
      [finished, await tokenOf(t, 'hangangAdmin')],
    ] as const;
    for (const [id, token] of owners) {
      const response = await call(t, 'DELETE', `/api/v1/matches/${id}`, { token });
      expect(response.status).toBe(409);
      expect((await body(response)).code).toBe(6034);
      expect((await call(t, 'GET', `/api/v1/matches/${id}`, { token })).status).toBe(200);
    }
    const [{ after }] = await t.database.db.select({ after: count() }).from(matchEvents).where(eq(matchEvents.matchId, finished));
    expect(after).toBe(before);
  });

  it('answers 404 6007 for an unknown match', async () => {
    const t = await database.fresh();
    const response = await call(t, 'DELETE', '/api/v1/matches/9999', { token: await tokenOf(t, 'hangangAdmin') });
    expect(response.status).toBe(404);
    expect((await body(response)).code).toBe(6007);
  });
});

async function insertMatchUsers(t: TestApp, matchId: number) {
  await t.database.db.insert(matchUsers).values([
    { matchId, teamId: teamIds.gwanak, userId: seedPerson('park-sungmin').id, role: 'START_PLAYER', matchGrid: 2 },
    { matchId, teamId: teamIds.hangang, userId: seedPerson('lee-seojun').id, role: 'SUB_PLAYER', matchGrid: null },
  ]);
}

describe("a team's match list", () => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await database.shared();
    token = await tokenOf(t, 'hangangUser');
    for (const script of matchScripts) ids[script.title] = await seededMatchId(t, script.title);
  });
  const spring = () => ids['봄맞이 친선전'];
  const cup = () => ids['관악구청장배 예선'];
  const seongsu = () => ids['성수 FC 초청 친선전'];
  const round3 = () => ids['서울 주말리그 3라운드'];
  const round5 = () => ids['서울 주말리그 5라운드'];

  const list = async (query: string, teamId = teamIds.hangang, as = token) => {
    const response = await call(t, 'GET', `/api/v1/teams/${teamId}/matches${query ? `?${query}` : ''}`, { token: as });
    expect(response.status, query).toBe(200);
    return (await body<Paged<MatchListItem>>(response)).data;
  };
  const order = async (query: string) => (await list(query)).content.map((m) => m.id);

  it("lists the team's matches newest first, each with its current score (own goals count for the opponent)", async () => {
    const page = await list('');
    expect(page).toMatchObject({ page: 0, size: 20, totalElements: 5 });
    expect(page.content.map((m) => m.id)).toEqual([round5(), round3(), seongsu(), cup(), spring()]);
    const scores = Object.fromEntries(page.content.map((m) => [m.id, [m.homeScore, m.awayScore]]));
    expect(scores).toEqual({
      [round5()]: [0, 0],
      [round3()]: [0, 1], // 백승우 for 관악 away
      [seongsu()]: [3, 0], // 이서준, 최도윤, 정우진
      [cup()]: [2, 2], // 관악: 정하늘, 백승우; 한강: 이서준 + 홍기범's own goal
      [spring()]: [2, 1],
    });
    expect(page.content[0]).toMatchObject({
      title: '서울 주말리그 5라운드',
      homeTeamName: '관악 유나이티드',
      awayTeamName: 'FC 한강',
      matchType: 'LEAGUE',
      matchState: 'SCHEDULED',
      stadium: '관악구민운동장',
    });
  });

  it('pages: size and page give the slice, totalElements counts all', async () => {
    const second = await list('size=2&page=1');
    expect(second).toMatchObject({ page: 1, size: 2, totalElements: 5 });
    expect(second.content.map((m) => m.id)).toEqual([seongsu(), cup()]);
    expect((await list('size=2&page=2')).content.map((m) => m.id)).toEqual([spring()]);
    expect((await list('size=2&page=3')).content).toEqual([]);
  });

  it('sorts by every field, both ways, ties broken by id', async () => {
    // Titles in Korean dictionary order: 관악구청장배, 봄맞이, 서울 …3라운드, 서울 …5라운드, 성수.
    expect(await order('sort=title,asc')).toEqual([cup(), spring(), round3(), round5(), seongsu()]);
    expect(await order('sort=title,desc')).toEqual([seongsu(), round5(), round3(), spring(), cup()]);
    expect(await order('sort=id,desc')).toEqual(descending(round5(), round3(), seongsu(), cup(), spring()));
    expect(await order('sort=id,asc')).toEqual(ascending(round5(), round3(), seongsu(), cup(), spring()));
    expect(await order('sort=matchDate,asc')).toEqual([spring(), cup(), seongsu(), round3(), round5()]);
    // 08:00, 09:00 (two: id breaks the tie), 10:00, 19:00.
    const [early, late] = [Math.min(cup(), round5()), Math.max(cup(), round5())];
    expect(await order('sort=plannedStartTime,asc')).toEqual([round3(), early, late, spring(), seongsu()]);
    expect(await order('sort=plannedStartTime,desc')).toEqual([seongsu(), spring(), late, early, round3()]);
    // 'FC 한강' sorts before '관악 유나이티드'.
    expect(await order('sort=homeTeamName,asc')).toEqual([...ascending(spring(), seongsu(), round3()), ...ascending(cup(), round5())]);
    expect(await order('sort=homeTeamName,desc')).toEqual([...descending(cup(), round5()), ...descending(spring(), seongsu(), round3())]);
    expect(await order('sort=awayTeamName,asc')).toEqual([...ascending(cup(), round5()), ...ascending(spring(), round3()), seongsu()]);
    // Types in the contract's order (LEAGUE, TOURNAMENT, FRIENDLY, ETC), states in the lifecycle's.
    expect(await order('sort=matchType,asc')).toEqual([...ascending(round3(), round5()), cup(), ...ascending(spring(), seongsu())]);
    expect(await order('sort=matchState,asc')).toEqual([round5(), ...ascending(spring(), cup(), seongsu(), round3())]);
    expect(await order('sort=matchState,desc')).toEqual([...descending(spring(), cup(), seongsu(), round3()), round5()]);
  });

  it('sorts by several fields in order', async () => {
    expect(await order('sort=matchType,asc&sort=matchDate,desc')).toEqual([round5(), round3(), cup(), seongsu(), spring()]);
    expect(await order('sort=homeTeamName,desc&sort=title,asc')).toEqual([cup(), round5(), spring(), round3(), seongsu()]);
  });

  it('refuses an unknown sort field, naming it', async () => {
    const response = await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/matches?sort=stadium,asc`, { token });
    expect(response.status).toBe(400);
    expect((await body<{ field: string }[]>(response)).data.map((f) => f.field)).toEqual(['sort.0.field']);
  });

  it('filters by opponent, state, type and title', async () => {
    expect(await order(`opponentTeamIds=${teamIds.seongsu}`)).toEqual([seongsu()]);
    expect(await order(`opponentTeamIds=${teamIds.gwanak}`)).toEqual([round5(), round3(), cup(), spring()]);
    expect(await order(`opponentTeamIds=${teamIds.gwanak},${teamIds.seongsu}`)).toHaveLength(5);
    // The team itself is never its own opponent.
    expect(await order(`opponentTeamIds=${teamIds.hangang}`)).toEqual([]);
    expect(await order('matchStates=SCHEDULED')).toEqual([round5()]);
    expect(await order('matchStates=FINISHED&matchTypes=FRIENDLY')).toEqual([seongsu(), spring()]);
    expect(await order('matchTypes=LEAGUE&matchTypes=TOURNAMENT')).toEqual([round5(), round3(), cup()]);
    expect(await order('searchTitle=주말리그')).toEqual([round5(), round3()]);
    const gwanakUser = await tokenOf(t, 'gwanakUser');
    const fromGwanak = await list(`opponentTeamIds=${teamIds.hangang}&matchTypes=LEAGUE`, teamIds.gwanak, gwanakUser);
    expect(fromGwanak.content.map((m) => m.id)).toEqual([round5(), round3()]);
    expect(fromGwanak.totalElements).toBe(2);
  });

  it('searches titles case-insensitively, with % and _ taken literally', async () => {
    const own = await database.fresh();
    const admin = await tokenOf(own, 'hangangAdmin');
    for (const title of ['Derby Night', '100% 출석 이벤트', '1000 출석 이벤트', 'a_b 컵', 'axb 컵']) {
      expect((await call(own, 'POST', '/api/v1/matches', { token: admin, json: createBody({ title }) })).status).toBe(201);
    }
    const titles = async (search: string) => {
      const response = await call(own, 'GET', `/api/v1/teams/${teamIds.hangang}/matches?searchTitle=${encodeURIComponent(search)}`, { token: admin });
      return (await body<Paged<MatchListItem>>(response)).data.content.map((m) => m.title).sort();
    };
    expect(await titles('dERBY')).toEqual(['Derby Night']);
    expect(await titles('100%')).toEqual(['100% 출석 이벤트']);
    expect(await titles('a_b')).toEqual(['a_b 컵']);
    expect(await titles('\\')).toEqual([]);
  });

  it('is for members of the team only; an unknown team is 404 5002', async () => {
    const gwanakUser = await tokenOf(t, 'gwanakUser');
    const response = await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/matches`, { token: gwanakUser });
    expect(response.status).toBe(403);
    expect((await body(response)).code).toBe(5005);
    const unknown = await call(t, 'GET', '/api/v1/teams/9999/matches', { token });
    expect(unknown.status).toBe(404);
    expect((await body(unknown)).code).toBe(5002);
  });
});

const ascending = (...ids: number[]) => ids.sort((a, b) => a - b);
const descending = (...ids: number[]) => ids.sort((a, b) => b - a);

describe('score, players, history and summary of the seeded finished matches', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await database.shared();
    token = await tokenOf(t, 'hangangUser');
  });
  const get = async <T>(id: number, suffix: string) => {
    const response = await call(t, 'GET', `/api/v1/matches/${id}${suffix}`, { token });
    expect(response.status).toBe(200);
    return (await body<T>(response)).data;
  };
  const player = (players: MatchPlayers, name: string): MatchPlayer => {
    const all = [players.homeTeam, players.awayTeam].flatMap((s) => [...s.starters, ...s.substitutes]);
    const found = all.filter((p) => p.name === name);
    expect(found, name).toHaveLength(1);
    return found[0];
  };

  it('counts each side from the rows, derived ones included (봄맞이 친선전)', async () => {
    const id = await seededMatchId(t, '봄맞이 친선전');
    expect(await get<MatchScore>(id, '/score')).toEqual({
      matchId: id,
      homeTeamId: teamIds.hangang,
      awayTeamId: teamIds.gwanak,
      // valid shot (+shot), goal (+shot +valid), corner, goal (+shot +valid)
      homeScore: counts({ goalCount: 2, shotCount: 3, validShotCount: 3, cornerKickCount: 1 }),
      // shot, yellow (+warning +foul), goal (+shot +valid), offside
      awayScore: counts({ goalCount: 1, shotCount: 2, validShotCount: 1, offsideCount: 1, foulCount: 1, warningCount: 1 }),
    });
  });

  it("gives an own goal to the opponent and counts it as the scorer's own goal (관악구청장배 예선)", async () => {
    const id = await seededMatchId(t, '관악구청장배 예선');
    const score = await get<MatchScore>(id, '/score');
    expect(score.homeTeamId).toBe(teamIds.gwanak);
    // 관악: goal, own goal by 홍기범, foul, goal. 한강: corner, yellow, goal.
    expect(score.homeScore).toEqual(counts({ goalCount: 2, shotCount: 2, validShotCount: 2, foulCount: 1, ownGoalCount: 1 }));
    expect(score.awayScore).toEqual(counts({ goalCount: 2, shotCount: 1, validShotCount: 1, cornerKickCount: 1, foulCount: 1, warningCount: 1 }));
    const players = await get<MatchPlayers>(id, '/players');
    expect(player(players, '홍기범')).toMatchObject({ ownGoals: 1, goals: 0 });
  });

  it('lists both lineups with per-player counters', async () => {
    const id = await seededMatchId(t, '봄맞이 친선전');
    const players = await get<MatchPlayers>(id, '/players');
    expect(players.homeTeam.starters).toHaveLength(11);
    expect(players.awayTeam.starters).toHaveLength(11);
    expect(players.homeTeam.substitutes).toHaveLength(6);
    expect(player(players, '이서준')).toMatchObject({
      userId: seedPerson('lee-seojun').id,
      teamId: teamIds.hangang,
      number: 9,
      role: 'START_PLAYER',
      matchPosition: 'FW',
      goals: 1,
      assists: 0,
    });
    expect(player(players, '김민준')).toMatchObject({ assists: 1, goals: 0 });
    expect(player(players, '강현우')).toMatchObject({ assists: 1 });
    // 권시우 came on for 정우진 and took his cell; roles do not change after kick-off.
    expect(player(players, '권시우')).toMatchObject({ role: 'SUB_PLAYER', goals: 1, subIn: true, subOut: false, matchGrid: 3 });
    expect(player(players, '정우진')).toMatchObject({ role: 'START_PLAYER', subOut: true, subIn: false, matchGrid: null });
    expect(player(players, '문상훈')).toMatchObject({ teamId: teamIds.gwanak, yellowCards: 1, redCards: 0, caution: 1, sentOff: false });
    expect(player(players, '박성민')).toMatchObject({ goals: 1, assists: 0 });
    expect(player(players, '최영재')).toMatchObject({ assists: 1 });
    const keeper = players.homeTeam.starters.find((p) => p.matchPosition === 'GK')!;
    expect(keeper).toMatchObject({ name: '박지훈', matchGrid: 27 });
  });

  it('shows the guests of a temporary opponent with their typed name and number (성수 FC 초청 친선전)', async () => {
    const id = await seededMatchId(t, '성수 FC 초청 친선전');
    const players = await get<MatchPlayers>(id, '/players');
    expect(players.awayTeam.starters).toHaveLength(11);
    expect(players.awayTeam.starters.every((p) => p.userId === null && p.teamId === teamIds.seongsu)).toBe(true);
    expect(player(players, '박준영')).toMatchObject({ userId: null, number: 4, matchPosition: 'DF', yellowCards: 1, caution: 1 });
    expect(player(players, '오세훈')).toMatchObject({ number: 1, matchGrid: 27 });
    const score = await get<MatchScore>(id, '/score');
    expect(score.homeScore).toEqual(counts({ goalCount: 3, shotCount: 3, validShotCount: 3 }));
    expect(score.awayScore).toEqual(counts({ shotCount: 1, validShotCount: 1, foulCount: 1, warningCount: 1 }));
  });

  it('logs every row with its half and minute, ordered by time then id', async () => {
    const id = await seededMatchId(t, '봄맞이 친선전');
    const history = await get<MatchEvent[]>(id, '/history');
    // 2 + 4 + 1 + 1 + 3 + 4 + 2 + 4 + 1 rows for the script's nine actions.
    expect(history).toHaveLength(22);
    const times = history.map((e) => e.createdAt);
    expect([...times].sort()).toEqual(times);
    const goal = history.find((e) => e.eventType === 'GOAL' && e.userName === '권시우')!;
    expect(goal).toMatchObject({ halfType: 'SECOND_HALF', elapsedMinutes: 31, teamName: 'FC 한강', userId: seedPerson('kwon-siwoo').id, parentId: null });
    const children = history.filter((e) => e.parentId === goal.id);
    expect(children.map((e) => e.eventType).sort()).toEqual(['SHOT', 'VALID_SHOT']);
    expect(children.every((e) => e.id > goal.id && e.elapsedMinutes === 31)).toBe(true);
    const corner = history.find((e) => e.eventType === 'CORNER_KICK')!;
    expect(corner).toMatchObject({ halfType: 'FIRST_HALF', elapsedMinutes: 20, matchUserId: null, userId: null, userName: null, teamId: teamIds.hangang });
    const mains = history.filter((e) => e.parentId === null && !['ASSIST', 'SUB_IN'].includes(e.eventType));
    expect(mains.map((e) => [e.eventType, e.halfType, e.elapsedMinutes])).toEqual([
      ['VALID_SHOT', 'FIRST_HALF', 5],
      ['GOAL', 'FIRST_HALF', 12],
      ['CORNER_KICK', 'FIRST_HALF', 20],
      ['SHOT', 'FIRST_HALF', 27],
      ['YELLOW_CARD', 'FIRST_HALF', 33],
      ['GOAL', 'SECOND_HALF', 8],
      ['SUB_OUT', 'SECOND_HALF', 15],
      ['GOAL', 'SECOND_HALF', 31],
      ['OFFSIDE', 'SECOND_HALF', 38],
    ]);
  });

  it('sums up each team: counters, cards, substitutions, players who took part', async () => {
    const id = await seededMatchId(t, '서울 주말리그 3라운드');
    const summary = await get<MatchSummary>(id, '/summary');
    expect(summary).toEqual({
      matchId: id,
      matchState: 'FINISHED',
      home: {
        teamId: teamIds.hangang,
        teamName: 'FC 한강',
        yellowCards: 1,
        redCards: 0,
        substitutions: 1,
        playerCount: 12,
        counts: counts({ shotCount: 1, foulCount: 1, warningCount: 1 }),
      },
      away: {
        teamId: teamIds.gwanak,
        teamName: '관악 유나이티드',
        yellowCards: 0,
        redCards: 0,
        substitutions: 1,
        playerCount: 12,
        counts: counts({ goalCount: 1, shotCount: 1, validShotCount: 1, cornerKickCount: 1 }),
      },
    });
    const spring = await get<MatchSummary>(await seededMatchId(t, '봄맞이 친선전'), '/summary');
    expect([spring.home.playerCount, spring.home.substitutions, spring.away.playerCount, spring.away.yellowCards]).toEqual([12, 1, 11, 1]);
  });
});

describe("elapsed minutes from the server's half instants", () => {
  it('counts whole minutes into each half, never negative, uncapped in stoppage time', async () => {
    const t = await database.fresh();
    const token = await tokenOf(t, 'gwanakAdmin');
    const id = await seededMatchId(t, '서울 주말리그 5라운드');
    const kickOff = new Date('2026-05-26T00:00:00Z');
    const secondHalf = new Date(kickOff.getTime() + 60 * 60_000);
    await t.database.db
      .update(matches)
      .set({
        matchState: 'PLAY_SECOND_HALF',
        firstHalfStartAt: kickOff,
        firstHalfEndAt: new Date(kickOff.getTime() + 45 * 60_000),
        secondHalfStartAt: secondHalf,
      })
      .where(eq(matches.id, id));
    const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
    const written = [
      at(kickOff, -30_000), // a clock a little early: 0, not -1
      at(kickOff, 59_999),
      at(kickOff, 60_000),
      at(kickOff, 47 * 60_000 + 5_000), // stoppage time of the first half
      secondHalf,
      at(secondHalf, 12 * 60_000 + 30_000),
    ];
    // The stored half and minute are deliberately wrong: the answer must come from the instants.
    await t.database.db.insert(matchEvents).values(
      written.map((createdAt) => ({
        matchId: id,
        teamId: teamIds.gwanak,
        eventType: 'CORNER_KICK' as const,
        createdAt,
        halfType: 'SECOND_HALF' as const,
        elapsedMinutes: 99,
      })),
    );
    const history = (await body<MatchEvent[]>(await call(t, 'GET', `/api/v1/matches/${id}/history`, { token }))).data;
    expect(history.map((e) => [e.halfType, e.elapsedMinutes])).toEqual([
      ['FIRST_HALF', 0],
      ['FIRST_HALF', 0],
      ['FIRST_HALF', 1],
      ['FIRST_HALF', 47],
      ['SECOND_HALF', 0],
      ['SECOND_HALF', 12],
    ]);
  });
});

describe('a fresh match', () => {
  it('reads as empty: zero score, no players, no history', async () => {
    const t = await database.fresh();
    const token = await tokenOf(t, 'gwanakUser');
    const { matchId } = await insertMatch(t);
    expect((await body<MatchScore>(await call(t, 'GET', `/api/v1/matches/${matchId}/score`, { token }))).data.homeScore).toEqual(counts({}));
    expect((await body<MatchPlayers>(await call(t, 'GET', `/api/v1/matches/${matchId}/players`, { token }))).data).toEqual({
      homeTeam: { starters: [], substitutes: [] },
      awayTeam: { starters: [], substitutes: [] },
    });
    expect((await body<MatchEvent[]>(await call(t, 'GET', `/api/v1/matches/${matchId}/history`, { token }))).data).toEqual([]);
    const summary = (await body<MatchSummary>(await call(t, 'GET', `/api/v1/matches/${matchId}/summary`, { token }))).data;
    expect(summary).toMatchObject({ matchState: 'SCHEDULED', home: { playerCount: 0, substitutions: 0 } });
  });
});
