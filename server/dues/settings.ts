/**
 * The team's dues settings and exemptions (decision 060), TEAM_ADMIN only. Saving the settings makes the
 * row every ledger write locks; until then reads answer the defaults with `configured: false` and
 * writes 409 5016. Exemptions are writes like the ledger's: under the same lock, since a payment's
 * allocation reads them.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DuesExemption, DuesExemptionRequest, DuesRateChange, DuesSettings, DuesSettingsRequest } from '#contract/dues.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { changeRate, rateFor, sameRates } from '#machines/dues.ledger.ts';
import { duesExemptions, duesRates, duesSettings, users } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { readMembers, readRates, readSettingsRow } from './facts.ts';
import { duesRequestHash, replayOf, withLockedDues } from './ledger-lock.ts';
import { monthName } from './labels.ts';
import { monthOf } from './months.ts';

/** What the settings are before an admin saves them (the form starts from these). */
export function defaultSettings(now: Date): Required<Omit<DuesSettingsRequest, 'amountFromMonth'>> {
  return { monthlyAmount: 0, dueDay: 10, startMonth: monthOf(now), membersSeeEachOther: true, remindOnDueDay: true, pauseOnLeave: true };
}

async function readExemptionList(handle: DbOrTx, teamId: number, exemptionId?: number): Promise<DuesExemption[]> {
  const rows = await handle
    .select({
      id: duesExemptions.id,
      userId: duesExemptions.userId,
      userName: users.name,
      fromMonth: duesExemptions.fromMonth,
      toMonth: duesExemptions.toMonth,
      reason: duesExemptions.reason,
      createdAt: duesExemptions.createdAt,
    })
    .from(duesExemptions)
    .innerJoin(users, eq(users.id, duesExemptions.userId))
    .where(and(eq(duesExemptions.teamId, teamId), exemptionId === undefined ? undefined : eq(duesExemptions.id, exemptionId)))
    .orderBy(asc(duesExemptions.fromMonth), asc(duesExemptions.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function readDuesSettings(handle: DbOrTx, teamId: number, now: Date): Promise<DuesSettings> {
  const row = await readSettingsRow(handle, teamId);
  const exemptions = await readExemptionList(handle, teamId);
  if (!row) return { teamId, configured: false, ...defaultSettings(now), rates: [], rateChanges: [], exemptions };
  return {
    teamId,
    configured: true,
    monthlyAmount: rateFor(row.rates, monthOf(now)),
    dueDay: row.dueDay,
    startMonth: row.startMonth,
    membersSeeEachOther: row.membersSeeEachOther,
    remindOnDueDay: row.remindOnDueDay,
    pauseOnLeave: row.pauseOnLeave,
    rates: row.rates,
    rateChanges: await readRateChanges(handle, teamId),
    exemptions,
  };
}

/** Every change of the team's monthly amount, newest first, with who made it (their name as it is now). */
async function readRateChanges(handle: DbOrTx, teamId: number): Promise<DuesRateChange[]> {
  const rows = await handle
    .select({ fromMonth: duesRates.fromMonth, amount: duesRates.amount, setAt: duesRates.setAt, setById: duesRates.setBy, setByName: users.name })
    .from(duesRates)
    .leftJoin(users, eq(users.id, duesRates.setBy))
    .where(eq(duesRates.teamId, teamId))
    .orderBy(desc(duesRates.id));
  return rows.map((r) => ({ ...r, setAt: r.setAt.toISOString() }));
}

/**
 * Saves the settings (the first save sets the dues up) and the monthly amount from `amountFromMonth`
 * on (decision 062): this month by default, the start month on the first save. The upsert takes the
 * row's lock, so it waits for a ledger write under way and the next write sees the new settings and
 * amounts. A change of the amounts is a new `dues_rates` row (decision 071: never updated nor deleted);
 * once the dues are set up, one that would change a month before this one is refused (409 5024): a
 * month paid in full at its amount must not turn 부분 납부.
 */
export async function saveDuesSettings(db: Db, teamId: number, adminId: number, body: DuesSettingsRequest, now: Date): Promise<DuesSettings> {
  const { monthlyAmount, amountFromMonth, ...settings } = body;
  const values = { ...settings, updatedBy: adminId, updatedAt: now };
  const thisMonth = monthOf(now);
  await db.transaction(async (tx) => {
    await tx
      .insert(duesSettings)
      .values({ teamId, ...values })
      .onConflictDoUpdate({ target: duesSettings.teamId, set: values });
    const current = (await readRates(tx, [teamId])).get(teamId) ?? [];
    const from = amountFromMonth ?? (current.length === 0 ? settings.startMonth : thisMonth);
    if (sameRates(changeRate(current, from, monthlyAmount), current)) return;
    if (current.length > 0 && from < thisMonth) {
      throw new ApiError('DUES_PAST_MONTH_AMOUNT', [{ field: 'amountFromMonth', message: `새 금액은 ${monthName(thisMonth)}부터 적용할 수 있습니다.` }]);
    }
    await tx.insert(duesRates).values({ teamId, fromMonth: from, amount: monthlyAmount, setBy: adminId, setAt: now });
  });
  return readDuesSettings(db, teamId, now);
}

/**
 * Exempts a current member of the team for a range of months (404 5009 for anyone else). Idempotent on
 * the client id as the ledger's writes are: the same request again answers the exemption it made (also
 * to another admin), another request with the id is 409 6032. An exemption since ended was deleted, id
 * and all: the same request after that adds it again.
 */
export async function addExemption(db: Db, teamId: number, adminId: number, body: DuesExemptionRequest, now: Date): Promise<DuesExemption> {
  const hash = duesRequestHash('exemption', null, body);
  return withLockedDues(db, teamId, {}, async (tx) => {
    const [previous] = await tx
      .select({ id: duesExemptions.id, requestHash: duesExemptions.requestHash })
      .from(duesExemptions)
      .where(and(eq(duesExemptions.teamId, teamId), eq(duesExemptions.clientId, body.clientId)));
    let id = replayOf(previous, hash);
    if (id === null) {
      if ((await readMembers(tx, teamId, [body.userId])).length === 0) throw new ApiError('NOTFOUND_TEAM_MEMBER');
      [{ id }] = await tx
        .insert(duesExemptions)
        .values({
          teamId,
          userId: body.userId,
          fromMonth: body.fromMonth,
          toMonth: body.toMonth,
          reason: body.reason || null,
          createdBy: adminId,
          createdAt: now,
          clientId: body.clientId,
          requestHash: hash,
        })
        .returning({ id: duesExemptions.id });
    }
    const [exemption] = await readExemptionList(tx, teamId, id);
    return exemption;
  });
}

/** Ends an exemption: its months are charged again. Another team's, or none: 404 5022. */
export async function deleteExemption(db: Db, teamId: number, exemptionId: number): Promise<void> {
  // A team without dues has no exemptions: not found, rather than "set the dues up first".
  await withLockedDues(db, teamId, { whenNotConfigured: 'NOTFOUND_EXEMPTION' }, async (tx) => {
    const deleted = await tx
      .delete(duesExemptions)
      .where(and(eq(duesExemptions.teamId, teamId), eq(duesExemptions.id, exemptionId)))
      .returning({ id: duesExemptions.id });
    if (deleted.length === 0) throw new ApiError('NOTFOUND_EXEMPTION');
  });
}
