/**
 * The authorization matrix over EVERY endpoint of the contract (decision 025): each row of the
 * endpoint table, with the rule of tests/server/access-rules.ts, called by seven kinds of caller —
 * guest, pending, outsider, USER of the team, a USER named to record the team's matches (decision 054),
 * TEAM_ADMIN of the other team, TEAM_ADMIN of the team —
 * and, where the rule says so, again on the other team's object (their notice under our path, their
 * match). Each cell expects the row's success status or the exact error (HTTP status and code).
 * The live streams (contract `streams`) have rows too: a cell that may watch gets 200, an event
 * stream and its `ready` event (then the cell leaves); the others the error, before any stream opens.
 *
 * Rows share one copy of the seeded database; what a row may consume (a notice to delete, a match to
 * start) is made for that row (authorization-fixtures.ts), and within a row the refusals run before
 * the successes, so a success never changes what a refused caller sees; each caller who succeeds gets
 * objects of its own (a kick-off the recorder cancelled is not there for the admin to cancel again). Rows that change who belongs
 * where (`isolate`) get a copy of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointDef, type EndpointName, endpoints, type StreamName, streams } from '#contract/endpoints.ts';
import { errorCodes } from '#contract/error-codes.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { accessRules, type Caller, callers, type Cell, expectedOutcome, type Outcome, type Rule, streamAccessRules, type Variant } from './access-rules.ts';
import { namedRecorder, rowFixtures } from './authorization-fixtures.ts';
import { call, pendingPerson, tokenFor, upload } from './helpers.ts';
import { sseReader } from './live-fixtures.ts';
import { useSceneDatabase } from './scene-database.ts';
import type { TestApp } from './test-app.ts';

const database = useSceneDatabase(async () => null);

const seeded: Record<Exclude<Caller, 'guest' | 'pending'>, number> = {
  outsider: seedPerson('shin-jiho').id,
  user: seedPerson('lee-seojun').id,
  recorder: namedRecorder,
  otherAdmin: seedPerson('lee-junho').id,
  admin: seedPerson('kim-minjun').id,
};

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

type Row = ({ kind: 'json'; name: EndpointName } | { kind: 'stream'; name: StreamName }) & { rule: Rule; variant: Variant; label: string };

const described: Record<Variant['kind'], string> = { own: 'ours', team: "the other team's object", resource: "the other team's object in ours" };
function variantsOf(row: Pick<Row, 'kind' | 'name'>, rule: Rule, title: string): Row[] {
  const own = { ...row, rule, variant: { kind: 'own' }, label: rule.label ? `${title} (${rule.label})` : title } as Row;
  return [own, ...(rule.foreign ?? []).map((variant) => ({ ...row, rule, variant, label: `${title} (${variant.label ?? described[variant.kind]})` }) as Row)];
}

const rows: Row[] = [
  ...(Object.keys(endpoints) as EndpointName[]).flatMap((name) => variantsOf({ kind: 'json', name }, accessRules[name], name)),
  ...(Object.keys(streams) as StreamName[]).flatMap((name) => variantsOf({ kind: 'stream', name }, streamAccessRules[name], `${name} [stream]`)),
];

/** A stream that opened: an event stream whose first event is `ready` (read, then left). */
async function streamOpened(response: Response): Promise<boolean> {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) return false;
  const reader = sseReader(response);
  try {
    return (await reader.nextEvent()).event === 'ready';
  } finally {
    await reader.close();
  }
}

/** What a cell answered, in the rule's terms: 'ok' for the row's success status, the error's name, or the raw status and code. */
async function outcome(row: Row, response: Response): Promise<string> {
  const success = row.kind === 'stream' ? 200 : ((endpoints[row.name] as EndpointDef).status ?? 200);
  if (response.status === success) return row.kind === 'stream' && !(await streamOpened(response)) ? 'HTTP 200 without a stream' : 'ok';
  const json = (await response.json().catch(() => ({}))) as { code?: number };
  const error = Object.entries(errorCodes).find(([, e]) => e.code === json.code && e.status === response.status)?.[0];
  return error ?? `HTTP ${response.status} / code ${json.code}`;
}

async function callCell(t: TestApp, row: Row, cell: Cell, token: string | undefined): Promise<Response> {
  const spec = await row.rule.request(cell);
  if (spec.upload) return upload(t, token, new Blob([png], { type: 'image/png' }), 'logo.png');
  const method = row.kind === 'stream' ? 'GET' : endpoints[row.name].method;
  return call(t, method, spec.path, { token, json: spec.json, headers: spec.cookie ? { cookie: spec.cookie } : {} });
}

const printed: string[] = [];
let cellsRun = 0;
let shared: TestApp;

describe('authorization matrix of every endpoint', () => {
  beforeAll(async () => {
    shared = await database.kept();
  });

  it('has exactly one rule for each endpoint of the contract', () => {
    expect(Object.keys(accessRules).sort()).toEqual(Object.keys(endpoints).sort());
    expect(Object.keys(streamAccessRules).sort()).toEqual(Object.keys(streams).sort());
  });

  it.each(rows.map((row) => [row.label, row] as const))('%s', async (_label, row) => {
    const t = row.rule.isolate ? await database.fresh() : shared;
    const fx = rowFixtures(t);
    const ids: Record<Caller, number | null> = { guest: null, pending: await pendingPerson(t), ...seeded };
    const objectTeam = row.variant.kind === 'own' ? 'hangang' : 'gwanak';
    const target = row.variant.target;
    const pathTeam = row.variant.kind === 'team' ? 'gwanak' : 'hangang';

    const expected = Object.fromEntries(callers.map((caller) => [caller, expectedOutcome(row.rule, row.variant, caller)])) as Record<Caller, Outcome>;
    // Refusals first: a success (a delete, a kick-off) must not change what a refused caller meets.
    const order = [...callers].sort((a, b) => Number(expected[a] === 'ok') - Number(expected[b] === 'ok'));
    const actual: Record<string, string> = {};
    for (const caller of order) {
      const own = ids[caller];
      const token = own === null ? undefined : await tokenFor(t, own);
      const cell: Cell = { caller, self: own ?? seeded.user, fx: expected[caller] === 'ok' ? rowFixtures(t) : fx, pathTeam, objectTeam, target };
      actual[caller] = await outcome(row, await callCell(t, row, cell, token));
      cellsRun += 1;
    }
    printed.push(`${row.label.padEnd(68)} ${callers.map((c) => actual[c].padEnd(24)).join('')}`);
    expect(actual).toEqual(expected);
  });

  afterAll(() => {
    const endpointCount = new Set(rows.map((r) => r.name)).size;
    console.log(
      [
        `authorization matrix: ${rows.length} rows (${endpointCount} endpoints and streams, ${rows.length - endpointCount} on the other team's ` +
          `objects) × ${callers.length} callers = ${rows.length * callers.length} cells; ${cellsRun} run`,
        `${''.padEnd(68)} ${callers.map((c) => c.padEnd(24)).join('')}`,
        ...printed,
      ].join('\n'),
    );
  });
});
