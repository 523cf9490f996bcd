import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '#server/db/schema.ts';
import { seedPeople, seedPerson } from '#server/db/seed-data.ts';
import { body, call, tokenFor } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const admin = seedPerson('kim-minjun');
const secondAdmin = seedPerson('park-jihun');
const member = seedPerson('lee-seojun');
const other = seedPerson('choi-doyun');
const loner = seedPerson('shin-jiho');
const hangang = seedPeople.filter((p) => p.teams.some((t) => t.id === 1));

interface Member {
  userId: number;
  name: string;
  teamRole: string;
  backNumber: number | null;
  position: string | null;
  foot: string | null;
  height: number | null;
  weight: number | null;
  birthYear: number | null;
  joinedAt: string;
  isGuest: boolean;
}
type Page = { content: Member[]; page: number; size: number; totalElements: number };

async function list(t: TestApp, query: string, as = member.id): Promise<Page> {
  const response = await call(t, 'GET', `/api/v1/teams/1/users?${query}`, { token: await tokenFor(t, as) });
  expect(response.status, query).toBe(200);
  return (await body<Page>(response)).data;
}

const fieldOf = { number: 'backNumber', name: 'name', birthyear: 'birthYear', height: 'height', weight: 'weight' } as const;
type SortField = keyof typeof fieldOf;

/** The order the server promises: each field in turn (nulls last either way), then the user id. */
function expectedOrder(rows: Member[], sort: [SortField, 'asc' | 'desc'][]): number[] {
  return [...rows]
    .sort((a, b) => {
      for (const [field, direction] of sort) {
        const x = a[fieldOf[field]];
        const y = b[fieldOf[field]];
        if (x === y) continue;
        if (x === null) return 1;
        if (y === null) return -1;
        const cmp = x < y ? -1 : 1;
        return direction === 'asc' ? cmp : -cmp;
      }
      return a.userId - b.userId;
    })
    .map((m) => m.userId);
}

describe('the members list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await database.shared();
    const db = t.database.db;
    // Blanks and ties, so nulls-last and the id tiebreak have something to do.
    await db
      .update(memberships)
      .set({ backNumber: null, height: null, birthYear: null, weight: null })
      .where(and(eq(memberships.teamId, 1), inArray(memberships.userId, [seedPerson('kwon-siwoo').id, seedPerson('oh-jiho').id])));
    await db
      .update(memberships)
      .set({ height: 180, backNumber: 7 })
      .where(and(eq(memberships.teamId, 1), inArray(memberships.userId, [seedPerson('han-seungmin').id, seedPerson('seo-yejun').id])));
    await db
      .update(memberships)
      .set({ position: null, foot: null })
      .where(and(eq(memberships.teamId, 1), eq(memberships.userId, seedPerson('hwang-yuchan').id)));
    await db
      .update(users)
      .set({ name: 'Alex 100%_진짜' })
      .where(eq(users.id, seedPerson('seo-yejun').id));
    await db
      .update(users)
      .set({ name: 'alexander' })
      .where(eq(users.id, seedPerson('shin-donghyun').id));
  });

  it('pages through all members exactly once, with the total on every page', async () => {
    const seen: number[] = [];
    for (let page = 0; page < 4; page++) {
      const data = await list(t, `page=${page}&size=5&sort=name,asc`);
      expect(data).toMatchObject({ page, size: 5, totalElements: hangang.length });
      expect(data.content.length).toBe(page < 3 ? 5 : hangang.length - 15);
      seen.push(...data.content.map((m) => m.userId));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(hangang.map((p) => p.id).sort((a, b) => a - b));
    expect(await list(t, 'page=9&size=5')).toEqual({ content: [], page: 9, size: 5, totalElements: hangang.length });
  });

  it('answers the member attributes and role', async () => {
    const data = await list(t, 'size=100');
    expect(data.content.find((m) => m.userId === admin.id)).toEqual({
      userId: admin.id,
      name: '김민준',
      profileImg: null,
      teamRole: 'TEAM_ADMIN',
      backNumber: 10,
      position: 'MF',
      foot: 'RIGHT',
      height: 176,
      weight: 70,
      birthYear: 1990,
      joinedAt: expect.any(String),
      isGuest: false,
      // No status row: 활동 (decision 091).
      status: { kind: 'ACTIVE', from: null, until: null },
    });
    // Without a sort: the order people joined (the admins first in the seed).
    expect(
      data.content
        .slice(0, 2)
        .map((m) => m.userId)
        .sort(),
    ).toEqual([admin.id, secondAdmin.id].sort());
  });

  for (const field of Object.keys(fieldOf) as SortField[]) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${field} ${direction}, blanks last, ties by user id`, async () => {
        const all = (await list(t, 'size=100')).content;
        const sorted = await list(t, `size=100&sort=${field},${direction}`);
        expect(sorted.content.map((m) => m.userId)).toEqual(expectedOrder(all, [[field, direction]]));
        const values = sorted.content.map((m) => m[fieldOf[field]]);
        if (field !== 'name') expect(values.slice(-2)).toEqual([null, null]);
        expect(values[0]).not.toBeNull();
      });
    }
  }

  it('applies several sort fields in the order given', async () => {
    const all = (await list(t, 'size=100')).content;
    const heightFirst = await list(t, 'size=100&sort=height,desc&sort=number,asc');
    const numberFirst = await list(t, 'size=100&sort=number,asc&sort=height,desc');
    expect(heightFirst.content.map((m) => m.userId)).toEqual(
      expectedOrder(all, [
        ['height', 'desc'],
        ['number', 'asc'],
      ]),
    );
    expect(numberFirst.content.map((m) => m.userId)).toEqual(
      expectedOrder(all, [
        ['number', 'asc'],
        ['height', 'desc'],
      ]),
    );
    expect(heightFirst.content.map((m) => m.userId)).not.toEqual(numberFirst.content.map((m) => m.userId));
    // The two members of height 180 and number 7 fall back to their ids.
    const tied = [seedPerson('han-seungmin').id, seedPerson('seo-yejun').id].sort((a, b) => a - b);
    const at = heightFirst.content.findIndex((m) => m.userId === tied[0]);
    expect(heightFirst.content[at + 1].userId).toBe(tied[1]);
  });

  it('keeps pages stable with a sort on a repeated value', async () => {
    const whole = (await list(t, 'size=100&sort=weight,asc')).content.map((m) => m.userId);
    const pieces: number[] = [];
    for (let page = 0; page < 6; page++) pieces.push(...(await list(t, `size=3&page=${page}&sort=weight,asc`)).content.map((m) => m.userId));
    expect(pieces).toEqual(whole);
  });

  it('filters by position, role and foot, alone and together', async () => {
    const names = async (query: string) => (await list(t, `size=100&sort=name,asc&${query}`)).content.map((m) => m.name);
    expect(await names('position=FW')).toEqual(['권시우', '이서준', '정우진', '최도윤']);
    expect(await names('teamRole=TEAM_ADMIN')).toEqual(['김민준', '박지훈']);
    expect((await list(t, 'footType=LEFT')).totalElements).toBe(3);
    expect(await names('position=FW&footType=LEFT')).toEqual(['최도윤']);
    expect(await names('position=GK&teamRole=USER')).toEqual(['alexander']);
  });

  it('searches names as a case-insensitive substring', async () => {
    const names = async (query: string) => (await list(t, `size=100&sort=name,asc&searchName=${encodeURIComponent(query)}`)).content.map((m) => m.name);
    expect(await names('민')).toEqual(['김민준', '송민호', '조민재', '한승민']);
    expect(await names('ALEX')).toEqual(['Alex 100%_진짜', 'alexander']);
    expect(await names('  서준 ')).toEqual(['이서준']);
    expect(await names('민&position=FW')).toEqual([]);
  });

  it('takes % and _ in a search literally', async () => {
    const total = async (query: string) => (await list(t, `searchName=${encodeURIComponent(query)}`)).totalElements;
    expect(await total('%')).toBe(1);
    expect(await total('_')).toBe(1);
    expect(await total('0%_진')).toBe(1);
    expect(await total('a%x')).toBe(0);
    expect(await total('김_준')).toBe(0);
    expect(await total('\\')).toBe(0);
  });

  it('names a bad sort, filter or page size', async () => {
    const response = await call(t, 'GET', '/api/v1/teams/1/users?sort=age,asc&position=ST&size=0', { token: await tokenFor(t, member.id) });
    expect(response.status).toBe(400);
    expect((await body<{ field: string }[]>(response)).data.map((f) => f.field).sort()).toEqual(['position', 'size', 'sort.0.field']);
  });
});

describe('editing a member', () => {
  const patch = async (t: TestApp, as: number, target: number, json: object) =>
    call(t, 'PATCH', `/api/v1/teams/1/users/${target}`, { token: await tokenFor(t, as), json });

  it('lets a member edit their own attributes, null clearing one', async () => {
    const t = await database.fresh();
    const response = await patch(t, member.id, member.id, { backNumber: 99, position: 'MF', foot: 'BOTH', height: 181.5, weight: 74, birthYear: 1997 });
    expect(response.status).toBe(200);
    expect((await body(response)).data).toMatchObject({
      userId: member.id,
      backNumber: 99,
      position: 'MF',
      foot: 'BOTH',
      height: 181.5,
      weight: 74,
      birthYear: 1997,
      teamRole: 'USER',
    });
    const cleared = await patch(t, member.id, member.id, { backNumber: null });
    expect((await body(cleared)).data).toMatchObject({ backNumber: null, position: 'MF' });
  });

  it("changes the person's name everywhere when a member renames themselves", async () => {
    const t = await database.fresh();
    const both = seedPerson('song-minho');
    expect((await patch(t, both.id, both.id, { name: '  송민호2 ' })).status).toBe(200);
    const inGwanak = await call(t, 'GET', `/api/v1/teams/2/users?searchName=${encodeURIComponent('송민호2')}`, { token: await tokenFor(t, both.id) });
    expect((await body<Page>(inGwanak)).data.content.map((m) => m.userId)).toEqual([both.id]);
    const person = await call(t, 'GET', `/api/v1/users/${both.id}`, { token: await tokenFor(t, both.id) });
    expect((await body<{ userName: string }>(person)).data.userName).toBe('송민호2');
  });

  it('refuses a member their own role change (403 5006) but accepts the role they already have', async () => {
    const t = await database.fresh();
    const response = await patch(t, member.id, member.id, { teamRole: 'TEAM_ADMIN' });
    expect(response.status).toBe(403);
    expect(await body(response)).toMatchObject({ code: 5006 });
    expect((await patch(t, member.id, member.id, { teamRole: 'USER', height: 180 })).status).toBe(200);
  });

  it("refuses a member another member's attributes (403 5006)", async () => {
    const t = await database.fresh();
    const response = await patch(t, member.id, other.id, { backNumber: 1 });
    expect(response.status).toBe(403);
    expect(await body(response)).toMatchObject({ code: 5006 });
  });

  it("lets an admin edit anyone's membership and role (the name as it is: it is the person's own)", async () => {
    const t = await database.fresh();
    const response = await patch(t, admin.id, other.id, { teamRole: 'TEAM_ADMIN', name: '최도윤', backNumber: 77 });
    expect(response.status).toBe(200);
    expect((await body(response)).data).toMatchObject({ userId: other.id, teamRole: 'TEAM_ADMIN', name: '최도윤', backNumber: 77 });
    // The new admin now administers: they may edit someone else.
    expect((await patch(t, other.id, member.id, { backNumber: 8 })).status).toBe(200);
  });

  it('keeps the last admin: stepping down is refused with 409 5007 until another admin exists', async () => {
    const t = await database.fresh();
    expect((await patch(t, admin.id, secondAdmin.id, { teamRole: 'USER' })).status).toBe(200);
    const stepDown = await patch(t, admin.id, admin.id, { teamRole: 'USER' });
    expect(stepDown.status).toBe(409);
    expect(await body(stepDown)).toMatchObject({ code: 5007 });
    expect((await patch(t, admin.id, member.id, { teamRole: 'TEAM_ADMIN' })).status).toBe(200);
    expect((await patch(t, admin.id, admin.id, { teamRole: 'USER' })).status).toBe(200);
    const admins = (await list(t, 'teamRole=TEAM_ADMIN')).content.map((m) => m.userId);
    expect(admins).toEqual([member.id]);
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const t = await database.fresh();
    const [a, b] = await Promise.all([patch(t, admin.id, secondAdmin.id, { teamRole: 'USER' }), patch(t, secondAdmin.id, admin.id, { teamRole: 'USER' })]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    expect((await list(t, 'teamRole=TEAM_ADMIN')).totalElements).toBe(1);
  });

  it('answers 404 5009 for someone who is not in the team', async () => {
    const t = await database.fresh();
    const response = await patch(t, admin.id, loner.id, { backNumber: 3 });
    expect(response.status).toBe(404);
    expect(await body(response)).toMatchObject({ code: 5009 });
  });

  it('names bad values', async () => {
    const t = await database.fresh();
    const response = await patch(t, member.id, member.id, { backNumber: 100, height: 20, foot: 'NONE', name: '' });
    expect(response.status).toBe(400);
    expect((await body<{ field: string }[]>(response)).data.map((f) => f.field).sort()).toEqual(['backNumber', 'foot', 'height', 'name']);
  });
});

describe('removing a member', () => {
  const remove = async (t: TestApp, as: number, target: number) => call(t, 'DELETE', `/api/v1/teams/1/users/${target}`, { token: await tokenFor(t, as) });

  it('lets an admin remove a member, who then has no access to the team', async () => {
    const t = await database.fresh();
    const response = await remove(t, admin.id, member.id);
    expect(response.status).toBe(204);
    expect((await list(t, 'size=100', admin.id)).totalElements).toBe(hangang.length - 1);
    const after = await call(t, 'GET', '/api/v1/teams/1/users', { token: await tokenFor(t, member.id) });
    expect(after.status).toBe(403);
    expect(await body(after)).toMatchObject({ code: 5005 });
  });

  it('lets a member leave, but not remove someone else (403 5006)', async () => {
    const t = await database.fresh();
    const refused = await remove(t, member.id, other.id);
    expect(refused.status).toBe(403);
    expect(await body(refused)).toMatchObject({ code: 5006 });
    expect((await remove(t, member.id, member.id)).status).toBe(204);
    const mine = (await body<unknown[]>(await call(t, 'GET', `/api/v1/users/${member.id}/teams`, { token: await tokenFor(t, member.id) }))).data;
    expect(mine).toEqual([]);
  });

  it('never removes the last admin: not by leaving, 409 5007', async () => {
    const t = await database.fresh();
    expect((await remove(t, admin.id, secondAdmin.id)).status).toBe(204);
    const leave = await remove(t, admin.id, admin.id);
    expect(leave.status).toBe(409);
    expect(await body(leave)).toMatchObject({ code: 5007 });
    expect((await list(t, 'teamRole=TEAM_ADMIN', admin.id)).content.map((m) => m.userId)).toEqual([admin.id]);
  });

  it('answers 404 5009 for someone who is not in the team', async () => {
    const t = await database.fresh();
    const response = await remove(t, admin.id, loner.id);
    expect(response.status).toBe(404);
    expect(await body(response)).toMatchObject({ code: 5009 });
  });
});

describe('an admin adding a guest player to the team', () => {
  const add = async (t: TestApp, as: number, person: number, json: object) =>
    call(t, 'POST', `/api/v1/users/${person}/teams`, { token: await tokenFor(t, as), json });
  const makeGuest = async (t: TestApp, json: object) =>
    (await body<{ id: number }>(await call(t, 'POST', '/api/v1/users', { token: await tokenFor(t, admin.id), json }))).data.id;

  it('adds a guest player they made as USER (201, the team as its members see it)', async () => {
    const t = await database.fresh();
    const guest = await makeGuest(t, { name: '용병 김씨' });
    const response = await add(t, admin.id, guest, { teamId: 1 });
    expect(response.status).toBe(201);
    expect((await body(response)).data).toEqual({ id: 1, name: 'FC 한강', logoImgUrl: null, teamColor: '#1E4FA0', teamRole: 'USER', isTemp: false });
    const listed = await list(t, 'size=100');
    expect(listed.totalElements).toBe(hangang.length + 1);
    // Marked as a guest player (용병): the one member who never signs in.
    expect(listed.content.filter((m) => m.isGuest).map((m) => m.userId)).toEqual([guest]);
  });

  it('refuses a guest already in the team (409 5003) and a person who does not exist (404 4002)', async () => {
    const t = await database.fresh();
    const again = await add(t, admin.id, await makeGuest(t, { name: '용병 박씨', teamId: 1 }), { teamId: 1 });
    expect(again.status).toBe(409);
    expect(await body(again)).toMatchObject({ code: 5003 });
    const nobody = await add(t, admin.id, 9999, { teamId: 1 });
    expect(nobody.status).toBe(404);
    expect(await body(nobody)).toMatchObject({ code: 4002 });
  });

  it('refuses an admin of another team (403 5005)', async () => {
    const t = await database.fresh();
    const response = await add(t, seedPerson('lee-junho').id, loner.id, { teamId: 1 });
    expect(response.status).toBe(403);
    expect(await body(response)).toMatchObject({ code: 5005 });
  });
});
