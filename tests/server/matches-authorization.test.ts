/**
 * Who may call which match endpoint, as one table: every match and lineup endpoint against five
 * callers, with the exact status (and custom code for refusals) of each cell. "The side" is the home
 * team of a fresh SCHEDULED match (관악 유나이티드 against FC 한강; 관악 registered it and FC 한강 accepted);
 * lineup rows in the requests belong to it. The request rows answer a second fresh match 관악 registered
 * against FC 한강 that still waits for FC 한강's answer (decision 029).
 * Every cell gets its own fresh match, so a successful write cannot change what the next cell sees,
 * and every refusal is checked to have changed nothing.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type EndpointName, fillPath } from '#contract/endpoints.ts';
import { matches, matchUsers } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call } from './helpers.ts';
import { createBody, insertMatch, people, teamIds, tokenOf } from './match-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

const callers = ['guest', 'outsider', 'sideUser', 'otherSideAdmin', 'sideAdmin'] as const;
type Caller = (typeof callers)[number];
/** An expected answer: the HTTP status, and for a refusal its custom code. */
type Cell = readonly [status: number, code?: number];

interface Fixture {
  matchId: number;
  starterId: number;
  requestId: number;
}
interface Row {
  endpoint: EndpointName;
  request: (f: Fixture) => { method: string; path: string; json?: unknown };
  expect: Record<Caller, Cell>;
}

const guest: Cell = [401, 9000];
const notMember: Cell = [403, 5005];
const notAdmin: Cell = [403, 5006];
const notThisSidesAdmin: Cell = [403, 7005];
const notMatchOwner: Cell = [403, 6033];
const notRequestAdmin: Cell = [403, 6037];
const ok: Cell = [200];

const read = (endpoint: EndpointName, suffix: string): Row => ({
  endpoint,
  request: (f) => ({ method: 'GET', path: `/api/v1/matches/${f.matchId}${suffix}` }),
  expect: { guest, outsider: notMember, sideUser: ok, otherSideAdmin: ok, sideAdmin: ok },
});

const gwanakMember = seedPerson('yoo-seungho');

const table: Row[] = [
  {
    endpoint: 'createMatch',
    // Against the temporary opponent: only the admin of 관악 runs one of the two teams.
    request: () => ({ method: 'POST', path: '/api/v1/matches', json: createBody({ homeTeamId: teamIds.gwanak, awayTeamId: teamIds.seongsu }) }),
    expect: { guest, outsider: notAdmin, sideUser: notAdmin, otherSideAdmin: notAdmin, sideAdmin: [201] },
  },
  read('getMatch', ''),
  read('getMatchScore', '/score'),
  read('getMatchPlayers', '/players'),
  read('getMatchHistory', '/history'),
  read('getMatchSummary', '/summary'),
  read('getMatchMemo', '/memo'),
  {
    endpoint: 'listTeamMatches',
    request: () => ({ method: 'GET', path: `/api/v1/teams/${teamIds.gwanak}/matches` }),
    // The other side's admin is no member of this team.
    expect: { guest, outsider: notMember, sideUser: ok, otherSideAdmin: notMember, sideAdmin: ok },
  },
  {
    endpoint: 'deleteMatch',
    request: (f) => ({ method: 'DELETE', path: `/api/v1/matches/${f.matchId}` }),
    // Only the team that registered it may call it off (decision 029).
    expect: { guest, outsider: notAdmin, sideUser: notAdmin, otherSideAdmin: notMatchOwner, sideAdmin: [204] },
  },
  {
    endpoint: 'listMatchRequests',
    request: () => ({ method: 'GET', path: `/api/v1/teams/${teamIds.hangang}/match-requests` }),
    // The requests FC 한강 has to answer: its admin only.
    expect: { guest, outsider: notMember, sideUser: notMember, otherSideAdmin: ok, sideAdmin: notMember },
  },
  {
    endpoint: 'acceptMatchRequest',
    request: (f) => ({ method: 'POST', path: `/api/v1/matches/${f.requestId}/accept` }),
    expect: { guest, outsider: notMember, sideUser: notRequestAdmin, otherSideAdmin: ok, sideAdmin: notRequestAdmin },
  },
  {
    endpoint: 'declineMatchRequest',
    request: (f) => ({ method: 'POST', path: `/api/v1/matches/${f.requestId}/decline` }),
    expect: { guest, outsider: notMember, sideUser: notRequestAdmin, otherSideAdmin: ok, sideAdmin: notRequestAdmin },
  },
  {
    endpoint: 'addMatchUsers',
    request: (f) => ({
      method: 'POST',
      path: `/api/v1/matches/${f.matchId}/users`,
      json: { players: [{ teamId: teamIds.gwanak, userId: gwanakMember.id, role: 'SUB_PLAYER', matchGrid: null }] },
    }),
    expect: { guest, outsider: notAdmin, sideUser: notAdmin, otherSideAdmin: notThisSidesAdmin, sideAdmin: [201] },
  },
  {
    endpoint: 'updateMatchGrid',
    request: (f) => ({
      method: 'PATCH',
      path: `/api/v1/matches/${f.matchId}/grid`,
      json: { changes: [{ matchUserId: f.starterId, role: 'START_PLAYER', matchGrid: 7 }] },
    }),
    expect: { guest, outsider: notAdmin, sideUser: notAdmin, otherSideAdmin: notThisSidesAdmin, sideAdmin: ok },
  },
  {
    endpoint: 'removeMatchUser',
    request: (f) => ({ method: 'DELETE', path: fillPath('/api/v1/matches/{id}/users/{matchUserId}', { id: f.matchId, matchUserId: f.starterId }) }),
    expect: { guest, outsider: notAdmin, sideUser: notAdmin, otherSideAdmin: notThisSidesAdmin, sideAdmin: [204] },
  },
];

const cells = table.flatMap((row) => callers.map((caller) => ({ row, caller, cell: row.expect[caller] })));
console.log(`match authorization table: ${table.length} endpoints × ${callers.length} callers = ${cells.length} cells`);

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};
beforeAll(async () => {
  t = await database.shared();
  tokens.outsider = await tokenOf(t, 'outsider');
  tokens.sideUser = await tokenOf(t, 'gwanakUser');
  tokens.otherSideAdmin = await tokenOf(t, 'hangangAdmin');
  tokens.sideAdmin = await tokenOf(t, 'gwanakAdmin');
});

describe('match authorization table', () => {
  it('covers every match and lineup endpoint, each once', () => {
    const names = table.map((r) => r.endpoint).sort();
    expect(names).toEqual([
      'acceptMatchRequest',
      'addMatchUsers',
      'createMatch',
      'declineMatchRequest',
      'deleteMatch',
      'getMatch',
      'getMatchHistory',
      'getMatchMemo',
      'getMatchPlayers',
      'getMatchScore',
      'getMatchSummary',
      'listMatchRequests',
      'listTeamMatches',
      'removeMatchUser',
      'updateMatchGrid',
    ]);
  });

  it.each(cells.map((c) => [c.row.endpoint, c.caller, c.cell[0], c.row, c.cell] as const))(
    '%s as %s answers %i',
    async (_name, caller, _status, row, [status, code]) => {
      const fixture = await freshFixture();
      const before = await snapshot(fixture);
      const request = row.request(fixture);
      const response = await call(t, request.method, request.path, { token: tokens[caller], json: request.json });
      expect(response.status).toBe(status);
      if (code !== undefined) expect((await body(response)).code).toBe(code);
      // A refusal changed nothing.
      if (status >= 400) expect(await snapshot(fixture)).toEqual(before);
    },
  );
});

/** A new SCHEDULED match, 관악 at home, with one 관악 starter on cell 1; and a new request 관악 sent FC 한강. */
async function freshFixture(): Promise<Fixture> {
  const { matchId, matchUserIds } = await insertMatch(t, { lineup: [{ teamId: teamIds.gwanak, userId: people.gwanakUser.id, grid: 1 }] });
  const request = await insertMatch(t, { owner: teamIds.gwanak, requestState: 'PENDING' });
  return { matchId, starterId: matchUserIds[0], requestId: request.matchId };
}

/** What a write could change: how many matches exist, the fixture match's lineup, the request's state. */
async function snapshot(f: Fixture) {
  const { db } = t.database;
  const [{ n }] = await db.select({ n: count() }).from(matches);
  const [request] = await db.select({ state: matches.requestState, answeredAt: matches.requestAnsweredAt }).from(matches).where(eq(matches.id, f.requestId));
  const lineup = await db
    .select({ id: matchUsers.id, userId: matchUsers.userId, grid: matchUsers.matchGrid, role: matchUsers.role })
    .from(matchUsers)
    .where(eq(matchUsers.matchId, f.matchId))
    .orderBy(matchUsers.id);
  return { matches: n, lineup, request };
}
