/**
 * Leaving Pitchside: `PATCH /api/v1/users/withdraw` (decision 031).
 *
 * In one transaction the person's own data goes: name and photo are replaced, the provider's id is
 * dropped (the same Kakao account signing in again starts as a new person), their memberships (which
 * hold back number, position, height, weight, birth year), attendance answers, calendar feeds, push
 * devices and notification preferences (decision 058) and login codes are deleted and every refresh-token family is revoked. Matches keep their lineup rows
 * and events under the user id, so every read that joins `users.name` shows the neutral name and no
 * team loses its history. The last admin of a team that still has other members is refused
 * (409 4008) until they hand the role over.
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { withdrawnPersonName } from '#contract/users.ts';
import { onSessionsEnded, revokeSessions } from '../auth/tokens.ts';
import { calendarFeeds, loginCodes, memberships, notificationPreferences, pushSubscriptions, scheduleAttendance, teams, users } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { storageKeyOf } from '../storage.ts';
import type { AppDeps } from './deps.ts';
import { adminCount, lockTeam } from '../teams/access.ts';
import type { DbOrTx } from '../db/client.ts';
import { keepDuesOfLeaver } from '../dues/former-members.ts';
import { logger } from '../observability/log.ts';

/**
 * The teams the person is the only TEAM_ADMIN of while anyone else still belongs to them: the same
 * count the app shows before asking (its members list). Guest players count too; an admin who wants
 * to leave such a team removes them on the admin page or hands the role to someone who signs in.
 * Call with the teams locked.
 */
async function strandedTeams(tx: DbOrTx, userId: number, adminOf: { id: number; name: string }[]) {
  const stranded: string[] = [];
  for (const team of adminOf) {
    if ((await adminCount(tx, team.id)) > 1) continue;
    const [other] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.teamId, team.id), ne(memberships.userId, userId)))
      .limit(1);
    if (other) stranded.push(team.name);
  }
  return stranded;
}

/** The withdraw endpoint of the table. */
export function withdrawEndpoints({ db, clock, storage }: AppDeps): Implementation[] {
  /**
   * Deletes the person's uploaded photo unless another person or a team shows the same file (an
   * address can be typed into any image field). After the commit: a rollback must not lose a file.
   */
  async function removePhoto(url: string | null): Promise<void> {
    const key = url ? storageKeyOf(url) : null;
    if (!url || !key) return;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.profileImg, url)).limit(1);
    const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.logoImgUrl, url)).limit(1);
    if (user || team) return;
    // The person is gone whatever happens to the file; a store that fails now leaves an orphan, not an error.
    await storage.remove(key).catch((error: unknown) => logger.warn({ err: error }, `withdraw: could not remove upload ${key}`));
  }

  return [
    implement('withdraw', async (_c, { userId }) => {
      const photo = await db.transaction(async (tx) => {
        const [person] = await tx
          .select({ profileImg: users.profileImg })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.withdrawnAt)))
          .for('update');
        // The bearer check saw them a moment ago: another withdrawal of the same person won the race and ended this session.
        if (!person) throw new ApiError('SESSION_ENDED');

        const adminOf = await tx
          .select({ id: teams.id, name: teams.name })
          .from(memberships)
          .innerJoin(teams, eq(teams.id, memberships.teamId))
          .where(and(eq(memberships.userId, userId), eq(memberships.teamRole, 'TEAM_ADMIN')))
          .orderBy(asc(teams.id));
        // In id order, as every other team lock is taken one at a time: role changes cannot race the count.
        for (const team of adminOf) await lockTeam(tx, team.id);
        const stranded = await strandedTeams(tx, userId, adminOf);
        if (stranded.length > 0) {
          throw new ApiError(
            'LAST_ADMIN_CANNOT_WITHDRAW',
            null,
            {},
            `${stranded.join(', ')}에 다른 멤버가 있고 운영진은 회원님뿐입니다. 운영진 역할을 다른 멤버에게 넘긴 뒤 탈퇴해주세요.`,
          );
        }

        const now = clock.now();
        await tx.update(users).set({ name: withdrawnPersonName, profileImg: null, socialId: null, withdrawnAt: now }).where(eq(users.id, userId));
        // What they owe a team stays on its board under 탈퇴한 회원 (decision 072): the months they were charged are kept first.
        await keepDuesOfLeaver(tx, userId, now);
        await tx.delete(memberships).where(eq(memberships.userId, userId));
        await tx.delete(scheduleAttendance).where(eq(scheduleAttendance.userId, userId));
        await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
        // Their devices stop hearing anything (a push endpoint is an address of theirs), and their choices go with them.
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
        await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
        // A spent code is of no use either; the unspent ones must not sign anyone in.
        await tx.delete(loginCodes).where(eq(loginCodes.userId, userId));
        // Every session at once, as logout ends one: the rows stay, so no cookie of theirs renews, and the
        // bearer check refuses their access tokens from the next request on.
        await revokeSessions(tx, now, { userId });
        // Their open live streams check again at once (the same notice a membership change sends).
        await onSessionsEnded(tx, userId);
        return person.profileImg;
      });
      await removePhoto(photo);
      return null;
    }),
  ];
}
