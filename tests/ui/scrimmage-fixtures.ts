/** Fixtures of the 자체전 page tests: a team of ten (two keepers), a scrimmage, its attendees and games. */
import type { BalanceInputs } from '#contract/scrimmage-extras.ts';
import type { ScheduleAttendance } from '#contract/schedules.ts';
import type { Scrimmage, ScrimmageAttendee, ScrimmageGame } from '#contract/scrimmages.ts';
import type { TeamMember } from '#contract/teams.ts';
import type { Handlers } from './teams-harness.tsx';

const names = ['김민수', '이서준', '박지훈', '최도윤', '정하준', '강시우', '조주원', '윤지호', '장민재', '임건우'];

/** Members 7–16; 8 (이서준) and 12 (정하준) keep goal. */
export const teamRoster: TeamMember[] = names.map((name, i) => ({
  userId: 7 + i,
  name,
  profileImg: null,
  teamRole: i === 1 ? 'TEAM_ADMIN' : 'USER',
  backNumber: i + 1,
  position: i === 1 || i === 5 ? 'GK' : (['FW', 'MF', 'DF'] as const)[i % 3],
  foot: 'RIGHT',
  height: null,
  weight: null,
  birthYear: null,
  joinedAt: '2026-03-02T09:00:00.000Z',
  isGuest: false,
  status: { kind: 'ACTIVE', from: null, until: null },
}));

export const nameOf = (userId: number) => teamRoster.find((m) => m.userId === userId)!.name;

/** A member checked in as attendee `100 + userId`; a guest as any other id. */
export function attendee(userId: number | null, over: Partial<ScrimmageAttendee> = {}): ScrimmageAttendee {
  return {
    id: userId === null ? 200 : 100 + userId,
    userId,
    name: userId === null ? '용병 김' : nameOf(userId),
    profileImageUrl: null,
    guest: userId === null,
    side: null,
    checkedInAt: '2030-06-15T23:05:00.000Z',
    leftAt: null,
    ...over,
  };
}

export function scrimmage(over: Partial<Scrimmage> = {}): Scrimmage {
  return {
    id: 4,
    teamId: 1,
    scheduleId: 31,
    title: '일요 자체전',
    startAt: '2030-06-15T23:00:00.000Z',
    endAt: '2030-06-16T01:00:00.000Z',
    place: '난지 구장',
    note: null,
    sideCount: 2,
    gameMinutes: 12,
    format: 'FIXED_GAMES',
    drawRule: 'LONGER_ON_LEAVES',
    restOrder: [],
    vestColours: ['ORANGE', 'BLUE'],
    state: 'CHECK_IN',
    runnerId: null,
    attendees: [],
    noShows: [],
    sides: [],
    games: [],
    events: [],
    goals: [],
    ...over,
  };
}

export function game(over: Partial<ScrimmageGame> = {}): ScrimmageGame {
  return {
    id: 1,
    number: 1,
    homeSide: 0,
    awaySide: 1,
    restingSide: null,
    state: 'FINISHED',
    startedAt: '2030-06-15T23:20:00.000Z',
    endedAt: '2030-06-15T23:32:00.000Z',
    pausedSeconds: 0,
    pausedAt: null,
    homeScore: 2,
    awayScore: 1,
    players: [],
    ...over,
  };
}

/** 7–11 answered 참석, 12 미정, 13 불참; 14–16 did not answer. */
export const attendance: ScheduleAttendance = {
  scheduleId: 31,
  answers: [
    ...[7, 8, 9, 10, 11].map((userId) => ({
      userId,
      name: nameOf(userId),
      profileImageUrl: null,
      answer: 'ATTEND' as const,
      answeredAt: '2030-06-10T00:00:00.000Z',
    })),
    { userId: 12, name: nameOf(12), profileImageUrl: null, answer: 'UNDECIDED', answeredAt: '2030-06-10T00:00:00.000Z' },
    { userId: 13, name: nameOf(13), profileImageUrl: null, answer: 'ABSENT', answeredAt: '2030-06-10T00:00:00.000Z' },
  ],
  notAnswered: [14, 15, 16].map((userId) => ({ userId, name: nameOf(userId), profileImageUrl: null })),
};

/** The reads of the page, the scrimmage as given. */
export function pageHandlers(current: () => Scrimmage, extra: Handlers = {}): Handlers {
  return {
    getScrimmage: () => current(),
    getScheduleAttendance: () => attendance,
    listMembers: () => ({ content: teamRoster, page: 0, size: 100, totalElements: teamRoster.length }),
    getBalanceInputs: () => balanceInputs(current()),
    ...extra,
  };
}

/** What the balancer reads for the attendees here: no levels set yet, positions from the roster, no pairs or co-plays. */
export function balanceInputs(s: Scrimmage, over: Partial<BalanceInputs> = {}): BalanceInputs {
  const positionOf = (userId: number | null) => teamRoster.find((m) => m.userId === userId)?.position;
  const players = s.attendees
    .filter((a) => a.leftAt === null)
    .map((a) => ({ attendeeId: a.id, level: null, positions: positionOf(a.userId) ? [positionOf(a.userId)!] : [] }));
  return { players, pairs: [], coPlays: [], levelsHidden: false, ...over };
}
