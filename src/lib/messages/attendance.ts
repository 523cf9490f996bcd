/**
 * Korean text of attendance that counts (decision 092): confirming who came to a schedule item, the
 * season's 참석률 and no-shows (members list, member panel, the stats page's 출석 tab) and the no-show
 * alert setting. The file's words come from machines/exports.words.ts, so the screen and the CSV agree.
 */
import { attendanceFileWords } from '#machines/exports.words.ts';

const columns = attendanceFileWords.columns;

export const attendanceMessages = {
  dialogTitle: (title: string) => `${title} 출석 확인`,
  intro: '온 사람을 체크해주세요. 라인업과 자체전 출석 체크는 따로 확인하지 않아도 출석으로 셉니다.',
  readOnly: '운영진이나 기록·진행 담당이 확인한 출석입니다.',
  listLabel: '온 사람',
  sources: { LINEUP: '라인업', CHECK_IN: '자체전 출석', CONFIRMED: '확인됨' },
  notTaken: '아직 아무도 출석을 확인하지 않았습니다.',
  nobody: '온 사람이 없습니다.',
  save: '출석 저장',
  saved: (n: number) => `출석 ${n}명을 저장했습니다.`,
  saveFailed: '출석을 저장하지 못했습니다.',
  loadFailed: '출석을 불러오지 못했습니다.',
  // The season's figures.
  columns,
  rate: attendanceFileWords.rate,
  tab: '출석',
  table: '출석 기록',
  summary: (season: number, items: number) => `${season}시즌 · 출석을 확인한 일정 ${items}개`,
  empty: (season: number) => `${season}시즌에 출석을 확인한 일정이 없습니다.`,
  sortedBy: (column: string, desc: boolean) => `${column} ${desc ? '높은' : '낮은'} 순으로 정렬됨`,
  download: '출석 CSV 받기',
  seasonLoadFailed: '출석 기록을 불러오지 못했습니다.',
  memberHeading: (season: number) => `${season}시즌 출석`,
  memberLine: (row: { rate: number | null; present: number; counted: number; noShows: number }) =>
    `참석률 ${attendanceFileWords.rate(row.rate)} · 출석 ${row.present}/${row.counted} · 노쇼 ${row.noShows}회`,
  memberEmpty: '이번 시즌에 출석을 확인한 일정이 없습니다.',
  // The team setting.
  alertLabel: '노쇼 알림 기준',
  alertOff: '끔',
  alertOption: (n: number) => `시즌 노쇼 ${n}회`,
  alertHelp: '멤버가 한 시즌에 이만큼 노쇼하면 운영진에게 한 번 알림을 보냅니다.',
  alertSaved: (n: number | null) => (n === null ? '노쇼 알림을 껐습니다.' : `노쇼 ${n}회에 알림을 보냅니다.`),
};
