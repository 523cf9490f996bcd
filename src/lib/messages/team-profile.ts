/**
 * Korean text of the team profile page (팀 프로필), kept apart from src/lib/messages.ts so the other
 * screens (and /login above all) do not download it (decision 021).
 */
import type { MatchResult, ScheduleKind } from '#contract/enums.ts';

export const teamProfileMessages = {
  /**
   * The admins' notice of match requests waiting for an answer: here rather than in match-requests.ts,
   * so the team page does not download the match screens' request texts (its budget, decision 040).
   */
  requestsNotice: {
    heading: '경기 요청',
    text: (n: number) => `경기 요청 ${n}건이 수락을 기다리고 있습니다`,
    link: '경기 요청 보기',
  },
  edit: '수정하기',
  /** To the admin page (invite codes, members, roles): an admin's way there. */
  manage: '팀 관리',
  organizationType: '팀 유형',
  more: '자세히 보기',
  moreAbout: (section: string) => `${section} 자세히 보기`,
  sectionFailed: '정보를 불러오지 못했습니다.',
  recent: '최근 기록',
  recentEmpty: '아직 끝난 경기가 없습니다. 경기를 마치면 이곳에 기록이 쌓입니다.',
  versus: (name: string) => `vs ${name}`,
  score: (ours: number, theirs: number) => `${ours} : ${theirs}`,
  scoreLabel: (ours: number, theirs: number) => `우리 팀 ${ours}점, 상대 팀 ${theirs}점`,
  minutes: (n: number) => `${n}분`,
  summary: '시즌 요약',
  summaryEmpty: '아직 집계할 경기 결과가 없습니다.',
  matchesPlayed: '출전 경기 수',
  matchCount: (n: number) => `${n}경기`,
  record: '승 / 무 / 패',
  recordAlt: (w: number, d: number, l: number) => `승 ${w}, 무 ${d}, 패 ${l}`,
  winRate: (pct: number) => `승률 ${pct}%`,
  goals: '득 / 실',
  goalsAlt: (f: number, a: number) => `득점 ${f}, 실점 ${a}`,
  goalsFor: '득점',
  goalsAgainst: '실점',
  lastFive: '최근 경기',
  lastFiveAlt: (list: string) => `최근 경기 결과 (최신순): ${list}`,
  mostPlayed: '최다 출전',
  nobody: '아직 없음',
  notices: '공지사항',
  noticesEmpty: '등록된 공지사항이 없습니다.',
  schedule: '다가오는 일정',
  scheduleEmpty: '앞으로 30일 동안 예정된 일정이 없습니다.',
  scheduleKinds: { MATCH: '경기', TRAINING: '훈련', SOCIAL: '친목', OTHER: '기타', SCRIMMAGE: '자체전' } satisfies Record<ScheduleKind, string>,
  results: { WIN: '승', DRAW: '무', LOSE: '패' } satisfies Record<MatchResult, string>,
} as const;
