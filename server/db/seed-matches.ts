/**
 * The demo matches: four finished ones (three between the two seeded teams, one against the
 * temporary opponent) with lineups and event logs, and one scheduled match between the two teams.
 * Dates are days relative to the seeding clock, so the demo always looks recent.
 */
import type { MatchType } from '#contract/enums.ts';
import type { SeedTeam } from './seed-data.ts';

/** One recorded action. `player` is a seed person key or a guest name; absent for a team-level event. */
export type ScriptEvent =
  | { half: 1 | 2; minute: number; side: 'home' | 'away'; type: 'GOAL'; player: string; assist?: string }
  | { half: 1 | 2; minute: number; side: 'home' | 'away'; type: 'OWN_GOAL' | 'SHOT' | 'VALID_SHOT' | 'YELLOW_CARD' | 'FOUL' | 'OFFSIDE'; player: string }
  | { half: 1 | 2; minute: number; side: 'home' | 'away'; type: 'CORNER_KICK' }
  | { half: 1 | 2; minute: number; side: 'home' | 'away'; type: 'SUB'; out: string; in: string };

export interface MatchScript {
  title: string;
  home: SeedTeam['key'];
  away: SeedTeam['key'];
  matchType: MatchType;
  stadium: string;
  /** Days from the seeding day (negative: in the past). */
  dayOffset: number;
  start: string;
  end: string;
  halfMinutes: number;
  referee: string | null;
  memo: string | null;
  finished: boolean;
  events: ScriptEvent[];
}

export const matchScripts: MatchScript[] = [
  {
    title: '봄맞이 친선전',
    home: 'hangang',
    away: 'gwanak',
    matchType: 'FRIENDLY',
    stadium: '망원한강공원 축구장',
    dayOffset: -35,
    start: '10:00',
    end: '12:00',
    halfMinutes: 40,
    referee: '정성룡',
    memo: '전반 압박이 좋았음. 후반 체력 관리가 필요함.',
    finished: true,
    events: [
      { half: 1, minute: 5, side: 'home', type: 'VALID_SHOT', player: 'choi-doyun' },
      { half: 1, minute: 12, side: 'home', type: 'GOAL', player: 'lee-seojun', assist: 'kim-minjun' },
      { half: 1, minute: 20, side: 'home', type: 'CORNER_KICK' },
      { half: 1, minute: 27, side: 'away', type: 'SHOT', player: 'park-sungmin' },
      { half: 1, minute: 33, side: 'away', type: 'YELLOW_CARD', player: 'moon-sanghun' },
      { half: 2, minute: 8, side: 'away', type: 'GOAL', player: 'park-sungmin', assist: 'choi-youngjae' },
      { half: 2, minute: 15, side: 'home', type: 'SUB', out: 'jung-woojin', in: 'kwon-siwoo' },
      { half: 2, minute: 31, side: 'home', type: 'GOAL', player: 'kwon-siwoo', assist: 'kang-hyunwoo' },
      { half: 2, minute: 38, side: 'away', type: 'OFFSIDE', player: 'jung-haneul' },
    ],
  },
  {
    title: '관악구청장배 예선',
    home: 'gwanak',
    away: 'hangang',
    matchType: 'TOURNAMENT',
    stadium: '관악구민운동장',
    dayOffset: -21,
    start: '09:00',
    end: '11:00',
    halfMinutes: 40,
    referee: '김대영',
    memo: null,
    finished: true,
    events: [
      { half: 1, minute: 9, side: 'home', type: 'GOAL', player: 'jung-haneul', assist: 'yoo-seungho' },
      { half: 1, minute: 16, side: 'away', type: 'CORNER_KICK' },
      { half: 1, minute: 22, side: 'home', type: 'OWN_GOAL', player: 'hong-kibeom' },
      { half: 1, minute: 30, side: 'away', type: 'YELLOW_CARD', player: 'cho-minjae' },
      { half: 2, minute: 10, side: 'away', type: 'GOAL', player: 'lee-seojun', assist: 'choi-doyun' },
      { half: 2, minute: 20, side: 'home', type: 'SUB', out: 'jung-haneul', in: 'baek-seungwoo' },
      { half: 2, minute: 27, side: 'home', type: 'FOUL', player: 'ryu-jaeseok' },
      { half: 2, minute: 35, side: 'home', type: 'GOAL', player: 'baek-seungwoo', assist: 'yoo-seungho' },
    ],
  },
  {
    title: '성수 FC 초청 친선전',
    home: 'hangang',
    away: 'seongsu',
    matchType: 'FRIENDLY',
    stadium: '뚝섬한강공원 축구장',
    dayOffset: -14,
    start: '19:00',
    end: '21:00',
    halfMinutes: 35,
    referee: null,
    memo: '상대팀 선수 명단은 현장에서 받음.',
    finished: true,
    events: [
      { half: 1, minute: 7, side: 'home', type: 'GOAL', player: 'lee-seojun', assist: 'kang-hyunwoo' },
      { half: 1, minute: 18, side: 'away', type: 'YELLOW_CARD', player: '박준영' },
      { half: 1, minute: 29, side: 'home', type: 'GOAL', player: 'choi-doyun' },
      { half: 2, minute: 4, side: 'away', type: 'VALID_SHOT', player: '임성빈' },
      { half: 2, minute: 12, side: 'home', type: 'SUB', out: 'cho-minjae', in: 'yoon-gunwoo' },
      { half: 2, minute: 26, side: 'home', type: 'GOAL', player: 'jung-woojin', assist: 'yoon-gunwoo' },
    ],
  },
  {
    title: '서울 주말리그 3라운드',
    home: 'hangang',
    away: 'gwanak',
    matchType: 'LEAGUE',
    stadium: '난지한강공원 축구장',
    dayOffset: -7,
    start: '08:00',
    end: '10:00',
    halfMinutes: 40,
    referee: '이동준',
    memo: null,
    finished: true,
    events: [
      { half: 1, minute: 14, side: 'home', type: 'SHOT', player: 'lee-seojun' },
      { half: 1, minute: 24, side: 'home', type: 'YELLOW_CARD', player: 'jang-junhyuk' },
      { half: 1, minute: 36, side: 'away', type: 'CORNER_KICK' },
      { half: 2, minute: 11, side: 'away', type: 'SUB', out: 'park-sungmin', in: 'baek-seungwoo' },
      { half: 2, minute: 25, side: 'away', type: 'GOAL', player: 'baek-seungwoo', assist: 'choi-youngjae' },
      { half: 2, minute: 33, side: 'home', type: 'SUB', out: 'jung-woojin', in: 'kwon-siwoo' },
    ],
  },
  {
    title: '서울 주말리그 5라운드',
    home: 'gwanak',
    away: 'hangang',
    matchType: 'LEAGUE',
    stadium: '관악구민운동장',
    dayOffset: 6,
    start: '09:00',
    end: '11:00',
    halfMinutes: 40,
    referee: null,
    memo: null,
    finished: false,
    events: [],
  },
];

/** Starting cells on the 6×5 grid (row 0 attacks): three forwards, three midfielders, four defenders, the keeper at 27. */
export const formationCells = { FW: [1, 2, 3], MF: [11, 12, 13], DF: [20, 21, 23, 24], GK: [27] } as const;
