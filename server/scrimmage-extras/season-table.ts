/**
 * The season's 자체전 tab (decision 080): each member's finished scrimmages added up, every one of
 * them counted by `rollupPlayers` (machines/scrimmage.rollup.ts), the one place W/D/L and points are
 * counted. Guests (no account) are left out; the matches' 시즌 기록 is another table altogether.
 */
import type { ScrimmageSeasonRow } from '#contract/scrimmage-extras.ts';
import { rollupPlayers } from '#machines/scrimmage.rollup.ts';
import type { FinishedScrimmage } from './reads.ts';

type Totals = Omit<ScrimmageSeasonRow, 'userId' | 'name'>;

const zero = (): Totals => ({ scrimmages: 0, gamesPlayed: 0, wins: 0, draws: 0, losses: 0, goals: 0, assists: 0, points: 0 });

/** Each member who played in the scrimmages, summed; `nameOf` gives a member's name as it reads now. */
export function seasonScrimmageTable(scrimmages: readonly FinishedScrimmage[], nameOf: (userId: number) => string): ScrimmageSeasonRow[] {
  const totals = new Map<number, Totals>();
  for (const scrimmage of scrimmages) {
    const userOf = new Map(scrimmage.attendees.map((a) => [a.attendeeId, a.userId]));
    for (const line of rollupPlayers(scrimmage.games, scrimmage.goals)) {
      const userId = userOf.get(line.attendeeId);
      if (userId === null || userId === undefined) continue;
      const sum = totals.get(userId) ?? totals.set(userId, zero()).get(userId)!;
      if (line.gamesPlayed > 0) sum.scrimmages += 1;
      sum.gamesPlayed += line.gamesPlayed;
      sum.wins += line.wins;
      sum.draws += line.draws;
      sum.losses += line.losses;
      sum.goals += line.goals;
      sum.assists += line.assists;
      sum.points += line.points;
    }
  }
  return [...totals]
    .map(([userId, sum]) => ({ userId, name: nameOf(userId), ...sum }))
    .sort((a, b) => b.points - a.points || b.goals - a.goals || b.assists - a.assists || a.name.localeCompare(b.name, 'ko') || a.userId - b.userId);
}
