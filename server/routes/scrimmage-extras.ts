/**
 * 자체전 extras (decision 080): members' levels and pairs (admins only), the balancer's inputs and
 * the vest card (admins and the runner), the season's 자체전 tab (members), and the vest card's public
 * read. What they need of a scrimmage comes through `ScrimmageReads` (server/scrimmage-extras/reads.ts).
 */
import { eq, inArray } from 'drizzle-orm';
import { fillPath } from '#contract/endpoints.ts';
import { coPlayLookback, vestCardPagePath, type BalanceInputs, type ScrimmageSeasonStats } from '#contract/scrimmage-extras.ts';
import { seoulYear } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { teams, users } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { scrimmageGuards } from '../scrimmage-extras/access.ts';
import { coPlayCounts, coPlayGamesOf, coPlaysAmong } from '../scrimmage-extras/co-plays.ts';
import { balanceFactsOf, memberLevels, pairsOf, replacePairs, setMemberLevel } from '../scrimmage-extras/levels.ts';
import type { ScrimmageReads } from '../scrimmage-extras/reads.ts';
import { seasonScrimmageTable } from '../scrimmage-extras/season-table.ts';
import { vestCardAnswer, vestCardExpired, type CardPerson } from '../scrimmage-extras/vest-card.ts';
import { vestCardOf, vestCardTokenFor } from '../scrimmage-extras/vest-card-links.ts';
import { teamGuards } from '../teams/access.ts';
import type { AppDeps } from './deps.ts';
import { publicOrigin } from './match-share.ts';

/** People's names as they read now (a withdrawn person's name was overwritten, decision 031) and whether they left. */
async function peopleOf(db: Db, userIds: readonly number[]): Promise<Map<number, CardPerson>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, withdrawnAt: users.withdrawnAt })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((r) => [r.id, { name: r.name, withdrawn: r.withdrawnAt !== null }]));
}

export function scrimmageExtraEndpoints({ db, clock, config }: AppDeps, reads: ScrimmageReads): Implementation[] {
  const guards = teamGuards(db);
  const scrimmages = scrimmageGuards(db);
  return [
    implement('getMemberLevels', async (_c, { params, userId }) => {
      await guards.requireAdmin(userId, params.id);
      return memberLevels(db, params.id);
    }),

    implement('setMemberLevel', async (_c, { params, body, userId }) => {
      await guards.requireAdmin(userId, params.id);
      return setMemberLevel(db, params.id, params.userId, body.level, userId, clock.now());
    }),

    implement('getScrimmagePairs', async (_c, { params, userId }) => {
      await guards.requireAdmin(userId, params.id);
      return pairsOf(db, params.id);
    }),

    implement('setScrimmagePairs', async (_c, { params, body, userId }) => {
      await guards.requireAdmin(userId, params.id);
      return replacePairs(db, params.id, body.pairs);
    }),

    implement('getBalanceInputs', async (_c, { params, userId }) => {
      const { access } = await scrimmages.requireScrimmageRunner(userId, params.id, params.scrimmageId);
      // A runner who is no admin is a plain member: levels are the admins' alone (decision 080).
      const levelsHidden = access.role !== 'TEAM_ADMIN';
      const attendees = await reads.attendees(params.scrimmageId);
      const members = attendees.flatMap((a) => (a.userId === null ? [] : [a.userId]));
      const facts = await balanceFactsOf(db, params.id, members);
      const attendeeOf = new Map(attendees.flatMap((a) => (a.userId === null ? [] : [[a.userId, a.attendeeId] as const])));
      const pairs = (await pairsOf(db, params.id)).flatMap(({ userA, userB, rule }) => {
        const [a, b] = [attendeeOf.get(userA), attendeeOf.get(userB)];
        return a === undefined || b === undefined ? [] : [{ a: Math.min(a, b), b: Math.max(a, b), rule }];
      });
      const recent = await reads.finished(params.id, { latest: coPlayLookback });
      const counts = coPlayCounts(recent.flatMap(coPlayGamesOf));
      return {
        players: attendees.map((a) => {
          const known = a.userId === null ? undefined : facts.get(a.userId);
          return { attendeeId: a.attendeeId, level: levelsHidden ? null : (known?.level ?? null), positions: known?.positions ?? [] };
        }),
        pairs,
        coPlays: coPlaysAmong(attendees, counts),
        levelsHidden,
      } satisfies BalanceInputs;
    }),

    implement('getScrimmageSeasonStats', async (_c, { params, query, userId }) => {
      await guards.requireMember(userId, params.id);
      const season = query.season ?? seoulYear(clock);
      const finished = await reads.finished(params.id, { season });
      const people = await peopleOf(db, [...new Set(finished.flatMap((s) => s.attendees.flatMap((a) => (a.userId === null ? [] : [a.userId]))))]);
      return {
        teamId: params.id,
        season,
        seasons: await reads.seasons(params.id),
        scrimmageCount: finished.length,
        players: seasonScrimmageTable(finished, (id) => people.get(id)?.name ?? ''),
      } satisfies ScrimmageSeasonStats;
    }),

    implement('shareVestCard', async (c, { params, userId }) => {
      const { row } = await scrimmages.requireScrimmageRunner(userId, params.id, params.scrimmageId);
      // Sides are set exactly when the scrimmage has left CHECK_IN (decision 079).
      if (row.state === 'CHECK_IN') throw new ApiError('VEST_CARD_BEFORE_SIDES');
      const token = await vestCardTokenFor(db, row.id, params.id, userId, clock.now());
      return { token, url: `${publicOrigin(c, config.publicUrl)}${fillPath(vestCardPagePath, { token })}` };
    }),

    implement('getPublicVestCard', async (_c, { params }) => {
      const card = await vestCardOf(db, params.token);
      const scrimmage = card && (await reads.scrimmage(card.scrimmageId));
      if (!card || !scrimmage || scrimmage.teamId !== card.teamId) throw new ApiError('NOTFOUND_VEST_CARD');
      if (vestCardExpired(scrimmage, clock.now())) throw new ApiError('VEST_CARD_EXPIRED');
      const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, card.teamId));
      const attendees = await reads.attendees(scrimmage.id);
      const people = await peopleOf(
        db,
        attendees.flatMap((a) => (a.userId === null ? [] : [a.userId])),
      );
      return vestCardAnswer(team.name, scrimmage, attendees, people);
    }),
  ];
}
