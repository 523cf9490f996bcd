/**
 * Korean text of the 자체전 lines members see outside the scrimmage's own screens (decision 087): the
 * team page's 최근 자체전 and the member panel's season line. Its own small module, so the team page
 * and the members page download none of the scrimmage screens' texts (decision 021).
 */

/** The figures of one line of a roll-up (machines/scrimmage.rollup.ts). */
interface LineFigures {
  gamesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goals: number;
  points: number;
}

/** '3경기 2승 1무': the games, then the results that happened (a 0패 says nothing). */
function gamesRecord(line: LineFigures): string {
  const results = [
    [line.wins, '승'],
    [line.draws, '무'],
    [line.losses, '패'],
  ] as const;
  return [`${line.gamesPlayed}경기`, ...results.filter(([n]) => n > 0).map(([n, w]) => `${n}${w}`)].join(' ');
}

export const scrimmageLineMessages = {
  recentHeading: '최근 자체전',
  more: '자세히',
  moreLabel: '최근 자체전 자세히 보기',
  when: (date: string, games: number) => `${date} · ${games}경기`,
  sidesLabel: '팀별 결과',
  /** One side of the session: '2승 1무 1패 · 5골 · 7점' (beside its vest's name). */
  sideLine: (line: LineFigures) => `${gamesRecord(line)} · ${line.goals}골 · ${line.points}점`,
  /** The viewer's own line: '내 기록: 3경기 2승 1무 · 2골 1도움 · 7점'. */
  myLine: (line: LineFigures & { assists: number }) => `내 기록: ${gamesRecord(line)} · ${line.goals}골 ${line.assists}도움 · ${line.points}점`,
  notPlayed: '이번 자체전에는 뛰지 않았습니다.',
  failed: '최근 자체전을 불러오지 못했습니다.',
  seasonHeading: (season: number) => `${season} 시즌 자체전`,
  /** A member's season of 자체전: '2회 · 5경기 3승 1무 1패 · 2골 1도움 · 10점'. */
  seasonLine: (line: LineFigures & { assists: number; scrimmages: number }) =>
    `${line.scrimmages}회 · ${gamesRecord(line)} · ${line.goals}골 ${line.assists}도움 · ${line.points}점`,
  seasonEmpty: '이번 시즌 자체전 기록이 없습니다.',
  seasonFailed: '자체전 기록을 불러오지 못했습니다.',
} as const;
