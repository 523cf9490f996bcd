import type { MatchState } from '#contract/enums.ts';
import {
  answerRefusal,
  cancelRefusal,
  canRead,
  deleteRefusal,
  invitedTeamId,
  lineupRefusal,
  ownerAtCreation,
  progressRefusal,
  recorderNamingRefusal,
  recordingSides,
  recordingTeamId,
  recordRefusal,
  requestStateAtCreation,
  type NamedRecorders,
  type OwnedMatch,
  type RecordingSides,
  type SideRoles,
} from '#machines/match.ownership.ts';
import { describe, expect, it } from 'vitest';

const HOME = 1,
  AWAY = 2;
/** Team 1 (home) registered a match against registered team 2: the shape of decision 029's case. */
const shared: OwnedMatch = {
  ownerTeamId: HOME,
  homeTeamId: HOME,
  awayTeamId: AWAY,
  homeTeamIsTemp: false,
  awayTeamIsTemp: false,
  matchState: 'SCHEDULED',
  requestState: 'ACCEPTED',
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

/** The sides plain admins record for (nobody named): what the cancel and attribution rules read. */
const adminSides = (roles: SideRoles): RecordingSides =>
  recordingSides({ matchState: 'PLAY_FIRST_HALF', homeRecorderId: null, awayRecorderId: null }, roles, null);

describe('recording and cancelling events', () => {
  it('records an event as the side the recorder records for, or the event team when they record for both', () => {
    expect(recordingTeamId(shared, adminSides(ownerAdmin), AWAY)).toBe(HOME);
    expect(recordingTeamId(shared, adminSides(invitedAdmin), HOME)).toBe(AWAY);
    expect(recordingTeamId(shared, adminSides(bothAdmin), AWAY)).toBe(AWAY);
    expect(recordingTeamId(shared, adminSides(ownerUser), HOME)).toBeNull();
    expect(recordingTeamId(shared, { home: false, away: true }, AWAY)).toBe(AWAY);
  });

  const live = { ...shared, matchState: 'PLAY_FIRST_HALF' } as const;

  it('refuses a cancel of an event the other side admin recorded', () => {
    expect(cancelRefusal({ teamId: AWAY, recordedByTeamId: AWAY }, live, adminSides(ownerAdmin))).toBe('OTHER_SIDE_EVENT');
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: HOME }, live, adminSides(invitedAdmin))).toBe('OTHER_SIDE_EVENT');
    // Whose goal it is does not matter: who recorded it does.
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: AWAY }, live, adminSides(ownerAdmin))).toBe('OTHER_SIDE_EVENT');
  });

  it('lets a side cancel what its own admins recorded, for either team', () => {
    expect(cancelRefusal({ teamId: AWAY, recordedByTeamId: HOME }, live, adminSides(ownerAdmin))).toBeNull();
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: HOME }, live, adminSides(ownerAdmin))).toBeNull();
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: AWAY }, live, adminSides(bothAdmin))).toBeNull();
  });

  it('counts an event without a recorder as its own team', () => {
    expect(cancelRefusal({ teamId: AWAY, recordedByTeamId: null }, live, adminSides(ownerAdmin))).toBe('OTHER_SIDE_EVENT');
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: null }, live, adminSides(ownerAdmin))).toBeNull();
  });

  it('lets the owner cancel events of a temporary opponent', () => {
    const liveTemp = { ...againstTemp, matchState: 'PLAY_FIRST_HALF' } as const;
    expect(cancelRefusal({ teamId: AWAY, recordedByTeamId: AWAY }, liveTemp, adminSides(ownerAdmin))).toBeNull();
  });

  it('refuses plain members and outsiders before looking at the recorder', () => {
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: HOME }, live, adminSides(ownerUser))).toBe('NOT_TEAM_ADMIN');
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: HOME }, live, adminSides(outsider))).toBe('NOT_TEAM_ADMIN');
  });
});

describe('the recorder an admin names for one match (decision 054)', () => {
  const NAMED_HOME = 10,
    NAMED_AWAY = 20,
    SOMEONE = 30;
  const named: NamedRecorders = { homeRecorderId: NAMED_HOME, awayRecorderId: NAMED_AWAY };
  const states: MatchState[] = ['SCHEDULED', 'PLAY_FIRST_HALF', 'HALF_TIME', 'PLAY_SECOND_HALF', 'FINISHED'];
  const both = { home: true, away: true },
    home = { home: true, away: false },
    away = { home: false, away: true },
    none = { home: false, away: false };

  // [who, their roles, their id, the sides they record for before full time, after it]
  const table: [string, SideRoles, number | null, RecordingSides, RecordingSides][] = [
    ['the home admin', ownerAdmin, 1, home, home],
    ['an admin of both teams', bothAdmin, 2, both, both],
    ['the member named for home', ownerUser, NAMED_HOME, home, none],
    ['the member named for away', invitedUser, NAMED_AWAY, away, none],
    ['the home recorder who left the team', outsider, NAMED_HOME, none, none],
    ['the away recorder who is now in the home team instead', ownerUser, NAMED_AWAY, none, none],
    ['another home member', ownerUser, SOMEONE, none, none],
    ['an outsider', outsider, SOMEONE, none, none],
    ['nobody signed in', ownerUser, null, none, none],
  ];

  it.each(table)('%s records for the sides of the table, until full time for a named member', (_who, roles, userId, before, after) => {
    for (const matchState of states) {
      expect(recordingSides({ matchState, ...named }, roles, userId)).toEqual(matchState === 'FINISHED' ? after : before);
    }
  });

  it('gives a named member nothing while nobody is named for their side', () => {
    expect(recordingSides({ matchState: 'PLAY_FIRST_HALF', homeRecorderId: null, awayRecorderId: NAMED_AWAY }, ownerUser, NAMED_AWAY)).toEqual(none);
  });

  it('tells the named recorder of a finished match that the role ended, and everyone else who records nothing 5006', () => {
    const finished = { matchState: 'FINISHED', ...named } as const;
    const playing = { matchState: 'PLAY_SECOND_HALF', ...named } as const;
    expect(recordRefusal(playing, ownerUser, NAMED_HOME)).toBeNull();
    expect(recordRefusal(finished, ownerUser, NAMED_HOME)).toBe('RECORDER_ROLE_ENDED');
    expect(recordRefusal(finished, invitedUser, NAMED_AWAY)).toBe('RECORDER_ROLE_ENDED');
    expect(recordRefusal(finished, outsider, NAMED_HOME)).toBe('NOT_TEAM_ADMIN');
    expect(recordRefusal(playing, ownerUser, SOMEONE)).toBe('NOT_TEAM_ADMIN');
    // An admin is never refused here: what a finished match allows is the lifecycle's answer.
    expect(recordRefusal(finished, ownerAdmin, 1)).toBeNull();
  });

  it('lets a named recorder cancel what their side recorded, not the other side', () => {
    const sides = recordingSides({ matchState: 'PLAY_FIRST_HALF', ...named }, ownerUser, NAMED_HOME);
    const live = { ...shared, matchState: 'PLAY_FIRST_HALF' } as const;
    expect(cancelRefusal({ teamId: AWAY, recordedByTeamId: HOME }, live, sides)).toBeNull();
    expect(cancelRefusal({ teamId: HOME, recordedByTeamId: AWAY }, live, sides)).toBe('OTHER_SIDE_EVENT');
    expect(recordingTeamId(live, sides, AWAY)).toBe(HOME);
  });

  // [case, match, roles, team named for, refusal]
  const naming: [string, OwnedMatch, SideRoles, number, ReturnType<typeof recorderNamingRefusal>][] = [
    ["the home admin names home's", shared, ownerAdmin, HOME, null],
    ["the away admin names away's", shared, invitedAdmin, AWAY, null],
    ['an admin of both names either', shared, bothAdmin, AWAY, null],
    ['the home admin for the away side', shared, ownerAdmin, AWAY, 'NOT_RECORDER_ADMIN'],
    ['a plain member', shared, ownerUser, HOME, 'NOT_TEAM_ADMIN'],
    ['an outsider', shared, outsider, HOME, 'NOT_TEAM_ADMIN'],
    ['a team not in the match', shared, ownerAdmin, 99, 'TEAM_NOT_PARTICIPATING'],
    ['in play', { ...shared, matchState: 'PLAY_SECOND_HALF' }, ownerAdmin, HOME, null],
    ['after full time', { ...shared, matchState: 'FINISHED' }, ownerAdmin, HOME, 'RECORDER_AFTER_FULL_TIME'],
    ['the invited side before it accepted', { ...shared, requestState: 'PENDING' }, invitedAdmin, AWAY, 'MATCH_NOT_ACCEPTED'],
    ['the owner while its request waits', { ...shared, requestState: 'PENDING' }, ownerAdmin, HOME, null],
    ['the owner who administers the temporary opponent too', againstTemp, bothAdmin, AWAY, null],
  ];

  it.each(naming)('naming a recorder: %s', (_case, match, roles, teamId, refusal) => {
    expect(recorderNamingRefusal(match, roles, teamId)).toBe(refusal);
  });
});
