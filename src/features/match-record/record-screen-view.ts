/**
 * What the record screen says and shows, from the match as read, its machine's state and the
 * recorder's roles and sides. Pure, so the screen (match-record-page.tsx) only wires them.
 */
import type { MatchState } from '#contract/enums.ts';
import type { Match } from '#contract/matches.ts';
import { invitedTeamId, ownerSide, progressRefusal, type RecordingSides, sideOfTeam, type SideRoles } from '#machines/match.ownership.ts';
import { matchTeams, type ShownTeam } from '#src/lib/match-format.ts';
import { teamDisplayName } from '#src/lib/messages.ts';
import { matchRecordMessages as m } from '#src/lib/messages/match-record.ts';
import { matchRequestMessages } from '#src/lib/messages/match-requests.ts';

/** The side a phone shows first: the one this person records for (home when they record for both or it is not known yet). */
export function ownSideOf(sides: RecordingSides | null): 'home' | 'away' {
  return sides && !sides.home && sides.away ? 'away' : 'home';
}

/**
 * Why kick-off waits (null: it does not). It waits for the invited team's consent (decision 029): the
 * text says whether that is this person's to give (an admin of the invited team who does not run the owner). Once under way, it was given.
 */
export function kickoffBlockedReason(match: Match, state: MatchState, roles: SideRoles | null): string | null {
  const waitingFor = state === 'SCHEDULED' && progressRefusal(match) !== null && match.requestState !== 'ACCEPTED' ? match.requestState : null;
  if (!waitingFor) return null;
  const invited = sideOfTeam(match, invitedTeamId(match));
  const consentIsOurs = roles !== null && invited !== null && roles[invited] === 'TEAM_ADMIN' && roles[ownerSide(match)] !== 'TEAM_ADMIN';
  return (consentIsOurs ? matchRequestMessages.kickoffWaitsForUs : matchRequestMessages.kickoffWaits)[waitingFor];
}

/** Why nothing can be recorded now (null: it can): before kick-off, at half time, after the end. */
export function recordingNote(state: MatchState): string | null {
  return state === 'SCHEDULED' ? m.notStartedNote : state === 'HALF_TIME' ? m.halfTimeNote : state === 'FINISHED' ? m.finishedNote : null;
}

/** Both sides as the screen shows them: the score card's teams and their display names (a temporary team marked). */
export function shownSides(match: Match): { home: ShownTeam; away: ShownTeam; homeName: string; awayName: string } {
  const { home, away } = matchTeams(match);
  return { home, away, homeName: teamDisplayName(home), awayName: teamDisplayName(away) };
}
