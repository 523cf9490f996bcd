/**
 * Who owns a match and what the other side may do with it (decision 029), as pure rules: the server
 * enforces them and the client asks them before it offers an action, so a button is shown exactly
 * where the server will allow it. Each refusal answers the error the server sends (null: allowed).
 *
 * - The team that registered a match owns it. A match between two registered teams is a request
 *   (PENDING) until an admin of the invited team accepts it; against a temporary team, or when the
 *   registering admin runs both teams, it is ACCEPTED at once.
 * - While PENDING or DECLINED the match is none of the invited team's business, except for its
 *   admins, who read it to decide.
 * - Only the owner's admins delete; a shared match (two registered teams) only while SCHEDULED, so
 *   one side's act never wipes the other's records. A match against a temporary team is wholly the owner's.
 * - An event recorded by one side's admin is cancelled only by that side's admins, unless that side
 *   is a temporary team (it has no admin in the app of its own).
 */
import type { ErrorName } from '#contract/error-codes.ts';
import type { MatchRequestState, MatchState, TeamRole } from '#contract/enums.ts';

export interface OwnedMatch {
  ownerTeamId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeTeamIsTemp: boolean;
  awayTeamIsTemp: boolean;
  matchState: MatchState;
  requestState: MatchRequestState;
}

/** The caller's role in each team of the match (null: not a member). */
export interface SideRoles {
  home: TeamRole | null;
  away: TeamRole | null;
}

export type MatchSide = 'home' | 'away';

type Teams = Pick<OwnedMatch, 'homeTeamId' | 'awayTeamId'>;

const otherSide = (side: MatchSide): MatchSide => (side === 'home' ? 'away' : 'home');

/** The side a team plays on, or null when it plays in neither. */
export function sideOfTeam(match: Teams, teamId: number): MatchSide | null {
  if (teamId === match.homeTeamId) return 'home';
  if (teamId === match.awayTeamId) return 'away';
  return null;
}

/** The owner's side (ownerTeamId is one of the two teams: the database checks it). */
export function ownerSide(match: Pick<OwnedMatch, 'ownerTeamId' | 'homeTeamId'>): MatchSide {
  return match.ownerTeamId === match.homeTeamId ? 'home' : 'away';
}

/** The team the owner invited: the one that must accept. */
export function invitedTeamId(match: Pick<OwnedMatch, 'ownerTeamId' | 'homeTeamId' | 'awayTeamId'>): number {
  return match.ownerTeamId === match.homeTeamId ? match.awayTeamId : match.homeTeamId;
}

/** Both teams registered in the app: each keeps its own records of the match. */
export function isSharedMatch(match: Pick<OwnedMatch, 'homeTeamIsTemp' | 'awayTeamIsTemp'>): boolean {
  return !match.homeTeamIsTemp && !match.awayTeamIsTemp;
}

const isTemp = (match: Pick<OwnedMatch, 'homeTeamIsTemp' | 'awayTeamIsTemp'>, side: MatchSide) =>
  (side === 'home' ? match.homeTeamIsTemp : match.awayTeamIsTemp);

/**
 * Who owns a match being registered: the registered team among home and away whose TEAM_ADMIN the
 * caller is, home first. Null: the caller administers no registered team of the two (403 5006).
 * A temporary team never owns a match (its maker is its admin, but it has no records of its own).
 */
export function ownerAtCreation(
  match: Teams & Pick<OwnedMatch, 'homeTeamIsTemp' | 'awayTeamIsTemp'>, roles: SideRoles,
): number | null {
  if (roles.home === 'TEAM_ADMIN' && !match.homeTeamIsTemp) return match.homeTeamId;
  if (roles.away === 'TEAM_ADMIN' && !match.awayTeamIsTemp) return match.awayTeamId;
  return null;
}

/**
 * ACCEPTED when there is nobody to ask (the invited team is temporary) or the caller already speaks
 * for the invited team (its admin too); otherwise PENDING until the invited team's admin answers.
 */
export function requestStateAtCreation(
  match: Pick<OwnedMatch, 'ownerTeamId' | 'homeTeamId' | 'awayTeamId' | 'homeTeamIsTemp' | 'awayTeamIsTemp'>, roles: SideRoles,
): MatchRequestState {
  const invited = otherSide(ownerSide(match));
  if (isTemp(match, invited) || roles[invited] === 'TEAM_ADMIN') return 'ACCEPTED';
  return 'PENDING';
}

/**
 * Whether the caller may read the match at all: a member of the owner team always; a member of the
 * invited team once it accepted; before that only the invited team's admins (to decide).
 */
export function canRead(match: Pick<OwnedMatch, 'ownerTeamId' | 'homeTeamId' | 'requestState'>, roles: SideRoles): boolean {
  const owner = ownerSide(match);
  if (roles[owner] !== null) return true;
  const invitedRole = roles[otherSide(owner)];
  if (invitedRole === null) return false;
  return match.requestState === 'ACCEPTED' || invitedRole === 'TEAM_ADMIN';
}

/** `GET /matches/{id}` and every other read of the match, the live stream included. */
export function readRefusal(match: Pick<OwnedMatch, 'ownerTeamId' | 'homeTeamId' | 'requestState'>, roles: SideRoles): ErrorName | null {
  return canRead(match, roles) ? null : 'NOT_TEAM_MEMBER';
}

/**
 * `DELETE /matches/{id}`. Like every match write, anyone who administers neither side hears 5006
 * (outsiders included); an admin of the invited side only hears that the match is not theirs.
 */
export function deleteRefusal(match: OwnedMatch, roles: SideRoles): ErrorName | null {
  const owner = ownerSide(match);
  if (roles[owner] !== 'TEAM_ADMIN') return roles[otherSide(owner)] === 'TEAM_ADMIN' ? 'NOT_MATCH_OWNER' : 'NOT_TEAM_ADMIN';
  if (isSharedMatch(match) && match.matchState !== 'SCHEDULED') return 'SHARED_MATCH_STARTED';
  return null;
}

/** `POST /matches/{id}/accept` and `/decline`. */
export function answerRefusal(match: OwnedMatch, roles: SideRoles): ErrorName | null {
  if (!canRead(match, roles)) return 'NOT_TEAM_MEMBER';
  if (roles[otherSide(ownerSide(match))] !== 'TEAM_ADMIN') return 'NOT_MATCH_REQUEST_ADMIN';
  if (match.requestState !== 'PENDING') return 'MATCH_REQUEST_ANSWERED';
  return null;
}

/** Kick-off and events wait for the invited team's consent (a DECLINED match never starts). */
export function progressRefusal(match: Pick<OwnedMatch, 'requestState'>): ErrorName | null {
  return match.requestState === 'ACCEPTED' ? null : 'MATCH_NOT_ACCEPTED';
}

/** A lineup write for `teamId`: the invited side's lineup waits for its consent; the owner may set its own. */
export function lineupRefusal(match: Pick<OwnedMatch, 'ownerTeamId' | 'requestState'>, teamId: number): ErrorName | null {
  if (teamId === match.ownerTeamId) return null;
  return progressRefusal(match);
}

/**
 * The side an event written now is recorded by: the side the recorder administers; if they run both,
 * the event's own team. Null: they administer neither (the caller refuses them before this).
 */
export function recordingTeamId(match: Teams, roles: SideRoles, eventTeamId: number): number | null {
  const homeAdmin = roles.home === 'TEAM_ADMIN';
  const awayAdmin = roles.away === 'TEAM_ADMIN';
  if (homeAdmin && awayAdmin) return eventTeamId;
  if (homeAdmin) return match.homeTeamId;
  if (awayAdmin) return match.awayTeamId;
  return null;
}

/**
 * `DELETE /match-event/{id}` (and undoing a substitution): refused when the event was recorded by the
 * other side's admin and that side is a registered team. Null `recordedByTeamId` (rows older than the
 * rule) counts as the event's own team. The match's lifecycle is asked separately.
 */
export function cancelRefusal(
  event: { teamId: number; recordedByTeamId: number | null }, match: OwnedMatch, roles: SideRoles,
): ErrorName | null {
  if (roles.home !== 'TEAM_ADMIN' && roles.away !== 'TEAM_ADMIN') return 'NOT_TEAM_ADMIN';
  const recorder = sideOfTeam(match, event.recordedByTeamId ?? event.teamId) ?? sideOfTeam(match, event.teamId);
  if (recorder === null || roles[recorder] === 'TEAM_ADMIN' || isTemp(match, recorder)) return null;
  return 'OTHER_SIDE_EVENT';
}
