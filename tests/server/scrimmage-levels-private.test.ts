/**
 * Levels are never shown to members (decision 080): with a level set for every member of FC 한강, no
 * answer a member can read carries one — every GET row of the endpoint table a member may call, read
 * as that member, and (for rows added later) every response schema but the admins' own.
 */
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type EndpointName, endpoints, streams } from '#contract/endpoints.ts';
import { memberships } from '#server/db/schema.ts';
import { teamMemberLevels } from '#server/db/schema-scrimmage.ts';
import { eq } from 'drizzle-orm';
import { seedPerson } from '#server/db/seed-data.ts';
import { accessRules, type CallSpec, type Cell, expectedOutcome } from './access-rules.ts';
import { rowFixtures } from './authorization-fixtures.ts';
import { call, tokenFor } from './helpers.ts';
import { teamIds } from './match-fixtures.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const member = seedPerson('lee-seojun');

/** The calls that answer levels: admins', and the balancer's (admins and the runner). */
const adminOnly: readonly EndpointName[] = ['getMemberLevels', 'setMemberLevel', 'getBalanceInputs'];

type Node = v.GenericSchema & {
  type: string;
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: Node[];
  value?: Node;
  items?: Node[];
  getter?: () => Node;
};

/** Every object key a schema can answer, however deep. */
function keysOf(schema: Node, seen = new Set<Node>()): Set<string> {
  const keys = new Set<string>();
  const walk = (s: Node | undefined) => {
    if (!s || seen.has(s)) return;
    seen.add(s);
    for (const [key, entry] of Object.entries(s.entries ?? {})) {
      keys.add(key);
      walk(entry);
    }
    walk(s.item);
    walk(s.wrapped);
    walk(s.value);
    for (const option of [...(s.options ?? []), ...(s.items ?? [])]) walk(option);
    if (s.getter) walk(s.getter());
  };
  walk(schema);
  return keys;
}

describe('levels never reach a member', () => {
  it('no response schema but the admins’ own has a level field', () => {
    const withLevel = Object.entries(endpoints)
      .filter(([, e]) => e.response && keysOf(e.response as Node).has('level'))
      .map(([name]) => name)
      .sort();
    expect(withLevel).toEqual([...adminOnly].sort());
    for (const stream of Object.values(streams)) expect(keysOf(stream.message as Node).has('level')).toBe(false);
  });

  it('every GET a member may call answers no level, with levels set for the whole team', async () => {
    const t = await database.fresh();
    const { db } = t.database;
    const team = await db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.teamId, teamIds.hangang));
    await db.insert(teamMemberLevels).values(team.map(({ userId }) => ({ teamId: teamIds.hangang, userId, level: 5, setAt: t.clock.now() })));
    const token = await tokenFor(t, member.id);
    const cell: Cell = { caller: 'user', self: member.id, fx: rowFixtures(t), pathTeam: 'hangang', objectTeam: 'hangang' };
    const readable = (Object.keys(endpoints) as EndpointName[]).filter(
      (name) => endpoints[name].method === 'GET' && expectedOutcome(accessRules[name], { kind: 'own' }, 'user') === 'ok',
    );
    expect(readable).toEqual(expect.arrayContaining(['listMembers', 'getTeamSeasonStats', 'getScrimmageSeasonStats']));
    const read: string[] = [];
    for (const name of readable) {
      const spec: CallSpec = await accessRules[name].request(cell);
      const response = await call(t, 'GET', spec.path, { token, headers: spec.cookie ? { cookie: spec.cookie } : {} });
      expect(response.status, `${name} ${spec.path}`).toBeLessThan(300);
      const text = await response.text();
      expect(text, name).not.toMatch(/"level"\s*:/);
      read.push(name);
    }
    expect(read.length).toBe(readable.length);
    // The same team's admin does read them: the test reads the place they are.
    const adminToken = await tokenFor(t, seedPerson('kim-minjun').id);
    expect(await (await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/member-levels`, { token: adminToken })).text()).toMatch(/"level":5/);
  });
});
