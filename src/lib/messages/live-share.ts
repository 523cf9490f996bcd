/**
 * Korean text of one lazily loaded screen, kept apart from src/lib/messages.ts so the first pages
 * (/login above all) do not download it (decision 021). Only this screen's feature imports it.
 */

/** `/live/{token}`: a match's public scoreboard (decision 057). */
export const liveShareMessages = {
  loadFailed: '경기 정보를 불러오지 못했습니다.',
  gone: '존재하지 않거나 공유가 중지된 경기 링크입니다.',
  goneLead: '링크를 보낸 팀에 새 링크를 요청해 주세요.',
  expired: '경기가 끝나고 7일이 지나 더 이상 볼 수 없는 경기 링크입니다.',
  expiredLead: '계속 보려면 링크를 보낸 팀 운영진에게 링크 유지를 요청해 주세요.',
  /** A player of a side whose names the link does not show (decision 070): number and initial. */
  numbered: (number: number, initial: string) => `${number}번 ${initial}`,
  initialsNote: '이 팀은 링크를 공유하지 않아 선수를 등번호와 성(이니셜)으로만 표시합니다.',
  score: (home: string, homeScore: number, awayScore: number, away: string) => `${home} ${homeScore} 대 ${awayScore} ${away}`,
  clock: '경기 시간',
  kickOff: (date: string, time: string) => `${date} ${time} 킥오프`,
  timeline: '경기 기록',
  timelineEmpty: '아직 기록이 없습니다.',
  substitutionLabel: '교체',
  substitution: (out: string, into: string) => `${out} → ${into}`,
  lineups: '명단',
  starters: '선발',
  substitutes: '교체',
  lineupEmpty: '아직 명단이 없습니다.',
  by: 'Pitchside로 기록하는 경기',
} as const;
