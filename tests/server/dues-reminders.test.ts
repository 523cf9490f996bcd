/**
 * The due day's reminder (decision 060), with the test's clock moved by hand: on the due day
 * in Seoul, from 10:00, each member who owes is reminded once a month — never those who paid, turned
 * the `dues` notifications off, guest players or another team's people; not before 10:00, not on
 * another day, not when the team turned reminders off; and again the next month. A second sweep (a
 * restart: a new sweep over the same rows) sends nothing twice. Pushes go to a recording notifier.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PushMessage } from '#contract/notifications.ts';
import { duesReminders, memberships, notificationPreferences, users } from '#server/db/schema.ts';
import { startDuesReminderSweep, sweepDuesReminders } from '#server/dues/reminder-sweep.ts';
import type { PushNotifier, PushOptions, PushOutcome } from '#server/push/notifier.ts';
import { tokenFor } from './helpers.ts';
import { costBody, duesPath, duesPayers, expectDues, pay, saveSettings } from './dues-fixtures.ts';
import { people } from './schedule-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

interface Sent {
  userIds: number[];
  message: PushMessage;
  options: PushOptions;
}

function recordingNotifier(): PushNotifier & { sent: Sent[]; to(): number[] } {
  const sent: Sent[] = [];
  return {
    sent,
    async sendToUsers(userIds, message, options): Promise<PushOutcome> {
      sent.push({ userIds: [...userIds], message, options });
      return { reachedUserIds: [...userIds], devices: userIds.length, delivered: userIds.length, removed: 0 };
    },
    to: () => sent.flatMap((s) => s.userIds).sort((a, b) => a - b),
  };
}

let t: TestApp;
let notifier: ReturnType<typeof recordingNotifier>;
let admin: string;

const at = (instant: string) => t.clock.set(new Date(instant));
const sweep = (n: PushNotifier = notifier) => sweepDuesReminders({ db: t.database.db, notifier: n, now: t.clock.now() });

beforeEach(async () => {
  notifier = recordingNotifier();
  t = await database.fresh({ notifier });
  admin = await tokenFor(t, people.admin.id);
  // Due on the 25th, from May: on 2026-05-25 everyone owes May, unless paid.
  await saveSettings(t, admin, { dueDay: 25, startMonth: '2026-05' });
});

describe("the due day's reminder", () => {
  it('reminds each member who owes once, on the due day from 10:00 in Seoul, never the paid, the quiet, guests or other teams', async () => {
    const payers = (await duesPayers(t)).map((p) => p.id);
    const [paid, quiet, sharesOnly] = payers.filter((id) => id !== people.member.id).slice(0, 3);
    await pay(t, admin, paid, 30_000, ['2026-05']);
    await t.database.db.insert(notificationPreferences).values({ userId: quiet, teamId: 1, dues: false, updatedAt: t.clock.now() });
    // Paid May, but owes a share of a cost: owes all the same.
    await pay(t, admin, sharesOnly, 30_000, ['2026-05']);
    await expectDues(t, 'POST', duesPath('/costs'), admin, 201, costBody(10_000, [sharesOnly]));
    const [guest] = await t.database.db
      .insert(users)
      .values({ name: '회비 용병', lifecycle: 'ACTIVE', socialType: 'GUEST', ownerTeamId: 1, createdBy: people.admin.id, createdAt: t.clock.now() })
      .returning({ id: users.id });
    await t.database.db.insert(memberships).values({ teamId: 1, userId: guest.id, teamRole: 'USER', joinedAt: t.clock.now() });
    const due = payers.filter((id) => id !== paid && id !== quiet).sort((a, b) => a - b);

    at('2026-05-24T14:59:00Z'); // 23:59 on the 24th in Seoul
    await sweep();
    at('2026-05-25T00:59:00Z'); // 09:59 on the 25th
    await sweep();
    expect(notifier.sent).toEqual([]);

    at('2026-05-25T01:00:00Z'); // 10:00
    const report = await sweep();
    expect(notifier.to()).toEqual(due);
    expect(report.teams).toEqual([{ teamId: 1, month: '2026-05', userIds: due, outcomes: expect.any(Array) }]);
    const owing = notifier.sent.find((s) => s.userIds.includes(people.member.id))!;
    expect(owing.message).toEqual({
      kind: 'dues-reminder',
      title: 'FC 한강 회비 납부일이에요',
      body: '5월 회비 납부일입니다 · 낼 금액 30,000원',
      url: '/teams/1/dues',
      tag: 'dues-1-2026-05',
    });
    // Kept until the due day ends in Seoul: 14 hours.
    expect(owing.options).toEqual({ urgency: 'normal', ttlSeconds: 14 * 3600 });
    expect(notifier.sent.find((s) => s.userIds.includes(sharesOnly))!.message.body).toBe('5월 회비 납부일입니다 · 낼 금액 10,000원');
    expect(notifier.to()).not.toContain(guest.id);
    expect(notifier.to()).not.toContain(people.outsider.id);

    // The rest of the day, a restart, the day after: nothing again.
    const sentSoFar = notifier.sent.length;
    for (const instant of ['2026-05-25T05:00:00Z', '2026-05-25T14:59:00Z', '2026-05-26T01:00:00Z']) {
      at(instant);
      await sweep(recordingNotifier());
      await sweep();
    }
    expect(notifier.sent).toHaveLength(sentSoFar);
    const rows = await t.database.db
      .select({ userId: duesReminders.userId })
      .from(duesReminders)
      .where(and(eq(duesReminders.teamId, 1), eq(duesReminders.month, '2026-05')));
    expect(rows.map((r) => r.userId).sort((a, b) => a - b)).toEqual(due);

    // The next month's due day: again, to who owes then (June's dues for everyone now).
    at('2026-06-25T03:00:00Z');
    await sweep();
    expect(
      notifier.sent
        .slice(sentSoFar)
        .flatMap((s) => s.userIds)
        .sort((a, b) => a - b),
    ).toEqual(payers.filter((id) => id !== quiet).sort((a, b) => a - b));
    expect(notifier.sent.at(-1)!.message.tag).toBe('dues-1-2026-06');
  });

  it('sends nothing when the team turned it off, or when nobody owes', async () => {
    await saveSettings(t, admin, { dueDay: 25, startMonth: '2026-05', remindOnDueDay: false });
    at('2026-05-25T03:00:00Z');
    await sweep();
    expect(notifier.sent).toEqual([]);
    await saveSettings(t, await tokenFor(t, people.admin.id), { dueDay: 25, startMonth: '2026-07', remindOnDueDay: true });
    await sweep();
    expect(notifier.sent).toEqual([]);
    expect(await t.database.db.select().from(duesReminders)).toEqual([]);
  });

  it('runs on a timer that stops', async () => {
    at('2026-05-25T03:00:00Z');
    const lines: string[] = [];
    const timer = startDuesReminderSweep({ db: t.database.db, clock: t.clock, notifier, intervalMs: 20, log: (line) => lines.push(line) });
    await expect.poll(() => lines.length, { timeout: 5_000 }).toBeGreaterThan(0);
    await timer.stop();
    expect(lines[0]).toMatch(/^dues reminders: team 1, 2026-05: \d+ members owe, \d+ reached$/);
  });
});
