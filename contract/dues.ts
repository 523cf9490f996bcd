/**
 * Dues (회비, decision 060): the treasurer's book inside the team. Every amount is a whole number of won
 * (integers in the contract, the database and the arithmetic of machines/dues.ledger.ts); a month is
 * `YYYY-MM` in Asia/Seoul. Only TEAM_ADMINs write; members read their own account, and the shared
 * board and ledger while the team lets members see each other's status (the default).
 *
 * The ledger is the team's cash: a member's payment and other income come in (positive), a match-day
 * cost and other expenses go out (negative), and each entry carries the balance after it. Nothing is
 * edited or deleted: a correction is a reversal, an entry of the same amount the other way that names
 * the entry it reverses (an entry is reversed at most once; a reversal is never reversed).
 */
import * as v from 'valibot';
import {
  AccountLineKind,
  AttendeeSource,
  attendeeSources,
  costCategories,
  DuesVisibility,
  LedgerEntryKind,
  MonthStatus,
  otherEntryKinds,
  paymentMethods,
} from './enums.ts';
import { ClientId, Id, Instant, IsoDate, maxId } from './fields.ts';
import { intParam } from './params.ts';

/** A whole number of won of one entry: 1 won to 100,000,000 won. */
export const Won = v.pipe(
  v.number('금액을 숫자로 입력해주세요.'),
  v.integer('금액은 원 단위 정수여야 합니다.'),
  v.minValue(1, '금액은 1원 이상이어야 합니다.'),
  v.maxValue(100_000_000, '금액은 1억 원 이하여야 합니다.'),
);

/** A day of the ledger, `YYYY-MM-DD`: a real calendar day (not `2026-02-30`) of the years 2000–2099. */
export const DuesDate = v.pipe(IsoDate, v.check(isLedgerDay, '없는 날짜입니다. 2000년부터 2099년 사이의 날짜를 입력해주세요.'));

function isLedgerDay(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  return date >= '2000-01-01' && date <= '2099-12-31' && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
}

/** `YYYY-MM`. */
export const DuesMonth = v.pipe(v.string('달을 선택해주세요.'), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM 형식의 달이어야 합니다.'));

/** Money (signed won), days and years in answers: whole numbers, so the OpenAPI document says integer. */
const WholeNumber = v.pipe(v.number(), v.integer());

const note = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, '메모는 200자 이내로 입력해주세요.'))), null);

// ---- settings ----------------------------------------------------------------------------------

const settingsFields = {
  /** Won a month; 0: no monthly dues (costs can still be split). In a settings answer: this month's amount. */
  monthlyAmount: v.pipe(
    v.number('월 회비를 숫자로 입력해주세요.'),
    v.integer('월 회비는 원 단위 정수여야 합니다.'),
    v.minValue(0, '월 회비는 0원 이상이어야 합니다.'),
    v.maxValue(10_000_000, '월 회비는 1,000만 원 이하여야 합니다.'),
  ),
  /** The day of the month dues are due (1–28, so every month has it). */
  dueDay: v.pipe(
    v.number('납부일을 숫자로 입력해주세요.'),
    v.integer('납부일은 정수여야 합니다.'),
    v.minValue(1, '납부일은 1일부터 28일까지 정할 수 있습니다.'),
    v.maxValue(28, '납부일은 1일부터 28일까지 정할 수 있습니다.'),
  ),
  /** The first month dues are charged for. */
  startMonth: DuesMonth,
  /** Whether members see each other's status on the board and the ledger (the usual shared list). */
  membersSeeEachOther: v.boolean(),
  /** A push on the due day to members who owe (each member can turn it off in their notification settings). */
  remindOnDueDay: v.boolean(),
};

export const DuesSettingsRequest = v.object({
  ...settingsFields,
  /** Member status (decision 091): pause the dues of members on leave (휴회) for its whole months. Omitted: kept (on when first saved). */
  pauseOnLeave: v.optional(v.boolean()),
  /**
   * The month `monthlyAmount` applies from, on until it is changed again (decision 062): a raise from
   * next year leaves this year's months as they were. Omitted: this month (Seoul), and on the first
   * save `startMonth`. A later change already set gives way to this one; the amount that month already
   * has changes nothing (saving the other settings keeps a raise set for later). A month before this
   * one keeps its amount once the dues are set up (decision 071): changing it is 409 5024.
   */
  amountFromMonth: v.optional(DuesMonth),
});
export type DuesSettingsRequest = v.InferOutput<typeof DuesSettingsRequest>;

/** A stretch of months a member pays no dues for. */
export const DuesExemption = v.object({
  id: Id,
  userId: Id,
  userName: v.string(),
  fromMonth: DuesMonth,
  /** null: until further notice. */
  toMonth: v.nullable(DuesMonth),
  reason: v.nullable(v.string()),
  createdAt: Instant,
});
export type DuesExemption = v.InferOutput<typeof DuesExemption>;

/** `POST …/dues/exemptions`. Idempotent on `clientId`, as the ledger's writes (decision 071). */
export const DuesExemptionRequest = v.pipe(
  v.object({
    clientId: ClientId,
    userId: Id,
    fromMonth: DuesMonth,
    toMonth: v.optional(v.nullable(DuesMonth), null),
    reason: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, '사유는 100자 이내로 입력해주세요.'))), null),
  }),
  v.forward(
    v.check((r) => r.toMonth === null || r.toMonth >= r.fromMonth, '끝 달은 시작 달과 같거나 뒤여야 합니다.'),
    ['toMonth'],
  ),
);
export type DuesExemptionRequest = v.InferOutput<typeof DuesExemptionRequest>;

/** The monthly amount from `fromMonth` on, until the next change. */
export const DuesRate = v.object({ fromMonth: DuesMonth, amount: WholeNumber });
export type DuesRate = v.InferOutput<typeof DuesRate>;

/** One change of the monthly amount as an admin made it (decision 071: changes are only ever added). */
export const DuesRateChange = v.object({
  fromMonth: DuesMonth,
  amount: WholeNumber,
  setAt: Instant,
  setById: v.nullable(Id),
  setByName: v.nullable(v.string()),
});
export type DuesRateChange = v.InferOutput<typeof DuesRateChange>;

/** `GET /api/v1/teams/{id}/dues/settings`: `configured` false until an admin saved them once (the rest are the defaults then). */
export const DuesSettings = v.object({
  teamId: Id,
  configured: v.boolean(),
  ...settingsFields,
  /** Member status (decision 091): members on leave owe no dues for its whole months. */
  pauseOnLeave: v.boolean(),
  /** Every monthly amount in force, in month order (empty until configured). */
  rates: v.array(DuesRate),
  /** Every change of the monthly amount, newest first: the history the amounts in force come from. */
  rateChanges: v.array(DuesRateChange),
  exemptions: v.array(DuesExemption),
});
export type DuesSettings = v.InferOutput<typeof DuesSettings>;

// ---- writes ------------------------------------------------------------------------------------

/** 계좌이체 / 현금 / 기타 (contract/enums.ts), with the words of a request that chose none. */
const PaymentMethod = v.picklist(paymentMethods, '납부 방법을 선택해주세요.');

/** 구장비 / 심판비 / 음료 / 기타 (contract/enums.ts), with the words of a request that chose none. */
const CostCategory = v.picklist(costCategories, '비용 종류를 선택해주세요.');

/**
 * `POST …/dues/payments`: a member paid. `months`: the months of dues it pays, spread in calendar
 * order (machines/dues.ledger.ts allocatePayment; more than owed is paid ahead on the last month);
 * none: a payment towards their shares of costs. Idempotent on `clientId`.
 */
export const DuesPaymentRequest = v.object({
  clientId: ClientId,
  userId: Id,
  amount: Won,
  paidOn: DuesDate,
  method: PaymentMethod,
  note,
  months: v.pipe(
    v.array(DuesMonth),
    v.maxLength(24, '한 번에 24개월까지 기록할 수 있습니다.'),
    v.check((m) => new Set(m).size === m.length, '같은 달을 두 번 고를 수 없습니다.'),
  ),
});
export type DuesPaymentRequest = v.InferOutput<typeof DuesPaymentRequest>;

/**
 * `POST …/dues/costs`: the team paid a match-day cost, split exactly among `userIds` (the floor of
 * amount ÷ people each, the remainder one won more for the first in name order). A schedule item or
 * a match it belongs to, at most one. Idempotent on `clientId`.
 */
export const DuesCostRequest = v.pipe(
  v.object({
    clientId: ClientId,
    category: CostCategory,
    amount: Won,
    spentOn: DuesDate,
    note,
    scheduleId: v.optional(v.nullable(Id), null),
    matchId: v.optional(v.nullable(Id), null),
    userIds: v.pipe(
      v.array(Id),
      v.minLength(1, '비용을 나눌 멤버를 한 명 이상 골라주세요.'),
      v.maxLength(100),
      v.check((ids) => new Set(ids).size === ids.length, '같은 멤버를 두 번 고를 수 없습니다.'),
    ),
  }),
  v.forward(
    v.check((r) => r.scheduleId === null || r.matchId === null, '일정과 경기 중 하나만 고를 수 있습니다.'),
    ['matchId'],
  ),
);
export type DuesCostRequest = v.InferOutput<typeof DuesCostRequest>;

/** `POST …/dues/entries`: other money in (a sponsor, a fine) or out (a ball, a trophy). */
export const DuesEntryRequest = v.object({
  clientId: ClientId,
  kind: v.picklist(otherEntryKinds, '수입인지 지출인지 선택해주세요.'),
  amount: Won,
  occurredOn: DuesDate,
  label: v.pipe(v.string('내용을 입력해주세요.'), v.trim(), v.minLength(1, '내용을 입력해주세요.'), v.maxLength(50, '내용은 50자 이내로 입력해주세요.')),
  note,
});
export type DuesEntryRequest = v.InferOutput<typeof DuesEntryRequest>;

/** `POST …/dues/entries/{entryId}/reversal`: the correction of a mistaken entry. */
export const DuesReversalRequest = v.object({
  clientId: ClientId,
  reason: v.pipe(
    v.string('정정 사유를 입력해주세요.'),
    v.trim(),
    v.minLength(1, '정정 사유를 입력해주세요.'),
    v.maxLength(200, '사유는 200자 이내로 입력해주세요.'),
  ),
});
export type DuesReversalRequest = v.InferOutput<typeof DuesReversalRequest>;

// ---- reads -------------------------------------------------------------------------------------

/** A person and what they were charged or paid. */
const PersonAmount = v.object({ userId: Id, userName: v.string(), amount: WholeNumber });

/** One entry of the ledger, with who recorded it and when, and the balance after it. */
export const LedgerEntry = v.object({
  id: Id,
  kind: LedgerEntryKind,
  /** Signed won: in positive, out negative. */
  amount: WholeNumber,
  /** The team's balance after this entry. */
  balance: WholeNumber,
  /** The day it happened (paid, spent), as the admin entered it. */
  occurredOn: IsoDate,
  method: v.nullable(PaymentMethod),
  category: v.nullable(CostCategory),
  /** INCOME/EXPENSE's label; a reversal's reason. */
  label: v.nullable(v.string()),
  note: v.nullable(v.string()),
  /** PAYMENT: who paid. */
  userId: v.nullable(Id),
  userName: v.nullable(v.string()),
  /** PAYMENT: the months of dues it paid. */
  months: v.array(v.object({ month: DuesMonth, amount: WholeNumber })),
  /** COST: each person's share. */
  shares: v.array(PersonAmount),
  scheduleId: v.nullable(Id),
  matchId: v.nullable(Id),
  /** REVERSAL: the entry it reverses; on a reversed entry, the reversal. */
  reversesId: v.nullable(Id),
  reversedById: v.nullable(Id),
  recordedById: v.nullable(Id),
  recordedByName: v.nullable(v.string()),
  recordedAt: Instant,
});
export type LedgerEntry = v.InferOutput<typeof LedgerEntry>;

/** `GET …/dues/ledger?year=YYYY`: the year's entries, oldest first, and the balance before and after. */
export const DuesLedgerQuery = v.object({ year: v.optional(intParam(2000, 2100)) });
export const DuesLedger = v.object({
  teamId: Id,
  year: WholeNumber,
  openingBalance: WholeNumber,
  balance: WholeNumber,
  entries: v.array(LedgerEntry),
});
export type DuesLedger = v.InferOutput<typeof DuesLedger>;

export const DuesCell = v.object({
  month: DuesMonth,
  due: WholeNumber,
  paid: WholeNumber,
  status: MonthStatus,
  /** EXEMPT because the member is on leave (휴회) that whole month and the team pauses dues on leave (decision 091). */
  onLeave: v.optional(v.literal(true)),
});
export type DuesCell = v.InferOutput<typeof DuesCell>;

/**
 * `GET …/dues/months?from=YYYY-MM&to=YYYY-MM`: at most 12 months. Neither: the last 6 up to this month;
 * only `to`: the 6 up to it; only `from`: the 6 from it. `to` before `from`, or more than 12 months: 400 naming `to`.
 */
export const DuesBoardQuery = v.object({ from: v.optional(DuesMonth), to: v.optional(DuesMonth) });
export const DuesBoard = v.object({
  teamId: Id,
  /** false until an admin saved the settings once: every cell NONE, every figure 0 (the page shows how to set them up). */
  configured: v.boolean(),
  months: v.array(DuesMonth),
  /** This month's amount. */
  monthlyAmount: WholeNumber,
  /** Every monthly amount in force, in month order (empty until configured): each cell's `due` follows them. */
  rates: v.array(DuesRate),
  dueDay: WholeNumber,
  /** ALL: every member's row; OWN: the team keeps status private, so a member gets only their own. */
  visibility: DuesVisibility,
  members: v.array(
    v.object({
      userId: Id,
      name: v.string(),
      backNumber: v.nullable(WholeNumber),
      /** The month they joined: dues are charged from the later of it and the start (the payment dialog offers only charged months). */
      joinedMonth: DuesMonth,
      cells: v.array(DuesCell),
      /** Everything they owe now (dues and shares of costs, less payments); below 0: paid ahead. */
      owed: WholeNumber,
    }),
  ),
  /**
   * People who withdrew while members (decision 072), without a name (the board says 탈퇴한 회원):
   * each month they were charged, and what they still owe. Only those charged in these months or
   * owing; none for a member who sees only their own row. Their months count in `totals`.
   */
  formerMembers: v.array(v.object({ userId: Id, cells: v.array(DuesCell), owed: WholeNumber })),
  /** Per month, over every member, former ones included (also when only one row is shown). */
  totals: v.array(v.object({ month: DuesMonth, expected: WholeNumber, collected: WholeNumber, missing: WholeNumber })),
  balance: WholeNumber,
});
export type DuesBoard = v.InferOutput<typeof DuesBoard>;

/** `GET …/dues/me`: your own account. */
export const MyDuesAccount = v.object({
  teamId: Id,
  configured: v.boolean(),
  /** This month's amount. */
  monthlyAmount: WholeNumber,
  dueDay: WholeNumber,
  charged: WholeNumber,
  paid: WholeNumber,
  owed: WholeNumber,
  /** The last 12 months up to this one. */
  cells: v.array(DuesCell),
  /** Newest first: dues charged per month, shares of costs, payments and their reversals. */
  history: v.array(
    v.object({
      kind: AccountLineKind,
      date: IsoDate,
      /**
       * Signed as the ledger signs money (decision 071): a payment in is positive, as its ledger entry;
       * a charge (dues, a share) negative; a correction the other way. The lines add up to −owed.
       */
      amount: WholeNumber,
      label: v.string(),
      entryId: v.nullable(Id),
    }),
  ),
});
export type MyDuesAccount = v.InferOutput<typeof MyDuesAccount>;

const Attendee = v.object({ userId: Id, name: v.string() });

/**
 * `GET …/dues/attendees?scheduleId=|matchId=`: whom a cost of that item is split among by default —
 * the team's lineup of the match when it has one, else the members checked in at its 자체전, else the
 * members who answered 참석 — and every source that has anyone (`sources`, in that order), so the
 * admin can take another list.
 */
export const DuesAttendeesQuery = v.object({ scheduleId: v.optional(intParam(1, maxId)), matchId: v.optional(intParam(1, maxId)) });
export const DuesAttendees = v.object({
  source: v.picklist([...attendeeSources, 'NONE'] as const),
  people: v.array(Attendee),
  sources: v.array(v.object({ source: AttendeeSource, people: v.array(Attendee) })),
});
export type DuesAttendees = v.InferOutput<typeof DuesAttendees>;
