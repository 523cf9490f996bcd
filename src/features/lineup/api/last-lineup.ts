/**
 * A side's lineup of an earlier match as it STARTED, for 지난 경기 명단 불러오기: the players
 * read now show who is on the pitch at the end, so a starter who was substituted off (or sent off) has
 * no cell any more and a substitute who came on has one. The starting eleven is the role the admin
 * gave before kick-off with the cell each starter stood on then (`startGrid`); everyone else goes to
 * the bench. Guests (no user id) are not carried over: they belong to that match only.
 */
import type { MatchPlayers } from '#contract/matches.ts';
import type { LastLineup } from '#machines/lineup.machine.ts';

export function lineupAsStarted(side: MatchPlayers['homeTeam']): LastLineup {
  return {
    starters: side.starters.flatMap((p) =>
      p.userId === null || p.startGrid === null ? [] : [{ userId: p.userId, cell: p.startGrid, position: p.matchPosition }],
    ),
    bench: side.substitutes.flatMap((p) => (p.userId === null ? [] : [{ userId: p.userId, position: p.matchPosition }])),
  };
}
