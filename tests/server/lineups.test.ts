/**
 * Lineups before kick-off: batches of additions and grid moves, the per-side checks after each batch
 * (a cell once per side, eleven starters, one player in the goalkeeper row), rollback of a whole
 * batch on any refusal, guests of a temporary opponent, removal, and no edits after kick-off.
 * Works on the seeded scheduled match (관악 유나이티드 at home against FC 한강), which has no lineup yet.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import { matches, matchUsers } from '#server/db/schema.ts';
import { seedPeople, seedPerson } from '#server/db/seed-data.ts';
import { body, call } from './helpers.ts';
import { createBody, insertMatch, seededMatchId, teamIds, tokenOf } from './match-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

type Row = {
  teamId: number;
  userId?: number | null;
  name?: string | null;
  number?: number | null;
  role: 'START_PLAYER' | 'SUB_PLAYER';
  matchGrid: number | null;
  matchPosition?: string | null;
};
type Change = { matchUserId: number; role: 'START_PLAYER' | 'SUB_PLAYER'; matchGrid: number | null; matchPosition?: string | null };

const membersOf = (key: 'hangang' | 'gwanak') => seedPeople.filter((p) => p.teams.some((t) => t.key === key));
const gwanak = membersOf('gwanak');
const hangang = membersOf('hangang');
const starter = (teamId: number, userId: number, matchGrid: number): Row => ({ teamId, userId, role: 'START_PLAYER', matchGrid });
const sub = (teamId: number, userId: number): Row => ({ teamId, userId, role: 'SUB_PLAYER', matchGrid: null });

interface Scene {
  t: TestApp;
  matchId: number;
  gwanakAdmin: string;
  hangangAdmin: string;
}

async function scene(): Promise<Scene> {
  const t = await database.fresh();
  return {
    t,
    matchId: await seededMatchId(t, '서울 주말리그 5라운드'),
    gwanakAdmin: await tokenOf(t, 'gwanakAdmin'),
    hangangAdmin: await tokenOf(t, 'hangangAdmin'),
  };
}
const add = (s: Scene, players: Row[], token = s.gwanakAdmin, matchId = s.matchId) =>
  call(s.t, 'POST', `/api/v1/matches/${matchId}/users`, { token, json: { players } });
const move = (s: Scene, changes: Change[], token = s.gwanakAdmin) => call(s.t, 'PATCH', `/api/v1/matches/${s.matchId}/grid`, { token, json: { changes } });
const remove = (s: Scene, matchUserId: number, token = s.gwanakAdmin) => call(s.t, 'DELETE', `/api/v1/matches/${s.matchId}/users/${matchUserId}`, { token });
async function addOk(s: Scene, players: Row[], token = s.gwanakAdmin, matchId = s.matchId): Promise<number[]> {
  const response = await add(s, players, token, matchId);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await body<number[]>(response)).data;
}
/** The lineup as stored: [userId or guest name, role, cell] per row, by id. */
async function stored(s: Scene, matchId = s.matchId) {
  const rows = await s.t.database.db.select().from(matchUsers).where(eq(matchUsers.matchId, matchId)).orderBy(matchUsers.id);
  return rows.map((r) => [r.userId ?? r.guestName, r.role, r.matchGrid]);
}
async function expectRefusal(response: Response, status: number, code: number) {
  expect(response.status).toBe(status);
  expect((await body(response)).code).toBe(code);
}
/** Eleven 관악 starters: cells 0–9 in the front rows and the keeper at 27. */
const gwanakEleven = () => gwanak.slice(0, 11).map((p, i) => starter(teamIds.gwanak, p.id, i === 10 ? 27 : i));

describe('adding people to a lineup', () => {
  it('adds a batch and answers the new match-user ids in order; players show with their team data', async () => {
    const s = await scene();
    const junho = seedPerson('lee-junho');
    const taehyun = seedPerson('kim-taehyun');
    const jisung = seedPerson('bae-jisung');
    const ids = await addOk(s, [
      starter(teamIds.gwanak, junho.id, 2),
      starter(teamIds.gwanak, taehyun.id, 27),
      { ...sub(teamIds.gwanak, jisung.id), matchPosition: 'DF' },
    ]);
    expect(ids).toHaveLength(3);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const rows = await s.t.database.db.select().from(matchUsers).where(eq(matchUsers.matchId, s.matchId)).orderBy(matchUsers.id);
    expect(rows.map((r) => [r.id, r.userId])).toEqual([
      [ids[0], junho.id],
      [ids[1], taehyun.id],
      [ids[2], jisung.id],
    ]);
    const players = (await body<MatchPlayers>(await call(s.t, 'GET', `/api/v1/matches/${s.matchId}/players`, { token: s.gwanakAdmin }))).data;
    expect(players.homeTeam.starters.map((p) => [p.name, p.number, p.matchPosition, p.matchGrid])).toEqual([
      ['이준호', 10, 'FW', 2],
      ['김태현', 1, 'GK', 27],
    ]);
    // The admin's position wins over the member's usual one.
    expect(players.homeTeam.substitutes.map((p) => [p.name, p.matchPosition, p.matchGrid, p.role])).toEqual([['배지성', 'DF', null, 'SUB_PLAYER']]);
    expect(players.awayTeam).toEqual({ starters: [], substitutes: [] });
  });

  it('checks occupancy per side: the same cell on the other side is fine, twice on one side is 409 7004 and adds nothing', async () => {
    const s = await scene();
    await addOk(s, [starter(teamIds.gwanak, gwanak[0].id, 12)]);
    await addOk(s, [starter(teamIds.hangang, hangang[0].id, 12)], s.hangangAdmin);
    const before = await stored(s);
    await expectRefusal(await add(s, [starter(teamIds.gwanak, gwanak[1].id, 3), starter(teamIds.gwanak, gwanak[2].id, 12)]), 409, 7004);
    expect(await stored(s)).toEqual(before);
    await expectRefusal(await add(s, [starter(teamIds.gwanak, gwanak[1].id, 4), starter(teamIds.gwanak, gwanak[2].id, 4)]), 409, 7004);
    expect(await stored(s)).toEqual(before);
  });

  it('refuses a twelfth starter (409 7007) but takes him on the bench', async () => {
    const s = await scene();
    await addOk(s, gwanakEleven());
    const twelfth = gwanak[11].id;
    const refused = await add(s, [starter(teamIds.gwanak, twelfth, 20)]);
    await expectRefusal(refused, 409, 7007);
    expect((await stored(s)).length).toBe(11);
    await addOk(s, [sub(teamIds.gwanak, twelfth)]);
    // Eleven a side: the other side still has room for its own eleven.
    await addOk(
      s,
      hangang.slice(0, 11).map((p, i) => starter(teamIds.hangang, p.id, i === 10 ? 27 : i)),
      s.hangangAdmin,
    );
  });

  it('allows one player in the goalkeeper row (cells 25–29) per side: 409 7008', async () => {
    const s = await scene();
    await expectRefusal(await add(s, [starter(teamIds.gwanak, gwanak[0].id, 27), starter(teamIds.gwanak, gwanak[1].id, 25)]), 409, 7008);
    expect(await stored(s)).toEqual([]);
    await addOk(s, [starter(teamIds.gwanak, gwanak[0].id, 27)]);
    await expectRefusal(await add(s, [starter(teamIds.gwanak, gwanak[1].id, 29)]), 409, 7008);
    // The other side has its own goal.
    await addOk(s, [starter(teamIds.hangang, hangang[1].id, 27)], s.hangangAdmin);
  });

  it('wants a cell for a starter and none for a substitute: 400 7009', async () => {
    const s = await scene();
    await expectRefusal(await add(s, [{ teamId: teamIds.gwanak, userId: gwanak[0].id, role: 'START_PLAYER', matchGrid: null }]), 400, 7009);
    await expectRefusal(await add(s, [{ teamId: teamIds.gwanak, userId: gwanak[0].id, role: 'SUB_PLAYER', matchGrid: 5 }]), 400, 7009);
    expect(await stored(s)).toEqual([]);
  });

  it('takes a person at most once per match, on either side: 409 7002', async () => {
    const s = await scene();
    const minho = seedPerson('song-minho'); // a member of both teams
    await addOk(s, [sub(teamIds.gwanak, minho.id)]);
    await expectRefusal(await add(s, [sub(teamIds.gwanak, minho.id)]), 409, 7002);
    await expectRefusal(await add(s, [sub(teamIds.hangang, minho.id)], s.hangangAdmin), 409, 7002);
    await expectRefusal(await add(s, [sub(teamIds.gwanak, gwanak[1].id), starter(teamIds.gwanak, gwanak[1].id, 3)]), 409, 7002);
    expect((await stored(s)).length).toBe(1);
  });

  it("takes only current members of the side's team: 400 7010", async () => {
    const s = await scene();
    await expectRefusal(await add(s, [sub(teamIds.gwanak, seedPerson('lee-seojun').id)]), 400, 7010);
    await expectRefusal(await add(s, [sub(teamIds.gwanak, seedPerson('shin-jiho').id)]), 400, 7010);
    await expectRefusal(await add(s, [sub(teamIds.gwanak, 9999)]), 400, 7010);
  });

  it('refuses a team that does not play the match (400 6011) and typed-in guests for a real team (400 7011)', async () => {
    const s = await scene();
    await expectRefusal(await add(s, [{ teamId: teamIds.seongsu, name: '홍길동', number: 7, role: 'SUB_PLAYER', matchGrid: null }]), 400, 6011);
    await expectRefusal(await add(s, [{ teamId: teamIds.gwanak, name: '홍길동', number: 7, role: 'SUB_PLAYER', matchGrid: null }]), 400, 7011);
    await expectRefusal(await add(s, [{ ...sub(teamIds.gwanak, gwanak[0].id), name: '별명' }]), 400, 7011);
  });

  it('fields guests of a temporary opponent by name and number', async () => {
    const s = await scene();
    const created = await call(s.t, 'POST', '/api/v1/matches', {
      token: s.hangangAdmin,
      json: createBody({ homeTeamId: teamIds.hangang, awayTeamId: teamIds.seongsu }),
    });
    const matchId = (await body<{ id: number }>(created)).data.id;
    const guests: Row[] = [
      { teamId: teamIds.seongsu, name: '오세훈', number: 1, role: 'START_PLAYER', matchGrid: 27, matchPosition: 'GK' },
      { teamId: teamIds.seongsu, name: '강태오', number: 7, role: 'START_PLAYER', matchGrid: 27 - 25 },
      { teamId: teamIds.seongsu, name: '이름만', role: 'SUB_PLAYER', matchGrid: null },
    ];
    // The admin who arranged the match fills in the opponent, which has no people in the app.
    const ids = await addOk(s, guests, s.hangangAdmin, matchId);
    expect(ids).toHaveLength(3);
    const players = (await body<MatchPlayers>(await call(s.t, 'GET', `/api/v1/matches/${matchId}/players`, { token: s.hangangAdmin }))).data;
    expect(players.awayTeam.starters.map((p: MatchPlayer) => [p.userId, p.name, p.number, p.matchGrid, p.teamId])).toEqual([
      [null, '강태오', 7, 2, teamIds.seongsu],
      [null, '오세훈', 1, 27, teamIds.seongsu],
    ]);
    expect(players.awayTeam.substitutes.map((p) => [p.name, p.number])).toEqual([['이름만', null]]);
    await expectRefusal(
      await add(s, [{ teamId: teamIds.seongsu, name: '오세훈', number: 1, role: 'SUB_PLAYER', matchGrid: null }], s.hangangAdmin, matchId),
      409,
      7002,
    );
    await expectRefusal(await add(s, [{ teamId: teamIds.seongsu, number: 5, role: 'SUB_PLAYER', matchGrid: null }], s.hangangAdmin, matchId), 400, 7011);
    // Guests follow the same per-side checks.
    await expectRefusal(
      await add(s, [{ teamId: teamIds.seongsu, name: '김도현', number: 2, role: 'START_PLAYER', matchGrid: 2 }], s.hangangAdmin, matchId),
      409,
      7004,
    );
    // An admin of neither team may not touch it.
    await expectRefusal(
      await add(s, [{ teamId: teamIds.seongsu, name: '김도현', number: 2, role: 'SUB_PLAYER', matchGrid: null }], s.gwanakAdmin, matchId),
      403,
      5006,
    );
  });

  it("leaves a real opponent's lineup to that team's admins: 403 7005, even inside a batch with the own side", async () => {
    const s = await scene();
    await expectRefusal(await add(s, [starter(teamIds.gwanak, gwanak[0].id, 1), starter(teamIds.hangang, hangang[0].id, 1)]), 403, 7005);
    expect(await stored(s)).toEqual([]);
  });
});

describe('moving people on the grid', () => {
  async function withLineup() {
    const s = await scene();
    const [a, b, c, keeper, bench] = await addOk(s, [
      starter(teamIds.gwanak, gwanak[0].id, 1),
      starter(teamIds.gwanak, gwanak[2].id, 2),
      starter(teamIds.gwanak, gwanak[3].id, 3),
      starter(teamIds.gwanak, gwanak[1].id, 27),
      sub(teamIds.gwanak, gwanak[4].id),
    ]);
    const [away] = await addOk(s, [starter(teamIds.hangang, hangang[0].id, 8)], s.hangangAdmin);
    return { s, a, b, c, keeper, bench, away };
  }

  it('applies a batch and answers the fresh players; swapping two cells in one batch is fine', async () => {
    const { s, a, b, bench } = await withLineup();
    const response = await move(s, [
      { matchUserId: a, role: 'START_PLAYER', matchGrid: 2 },
      { matchUserId: b, role: 'START_PLAYER', matchGrid: 1 },
      { matchUserId: bench, role: 'START_PLAYER', matchGrid: 8, matchPosition: 'MF' },
    ]);
    expect(response.status).toBe(200);
    const players = (await body<MatchPlayers>(response)).data;
    const cell = (id: number) => players.homeTeam.starters.find((p) => p.id === id)?.matchGrid;
    expect([cell(a), cell(b), cell(bench)]).toEqual([2, 1, 8]);
    expect(players.homeTeam.starters.find((p) => p.id === bench)?.matchPosition).toBe('MF');
    // No position named: the player keeps his.
    expect(players.homeTeam.starters.find((p) => p.id === a)?.matchPosition).toBe(gwanak[0].memberships.find((m) => m.teamKey === 'gwanak')!.position);
    expect(players.homeTeam.substitutes).toEqual([]);
  });

  it('checks occupancy per side after the batch: 409 7004 and the whole batch rolls back', async () => {
    const { s, a, b, c } = await withLineup();
    const before = await stored(s);
    // The first change alone would be fine; the second puts two on cell 2.
    await expectRefusal(
      await move(s, [
        { matchUserId: a, role: 'START_PLAYER', matchGrid: 5 },
        { matchUserId: c, role: 'START_PLAYER', matchGrid: 2 },
      ]),
      409,
      7004,
    );
    expect(await stored(s)).toEqual(before);
    // Cell 8 is taken on the other side only.
    expect((await move(s, [{ matchUserId: b, role: 'START_PLAYER', matchGrid: 8 }])).status).toBe(200);
  });

  it('refuses a twelfth starter and a second player in the goalkeeper row, rolling back', async () => {
    const { s, a, bench } = await withLineup();
    await addOk(
      s,
      gwanak.slice(5, 12).map((p, i) => starter(teamIds.gwanak, p.id, 10 + i)),
    );
    const before = await stored(s);
    await expectRefusal(await move(s, [{ matchUserId: bench, role: 'START_PLAYER', matchGrid: 20 }]), 409, 7007);
    await expectRefusal(
      await move(s, [
        { matchUserId: a, role: 'START_PLAYER', matchGrid: 4 },
        { matchUserId: bench, role: 'START_PLAYER', matchGrid: 26 },
      ]),
      409,
      7007,
    );
    expect(await stored(s)).toEqual(before);
    await expectRefusal(await move(s, [{ matchUserId: a, role: 'START_PLAYER', matchGrid: 26 }]), 409, 7008);
    expect(await stored(s)).toEqual(before);
    // A starter to the bench makes room.
    expect(
      (
        await move(s, [
          { matchUserId: a, role: 'SUB_PLAYER', matchGrid: null },
          { matchUserId: bench, role: 'START_PLAYER', matchGrid: 1 },
        ])
      ).status,
    ).toBe(200);
  });

  it('wants a cell for a starter and none for a substitute: 400 7009', async () => {
    const { s, a, bench } = await withLineup();
    await expectRefusal(await move(s, [{ matchUserId: a, role: 'START_PLAYER', matchGrid: null }]), 400, 7009);
    await expectRefusal(await move(s, [{ matchUserId: bench, role: 'SUB_PLAYER', matchGrid: 9 }]), 400, 7009);
  });

  it('answers 404 7003 for a match-user of another match or none, and 400 for one named twice', async () => {
    const { s, a } = await withLineup();
    const other = await insertMatch(s.t, { lineup: [{ teamId: teamIds.gwanak, userId: gwanak[0].id, grid: 1 }] });
    await expectRefusal(await move(s, [{ matchUserId: other.matchUserIds[0], role: 'START_PLAYER', matchGrid: 4 }]), 404, 7003);
    await expectRefusal(await move(s, [{ matchUserId: 999_999, role: 'START_PLAYER', matchGrid: 4 }]), 404, 7003);
    const twice = await move(s, [
      { matchUserId: a, role: 'START_PLAYER', matchGrid: 4 },
      { matchUserId: a, role: 'START_PLAYER', matchGrid: 5 },
    ]);
    expect(twice.status).toBe(400);
    expect((await body<{ field: string }[]>(twice)).data.map((f) => f.field)).toEqual(['changes.1.matchUserId']);
  });

  it('leaves the other side to its own admins: 403 7005', async () => {
    const { s, a, away } = await withLineup();
    await expectRefusal(await move(s, [{ matchUserId: away, role: 'START_PLAYER', matchGrid: 9 }]), 403, 7005);
    await expectRefusal(await move(s, [{ matchUserId: a, role: 'START_PLAYER', matchGrid: 9 }], s.hangangAdmin), 403, 7005);
  });
});

describe('taking a person out', () => {
  it('removes the row (204) and the person can be added again', async () => {
    const s = await scene();
    const [id] = await addOk(s, [starter(teamIds.gwanak, gwanak[0].id, 1)]);
    expect((await remove(s, id)).status).toBe(204);
    expect(await stored(s)).toEqual([]);
    await addOk(s, [starter(teamIds.gwanak, gwanak[0].id, 1)]);
  });

  it("answers 404 7003 for an unknown match-user or one of another match, 403 7005 for the other side's admin", async () => {
    const s = await scene();
    const [id] = await addOk(s, [starter(teamIds.gwanak, gwanak[0].id, 1)]);
    await expectRefusal(await remove(s, 999_999), 404, 7003);
    const other = await insertMatch(s.t, { lineup: [{ teamId: teamIds.gwanak, userId: gwanak[0].id, grid: 1 }] });
    await expectRefusal(await remove(s, other.matchUserIds[0]), 404, 7003);
    await expectRefusal(await remove(s, id, s.hangangAdmin), 403, 7005);
    expect((await stored(s)).length).toBe(1);
  });
});

describe('after kick-off', () => {
  it('refuses every lineup write with 409 7006: only substitutions change the lineup', async () => {
    const s = await scene();
    const [id, benchId] = await addOk(s, [starter(teamIds.gwanak, gwanak[0].id, 1), sub(teamIds.gwanak, gwanak[1].id)]);
    for (const state of ['PLAY_FIRST_HALF', 'HALF_TIME', 'PLAY_SECOND_HALF', 'FINISHED'] as const) {
      await s.t.database.db.update(matches).set({ matchState: state }).where(eq(matches.id, s.matchId));
      const before = await stored(s);
      const refusals = [
        await add(s, [sub(teamIds.gwanak, gwanak[2].id)]),
        await move(s, [{ matchUserId: id, role: 'START_PLAYER', matchGrid: 2 }]),
        await move(s, [{ matchUserId: benchId, role: 'START_PLAYER', matchGrid: 2 }]),
        await remove(s, id),
      ];
      for (const response of refusals) {
        expect(response.status, state).toBe(409);
        expect(await body(response), state).toMatchObject({ code: 7006, message: '경기가 시작된 뒤에는 교체로만 명단을 바꿀 수 있습니다.' });
      }
      expect(await stored(s)).toEqual(before);
    }
    const [row] = await s.t.database.db
      .select()
      .from(matchUsers)
      .where(and(eq(matchUsers.id, id), eq(matchUsers.matchId, s.matchId)));
    expect(row.matchGrid).toBe(1);
  });
});
