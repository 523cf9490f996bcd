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
 * - An event recorded by one side is cancelled only by that side, unless that side is a temporary
 *   team (it has no admin in the app of its own).
 * - A side is recorded for by its admins and, until full time, by one member its admin named for
 *   this match (decision 054): the phone is often handed to whoever is not playing.
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
  side === 'home' ? match.homeTeamIsTemp : match.awayTeamIsTemp;

/**
 * Who owns a match being registered: the registered team among home and away whose TEAM_ADMIN the
 * caller is, home first. Null: the caller administers no registered team of the two (403 5006).
 * A temporary team never owns a match (its maker is its admin, but it has no records of its own).
 */
export function ownerAtCreation(match: Teams & Pick<OwnedMatch, 'homeTeamIsTemp' | 'awayTeamIsTemp'>, roles: SideRoles): number | null {
  if (roles.home === 'TEAM_ADMIN' && !match.homeTeamIsTemp) return match.homeTeamId;
  if (roles.away === 'TEAM_ADMIN' && !match.awayTeamIsTemp) return match.awayTeamId;
  return null;
}

/**
 * ACCEPTED when there is nobody to ask (the invited team is temporary) or the caller already speaks
 * for the invited team (its admin too); otherwise PENDING until the invited team's admin answers.
 */
export function requestStateAtCreation(
  match: Pick<OwnedMatch, 'ownerTeamId' | 'homeTeamId' | 'awayTeamId' | 'homeTeamIsTemp' | 'awayTeamIsTemp'>,
  roles: SideRoles,
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

/** Kick-off, events and the public link wait for the invited team's consent (a DECLINED match never starts nor goes public). */
export function progressRefusal(match: Pick<OwnedMatch, 'requestState'>): ErrorName | null {
  return match.requestState === 'ACCEPTED' ? null : 'MATCH_NOT_ACCEPTED';
}

/** A lineup write for `teamId`: the invited side's lineup waits for its consent; the owner may set its own. */
export function lineupRefusal(match: Pick<OwnedMatch, 'ownerTeamId' | 'requestState'>, teamId: number): ErrorName | null {
  if (teamId === match.ownerTeamId) return null;
  return progressRefusal(match);
}

/** The members each side's admin named to record the match besides its admins (decision 054); null: none. */
export interface NamedRecorders {
  homeRecorderId: number | null;
  awayRecorderId: number | null;
}

/** The sides a caller records for: where they may write the match's clock, events, substitutions and memo. */
export type RecordingSides = Record<MatchSide, boolean>;

/** Whether `userId` is the member named for `side` and still belongs to its team (the role does not outlive the membership). */
function isNamedFor(match: NamedRecorders, roles: SideRoles, userId: number | null, side: MatchSide): boolean {
  const named = side === 'home' ? match.homeRecorderId : match.awayRecorderId;
  return userId !== null && named === userId && roles[side] !== null;
}

/**
 * The sides a caller records for (decision 054): each side's admins always, and the member that
 * side's admin named until full time, when the named role ends.
 */
export function recordingSides(match: Pick<OwnedMatch, 'matchState'> & NamedRecorders, roles: SideRoles, userId: number | null): RecordingSides {
  const recordsFor = (side: MatchSide) => roles[side] === 'TEAM_ADMIN' || (match.matchState !== 'FINISHED' && isNamedFor(match, roles, userId, side));
  return { home: recordsFor('home'), away: recordsFor('away') };
}

/**
 * Every recording write (the clock, events, substitutions, cancels, the memo) and the record screen:
 * someone who records for neither side hears 5006, or, the named recorder of a finished match, that
 * the role ended with it. What the match's state allows is asked separately.
 */
export function recordRefusal(match: Pick<OwnedMatch, 'matchState'> & NamedRecorders, roles: SideRoles, userId: number | null): ErrorName | null {
  const sides = recordingSides(match, roles, userId);
  if (sides.home || sides.away) return null;
  return isNamedFor(match, roles, userId, 'home') || isNamedFor(match, roles, userId, 'away') ? 'RECORDER_ROLE_ENDED' : 'NOT_TEAM_ADMIN';
}

/**
 * `PUT` and `DELETE /matches/{id}/recorders/{teamId}`: a side's recorder is named (or taken back) by
 * that side's admins only, before full time; the invited side's waits for its consent, as its lineup does.
 * Whether the person named may take the role (a member of that team who signs in) is the server's to check.
 */
export function recorderNamingRefusal(match: OwnedMatch, roles: SideRoles, teamId: number): ErrorName | null {
  if (roles.home !== 'TEAM_ADMIN' && roles.away !== 'TEAM_ADMIN') return 'NOT_TEAM_ADMIN';
  const side = sideOfTeam(match, teamId);
  if (side === null) return 'TEAM_NOT_PARTICIPATING';
  if (roles[side] !== 'TEAM_ADMIN') return 'NOT_RECORDER_ADMIN';
  if (match.matchState === 'FINISHED') return 'RECORDER_AFTER_FULL_TIME';
  return lineupRefusal(match, teamId);
}

/**
 * The side an event written now is recorded by: the side the caller records for; if both, the
 * event's own team. Null: neither (the caller refuses them before this).
 */
export function recordingTeamId(match: Teams, sides: RecordingSides, eventTeamId: number): number | null {
  if (sides.home && sides.away) return eventTeamId;
  if (sides.home) return match.homeTeamId;
  if (sides.away) return match.awayTeamId;
  return null;
}

/**
 * `DELETE /match-event/{id}` (and undoing a substitution): refused when the event was recorded by the
 * other side (its admins or its named recorder) and that side is a registered team. Null `recordedByTeamId`
 * (rows older than the rule) counts as the event's own team. The match's lifecycle is asked separately.
 */
export function cancelRefusal(event: { teamId: number; recordedByTeamId: number | null }, match: OwnedMatch, sides: RecordingSides): ErrorName | null {
  if (!sides.home && !sides.away) return 'NOT_TEAM_ADMIN';
  const recorder = sideOfTeam(match, event.recordedByTeamId ?? event.teamId) ?? sideOfTeam(match, event.teamId);
  if (recorder === null || sides[recorder] || isTemp(match, recorder)) return null;
  return 'OTHER_SIDE_EVENT';
}
