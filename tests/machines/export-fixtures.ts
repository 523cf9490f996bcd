/**
 * Reads that exercise every rule of the CSV files (decision 084): names a spreadsheet would run as a
 * formula, commas, quotes and line breaks, every cell status, credit (선납), every ledger entry kind,
 * a time recorded past midnight in Seoul, guests and former members in the season.
 */
import type { DuesBoard, LedgerEntry } from '#contract/dues.ts';
import type { PlayerSeasonRow } from '#contract/stats.ts';

export const teamName = 'FC 한강/마포';

export const board: DuesBoard = {
  teamId: 1,
  configured: true,
  months: ['2026-09', '2026-10', '2026-11'],
  monthlyAmount: 30_000,
  rates: [{ fromMonth: '2026-09', amount: 30_000 }],
  dueDay: 10,
  visibility: 'ALL',
  members: [
    {
      userId: 1,
      name: '김민준',
      backNumber: 9,
      joinedMonth: '2026-01',
      owed: 50_000,
      cells: [
        { month: '2026-09', due: 30_000, paid: 30_000, status: 'PAID' },
        { month: '2026-10', due: 30_000, paid: 10_000, status: 'PARTIAL' },
        { month: '2026-11', due: 30_000, paid: 0, status: 'UNPAID' },
      ],
    },
    {
      userId: 2,
      name: '=HYPERLINK("x"),박',
      backNumber: null,
      joinedMonth: '2026-10',
      owed: -30_000,
      cells: [
        { month: '2026-09', due: 0, paid: 0, status: 'NONE' },
        { month: '2026-10', due: 0, paid: 0, status: 'EXEMPT' },
        { month: '2026-11', due: 30_000, paid: 30_000, status: 'PAID' },
      ],
    },
  ],
  formerMembers: [],
  totals: [],
  balance: 0,
};

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 1,
  kind: 'INCOME',
  amount: 0,
  balance: 0,
  occurredOn: '2026-11-01',
  method: null,
  category: null,
  label: null,
  note: null,
  userId: null,
  userName: null,
  months: [],
  shares: [],
  scheduleId: null,
  matchId: null,
  reversesId: null,
  reversedById: null,
  recordedById: 1,
  recordedByName: '이준호',
  recordedAt: '2026-11-01T03:00:00.000Z',
  ...over,
});

export const ledgerEntries: LedgerEntry[] = [
  entry({
    id: 1,
    kind: 'PAYMENT',
    amount: 60_000,
    balance: 60_000,
    method: 'TRANSFER',
    userId: 1,
    userName: '김민준',
    months: [
      { month: '2026-10', amount: 30_000 },
      { month: '2026-11', amount: 30_000 },
    ],
  }),
  entry({
    id: 2,
    kind: 'COST',
    amount: -110_000,
    balance: -50_000,
    category: 'PITCH',
    shares: [
      { userId: 1, userName: '김민준', amount: 55_000 },
      { userId: 2, userName: '탈퇴한 회원', amount: 55_000 },
    ],
    reversedById: 5,
    recordedAt: '2026-11-28T16:30:05.000Z',
  }),
  entry({ id: 3, kind: 'INCOME', amount: 20_000, balance: -30_000, label: '후원, "선배"' }),
  entry({ id: 4, kind: 'EXPENSE', amount: -5_000, balance: -35_000, label: '-음료\n두 줄', recordedByName: '탈퇴한 회원' }),
  entry({ id: 5, kind: 'REVERSAL', amount: 110_000, balance: 75_000, reversesId: 2, label: '금액 착오' }),
];

let nextId = 1;
const row = (name: string, over: Partial<PlayerSeasonRow> = {}): PlayerSeasonRow => ({
  userId: nextId++,
  name,
  profileImg: null,
  backNumber: null,
  position: null,
  isGuest: false,
  isMember: true,
  appearances: 0,
  starts: 0,
  minutes: 0,
  goals: 0,
  assists: 0,
  attackPoints: 0,
  yellowCards: 0,
  sentOffs: 0,
  ownGoals: 0,
  ...over,
});

export const seasonRows: PlayerSeasonRow[] = [
  row('이서준', { position: 'MF', backNumber: 8, appearances: 10, starts: 10, minutes: 900, goals: 2, assists: 7, attackPoints: 9 }),
  row('김민준', { position: 'FW', backNumber: 9, appearances: 10, starts: 9, minutes: 812, goals: 7, assists: 2, attackPoints: 9, yellowCards: 1 }),
  row('=용병 A', { isGuest: true, isMember: false, appearances: 1, minutes: 45 }),
  row('탈퇴한 회원', { isMember: false, appearances: 3, minutes: 150, ownGoals: 1, sentOffs: 1 }),
];
