/**
 * Fixtures of the match pages' tests: list rows, a finished match with its events and players,
 * and a valid create-form draft. The app runs through the teams harness (real routes and guards,
 * an HTTP stub that answers per endpoint and records every call).
 */
import type { MatchEvent, MatchListItem, MatchPlayer, MatchPlayers, MatchSummary } from '#contract/matches.ts';
import type { TeamResultsSummary } from '#contract/teams.ts';
import { matchDraftKey } from '#src/features/match-create/match-draft.ts';
import { emptyMatchForm, type MatchFormValues } from '#src/features/match-create/match-form-values.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import { match } from './harness.tsx';
import type { Handlers } from './teams-harness.tsx';
import { matchPlayer } from '../support/match-player.ts';

export function listItem(over: Partial<MatchListItem> = {}): MatchListItem {
  return {
    id: 5,
    title: '봄맞이 친선전',
    matchDate: '2026-10-19',
    plannedStartTime: '10:00:00',
    homeTeamId: 1,
    homeTeamName: 'FC 서울',
    awayTeamId: 2,
    awayTeamName: '한강 FC',
    homeTeamIsTemp: false,
    awayTeamIsTemp: false,
    matchType: 'FRIENDLY',
    matchState: 'FINISHED',
    stadium: '난지 구장',
    homeScore: 2,
    awayScore: 1,
    ownerTeamId: 1,
    requestState: 'ACCEPTED',
    ...over,
  };
}

export const rows: MatchListItem[] = [
  listItem({ id: 5 }),
  listItem({
    id: 6,
    title: '주말리그 3라운드',
    matchType: 'LEAGUE',
    homeTeamId: 2,
    homeTeamName: '한강 FC',
    awayTeamId: 1,
    awayTeamName: 'FC 서울',
    homeScore: 1,
    awayScore: 0,
  }),
  listItem({ id: 7, title: '주말리그 5라운드', matchType: 'LEAGUE', matchState: 'SCHEDULED', matchDate: '2026-11-29', homeScore: 0, awayScore: 0 }),
];

export const summary: TeamResultsSummary = {
  teamName: 'FC 서울',
  teamImageUrl: null,
  totalMatchCount: 3,
  mostPlayedPlayerName: '김민수',
  winLossDraw: { win: 1, loss: 1, draw: 0 },
  recentMatchResults: ['LOSE', 'WIN'],
  goalRatio: { goalsScored: 2, goalsConceded: 2 },
};

export function event(over: Partial<MatchEvent>): MatchEvent {
  return {
    id: 1,
    clientId: null,
    eventType: 'GOAL',
    teamId: 1,
    teamName: 'FC 서울',
    matchUserId: 11,
    userId: 7,
    userName: '김민수',
    parentId: null,
    halfType: 'FIRST_HALF',
    elapsedMinutes: 12,
    createdAt: '2026-10-19T01:12:00.000Z',
    recordedByTeamId: over.teamId ?? 1,
    ...over,
  };
}

/** A first-half goal, its derived shot, a second-half goal 3 minutes in (45+3 = 48') and an own goal. */
export const history: MatchEvent[] = [
  event({ id: 1, eventType: 'GOAL', elapsedMinutes: 12 }),
  event({ id: 2, eventType: 'SHOT', parentId: 1, elapsedMinutes: 12 }),
  event({ id: 3, eventType: 'GOAL', halfType: 'SECOND_HALF', elapsedMinutes: 3, userName: '박지훈' }),
  event({ id: 4, eventType: 'OWN_GOAL', teamId: 1, halfType: 'SECOND_HALF', elapsedMinutes: 30, userName: '이서준' }),
];

/** 김민수 (user 7), the home team's forward in cell 2 unless `over` says otherwise. */
export const player = (over: Partial<MatchPlayer>): MatchPlayer =>
  matchPlayer({ id: 11, userId: 7, name: '김민수', number: 10, matchPosition: 'FW', matchGrid: 2, ...over });

export const players: MatchPlayers = {
  homeTeam: {
    starters: [player({ id: 11, goals: 1 }), player({ id: 12, name: '이서준', number: 1, matchPosition: 'GK', matchGrid: 27 })],
    substitutes: [
      player({ id: 13, name: '박지훈', number: 5, role: 'SUB_PLAYER', matchGrid: null, subIn: true, goals: 1 }),
      player({ id: 14, name: '최벤치', number: 20, role: 'SUB_PLAYER', matchGrid: null }),
    ],
  },
  awayTeam: { starters: [player({ id: 21, teamId: 2, userId: 30, name: '정원정', number: 9, matchGrid: 7 })], substitutes: [] },
};

const counts = { goalCount: 2, shotCount: 5, validShotCount: 3, cornerKickCount: 4, offsideCount: 1, foulCount: 6, warningCount: 1, ownGoalCount: 1 };
export const matchSummary: MatchSummary = {
  matchId: 5,
  matchState: 'FINISHED',
  home: { teamId: 1, teamName: 'FC 서울', counts, yellowCards: 1, redCards: 0, substitutions: 1, playerCount: 3 },
  away: { teamId: 2, teamName: '한강 FC', counts: { ...counts, goalCount: 1, ownGoalCount: 0 }, yellowCards: 0, redCards: 0, substitutions: 0, playerCount: 1 },
};

export const finishedMatch = match({
  id: 5,
  title: '봄맞이 친선전',
  matchState: 'FINISHED',
  homeScore: 2,
  awayScore: 1,
  firstHalfPeriod: 45,
  firstHalfStartAt: '2026-10-19T01:00:00.000Z',
  firstHalfEndAt: '2026-10-19T01:45:00.000Z',
  secondHalfStartAt: '2026-10-19T02:00:00.000Z',
  secondHalfEndAt: '2026-10-19T02:47:00.000Z',
});

/** Answers for every read of one match. */
export function matchHandlers(m = finishedMatch): Handlers {
  return {
    getMatch: () => m,
    getMatchScore: () => ({ matchId: m.id, homeTeamId: 1, awayTeamId: 2, homeScore: counts, awayScore: { ...counts, goalCount: 1 } }),
    getMatchPlayers: () => players,
    getMatchHistory: () => history,
    getMatchSummary: () => matchSummary,
    getMatchMemo: () => ({ matchId: m.id, memo: '후반 압박 좋았음' }),
  };
}

/** `YYYY-MM-DD` some days from Seoul's today. */
export function daysFromToday(days: number): string {
  const [y, mo, d] = seoulDate(Date.now()).split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

/** A complete, valid form (FC 서울 at home against 한강 FC), saved as the session draft. */
export function validDraft(over: Partial<MatchFormValues> = {}): MatchFormValues {
  return {
    ...emptyMatchForm,
    ownTeamId: 1,
    side: 'home',
    opponent: { id: 2, name: '한강 FC', isTemp: false, teamColor: '#0043FF', logoImgUrl: null },
    title: '11월 정기 친선전',
    matchType: 'FRIENDLY',
    matchDate: daysFromToday(7),
    plannedStartTime: '10:00',
    plannedEndTime: '12:00',
    stadium: '난지 구장',
    ...over,
  };
}

export function saveDraft(values: MatchFormValues) {
  sessionStorage.setItem(matchDraftKey, JSON.stringify(values));
}
