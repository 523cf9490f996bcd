/**
 * Korean text of the season statistics (시즌 기록, decision 055), apart from src/lib/messages.ts so other
 * screens do not download it (decision 021).
 */
import { seasonFileWords as w } from '#machines/exports.words.ts';

export const statsMessages = {
  columns: w.columns,
  guest: w.guest,
  member: w.member,
  formerMember: w.formerMember,
  noPosition: w.noPosition,
  fileTitle: w.fileTitle,
  season: '시즌',
  seasonOption: (year: number) => `${year} 시즌`,
  seasonFile: w.seasonFile,
  position: '포지션',
  positions: { ALL: '전체', FW: 'FW', MF: 'MF', DF: 'DF', GK: 'GK', NONE: '미정' },
  summary: (year: number, matches: number) => `${year} 시즌 · 끝난 경기 ${matches}경기`,
  download: 'CSV 내려받기',
  downloadHint: '엑셀에서 열리는 파일로 시즌 전체를 내려받습니다.',
  mine: '내 시즌',
  mineEmpty: (year: number) => `${year} 시즌에는 아직 출전한 경기가 없습니다. 라인업에 들어 경기에 나서면 여기에 기록이 쌓입니다.`,
  leaderboards: '순위',
  boards: { goals: '득점', assists: '도움', minutes: '출전 시간' },
  unit: { goals: (n: number) => `${n}골`, assists: (n: number) => `${n}도움`, minutes: (n: number) => `${n.toLocaleString('ko-KR')}분` },
  boardEmpty: '아직 기록이 없습니다.',
  /** Who a position filter shows, in the boards' empty lines. */
  positionPlayers: { FW: 'FW', MF: 'MF', DF: 'DF', GK: 'GK', NONE: '포지션 미정' },
  boardNoPlayers: (who: string) => `${who} 선수가 없습니다.`,
  boardNoFigure: (who: string, board: string) => `${who} 선수의 ${board} 기록이 없습니다.`,
  /** A shared rank on a leaderboard (1, 2, 2, 4): beside each of the names that share it. */
  tied: '공동',
  tableLabel: '선수별 기록',
  playerCount: (n: number) => `${n}명`,
  empty: '이 포지션의 선수가 없습니다.',
  sortedBy: (column: string, descending: boolean) => `${column} ${descending ? '높은 순' : '낮은 순'}으로 정렬했습니다.`,
  loadFailed: '시즌 기록을 불러오지 못했습니다.',
  player: {
    /** Before the season has loaded its year is not known yet. */
    heading: (year: number | null) => (year === null ? '시즌 기록' : `${year} 시즌 기록`),
    appearances: (played: number, started: number) => `${played}경기 (선발 ${started})`,
    minutes: (n: number) => `${n.toLocaleString('ko-KR')}분`,
    cards: (yellow: number, sentOff: number) => (sentOff > 0 ? `경고 ${yellow} · 퇴장 ${sentOff}` : `경고 ${yellow}`),
    perMatch: '경기별 출전 시간',
    matchLine: (minutes: number, goals: number, assists: number) =>
      [`${minutes}분`, goals > 0 ? `${goals}골` : '', assists > 0 ? `${assists}도움` : ''].filter(Boolean).join(' · '),
    notPlayed: '출전하지 않음',
    noMatches: '이 시즌에 명단에 든 경기가 없습니다.',
    toTable: '팀 시즌 기록 보기',
    cardsLabel: '카드',
  },
  none: '-',
};
