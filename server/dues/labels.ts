/**
 * The Korean words of a member's dues history (decision 060), pure: `2026년 11월 회비`, `구장비 나눔 (11/22
 * 일요 경기)`, `납부 · 계좌이체`, and the lines of a correction. Money is written by the client; these
 * name what a line is.
 */
import type { CostCategory, PaymentMethod } from '#contract/enums.ts';
import type { Month } from '#machines/dues.ledger.ts';

export const methodLabels: Record<PaymentMethod, string> = { TRANSFER: '계좌이체', CASH: '현금', OTHER: '기타' };
export const categoryLabels: Record<CostCategory, string> = { PITCH: '구장비', REFEREE: '심판비', DRINKS: '음료', OTHER: '기타 비용' };

/** `2026년 11월`. */
export const monthName = (month: Month): string => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

/** `2026년 11월 회비`. */
export function duesLabel(month: Month): string {
  return `${monthName(month)} 회비`;
}

/** What a cost was for: its schedule item's or match's day (`M/D`, Seoul) and title, if any. */
export interface CostItem {
  /** `YYYY-MM-DD`. */
  date: string;
  title: string;
}

const monthDay = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

/** `구장비 나눔 (11/22 일요 경기)`; without an item, the day it was spent: `음료 나눔 (11/22)`. */
export function shareLabel(category: CostCategory, item: CostItem | null, spentOn: string): string {
  return `${categoryLabels[category]} 나눔 (${item ? `${monthDay(item.date)} ${item.title}` : monthDay(spentOn)})`;
}

/** `납부 · 계좌이체`. */
export function paymentLabel(method: PaymentMethod): string {
  return `납부 · ${methodLabels[method]}`;
}

/** A reversed payment: `납부 정정 · 금액 착오`. */
export function paymentReversalLabel(reason: string): string {
  return `납부 정정 · ${reason}`;
}

/** A reversed cost, for one who had a share of it: `구장비 나눔 정정 · 중복 기록`. */
export function shareReversalLabel(category: CostCategory, reason: string): string {
  return `${categoryLabels[category]} 나눔 정정 · ${reason}`;
}
