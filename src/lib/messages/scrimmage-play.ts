/**
 * Korean text of playing a 자체전 (the record screen, the now/next card, the results) and of the
 * season's 자체전 tab, kept apart from src/lib/messages.ts so other screens do not download it
 * (decision 021).
 */
import type { ScrimmageEventType } from '#contract/enums.ts';
import type { PairingWhy } from '#machines/scrimmage.rotation.ts';
import { withParticle } from '#src/lib/korean-particles.ts';

export const scrimmagePlayMessages = {
  loadFailed: '자체전 정보를 불러오지 못했습니다.',
  resultsFailed: '자체전 결과를 불러오지 못했습니다.',
  nowNext: '지금 경기',
  now: (n: number) => `${n}경기 진행 중`,
  paused: (n: number) => `${n}경기 멈춤`,
  next: '다음 경기',
  nextNumbered: (n: number) => `${n}경기 예정`,
  resting: '쉬는 팀',
  versus: '대',
  score: (home: number, away: number) => `${home} 대 ${away}`,
  keeper: (side: string, name: string) => `${side} 골키퍼 ${name}`,
  keeperNote: '골키퍼가 없는 팀은 돌아가며 골문을 지킵니다.',
  noGameYet: '아직 시작한 경기가 없습니다.',
  sidesNotSet: '팀을 나눈 뒤에 경기를 시작할 수 있습니다.',
  unsidedFirst: '팀이 없는 출석자가 있습니다. 자체전 화면의 팀 나누기에서 팀을 정한 뒤 시작하세요.',
  finishedNote: '자체전이 끝났습니다.',
  why: (why: PairingWhy, label: (side: number) => string): string => {
    switch (why.kind) {
      case 'first':
        return '첫 경기: 쉬는 순서의 첫 팀이 쉽니다.';
      case 'winnerStays':
        return `승자 남기: ${withParticle(label(why.winner), '이/가')} 남고 ${withParticle(label(why.loser), '이/가')} 쉽니다.`;
      case 'winnerCapped':
        return `${withParticle(label(why.winner), '이/가')} 두 경기 연속으로 뛰어 쉬고 ${withParticle(label(why.loser), '이/가')} 남습니다.`;
      case 'drawLongerOnLeaves':
        return `무승부: 더 오래 뛴 ${withParticle(label(why.leaves), '이/가')} 쉽니다.`;
      case 'drawChallengerLeaves':
        return `무승부: 도전한 ${withParticle(label(why.leaves), '이/가')} 쉽니다.`;
      case 'drawCapped':
        return `무승부: 두 경기 연속으로 뛴 ${withParticle(label(why.leaves), '이/가')} 쉽니다.`;
      case 'fixedRotation':
        return '순서대로 돌아가며 쉽니다.';
      case 'fixedGames':
        return '두 팀이 계속 맞붙습니다.';
    }
  },
  clock: '경기 시계',
  clockOf: (minutes: number) => `경기 시간 ${minutes}분`,
  timeUp: '경기 시간이 다 됐습니다. 경기 종료를 눌러주세요.',
  start: '경기 시작',
  startWith: (home: string, away: string) => `${home} 대 ${away} 경기 시작`,
  changePairing: '대진 바꾸기',
  pairingHome: '먼저 적을 팀',
  pairingAway: '상대 팀',
  pairingSame: '서로 다른 두 팀을 골라주세요.',
  pause: '일시정지',
  resume: '재개',
  end: '경기 종료',
  reopen: '다시 열기',
  reopenHint: '마지막으로 끝난 경기를 다시 열어 기록을 고칩니다.',
  confirmEnd: (n: number) => `${n}경기를 끝낼까요?`,
  confirmEndBody: (score: string) => `${withParticle(score, '으로/로')} 경기를 끝냅니다. 다음 경기는 방식에 따라 정해집니다.`,
  confirmReopen: (n: number) => `${n}경기를 다시 열까요?`,
  finish: '자체전 종료',
  confirmFinish: '자체전을 끝낼까요?',
  confirmFinishBody: '끝내면 오늘의 결과가 확정되어 시즌 자체전 기록에 더해지고, 더 이상 경기를 기록할 수 없습니다.',
  finishWaits: '보내지 못한 기록이 있습니다. 모두 보낸 뒤에 끝낼 수 있습니다.',
  finishFailed: '자체전을 끝내지 못했습니다',
  finished: '자체전을 끝냈습니다',
  players: (side: string) => `${side} 선수`,
  onPitch: '뛰는 중',
  off: '쉬는 중',
  playerActions: (name: string) => `${name} 기록`,
  eventLabels: { GOAL: '골', OWN_GOAL: '자책골', YELLOW_CARD: '경고', RED_CARD: '퇴장', SUB_IN: '교체 투입', SUB_OUT: '교체 아웃' } satisfies Record<
    ScrimmageEventType,
    string
  >,
  subOff: '교체 (나감)',
  subOn: '교체 (들어감)',
  assistQuestion: (scorer: string) => `${scorer}의 골을 도운 선수`,
  noAssist: '도움 없음',
  whoComesOn: (name: string) => `${name} 대신 들어갈 선수`,
  nobodyOn: '들어갈 선수 없음',
  cancelDialog: '닫기',
  log: '경기 기록',
  logEmpty: '아직 기록이 없습니다.',
  logLine: (type: string, name: string, assist: string | null) => (assist ? `${name} ${type} (도움 ${assist})` : `${name} ${type}`),
  cancelEvent: (line: string) => `${line} 취소`,
  cancel: '취소',
  refused: '기록이 거절되었습니다.',
  pending: (n: number) => `전송 대기 ${n}건`,
  allSent: '모두 전송됨',
  offlineNote: '오프라인 상태입니다. 기록은 저장되어 연결되면 순서대로 전송됩니다.',
  gameNumber: (n: number) => `${n}경기`,
  toScrimmage: '자체전 화면으로',
  finishedAt: (score: string) => `종료 ${score}`,
  results: '자체전 결과',
  resultsEmpty: '끝난 경기가 아직 없습니다.',
  playersTable: '선수별 결과',
  sidesTable: '팀별 결과',
  columns: {
    player: '선수',
    side: '팀',
    games: '경기',
    wins: '승',
    draws: '무',
    losses: '패',
    goals: '골',
    assists: '도움',
    points: '승점',
    goalsAgainst: '실점',
  },
  record: (w: number, d: number, l: number) => `${w}승 ${d}무 ${l}패`,
  guest: '용병',
  sortedBy: (column: string) => `${column} 순으로 정렬됨`,
  season: {
    tabs: { matches: '시즌 기록', scrimmages: '자체전' },
    tabsLabel: '기록 종류',
    summary: (year: number, n: number) => `${year} 시즌 · 끝난 자체전 ${n}번`,
    empty: (year: number) => `${year} 시즌에 끝난 자체전이 없습니다.`,
    table: '자체전 선수 기록',
    sessions: '참가',
    loadFailed: '자체전 기록을 불러오지 못했습니다.',
  },
};
