/**
 * The failures the endpoint fuzz and the authorization matrix found, pinned as plain cases so they
 * stay fixed whatever seed the fuzz runs with: each was a 500 (or a wrong code) for a client's mistake.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call, pendingPerson, tokenFor } from './helpers.ts';
import { createBody, teamIds } from './match-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const admin = seedPerson('kim-minjun');
const teamBody = { name: '', teamColor: '#123456', bottomColor: '#FFFFFF', stockingColor: '#123456' };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await database.shared();
  token = await tokenFor(t, admin.id);
});

async function expectBadRequest(response: Response, field: string): Promise<void> {
  const envelope = await body<{ field: string; message: string }[]>(response);
  expect({ status: response.status, code: envelope.code }).toEqual({ status: 400, code: 400 });
  expect(envelope.data.map((f) => f.field)).toContain(field);
}

describe('inputs the fuzz found answering 500', () => {
  it('a NUL character in a query value is a 400 naming it (PostgreSQL text cannot hold U+0000)', async () => {
    await expectBadRequest(await call(t, 'GET', '/open-api/v1/teams?name=FC%00'), 'name');
  });

  it('a NUL character in a body text is a 400 naming the field, nested fields by their dotted path', async () => {
    await expectBadRequest(await call(t, 'POST', '/api/v1/teams', { token, json: { ...teamBody, name: '한강\u0000' } }), 'name');
    const notice = { title: '제목', content: '<p>본문\u0000</p>', isImportant: false };
    await expectBadRequest(await call(t, 'POST', `/api/v1/teams/${teamIds.hangang}/notices`, { token, json: notice }), 'content');
    const players = { players: [{ teamId: teamIds.seongsu, name: '용병\u0000', number: 7, role: 'SUB_PLAYER', matchGrid: null }] };
    await expectBadRequest(await call(t, 'POST', '/api/v1/matches/1/users', { token, json: players }), 'players.0.name');
  });

  it('a lone surrogate in a body text is a 400 naming the field (jsonb refuses "\\ud800"); a whole pair is kept', async () => {
    await expectBadRequest(await call(t, 'POST', '/api/v1/matches/1/memo', { token, json: { memo: '메모 \ud800' } }), 'memo');
    await expectBadRequest(await call(t, 'POST', '/api/v1/teams', { token, json: { ...teamBody, name: '\udc00한강' } }), 'name');
    const paired = { title: '공지 ⚽ 😀', content: '<p>본문 😀</p>', isImportant: false };
    expect((await call(t, 'POST', `/api/v1/teams/${teamIds.hangang}/notices`, { token, json: paired })).status).toBe(201);
  });

  it('an id past the 32-bit serial range is a 400, in a query, an id list and a body', async () => {
    await expectBadRequest(await call(t, 'GET', `/api/v1/users/${admin.id}?teamId=2147483648`, { token }), 'teamId');
    await expectBadRequest(await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/matches?opponentTeamIds=2,99999999999`, { token }), 'opponentTeamIds.1');
    await expectBadRequest(await call(t, 'POST', '/api/v1/matches', { token, json: createBody({ awayTeamId: 2 ** 31 }) }), 'awayTeamId');
  });

  it('the largest id still reads as an id: an unknown team, not a bad request', async () => {
    const response = await call(t, 'GET', `/api/v1/users/${admin.id}?teamId=2147483647`, { token });
    expect(response.status).toBe(200);
    expect((await body<{ teamRole: string | null }>(response)).data.teamRole).toBeNull();
  });
});

describe('codes the authorization matrix found wrong', () => {
  it("a PENDING person asking for a team's matches hears 403 4004 like on every team route, not 5005", async () => {
    const pending = await tokenFor(t, await pendingPerson(t));
    const response = await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/matches`, { token: pending });
    expect({ status: response.status, code: (await body(response)).code }).toEqual({ status: 403, code: 4004 });
  });
});
