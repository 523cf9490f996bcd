/**
 * A player of a match as the API answers it (`MatchPlayer`), for the tests that build lineups by
 * hand: nothing recorded, on the pitch at `matchGrid` unless `over` says otherwise. A starter's
 * `startGrid` is where they stand unless given; a substitute has none.
 */
import type { MatchPlayer } from '#contract/matches.ts';

export function matchPlayer(over: Partial<MatchPlayer> = {}): MatchPlayer {
  const shaped: MatchPlayer = {
    id: 1,
    userId: null,
    teamId: 1,
    name: '선수',
    number: 1,
    profileImg: null,
    role: 'START_PLAYER',
    matchPosition: 'MF',
    matchGrid: 12,
    startGrid: null,
    goals: 0,
    ownGoals: 0,
    assists: 0,
    yellowCards: 0,
    redCards: 0,
    caution: 0,
    sentOff: false,
    subIn: false,
    subOut: false,
    ...over,
  };
  return 'startGrid' in over ? shaped : { ...shaped, startGrid: shaped.role === 'START_PLAYER' ? shaped.matchGrid : null };
}
