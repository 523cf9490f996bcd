/**
 * The season's MOM columns (decision 093): each member's awards and points over the team's closed,
 * counted votes whose vote opened in the season (a Seoul calendar year, as the season table's,
 * decision 055). A shared award counts whole for each winner. Guest players are left out, as the
 * season table leaves them out.
 */
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { MomSeasonRow } from '#contract/mom.ts';
import { momVoteStateAt } from '#machines/mom-vote.rules.ts';
import type { DbOrTx } from '../db/client.ts';
import { momVotes } from '../db/schema-mom.ts';
import { momBallotsOf, momResultOf, momVotePeopleOf } from './read.ts';

const yearStart = (year: number) => new Date(`${String(year).padStart(4, '0')}-01-01T00:00:00+09:00`);

export async function momSeasonRows(handle: DbOrTx, teamId: number, season: number, now: Date): Promise<MomSeasonRow[]> {
  const votes = await handle
    .select()
    .from(momVotes)
    .where(and(eq(momVotes.teamId, teamId), gte(momVotes.openedAt, yearStart(season)), lt(momVotes.openedAt, yearStart(season + 1))))
    .orderBy(desc(momVotes.openedAt));
  const rows = new Map<number, MomSeasonRow>();
  for (const vote of votes) {
    if (momVoteStateAt(vote, now) === 'OPEN') continue;
    const people = await momVotePeopleOf(handle, vote.id);
    const result = momResultOf(vote, people, await momBallotsOf(handle, vote.id), now);
    if (!result?.counted) continue;
    const guests = new Set(people.filter((p) => p.guest).map((p) => p.userId));
    const winners = new Set(result.winners.map((w) => w.userId));
    for (const line of result.table) {
      if (guests.has(line.userId)) continue;
      const row = rows.get(line.userId) ?? { userId: line.userId, name: line.name, awards: 0, points: 0 };
      row.points += line.points;
      if (winners.has(line.userId)) row.awards += 1;
      rows.set(line.userId, row);
    }
  }
  return [...rows.values()].sort((a, b) => b.awards - a.awards || b.points - a.points || a.name.localeCompare(b.name, 'ko'));
}
