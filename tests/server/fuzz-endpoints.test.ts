/**
 * Fuzz of every row of the endpoint table (decision 025): fast-check sends malformed, oversized
 * and boundary requests — bad path ids, bad queries, bodies of the wrong shape, broken JSON, wrong
 * content types, bodies over the limit, broken Authorization headers — and bodies of the right shape
 * drawn from the contract's schemas, as a caller who could otherwise use the endpoint. Properties:
 * never a 5xx; every refusal a 4xx in the error envelope with a code of the catalogue (and the same
 * status in the body); every success the row's status with `data` valid against the row's response schema.
 *
 * The scene (a match in play with a goal, a scheduled match, an invite code, a pending person …) is
 * built once; the rows run in a few groups (see `groups`), each on the scene, restored after it.
 * Replay or extend: FUZZ_SEED=<seed> FUZZ_RUNS=<runs per endpoint> npx vitest run tests/server/fuzz-endpoints.test.ts
 */
import { and, eq, gt } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope, envelope } from '#contract/envelope.ts';
import { type EndpointDef, type EndpointName, endpoints } from '#contract/endpoints.ts';
import { errorCodes } from '#contract/error-codes.ts';
import { inviteCodes, matchShares, notices, schedules, users } from '#server/db/schema.ts';
import { scrimmageVestCards } from '#server/db/schema-scrimmage.ts';
import { newShareToken } from '#server/matches/share.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { body, call, pendingPerson, signIn, tokenFor } from './helpers.ts';
import {
  calendarRefusals,
  exportRefusals,
  type FuzzRequest,
  type FuzzScene,
  liveRefusals,
  otherMethodKind,
  publicLiveRefusals,
  scrimmageLiveRefusals,
  requestArbitrary,
  send,
} from './fuzz-requests.ts';
import { insertMatch, teamIds } from './match-fixtures.ts';
import { recordingScene, recordOk } from './recording-fixtures.ts';
import { scrimmageAt } from './scrimmage-fixtures.ts';
import { useSceneDatabase } from './scene-database.ts';
import type { TestApp } from './test-app.ts';

const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const runs = Number(process.env.FUZZ_RUNS ?? 25);
const names = Object.keys(endpoints) as EndpointName[];
const database = useSceneDatabase(fuzzScene);

const admin = seedPerson('kim-minjun');
const member = seedPerson('lee-seojun');
const loner = seedPerson('shin-jiho');

/** A scene on a fresh database: FC 한강's admin calls everything (a PENDING person completes their profile). */
async function fuzzScene(t: TestApp): Promise<FuzzScene> {
  const pending = await pendingPerson(t);
  const live = await recordingScene(t);
  const goal = await recordOk(live, { teamId: teamIds.hangang, matchUserId: live.away.starters[0], eventType: 'GOAL' });
  const scheduled = await insertMatch(t, { home: teamIds.hangang, away: teamIds.seongsu, lineup: [{ teamId: teamIds.hangang, userId: member.id, grid: 3 }] });
  const { db } = t.database;
  const [code] = await db.insert(inviteCodes).values({ teamId: teamIds.hangang, code: 'FUZZCODE1', createdBy: admin.id, createdAt: t.clock.now() }).returning();
  const [notice] = await db.select({ id: notices.id }).from(notices).where(eq(notices.teamId, teamIds.hangang)).limit(1);
  // A guest player FC 한강 made, in no team yet: the one person an admin may add directly (decision 028).
  const [guest] = await db
    .insert(users)
    .values({ name: '퍼즈 용병', lifecycle: 'ACTIVE', socialType: 'GUEST', ownerTeamId: teamIds.hangang, createdBy: admin.id, createdAt: t.clock.now() })
    .returning({ id: users.id });
  const [item] = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.teamId, teamIds.hangang), gt(schedules.startAt, t.clock.now())))
    .limit(1);
  // Withdraw as a person of its own: the admin who calls everything else must stay.
  const tokens = { admin: await tokenFor(t, admin.id), pending: await tokenFor(t, pending), leaver: await tokenFor(t, await pendingPerson(t, '떠날 사람')) };
  const refreshCookie = (await signIn(t, { personId: member.id })).refresh;
  const matchUserIds = [...live.away.starters, ...live.away.bench, ...scheduled.matchUserIds];

  const foreign = await insertMatch(t, { home: teamIds.gwanak, away: teamIds.seongsu });
  // A match 관악 유나이티드 registered against FC 한강, waiting for FC 한강's answer (decision 029).
  const request = await insertMatch(t, { home: teamIds.gwanak, away: teamIds.hangang, owner: teamIds.gwanak, requestState: 'PENDING' });
  const feed = await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/calendar-feed`, { token: tokens.admin });
  const calendarFile = new URL((await body<{ url: string }>(feed)).data.url).pathname
    .split('/')
    .pop()!
    .replace(/\.ics$/, '');
  const exportLink = await call(t, 'POST', `/api/v1/teams/${teamIds.hangang}/exports`, {
    token: tokens.admin,
    json: { kind: 'SEASON_STATS', params: { season: 2026 } },
  });
  const exportToken = (await body<{ url: string }>(exportLink)).data.url.split('/').pop()!;
  // The match in play has a public link (decision 057); another match's link was turned off.
  const publicToken = newShareToken();
  const revokedToken = newShareToken();
  await db.insert(matchShares).values([
    { matchId: live.matchId, token: publicToken, createdBy: admin.id, createdAt: t.clock.now() },
    { matchId: scheduled.matchId, token: revokedToken, createdBy: admin.id, createdAt: t.clock.now() },
  ]);
  await db.delete(matchShares).where(eq(matchShares.token, revokedToken));
  // FC 한강's dues are set up, with an entry to reverse and an exemption to end (decision 060).
  const duesCall = async <T>(path: string, method: string, json: unknown): Promise<T> => {
    const response = await call(t, method, `/api/v1/teams/${teamIds.hangang}/dues${path}`, { token: tokens.admin, json });
    if (response.status >= 300) throw new Error(`fuzz scene: ${method} dues${path} answered ${response.status}`);
    return (await body<T>(response)).data;
  };
  await duesCall('/settings', 'PUT', { monthlyAmount: 30_000, dueDay: 10, startMonth: '2026-01', membersSeeEachOther: true, remindOnDueDay: true });
  const entry = await duesCall<{ id: number }>('/payments', 'POST', {
    clientId: crypto.randomUUID(),
    userId: member.id,
    amount: 60_000,
    paidOn: '2026-05-20',
    method: 'CASH',
    months: ['2026-01', '2026-02'],
  });
  const exemption = await duesCall<{ id: number }>('/exemptions', 'POST', {
    clientId: crypto.randomUUID(),
    userId: member.id,
    fromMonth: '2026-07',
    toMonth: null,
  });
  // A 자체전 with a game on and a goal (decision 079), and one just checked in.
  const scrimmage = await scrimmageAt(t, 'PLAYING', { players: [member.id, seedPerson('choi-doyun').id, seedPerson('jung-woojin').id] });
  const checkingIn = await scrimmageAt(t, 'CHECK_IN', { players: [member.id] });
  // 관악 유나이티드's, for the stream's refusals (decision 080).
  const foreignScrimmage = await scrimmageAt(t, 'CHECK_IN', { teamId: teamIds.gwanak, adminId: seedPerson('lee-junho').id, players: [] });
  // The scrimmage in play has its vest card shared (decision 080).
  const vestToken = newShareToken();
  await db
    .insert(scrimmageVestCards)
    .values({ scrimmageId: scrimmage.scrimmageId, teamId: teamIds.hangang, token: vestToken, createdBy: admin.id, createdAt: t.clock.now() });
  const knownIds = [
    ...new Set([
      scrimmage.scrimmageId,
      checkingIn.scrimmageId,
      ...scrimmage.attendeeIds,
      scrimmage.game!.id,
      scrimmage.goal!.id,
      entry.id,
      exemption.id,
      teamIds.hangang,
      teamIds.gwanak,
      teamIds.seongsu,
      admin.id,
      member.id,
      loner.id,
      guest.id,
      pending,
      live.matchId,
      scheduled.matchId,
      request.matchId,
      ...matchUserIds,
      ...live.home.starters,
      code.id,
      notice.id,
      item.id,
    ]),
  ];
  return {
    refreshCookie,
    knownIds,
    members: [admin.id, member.id],
    scheduleIds: [item.id],
    liveMatchId: live.matchId,
    foreignMatchId: foreign.matchId,
    scrimmageId: scrimmage.scrimmageId,
    foreignScrimmageId: foreignScrimmage.scrimmageId,
    calendarFile,
    exportToken,
    publicToken,
    revokedToken,
    token: (name) =>
      endpoints[name].access === 'open' ? undefined : name === 'completeProfile' ? tokens.pending : name === 'withdraw' ? tokens.leaver : tokens.admin,
    params: (name): Record<string, (number | string)[]> => {
      const path = endpoints[name].path;
      if (path.startsWith('/open-api/v1/live/')) return { token: [publicToken, revokedToken] };
      if (path.startsWith('/open-api/v1/vest-cards/')) return { token: [vestToken, revokedToken] };
      if (path.startsWith('/api/v1/users/'))
        return { id: name === 'completeProfile' ? [pending] : name === 'addUserToTeam' ? [loner.id, guest.id] : [admin.id, member.id] };
      if (path.startsWith('/api/v1/match-event/')) return { id: goal.events.map((e) => e.id) };
      if (path.startsWith('/api/v1/matches/')) return { id: [live.matchId, scheduled.matchId, request.matchId], matchUserId: matchUserIds };
      return {
        id: [teamIds.hangang],
        codeId: [code.id],
        scheduleId: [item.id],
        noticeId: [notice.id],
        userId: [member.id],
        entryId: [entry.id],
        exemptionId: [exemption.id],
        scrimmageId: [scrimmage.scrimmageId, checkingIn.scrimmageId],
        attendeeId: [...scrimmage.attendeeIds, ...checkingIn.attendeeIds],
        gameId: [scrimmage.game!.id],
        eventId: [scrimmage.goal!.id],
      };
    },
  };
}

const knownCodes = new Map<number, number>(Object.values(errorCodes).map((e) => [e.code, e.status]));

/** The properties every answer must have, whatever was sent. */
async function checkAnswer(name: EndpointName, request: FuzzRequest, response: Response): Promise<void> {
  const row = endpoints[name];
  const text = await response.text();
  const where = `${request.method} ${request.path.slice(0, 200)} [${request.kind}] → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, where).toBeLessThan(500);
  // Another method may reach another row of the same path: only the envelope rules hold for it.
  if (request.kind.includes(otherMethodKind) && response.status < 300) return;
  if (response.status < 300) {
    expect(response.status, where).toBe((row as EndpointDef).status ?? 200);
    if (row.response === null) {
      expect(text, where).toBe('');
      return;
    }
    const checked = v.safeParse(envelope(row.response), JSON.parse(text));
    expect(checked.success, `${where}\n${checked.issues ? JSON.stringify(v.flatten(checked.issues)) : ''}`).toBe(true);
    return;
  }
  expect(response.status, where).toBeGreaterThanOrEqual(400);
  expect(response.headers.get('content-type') ?? '', where).toMatch(/^application\/json/);
  const parsed = v.safeParse(ErrorEnvelope, JSON.parse(text));
  expect(parsed.success, where).toBe(true);
  const error = parsed.output as ErrorEnvelope;
  expect(error.status, where).toBe(response.status);
  expect(knownCodes.get(error.code), `${where}: code ${error.code} is not in the catalogue with this status`).toBe(response.status);
  // The body limit runs before anything but the route lookup (a bad id or another method may be refused first).
  const routed = !request.kind.includes('bad path id') && !request.kind.includes(otherMethodKind);
  if (request.kind.includes('oversized body') && routed) expect(response.status, where).toBe(413);
}

type Tally = { cases: number; ok: number; refused: Map<number, number> };
const counts = new Map<EndpointName, Tally>();
const extraCounts = new Map<string, Tally>();

/**
 * Copies of the scene are dear on this machine (seconds each), so rows share them: all reads on one
 * (a read changes nothing), the writes in chunks of neighbouring rows of the table (one area each),
 * deletes last within a chunk so they remove the scene's rows only after the others used them.
 */
const methodOrder = { GET: 0, POST: 1, PUT: 2, PATCH: 3, DELETE: 4 } as const;
const writes = names.filter((name) => endpoints[name].method !== 'GET');
const chunkSize = 12;
const groups: { label: string; rows: EndpointName[] }[] = [
  { label: 'reads', rows: names.filter((name) => endpoints[name].method === 'GET') },
  ...Array.from({ length: Math.ceil(writes.length / chunkSize) }, (_, i) => {
    const rows = writes.slice(i * chunkSize, (i + 1) * chunkSize).sort((a, b) => methodOrder[endpoints[a].method] - methodOrder[endpoints[b].method]);
    return { label: `writes ${i + 1}`, rows };
  }),
];

describe('fuzz of every endpoint', () => {
  console.log(`endpoint fuzz: seed ${seed} (FUZZ_SEED=${seed} replays), ${runs} runs per endpoint (FUZZ_RUNS), ${names.length} endpoints`);

  describe.each(groups)('$label', ({ rows }) => {
    let t: TestApp;
    let release: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ app: t, release } = await database.group());
    });
    afterAll(() => release?.());

    it.each(rows)(
      '%s',
      async (name) => {
        const scene = database.scene();
        const tally = { cases: 0, ok: 0, refused: new Map<number, number>() };
        counts.set(name, tally);
        await fc.assert(
          fc.asyncProperty(requestArbitrary(name, scene), async (request) => {
            tally.cases += 1;
            const response = await send(t, request);
            if (response.status < 300) tally.ok += 1;
            else tally.refused.set(response.status, (tally.refused.get(response.status) ?? 0) + 1);
            await checkAnswer(name, request, response);
          }),
          { seed: seed + names.indexOf(name), numRuns: runs, endOnFailure: true },
        );
      },
      30_000 + runs * 1_000,
    );
  });

  /**
   * The paths outside the JSON table: the live streams, the members' and a public link's (only
   * requests they must refuse — a valid one opens a stream that never ends), the calendar file
   * (any token that is not a member's own) and an export link's file (any token the server did not sign).
   */
  describe('paths outside the table', () => {
    let t: TestApp;
    let release: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ app: t, release } = await database.group());
    });
    afterAll(() => release?.());

    it.each([
      ['live stream', liveRefusals],
      ['public live stream', publicLiveRefusals],
      ['scrimmage live stream', scrimmageLiveRefusals],
      ['calendar file', calendarRefusals],
      ['export file', exportRefusals],
    ] as const)(
      '%s',
      async (label, make) => {
        const tally = { cases: 0, ok: 0, refused: new Map<number, number>() };
        extraCounts.set(label, tally);
        await fc.assert(
          fc.asyncProperty(make(database.scene()), async (request) => {
            tally.cases += 1;
            const response = await send(t, request);
            tally.refused.set(response.status, (tally.refused.get(response.status) ?? 0) + 1);
            const text = await response.text();
            const where = `${request.method} ${request.path.slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`;
            expect(response.status, where).toBeGreaterThanOrEqual(400);
            expect(response.status, where).toBeLessThan(500);
            const parsed = v.safeParse(ErrorEnvelope, JSON.parse(text));
            expect(parsed.success && knownCodes.get(parsed.output.code), where).toBe(response.status);
          }),
          { seed, numRuns: runs, endOnFailure: true },
        );
      },
      30_000 + runs * 1_000,
    );
  });

  afterAll(() => {
    const total = [...counts.values(), ...extraCounts.values()].reduce((sum, c) => sum + c.cases, 0);
    const lines = [...counts].map(([name, c]) => {
      const refused = [...c.refused]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      return `  ${name.padEnd(22)} ${String(c.cases).padStart(5)} cases  2xx×${c.ok} ${refused}`;
    });
    const extra = [...extraCounts].map(
      ([label, c]) => `  ${label.padEnd(22)} ${String(c.cases).padStart(5)} cases  ${[...c.refused].map(([status, n]) => `${status}×${n}`).join(' ')}`,
    );
    console.log(
      [`endpoint fuzz: ${total} cases over ${counts.size} endpoints and ${extraCounts.size} paths outside the table (seed ${seed})`, ...lines, ...extra].join(
        '\n',
      ),
    );
  });
});
