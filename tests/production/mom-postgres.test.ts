/**
 * The MOM vote on a real, throwaway PostgreSQL server (decision 093), where writes on separate
 * connections really overlap (four pools: four phones on four app workers):
 *   - every voter casting and changing a ballot at once, on four connections: each voter's ballot
 *     counts once, as their last write left it;
 *   - the last two voters at the same moment: the vote closes (each sees the other's ballot once the
 *     lock passes to it), ten rounds;
 *   - the last voter and an admin's close at the same moment, ten rounds: exactly one of them goes
 *     through; a ballot refused by the close is not counted, a ballot that came first closed the vote
 *     itself (the close is then refused), and the count is the ballots stored.
 * Without the vote row's lock (`FOR UPDATE` in server/mom/writes.ts) the last two rounds fail in their
 * first rounds (tried: with the lock taken out, round 2 of the first and round 0 of the second failed):
 * both last voters see one voter waiting and the vote stays open, and a ballot lands after the close.
 * Needs PostgreSQL's server binaries (as tests/production/dues-postgres.test.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#server/db/client.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { matches, matchUsers } from '#server/db/schema.ts';
import { momBallots, momVotes } from '#server/db/schema-mom.ts';
import { seedPeople, seedPerson, seedTeams } from '#server/db/seed-data.ts';
import { openMatchVote } from '#server/mom/open.ts';
import { momBallotsOf } from '#server/mom/read.ts';
import { castMomBallot, closeMomVote } from '#server/mom/writes.ts';
import { testClock } from '../server/test-clock.ts';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster.ts';

/** Ports of its own (two-processes 55432–55437, reminders 55440–55445, dues 55450–55455). */
const postgresPorts = [55470, 55471, 55472, 55473, 55474, 55475];
const clock = testClock();
const hangang = seedTeams.find((t) => t.key === 'hangang')!.id;
const seongsu = seedTeams.find((t) => t.key === 'seongsu')!.id;
const admin = seedPerson('kim-minjun').id;
/** Eight FC 한강 members who played (the admin is not among them). */
const players = seedPeople
  .filter((p) => p.teams.some((t) => t.key === 'hangang') && p.id !== admin)
  .slice(0, 8)
  .map((p) => p.id);

let postgres: PostgresCluster;
const databases: Database[] = [];
let setup: Promise<void> = Promise.resolve();

beforeAll(async () => {
  setup = (async () => {
    postgres = await startPostgresCluster({ ports: postgresPorts });
    const { database } = await prepareDatabase({ databaseUrl: postgres.url, dataDir: 'unused', seed: true, clock });
    databases.push(database);
    for (let i = 0; i < 3; i++) databases.push(await createDatabase({ databaseUrl: postgres.url, migrate: false }));
  })();
  await setup.catch(() => undefined);
}, 90_000);

afterAll(async () => {
  await Promise.all(databases.map((d) => d.close()));
  postgres?.stop();
});

/** A finished match of FC 한강 with the eight players starting, and its open vote. */
async function freshVote(): Promise<number> {
  const { db } = databases[0];
  const [match] = await db
    .insert(matches)
    .values({
      title: 'MOM 동시성',
      homeTeamId: hangang,
      awayTeamId: seongsu,
      ownerTeamId: hangang,
      matchType: 'FRIENDLY',
      matchState: 'FINISHED',
      stadium: '보라매공원 축구장',
      matchDate: '2026-05-20',
      plannedStartTime: '10:00:00',
      plannedEndTime: '12:00:00',
      firstHalfPeriod: 40,
      secondHalfPeriod: 40,
    })
    .returning({ id: matches.id });
  await db
    .insert(matchUsers)
    .values(players.map((userId, i) => ({ matchId: match.id, teamId: hangang, userId, role: 'START_PLAYER' as const, matchGrid: i + 1 })));
  const vote = await openMatchVote(db, hangang, match.id, clock.now());
  return vote!.id;
}

const other = (voter: number, k = 1) => players[(players.indexOf(voter) + k) % players.length];
const vote = (i: number, voteId: number, voterId: number, first: number) =>
  databases[i % 4].db.transaction((tx) =>
    castMomBallot(tx, { teamId: hangang, voteId, voterId, ballot: { first, second: null, third: null }, now: clock.now() }),
  );
const close = (i: number, voteId: number) =>
  databases[i % 4].db.transaction((tx) => closeMomVote(tx, { teamId: hangang, voteId, adminId: admin, now: clock.now() }));
const outcomeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'fulfilled' ? 'ok' : ((r.reason as { error?: string }).error ?? String(r.reason)));
const closedAt = async (voteId: number) =>
  (await databases[0].db.select({ closedAt: momVotes.closedAt }).from(momVotes).where(eq(momVotes.id, voteId)))[0].closedAt;

describe('the MOM vote on PostgreSQL', () => {
  it('seven voters casting and changing at once on four connections: one ballot each, as last written', { timeout: 60_000 }, async () => {
    await setup;
    const voteId = await freshVote();
    const voters = players.slice(0, 7);
    // Each voter's two writes go on different connections at once; the second is sent after the first has left.
    const results = await Promise.allSettled(voters.flatMap((v, i) => [vote(i, voteId, v, other(v, 1)), vote(i + 1, voteId, v, other(v, 2))]));
    expect(results.map(outcomeOf)).toEqual(Array(14).fill('ok'));
    const stored = await momBallotsOf(databases[0].db, voteId);
    expect(stored.map((b) => b.voterId).sort()).toEqual([...voters].sort());
    for (const b of stored) expect([other(b.voterId, 1), other(b.voterId, 2)]).toContain(b.first);
    expect(await closedAt(voteId)).toBeNull();
  });

  it('the last two voters at the same moment: the vote closes, ten rounds', { timeout: 60_000 }, async () => {
    await setup;
    for (let round = 0; round < 10; round++) {
      const voteId = await freshVote();
      for (const v of players.slice(0, 6)) await vote(0, voteId, v, other(v));
      const last = await Promise.allSettled(players.slice(6).map((v, i) => vote(i + 1, voteId, v, other(v))));
      expect(last.map(outcomeOf), `round ${round}`).toEqual(['ok', 'ok']);
      expect(await closedAt(voteId), `round ${round}`).not.toBeNull();
      expect(await momBallotsOf(databases[0].db, voteId)).toHaveLength(8);
    }
  });

  it(
    'the last voter and the admin’s close at the same moment: exactly one goes through, and the count is what was stored, ten rounds',
    { timeout: 60_000 },
    async () => {
      await setup;
      for (let round = 0; round < 10; round++) {
        const voteId = await freshVote();
        for (const v of players.slice(0, 7)) await vote(0, voteId, v, other(v));
        const lastVoter = players[7];
        const [ballot, closing] = await Promise.allSettled([vote(1 + (round % 3), voteId, lastVoter, other(lastVoter)), close(2 + (round % 2), voteId)]);
        const pair = `${outcomeOf(ballot)}/${outcomeOf(closing)}`;
        expect(['ok/MOM_VOTE_CLOSED', 'MOM_VOTE_CLOSED/ok'], `round ${round}`).toContain(pair);
        const stored = await databases[0].db.select().from(momBallots).where(eq(momBallots.voteId, voteId));
        expect(
          stored.some((b) => b.voterId === lastVoter),
          `round ${round}`,
        ).toBe(outcomeOf(ballot) === 'ok');
        const [row] = await databases[0].db.select().from(momVotes).where(eq(momVotes.id, voteId));
        // Closed by the ballot (no admin) or by the admin, never both, and no ballot after it.
        expect(row.closedBy, `round ${round}`).toBe(outcomeOf(closing) === 'ok' ? admin : null);
        expect(row.closedAt, `round ${round}`).not.toBeNull();
      }
    },
  );
});
