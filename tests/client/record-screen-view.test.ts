/**
 * What the record screen says from the match, its state and the recorder's roles and sides
 * (src/features/match-record/record-screen-view.ts), as tables.
 */
import type { MatchState } from '#contract/enums.ts';
import type { Match } from '#contract/matches.ts';
import type { RecordingSides, SideRoles } from '#machines/match.ownership.ts';
import { kickoffBlockedReason, ownSideOf, recordingNote, shownSides } from '#src/features/match-record/record-screen-view.ts';
import { matchTeams } from '#src/lib/match-format.ts';
import { matchRecordMessages as m } from '#src/lib/messages/match-record.ts';
import { matchRequestMessages } from '#src/lib/messages/match-requests.ts';
import { describe, expect, it } from 'vitest';
import { match as matchOf } from '../ui/harness.tsx';

const admin = 'TEAM_ADMIN' as const;
const member = 'USER' as const;
const roles = (home: SideRoles['home'], away: SideRoles['away']): SideRoles => ({ home, away });

describe('ownSideOf: the team a phone shows first', () => {
  it.each<[string, RecordingSides | null, 'home' | 'away']>([
    ['recording for home: home', { home: true, away: false }, 'home'],
    ['recording for away only: away', { home: false, away: true }, 'away'],
    ['recording for both: home', { home: true, away: true }, 'home'],
    ['sides not known yet: home', null, 'home'],
  ])('%s', (_, given, expected) => {
    expect(ownSideOf(given)).toBe(expected);
  });
});

describe('recordingNote: why nothing can be recorded now', () => {
  it.each<[MatchState, string | null]>([
    ['SCHEDULED', m.notStartedNote],
    ['PLAY_FIRST_HALF', null],
    ['HALF_TIME', m.halfTimeNote],
    ['PLAY_SECOND_HALF', null],
    ['FINISHED', m.finishedNote],
  ])('%s', (state, expected) => {
    expect(recordingNote(state)).toBe(expected);
  });
});

describe('kickoffBlockedReason: kick-off waits for the invited team', () => {
  // FC 서울 (1) registered the match and invited 한강 FC (2).
  const invited = (requestState: Match['requestState']) => matchOf({ homeTeamId: 1, awayTeamId: 2, ownerTeamId: 1, requestState } as Partial<Match>);
  it.each<[string, Match, MatchState, SideRoles | null, string | null]>([
    ['the inviting admin waits for the answer', invited('PENDING'), 'SCHEDULED', roles(admin, null), matchRequestMessages.kickoffWaits.PENDING],
    ['the invited admin is told the answer is theirs', invited('PENDING'), 'SCHEDULED', roles(null, admin), matchRequestMessages.kickoffWaitsForUs.PENDING],
    ['a declined request', invited('DECLINED'), 'SCHEDULED', roles(admin, null), matchRequestMessages.kickoffWaits.DECLINED],
    ['an accepted request does not block', invited('ACCEPTED'), 'SCHEDULED', roles(admin, null), null],
    ['under way, the consent was given', invited('PENDING'), 'PLAY_FIRST_HALF', roles(admin, null), null],
    ["the owner's named recorder waits with the owner", invited('PENDING'), 'SCHEDULED', roles(member, null), matchRequestMessages.kickoffWaits.PENDING],
    ['an admin of both teams need not be told it is theirs', invited('PENDING'), 'SCHEDULED', roles(admin, admin), matchRequestMessages.kickoffWaits.PENDING],
  ])('%s', (_, match, state, given, expected) => {
    expect(kickoffBlockedReason(match, state, given)).toBe(expected);
  });
});

describe('shownSides: the two teams as the score card shows them', () => {
  it.each<[string, Partial<Match>, [string, string]]>([
    ['two registered teams: their names', { homeTeamName: 'FC 한강', awayTeamName: '관악 유나이티드' }, ['FC 한강', '관악 유나이티드']],
    ['a temporary opponent is marked', { homeTeamName: 'FC 한강', awayTeamName: '동네 팀', awayTeamIsTemp: true }, ['FC 한강', '[임시] 동네 팀']],
    ['a temporary home team is marked', { homeTeamName: '번개 모임', homeTeamIsTemp: true, awayTeamName: 'FC 한강' }, ['[임시] 번개 모임', 'FC 한강']],
  ])('%s', (_, over, [homeName, awayName]) => {
    const sides = shownSides(matchOf(over));
    expect([sides.homeName, sides.awayName]).toEqual([homeName, awayName]);
    expect(sides.home.name).toBe(over.homeTeamName);
    expect(sides.away.isTemp).toBe(over.awayTeamIsTemp ?? false);
  });
});

describe('matchTeams: each side of a match with its own name, mark, logo and colour', () => {
  it('keeps the home and away fields apart', () => {
    const teams = matchTeams(
      matchOf({
        homeTeamName: 'FC 한강',
        homeTeamIsTemp: false,
        homeTeamLogoUrl: '/logos/hangang.png',
        homeTeamColor: '#0043FF',
        awayTeamName: '동네 팀',
        awayTeamIsTemp: true,
        awayTeamLogoUrl: null,
        awayTeamColor: '#43A151',
      }),
    );
    expect(teams).toEqual({
      home: { name: 'FC 한강', isTemp: false, logoImgUrl: '/logos/hangang.png', teamColor: '#0043FF' },
      away: { name: '동네 팀', isTemp: true, logoImgUrl: null, teamColor: '#43A151' },
    });
  });
});
