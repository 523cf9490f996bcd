/**
 * What a person who withdraws leaves on their teams' dues (decision 072): their memberships go
 * (decision 031), and with them the month they joined, so the months they were charged are kept in
 * `dues_former_members` first — from when they joined through the month they leave, which is charged
 * from its first day (decision 060). The board keeps them under 탈퇴한 회원 with what they owe.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { duesFormerMembers, duesSettings, memberships } from '../db/schema.ts';
import { monthOf } from './months.ts';

/** Call in the withdrawal's transaction, before the memberships are deleted. Teams without dues keep nothing. */
export async function keepDuesOfLeaver(tx: Tx, userId: number, now: Date): Promise<void> {
  const teams = await tx
    .select({ teamId: memberships.teamId, joinedAt: memberships.joinedAt })
    .from(memberships)
    .innerJoin(duesSettings, eq(duesSettings.teamId, memberships.teamId))
    .where(eq(memberships.userId, userId));
  if (teams.length === 0) return;
  const leftMonth = monthOf(now);
  await tx
    .insert(duesFormerMembers)
    .values(
      teams.map(({ teamId, joinedAt }) => {
        const joinedMonth = monthOf(joinedAt);
        return { teamId, userId, joinedMonth: joinedMonth > leftMonth ? leftMonth : joinedMonth, leftMonth };
      }),
    )
    .onConflictDoNothing();
}
