/**
 * What the record screen may offer for one player (docs/domain.md §4.5, §5.5–5.7), decided BEFORE
 * anything is sent: the match machine says whether recording is open at all (selectCanRecord), and a
 * player's standing says what is left to them. The rules are the server's own refusals
 * (server/recording/events.ts), asked here first so the screen never shows "득점 기록됨" for a write
 * the server must then refuse:
 * - sent off (a red card, or two yellows): no new event, no substitution (6025);
 * - substituted off: no new event, never back on (6026);
 * - on the bench, not yet on: no event until they come on (6027), only a substitution brings them on;
 * - on the pitch: every player event; substituted off unless they came on themselves (docs/domain.md §5.6).
 * Taking back an earlier row of a player who has left stays possible: a mistaken red card must be
 * cancellable, and the ownership rules (match.ownership.ts cancelRefusal) decide that, not these.
 */
import type { MatchEventType } from '#contract/enums.ts';
import type { MatchPlayer } from '#contract/matches.ts';

/** Where a player of a match stands now. */
export type PlayerStanding = 'onPitch' | 'bench' | 'subbedOut' | 'sentOff';

/** The events recorded for one player (the rest are the team's). */
export const playerEventTypes = ['GOAL', 'ASSIST', 'OWN_GOAL', 'YELLOW_CARD', 'RED_CARD'] as const satisfies readonly MatchEventType[];
export type PlayerEventType = (typeof playerEventTypes)[number];

/** What the standing reads of a player: their role and the marks the counters keep. */
export type PlayerStandingInput = Pick<MatchPlayer, 'role' | 'sentOff' | 'subIn' | 'subOut'>;

export interface PlayerActions {
  standing: PlayerStanding;
  /** The player events that may be recorded for them now; empty when none may. */
  events: readonly PlayerEventType[];
  /** May be substituted off now (chosen as the one going off). */
  canGoOff: boolean;
  /** May come on now (chosen as the one coming on). */
  canComeOn: boolean;
}

/** Sent off outranks substituted off: neither returns, and the card is what the referee saw last. */
export function playerStanding(player: PlayerStandingInput): PlayerStanding {
  if (player.sentOff) return 'sentOff';
  if (player.subOut) return 'subbedOut';
  if (player.role === 'START_PLAYER' || player.subIn) return 'onPitch';
  return 'bench';
}

const none: readonly PlayerEventType[] = [];

/**
 * The actions offered for `player` when recording is open (`canRecord`, from the match machine) or not.
 * Pure: the same answer for the same player and state, on the screen and in tests.
 */
export function playerActions(player: PlayerStandingInput, canRecord: boolean): PlayerActions {
  const standing = playerStanding(player);
  const onPitch = standing === 'onPitch';
  return {
    standing,
    events: canRecord && onPitch ? playerEventTypes : none,
    canGoOff: canRecord && onPitch && !player.subIn,
    canComeOn: canRecord && standing === 'bench',
  };
}

/** Whether `eventType` may be recorded for `player` now. */
export const canRecordFor = (player: PlayerStandingInput, canRecord: boolean, eventType: MatchEventType): boolean =>
  (playerActions(player, canRecord).events as readonly MatchEventType[]).includes(eventType);
