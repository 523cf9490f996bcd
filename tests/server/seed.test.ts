import { and, count, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchEvents, matches, matchUsers, memberships, notices, schedules, teams, users } from '#server/db/schema.ts';
import { seedIfEmpty } from '#server/db/seed.ts';
import { seedPeople, seedPerson, seedTeams } from '#server/db/seed-data.ts';
import type { Scrimmage, ScrimmageListItem, ScrimmageResults } from '#contract/scrimmages.ts';
import { body, call, tokenFor } from './helpers.ts';
import { seedInstant, testClock } from './test-clock.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
let t: TestApp;
beforeAll(async () => {
  t = await database.shared();
});

describe('the demo seed', () => {
  it('has two real teams of at least sixteen members, each with two goalkeepers and one or two admins', async () => {
    const { db } = t.database;
    for (const team of seedTeams.filter((s) => !s.isTemp)) {
      const rows = await db.select().from(memberships).where(eq(memberships.teamId, team.id));
      expect(rows.length).toBeGreaterThanOrEqual(16);
      expect(rows.filter((m) => m.position === 'GK')).toHaveLength(2);
      const admins = rows.filter((m) => m.teamRole === 'TEAM_ADMIN').length;
      expect(admins).toBeGreaterThanOrEqual(1);
      expect(admins).toBeLessThanOrEqual(2);
      for (const m of rows) {
        expect(m.height).toBeGreaterThanOrEqual(165);
        expect(m.height).toBeLessThanOrEqual(190);
        expect(m.birthYear).toBeGreaterThanOrEqual(1985);
        expect(m.birthYear).toBeLessThanOrEqual(2004);
      }
    }
  });

  it('stores the seeded people under the ids seed-data.ts promises', async () => {
    const rows = await t.database.db.select({ id: users.id, name: users.name }).from(users);
    for (const person of seedPeople) expect(rows).toContainEqual({ id: person.id, name: person.name });
    const teamRows = await t.database.db.select({ id: teams.id, name: teams.name }).from(teams);
    for (const team of seedTeams) expect(teamRows).toContainEqual({ id: team.id, name: team.name });
  });

  it('has one active person without a team', async () => {
    const loners = seedPeople.filter((p) => p.teams.length === 0);
    expect(loners.map((p) => p.name)).toEqual(['신지호']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, loners[0].id));
    expect(row.lifecycle).toBe('ACTIVE');
    const [{ n }] = await t.database.db.select({ n: count() }).from(memberships).where(eq(memberships.userId, loners[0].id));
    expect(n).toBe(0);
  });

  it('has finished matches with eleven starters a side, the keeper at cell 27, and events with derived rows', async () => {
    const { db } = t.database;
    const finished = await db.select().from(matches).where(eq(matches.matchState, 'FINISHED'));
    expect(finished.length).toBeGreaterThanOrEqual(3);
    for (const match of finished) {
      expect(match.firstHalfStartAt!.getTime()).toBeLessThan(match.firstHalfEndAt!.getTime());
      expect(match.firstHalfEndAt!.getTime()).toBeLessThan(match.secondHalfStartAt!.getTime());
      expect(match.secondHalfStartAt!.getTime()).toBeLessThan(match.secondHalfEndAt!.getTime());
      expect(match.firstHalfStartAt!.getTime()).toBeLessThan(seedInstant.getTime());
      const lineup = await db.select().from(matchUsers).where(eq(matchUsers.matchId, match.id));
      for (const side of [match.homeTeamId, match.awayTeamId]) {
        const starters = lineup.filter((u) => u.teamId === side && u.role === 'START_PLAYER');
        expect(starters).toHaveLength(11);
        expect(starters.find((u) => u.matchPosition === 'GK')?.matchGrid).toBe(27);
      }
      const events = await db.select().from(matchEvents).where(eq(matchEvents.matchId, match.id));
      for (const goal of events.filter((e) => e.eventType === 'GOAL')) {
        expect(
          events
            .filter((e) => e.parentId === goal.id)
            .map((e) => e.eventType)
            .sort(),
        ).toEqual(['SHOT', 'VALID_SHOT']);
      }
      for (const card of events.filter((e) => e.eventType === 'YELLOW_CARD')) {
        expect(
          events
            .filter((e) => e.parentId === card.id)
            .map((e) => e.eventType)
            .sort(),
        ).toEqual(['FOUL', 'WARNING']);
      }
    }
    const all = await db.select({ type: matchEvents.eventType }).from(matchEvents);
    const types = new Set(all.map((e) => e.type));
    for (const type of ['GOAL', 'ASSIST', 'YELLOW_CARD', 'SUB_IN', 'SUB_OUT', 'OWN_GOAL', 'CORNER_KICK']) expect(types).toContain(type);
  });

  it('has exactly one scheduled match between the two teams, in the coming days', async () => {
    const scheduled = await t.database.db.select().from(matches).where(eq(matches.matchState, 'SCHEDULED'));
    expect(scheduled).toHaveLength(1);
    expect([scheduled[0].homeTeamId, scheduled[0].awayTeamId].sort()).toEqual([1, 2]);
    expect(new Date(`${scheduled[0].matchDate}T00:00:00+09:00`).getTime()).toBeGreaterThan(seedInstant.getTime());
  });

  it('has four to six notices per team with one or two important, and schedules ahead', async () => {
    for (const teamId of [1, 2]) {
      const rows = await t.database.db.select().from(notices).where(eq(notices.teamId, teamId));
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.length).toBeLessThanOrEqual(6);
      const important = rows.filter((n) => n.isImportant).length;
      expect(important).toBeGreaterThanOrEqual(1);
      expect(important).toBeLessThanOrEqual(2);
      const ahead = await t.database.db.select().from(schedules).where(eq(schedules.teamId, teamId));
      const kinds = new Set(ahead.filter((s) => s.startAt > seedInstant).map((s) => s.kind));
      // FC 한강 also plays a 자체전 next Sunday (decision 079).
      expect([...kinds].sort()).toEqual(teamId === 1 ? ['MATCH', 'SCRIMMAGE', 'SOCIAL', 'TRAINING'] : ['MATCH', 'SOCIAL', 'TRAINING']);
    }
    const linked = await t.database.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.kind, 'MATCH'), isNotNull(schedules.matchId)));
    expect(linked).toHaveLength(2);
  });

  it("has FC 한강's 자체전: last Sunday's finished in three sides with goals, next Sunday's open for answers", async () => {
    const token = await tokenFor(t, seedPerson('lee-seojun').id);
    const response = await call(t, 'GET', '/api/v1/teams/1/scrimmages?from=2026-05-01&to=2026-05-31', { token });
    const list = (await body<ScrimmageListItem[]>(response)).data;
    expect(list.map((s) => [s.startAt, s.state, s.sideCount, s.gamesPlayed])).toEqual([
      ['2026-05-16T23:00:00.000Z', 'FINISHED', 3, 4],
      ['2026-05-23T23:00:00.000Z', 'CHECK_IN', 3, 0],
    ]);
    const results = (await body<ScrimmageResults>(await call(t, 'GET', `/api/v1/teams/1/scrimmages/${list[0].id}/results`, { token }))).data;
    expect(results.sides.map((s) => [s.vestColour, s.wins, s.draws, s.losses, s.goals, s.goalsAgainst])).toEqual([
      ['ORANGE', 2, 0, 1, 4, 2],
      ['GREEN', 1, 1, 0, 2, 1],
      ['YELLOW', 0, 1, 2, 2, 5],
    ]);
    expect(results.players).toHaveLength(13);
    const past = (await body<Scrimmage>(await call(t, 'GET', `/api/v1/teams/1/scrimmages/${list[0].id}`, { token }))).data;
    expect(past.noShows.map((p) => p.name)).toEqual(['서예준']);
  });

  it('seeds nothing on a database that already has data', async () => {
    expect(await seedIfEmpty(t.database.db, testClock())).toBe(false);
  });
});
