/** Shared bits of the dues tests (decision 060): paths, a settings body, calls that expect a status, FC 한강's people who owe dues. */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DuesSettingsRequest, LedgerEntry } from '#contract/dues.ts';
import { memberships, users } from '#server/db/schema.ts';
import { body, call } from './helpers.ts';
import type { TestApp } from './test-app.ts';

export const duesPath = (rest: string, teamId = 1) => `/api/v1/teams/${teamId}/dues${rest}`;

/** 30,000 원 a month from March 2026, due on the 10th, shared, reminding. */
export const settingsBody = (extra: Partial<DuesSettingsRequest> = {}): DuesSettingsRequest => ({
  monthlyAmount: 30_000,
  dueDay: 10,
  startMonth: '2026-03',
  membersSeeEachOther: true,
  remindOnDueDay: true,
  ...extra,
});

/** Calls and expects a status; answers the envelope's data (null for 204). */
export async function expectDues<T>(t: TestApp, method: string, path: string, token: string, status: number, json?: unknown): Promise<T> {
  const response = await call(t, method, path, { token, json });
  const envelope = response.status === 204 ? null : await body<T>(response);
  expect(response.status, `${method} ${path} → ${JSON.stringify(envelope)}`).toBe(status);
  return envelope?.data as T;
}

/** Expects a refusal with this status and code; answers its field errors. */
export async function expectRefused(t: TestApp, method: string, path: string, token: string, status: number, code: number, json?: unknown) {
  const response = await call(t, method, path, { token, json });
  const envelope = await body<{ field: string; message: string }[] | null>(response);
  expect([response.status, envelope.code], `${method} ${path} → ${JSON.stringify(envelope)}`).toEqual([status, code]);
  return envelope.data;
}

export const saveSettings = (t: TestApp, token: string, extra: Partial<DuesSettingsRequest> = {}, teamId = 1) =>
  expectDues(t, 'PUT', duesPath('/settings', teamId), token, 200, settingsBody(extra));

export const paymentBody = (userId: number, amount: number, months: string[], extra: object = {}) => ({
  clientId: crypto.randomUUID(),
  userId,
  amount,
  paidOn: '2026-05-20',
  method: 'TRANSFER',
  months,
  ...extra,
});

export const pay = (t: TestApp, token: string, userId: number, amount: number, months: string[], extra: object = {}, teamId = 1) =>
  expectDues<LedgerEntry>(t, 'POST', duesPath('/payments', teamId), token, 201, paymentBody(userId, amount, months, extra));

export const costBody = (amount: number, userIds: number[], extra: object = {}) => ({
  clientId: crypto.randomUUID(),
  category: 'PITCH',
  amount,
  spentOn: '2026-05-20',
  userIds,
  ...extra,
});

/** The team's current members who sign in (not guest players), in name order (then id): the board's rows. */
export async function duesPayers(t: TestApp, teamId = 1): Promise<{ id: number; name: string }[]> {
  const rows = await t.database.db
    .select({ id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, teamId), ne(users.socialType, 'GUEST'), isNull(users.withdrawnAt)))
    .orderBy(asc(users.id));
  return rows.sort((a, b) => (a.name !== b.name ? (a.name < b.name ? -1 : 1) : a.id - b.id));
}
