/**
 * The team's dues settings and exemptions (decision 060), TEAM_ADMIN only. Saving the settings makes the
 * row every ledger write locks; until then reads answer the defaults with `configured: false` and
 * writes 409 5016. Exemptions are writes like the ledger's: under the same lock, since a payment's
 * allocation reads them.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DuesExemption, DuesExemptionRequest, DuesSettings, DuesSettingsRequest } from '#contract/dues.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { changeRate, rateFor } from '#machines/dues.ledger.ts';
import { duesExemptions, duesRates, duesSettings, users } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { readMembers, readRates, readSettingsRow } from './facts.ts';
import { withLockedDues } from './ledger-lock.ts';
import { monthOf } from './months.ts';

/** What the settings are before an admin saves them (the form starts from these). */
export function defaultSettings(now: Date): Omit<DuesSettingsRequest, 'amountFromMonth'> {
  return { monthlyAmount: 0, dueDay: 10, startMonth: monthOf(now), membersSeeEachOther: true, remindOnDueDay: true };
}

async function readExemptionList(handle: DbOrTx, teamId: number, exemptionId?: number): Promise<DuesExemption[]> {
  const rows = await handle.select({
    id: duesExemptions.id, userId: duesExemptions.userId, userName: users.name, fromMonth: duesExemptions.fromMonth, toMonth: duesExemptions.toMonth,
    reason: duesExemptions.reason, createdAt: duesExemptions.createdAt,
  }).from(duesExemptions).innerJoin(users, eq(users.id, duesExemptions.userId))
    .where(and(eq(duesExemptions.teamId, teamId), exemptionId === undefined ? undefined : eq(duesExemptions.id, exemptionId)))
    .orderBy(asc(duesExemptions.fromMonth), asc(duesExemptions.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function readDuesSettings(handle: DbOrTx, teamId: number, now: Date): Promise<DuesSettings> {
  const row = await readSettingsRow(handle, teamId);
  const exemptions = await readExemptionList(handle, teamId);
  if (!row) return { teamId, configured: false, ...defaultSettings(now), rates: [], exemptions };
  return {
    teamId, configured: true,
    monthlyAmount: rateFor(row.rates, monthOf(now)), dueDay: row.dueDay, startMonth: row.startMonth,
    membersSeeEachOther: row.membersSeeEachOther, remindOnDueDay: row.remindOnDueDay, rates: row.rates, exemptions,
  };
}

/**
 * Saves the settings (the first save sets the dues up) and the monthly amount from `amountFromMonth`
 * on (decision 062): this month by default, the start month on the first save. The upsert takes the
 * row's lock, so it waits for a ledger write under way and the next write sees the new settings and
 * amounts; the amounts are replaced in the same transaction.
 */
export async function saveDuesSettings(db: Db, teamId: number, adminId: number, body: DuesSettingsRequest, now: Date): Promise<DuesSettings> {
  const { monthlyAmount, amountFromMonth, ...settings } = body;
  const values = { ...settings, updatedBy: adminId, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx.insert(duesSettings).values({ teamId, ...values }).onConflictDoUpdate({ target: duesSettings.teamId, set: values });
    const current = (await readRates(tx, [teamId])).get(teamId) ?? [];
    const from = amountFromMonth ?? (current.length === 0 ? settings.startMonth : monthOf(now));
    const rates = changeRate(current, from, monthlyAmount);
    await tx.delete(duesRates).where(eq(duesRates.teamId, teamId));
    await tx.insert(duesRates).values(rates.map((rate) => ({ teamId, ...rate })));
  });
  return readDuesSettings(db, teamId, now);
}

/** Exempts a current member of the team for a range of months (404 5009 for anyone else). */
export async function addExemption(db: Db, teamId: number, adminId: number, body: DuesExemptionRequest, now: Date): Promise<DuesExemption> {
  return withLockedDues(db, teamId, {}, async (tx) => {
    if ((await readMembers(tx, teamId, [body.userId])).length === 0) throw new ApiError('NOTFOUND_TEAM_MEMBER');
    const [row] = await tx.insert(duesExemptions).values({
      teamId, userId: body.userId, fromMonth: body.fromMonth, toMonth: body.toMonth, reason: body.reason || null, createdBy: adminId, createdAt: now,
    }).returning({ id: duesExemptions.id });
    const [exemption] = await readExemptionList(tx, teamId, row.id);
    return exemption;
  });
}

/** Ends an exemption: its months are charged again. Another team's, or none: 404 5022. */
export async function deleteExemption(db: Db, teamId: number, exemptionId: number): Promise<void> {
  // A team without dues has no exemptions: not found, rather than "set the dues up first".
  await withLockedDues(db, teamId, { whenNotConfigured: 'NOTFOUND_EXEMPTION' }, async (tx) => {
    const deleted = await tx.delete(duesExemptions).where(and(eq(duesExemptions.teamId, teamId), eq(duesExemptions.id, exemptionId))).returning({ id: duesExemptions.id });
    if (deleted.length === 0) throw new ApiError('NOTFOUND_EXEMPTION');
  });
}
