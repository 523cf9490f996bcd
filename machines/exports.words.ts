/**
 * The Korean of the exported files (decision 084): their headers, the words in their cells and their
 * names. The server writes the same files as the browser, so these words live below both; the dues and
 * season messages (src/lib/messages/) take the shared ones from here, so the screen and the file say
 * the same thing.
 */
import type { CostCategory, LedgerEntryKind, MonthStatus, PaymentMethod } from '#contract/enums.ts';

/** `2026년 11월`. */
export const monthLabel = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;
/** `11월`. */
export const shortMonth = (month: string) => `${Number(month.slice(5, 7))}월`;

export const duesFileWords = {
  status: { PAID: '납부', PARTIAL: '일부 납부', UNPAID: '미납', EXEMPT: '면제', NONE: '–' } satisfies Record<MonthStatus, string>,
  kinds: { PAYMENT: '회비 납부', COST: '비용', INCOME: '기타 수입', EXPENSE: '기타 지출', REVERSAL: '정정' } satisfies Record<LedgerEntryKind, string>,
  methods: { TRANSFER: '계좌이체', CASH: '현금', OTHER: '기타' } satisfies Record<PaymentMethod, string>,
  categories: { PITCH: '구장비', REFEREE: '심판비', DRINKS: '음료', OTHER: '기타' } satisfies Record<CostCategory, string>,
  reversedBy: (id: number) => `정정 기록 #${id}`,
  reverses: (id: number) => `#${id} 정정`,
  sharesOf: (n: number) => `${n}명 분담`,
  months: (months: string[]) => months.map(shortMonth).join('·'),
  boardFile: '회비',
  ledgerFile: '장부',
  boardHeader: (months: string[]) => ['멤버', '등번호', ...months.map(monthLabel), '미납 합계', '선납'],
  cell: (status: string, paid: number, due: number) => (due > 0 ? `${status} ${paid}/${due}` : status),
  ledgerHeader: ['번호', '날짜', '구분', '내용', '금액', '잔액', '기록자', '기록 시각 (서울)', '정정'],
};

export const seasonFileWords = {
  columns: {
    player: '선수',
    backNumber: '등번호',
    position: '포지션',
    kind: '구분',
    appearances: '출전',
    starts: '선발',
    minutes: '출전 시간(분)',
    goals: '골',
    assists: '도움',
    attackPoints: '공격포인트',
    yellowCards: '경고',
    sentOffs: '퇴장',
    ownGoals: '자책골',
  },
  guest: '용병',
  member: '멤버',
  formerMember: '전 멤버',
  noPosition: '미정',
  fileTitle: '시즌 기록',
  seasonFile: (year: number) => `${year}시즌`,
};

/** The season's attendance file and table (decision 092). */
export const attendanceFileWords = {
  columns: { player: '선수', counted: '대상 일정', present: '출석', noShows: '노쇼', rate: '참석률' },
  rate: (rate: number | null) => (rate === null ? '–' : `${rate}%`),
  fileTitle: '출석',
};
