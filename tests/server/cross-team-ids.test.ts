/**
 * The sweep of decisions 028–029: endpoints that take a person, team or match id in the path or the body must
 * not act on something of another team (or on a person's own data) through that id. The holes found,
 * each failing on the code before the fix:
 * - `PATCH /teams/{id}/users/{userId}` renamed the person everywhere (a person who signs in is in other
 *   teams too) and could make a guest player an admin, the back door to what addUserToTeam refuses;
 * - a schedule item's `matchId` could link a match another team registered against us and we never
 *   accepted (or declined).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, users } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call, tokenFor } from './helpers.ts';
import { insertMatch, teamIds } from './match-fixtures.ts';
import { trainingBody } from './schedule-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const hangangAdmin = seedPerson('kim-minjun');
const gwanakAdmin = seedPerson('lee-junho');
const both = seedPerson('song-minho');

const patchMember = async (t: TestApp, as: number, teamId: number, target: number, json: object) =>
  call(t, 'PATCH', `/api/v1/teams/${teamId}/users/${target}`, { token: await tokenFor(t, as), json });

async function nameOf(t: TestApp, userId: number): Promise<string> {
  const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row.name;
}

async function guestOf(t: TestApp, as: number, teamId: number): Promise<number> {
  const response = await call(t, 'POST', '/api/v1/users', { token: await tokenFor(t, as), json: { name: '용병 윤씨', teamId } });
  expect(response.status).toBe(201);
  return (await body<{ id: number }>(response)).data.id;
}

describe('editing a member cannot reach past the team', () => {
  it("refuses 관악's admin renaming 송민호, who plays for FC 한강 too (403 4009); the name stays everywhere", async () => {
    const t = await database.fresh();
    const response = await patchMember(t, gwanakAdmin.id, teamIds.gwanak, both.id, { name: '관악이 지은 이름' });
    expect(response.status).toBe(403);
    expect(await body(response)).toMatchObject({ code: 4009 });
    expect(await nameOf(t, both.id)).toBe('송민호');
  });

  it('lets an admin rename a guest player their team made, and a person rename themselves', async () => {
    const t = await database.fresh();
    const guest = await guestOf(t, hangangAdmin.id, teamIds.hangang);
    expect((await patchMember(t, hangangAdmin.id, teamIds.hangang, guest, { name: '용병 윤씨 (GK)' })).status).toBe(200);
    expect(await nameOf(t, guest)).toBe('용병 윤씨 (GK)');
    expect((await patchMember(t, both.id, teamIds.gwanak, both.id, { name: '송민호 B' })).status).toBe(200);
    expect(await nameOf(t, both.id)).toBe('송민호 B');
  });

  it('refuses making a guest player an admin through the member edit (400 4007)', async () => {
    const t = await database.fresh();
    const guest = await guestOf(t, hangangAdmin.id, teamIds.hangang);
    const response = await patchMember(t, hangangAdmin.id, teamIds.hangang, guest, { teamRole: 'TEAM_ADMIN' });
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({ code: 4007 });
    const [row] = await t.database.db.select({ role: memberships.teamRole }).from(memberships).where(eq(memberships.userId, guest));
    expect(row.role).toBe('USER');
  });
});

describe('a schedule item links only a match of its own team', () => {
  const link = async (t: TestApp, matchId: number) =>
    call(t, 'POST', `/api/v1/teams/${teamIds.hangang}/schedules`, {
      token: await tokenFor(t, hangangAdmin.id),
      json: trainingBody({ kind: 'MATCH', matchId }),
    });

  it('refuses a match 관악 registered against FC 한강 while it waits for an answer, or after it was declined', async () => {
    const t = await database.fresh();
    for (const requestState of ['PENDING', 'DECLINED'] as const) {
      const { matchId } = await insertMatch(t, { home: teamIds.gwanak, away: teamIds.hangang, owner: teamIds.gwanak, requestState });
      const response = await link(t, matchId);
      expect(response.status, requestState).toBe(400);
      expect((await body<{ field: string }[]>(response)).data.map((f) => f.field)).toEqual(['matchId']);
    }
  });

  it('links one it accepted, and one it registered itself while the other team has not answered', async () => {
    const t = await database.fresh();
    const accepted = await insertMatch(t, { home: teamIds.gwanak, away: teamIds.hangang, owner: teamIds.gwanak, requestState: 'ACCEPTED' });
    expect((await link(t, accepted.matchId)).status).toBe(201);
    const ours = await insertMatch(t, { home: teamIds.hangang, away: teamIds.gwanak, owner: teamIds.hangang, requestState: 'PENDING' });
    expect((await link(t, ours.matchId)).status).toBe(201);
  });
});
