import type { MatchState } from '#contract/enums.ts';
import {
  answerRefusal, cancelRefusal, canRead, deleteRefusal, invitedTeamId, lineupRefusal, ownerAtCreation, progressRefusal,
  recordingTeamId, requestStateAtCreation, type OwnedMatch, type SideRoles,
} from '#machines/match.ownership.ts';
import { describe, expect, it } from 'vitest';

const HOME = 1, AWAY = 2;
/** Team 1 (home) registered a match against registered team 2: the shape of issue #13's reproduction. */
const shared: OwnedMatch = {
  ownerTeamId: HOME, homeTeamId: HOME, awayTeamId: AWAY, homeTeamIsTemp: false, awayTeamIsTemp: false,
  matchState: 'SCHEDULED', requestState: 'ACCEPTED',
};
const againstTemp: OwnedMatch = { ...shared, awayTeamIsTemp: true };

const ownerAdmin: SideRoles = { home: 'TEAM_ADMIN', away: null };
const ownerUser: SideRoles = { home: 'USER', away: null };
const invitedAdmin: SideRoles = { home: null, away: 'TEAM_ADMIN' };
const invitedUser: SideRoles = { home: null, away: 'USER' };
const bothAdmin: SideRoles = { home: 'TEAM_ADMIN', away: 'TEAM_ADMIN' };
const outsider: SideRoles = { home: null, away: null };

describe('match ownership at registration', () => {
  it('makes the registered team the caller administers the owner, home first', () => {
    expect(ownerAtCreation(shared, bothAdmin)).toBe(HOME);
    expect(ownerAtCreation(shared, invitedAdmin)).toBe(AWAY);
    expect(ownerAtCreation(shared, { home: 'USER', away: 'TEAM_ADMIN' })).toBe(AWAY);
  });

  it('never gives a temporary team the match, and answers null to a caller who administers no registered side', () => {
    expect(ownerAtCreation({ ...shared, homeTeamIsTemp: true }, bothAdmin)).toBe(AWAY);
    expect(ownerAtCreation({ ...shared, homeTeamIsTemp: true }, { home: 'TEAM_ADMIN', away: 'USER' })).toBeNull();
    expect(ownerAtCreation(shared, ownerUser)).toBeNull();
    expect(ownerAtCreation(shared, outsider)).toBeNull();
  });

  it('asks a registered opponent to accept, unless the caller runs it too', () => {
    expect(requestStateAtCreation(shared, ownerAdmin)).toBe('PENDING');
    expect(requestStateAtCreation(shared, { home: 'TEAM_ADMIN', away: 'USER' })).toBe('PENDING');
    expect(requestStateAtCreation(shared, bothAdmin)).toBe('ACCEPTED');
    expect(requestStateAtCreation({ ...shared, ownerTeamId: AWAY }, invitedAdmin)).toBe('PENDING');
  });

  it('needs nobody to accept a match against a temporary team', () => {
    expect(requestStateAtCreation(againstTemp, ownerAdmin)).toBe('ACCEPTED');
    expect(requestStateAtCreation({ ...shared, ownerTeamId: AWAY, homeTeamIsTemp: true }, invitedAdmin)).toBe('ACCEPTED');
  });

  it('names the invited team as the side that is not the owner', () => {
    expect(invitedTeamId(shared)).toBe(AWAY);
    expect(invitedTeamId({ ...shared, ownerTeamId: AWAY })).toBe(HOME);
  });
});

describe('reading a match', () => {
  const pending = { ...shared, requestState: 'PENDING' } as const;
  const declined = { ...shared, requestState: 'DECLINED' } as const;

  it('lets the owner team read it in every request state', () => {
    for (const match of [shared, pending, declined]) {
      expect(canRead(match, ownerUser)).toBe(true);
      expect(canRead(match, ownerAdmin)).toBe(true);
    }
  });

  it('keeps a pending or declined match from the invited team members but shows it to its admins', () => {
    expect(canRead(pending, invitedUser)).toBe(false);
    expect(canRead(declined, invitedUser)).toBe(false);
    expect(canRead(pending, invitedAdmin)).toBe(true);
    expect(canRead(shared, invitedUser)).toBe(true);
  });

  it('refuses an outsider', () => {
    expect(canRead(shared, outsider)).toBe(false);
  });
});

describe('deleting a match', () => {
  it('lets the owner admin delete a scheduled shared match, pending and declined ones too', () => {
    expect(deleteRefusal(shared, ownerAdmin)).toBeNull();
    expect(deleteRefusal({ ...shared, requestState: 'PENDING' }, ownerAdmin)).toBeNull();
    expect(deleteRefusal({ ...shared, requestState: 'DECLINED' }, ownerAdmin)).toBeNull();
  });

  it('refuses the other side admin with NOT_MATCH_OWNER', () => {
    expect(deleteRefusal(shared, invitedAdmin)).toBe('NOT_MATCH_OWNER');
    expect(deleteRefusal({ ...shared, requestState: 'PENDING' }, invitedAdmin)).toBe('NOT_MATCH_OWNER');
    expect(deleteRefusal(shared, { home: 'USER', away: 'TEAM_ADMIN' })).toBe('NOT_MATCH_OWNER');
  });

  it('refuses plain members and outsiders with NOT_TEAM_ADMIN, as every match write does', () => {
    expect(deleteRefusal(shared, ownerUser)).toBe('NOT_TEAM_ADMIN');
    expect(deleteRefusal(shared, invitedUser)).toBe('NOT_TEAM_ADMIN');
    expect(deleteRefusal({ ...shared, requestState: 'PENDING' }, invitedUser)).toBe('NOT_TEAM_ADMIN');
    expect(deleteRefusal(shared, outsider)).toBe('NOT_TEAM_ADMIN');
  });

  it('refuses a shared match once it has kicked off, in every later state', () => {
    const started: MatchState[] = ['PLAY_FIRST_HALF', 'HALF_TIME', 'PLAY_SECOND_HALF', 'FINISHED'];
    for (const matchState of started) {
      expect(deleteRefusal({ ...shared, matchState }, ownerAdmin)).toBe('SHARED_MATCH_STARTED');
      expect(deleteRefusal({ ...shared, matchState }, bothAdmin)).toBe('SHARED_MATCH_STARTED');
    }
  });

  it('lets the owner delete a match against a temporary team in any state', () => {
    expect(deleteRefusal({ ...againstTemp, matchState: 'FINISHED' }, ownerAdmin)).toBeNull();
    expect(deleteRefusal({ ...againstTemp, matchState: 'PLAY_FIRST_HALF' }, ownerAdmin)).toBeNull();
  });
});

describe('answering a match request', () => {
  const pending = { ...shared, requestState: 'PENDING' } as const;

  it('lets only the invited team admin accept or decline a pending request', () => {
    expect(answerRefusal(pending, invitedAdmin)).toBeNull();
    expect(answerRefusal(pending, ownerAdmin)).toBe('NOT_MATCH_REQUEST_ADMIN');
    expect(answerRefusal(pending, ownerUser)).toBe('NOT_MATCH_REQUEST_ADMIN');
    expect(answerRefusal(pending, invitedUser)).toBe('NOT_TEAM_MEMBER');
    expect(answerRefusal(pending, outsider)).toBe('NOT_TEAM_MEMBER');
  });

  it('refuses a second answer', () => {
    expect(answerRefusal({ ...pending, requestState: 'ACCEPTED' }, invitedAdmin)).toBe('MATCH_REQUEST_ANSWERED');
    expect(answerRefusal({ ...pending, requestState: 'DECLINED' }, invitedAdmin)).toBe('MATCH_REQUEST_ANSWERED');
  });
});

describe('progress before consent', () => {
  it('refuses kick-off and events until the request is accepted', () => {
    expect(progressRefusal({ requestState: 'PENDING' })).toBe('MATCH_NOT_ACCEPTED');
    expect(progressRefusal({ requestState: 'DECLINED' })).toBe('MATCH_NOT_ACCEPTED');
    expect(progressRefusal({ requestState: 'ACCEPTED' })).toBeNull();
  });

  it('lets the owner set its own lineup while the invited side waits', () => {
    const pending = { ...shared, requestState: 'PENDING' } as const;
    expect(lineupRefusal(pending, HOME)).toBeNull();
    expect(lineupRefusal(pending, AWAY)).toBe('MATCH_NOT_ACCEPTED');
    expect(lineupRefusal(shared, AWAY)).toBeNull();
  });
});

describe('recording and cancelling events', () => {
  it('records an event as the side the recorder administers, or the event team when they run both', () => {
    expect(recordingTeamId(shared, ownerAdmin, AWAY)).toBe(HOME);
    expect(recordingTeamId(shared, invitedAdmin, HOME)).toBe(AWAY);
    expect(recordingTeamId(shared, bothAdmin, AWAY)).toBe(AWAY);
    expect(recordingTeamId(shared, ownerUser, HOME)).toBeNull();
  });

  const live = { ...shared, matchState: 'PLAY_FIRST_HALF' } as const;

  it('refuses a cancel of an event the other side admin recorded', () => {
    expect(cancelRefusal({ teamId: AWAY, recordedByTeamId: AWAY }, live, ownerAdmin)).toBe('OTHER_SIDE_EVENT');
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: HOME }, live, invitedAdmin)).toBe('OTHER_SIDE_EVENT');
    // Whose goal it is does not matter: who recorded it does.
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: AWAY }, live, ownerAdmin)).toBe('OTHER_SIDE_EVENT');
  });

  it('lets a side cancel what its own admins recorded, for either team', () => {
    expect(cancelRefusal({ teamId: AWAY, recordedByTeamId: HOME }, live, ownerAdmin)).toBeNull();
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: HOME }, live, ownerAdmin)).toBeNull();
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: AWAY }, live, bothAdmin)).toBeNull();
  });

  it('counts an event without a recorder as its own team', () => {
    expect(cancelRefusal({ teamId: AWAY, recordedByTeamId: null }, live, ownerAdmin)).toBe('OTHER_SIDE_EVENT');
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: null }, live, ownerAdmin)).toBeNull();
  });

  it('lets the owner cancel events of a temporary opponent', () => {
    const liveTemp = { ...againstTemp, matchState: 'PLAY_FIRST_HALF' } as const;
    expect(cancelRefusal({ teamId: AWAY, recordedByTeamId: AWAY }, liveTemp, ownerAdmin)).toBeNull();
  });

  it('refuses plain members and outsiders before looking at the recorder', () => {
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: HOME }, live, ownerUser)).toBe('NOT_TEAM_ADMIN');
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: HOME }, live, outsider)).toBe('NOT_TEAM_ADMIN');
  });
});
