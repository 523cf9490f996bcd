/**
 * How often two people were on the same side lately: the balancer's "new pairings" input (decision
 * 080). Counted by people (userId), so it follows a member from one scrimmage to the next, and by
 * scrimmage, not by game: nine games in the same vests are one afternoon together, not nine.
 * Guests have no userId and are left out.
 */
import type { AttendeeRow, FinishedScrimmage } from './reads.ts';

/** `${smaller}:${larger}` of two ids: the one key of a pair, whichever way round it is met. */
export const pairKey = (a: number, b: number): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** One game's roster: each player's attendee, person (null for a guest) and side. */
export type CoPlayGame = { scrimmageId: number; players: readonly { attendeeId: number; userId: number | null; side: number }[] };

/** Pairs of userIds (`pairKey`) → the number of scrimmages they played at least one game on the same side. */
export function coPlayCounts(games: readonly CoPlayGame[]): Map<string, number> {
  const together = new Map<string, Set<number>>();
  for (const game of games) {
    const bySide = new Map<number, Set<number>>();
    for (const { userId, side } of game.players) {
      if (userId === null) continue;
      (bySide.get(side) ?? bySide.set(side, new Set()).get(side)!).add(userId);
    }
    for (const people of bySide.values()) {
      const ids = [...people];
      for (let i = 0; i < ids.length; i++)
        for (let j = i + 1; j < ids.length; j++) {
          const key = pairKey(ids[i], ids[j]);
          (together.get(key) ?? together.set(key, new Set()).get(key)!).add(game.scrimmageId);
        }
    }
  }
  return new Map([...together].map(([key, scrimmages]) => [key, scrimmages.size]));
}

/** A finished scrimmage's games with each player's person, as coPlayCounts reads them. */
export function coPlayGamesOf(scrimmage: FinishedScrimmage): CoPlayGame[] {
  const userOf = new Map(scrimmage.attendees.map((a) => [a.attendeeId, a.userId]));
  return scrimmage.games.map((game) => ({
    scrimmageId: scrimmage.id,
    players: game.players.map((p) => ({ ...p, userId: userOf.get(p.attendeeId) ?? null })),
  }));
}

/**
 * The counts among today's attendees, by attendee id (`a < b`), as the balancer takes them: pairs
 * of people who are not both here are left out.
 */
export function coPlaysAmong(attendees: readonly AttendeeRow[], counts: ReadonlyMap<string, number>): { a: number; b: number; count: number }[] {
  const members = attendees.filter((x): x is AttendeeRow & { userId: number } => x.userId !== null).sort((x, y) => x.attendeeId - y.attendeeId);
  const answer: { a: number; b: number; count: number }[] = [];
  for (let i = 0; i < members.length; i++)
    for (let j = i + 1; j < members.length; j++) {
      const count = counts.get(pairKey(members[i].userId, members[j].userId));
      if (count) answer.push({ a: members[i].attendeeId, b: members[j].attendeeId, count });
    }
  return answer;
}
