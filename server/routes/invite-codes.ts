/**
 * Invite codes (docs/product.md §3, §6, §7.6): TEAM_ADMINs make, list and revoke them; anyone may ask
 * which team a code leads to; a signed-in person joins with one as USER.
 *
 * A code is 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so it survives being
 * read aloud or copied by hand; the contract upper-cases what people type. A code is usable while it
 * is not revoked, not expired (server clock) and not used up. Joining takes one use with a single
 * conditional UPDATE, so two people racing for the last use cannot both get in. Looking a code up
 * and joining with one share a rate limit per client address (decision 030), so codes cannot be guessed.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { InviteCode } from '#contract/teams.ts';
import type { MyTeam } from '#contract/users.ts';
import { addressRateGate, configuredAuthRateLimits } from '../auth/rate-limits.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { inviteCodes, memberships, teams } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { AppDeps } from './deps.ts';
import { teamGuards } from '../teams/access.ts';
import { teamSummaryColumns } from './teams.ts';

export const inviteCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const inviteCodeLength = 8;
const dayMs = 24 * 60 * 60 * 1000;

/** A random code; `randomInt` draws without modulo bias. */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < inviteCodeLength; i++) code += inviteCodeAlphabet[randomInt(inviteCodeAlphabet.length)];
  return code;
}

/** The SQL condition "this code can still be used at `now`". */
function usable(now: Date) {
  return and(
    isNull(inviteCodes.revokedAt),
    or(isNull(inviteCodes.expiresAt), gt(inviteCodes.expiresAt, now)),
    or(isNull(inviteCodes.maxUses), lt(inviteCodes.useCount, inviteCodes.maxUses)),
  );
}

const toInviteCode = (row: typeof inviteCodes.$inferSelect): InviteCode => ({
  id: row.id,
  code: row.code,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  maxUses: row.maxUses,
  useCount: row.useCount,
  createdAt: row.createdAt.toISOString(),
});

/** The invite-code endpoints of the table. */
export function inviteCodeEndpoints({ db, clock, config }: AppDeps): Implementation[] {
  const guards = teamGuards(db);
  const countCodeTry = addressRateGate(
    configuredAuthRateLimits(config.signInRateLimit).inviteCodeTries,
    { clock, trustProxy: config.trustProxy },
    'TOO_MANY_REQUESTS',
  );

  return [
    implement('listInviteCodes', async (_c, { params, userId }) => {
      await guards.requireAdmin(userId, params.id);
      // Expired and used-up codes stay listed (the admin sees why they no longer work); revoked ones are gone.
      const rows = await db
        .select()
        .from(inviteCodes)
        .where(and(eq(inviteCodes.teamId, params.id), isNull(inviteCodes.revokedAt)))
        .orderBy(desc(inviteCodes.createdAt), desc(inviteCodes.id));
      return rows.map(toInviteCode);
    }),

    implement('createInviteCode', async (_c, { params, body, userId }) => {
      await guards.requireAdmin(userId, params.id);
      const now = clock.now();
      const expiresAt = body.expiresInDays === null ? null : new Date(now.getTime() + body.expiresInDays * dayMs);
      // 31^8 ≈ 8.5e11 codes: a clash is rare, so a few fresh draws are plenty.
      for (let attempt = 0; ; attempt++) {
        try {
          const [row] = await db
            .insert(inviteCodes)
            .values({
              teamId: params.id,
              code: generateInviteCode(),
              expiresAt,
              maxUses: body.maxUses,
              createdBy: userId,
              createdAt: now,
            })
            .returning();
          return toInviteCode(row);
        } catch (error) {
          if (!isUniqueViolation(error, 'invite_codes_code_unique') || attempt >= 4) throw error;
        }
      }
    }),

    implement('deleteInviteCode', async (_c, { params, userId }) => {
      await guards.requireAdmin(userId, params.id);
      const [revoked] = await db
        .update(inviteCodes)
        .set({ revokedAt: clock.now() })
        .where(and(eq(inviteCodes.id, params.codeId), eq(inviteCodes.teamId, params.id), isNull(inviteCodes.revokedAt)))
        .returning({ id: inviteCodes.id });
      if (!revoked) throw new ApiError('NOTFOUND_INVITE_CODE');
      return null;
    }),

    implement('lookupInviteCode', async (c, { body }) => {
      countCodeTry(c);
      const [row] = await db
        .select({ team: teamSummaryColumns, expiresAt: inviteCodes.expiresAt })
        .from(inviteCodes)
        .innerJoin(teams, eq(teams.id, inviteCodes.teamId))
        .where(and(eq(inviteCodes.code, body.code), usable(clock.now())));
      if (!row) throw new ApiError('NOTFOUND_INVITE_CODE');
      return { team: row.team, expiresAt: row.expiresAt?.toISOString() ?? null };
    }),

    implement('joinTeam', async (c, { body, userId }) => {
      countCodeTry(c);
      await guards.requireActive(userId);
      return db.transaction(async (tx) => {
        const now = clock.now();
        // Takes one use only if one is left: the row lock makes a concurrent join wait and re-check.
        const [code] = await tx
          .update(inviteCodes)
          .set({ useCount: sql`${inviteCodes.useCount} + 1` })
          .where(and(eq(inviteCodes.code, body.code), usable(now)))
          .returning({ teamId: inviteCodes.teamId });
        if (!code) throw new ApiError('NOTFOUND_INVITE_CODE');
        // Throwing rolls the use back: a member who tries again costs the code nothing.
        if (await guards.roleOf(userId, code.teamId, tx)) throw new ApiError('ALREADY_JOINED_USER');
        try {
          await tx.insert(memberships).values({ teamId: code.teamId, userId, teamRole: 'USER', joinedAt: now });
        } catch (error) {
          if (isUniqueViolation(error, 'memberships_team_user_unique')) throw new ApiError('ALREADY_JOINED_USER');
          throw error;
        }
        const [team] = await tx
          .select({ id: teams.id, name: teams.name, logoImgUrl: teams.logoImgUrl, teamColor: teams.teamColor, isTemp: teams.isTemp })
          .from(teams)
          .where(eq(teams.id, code.teamId));
        return { ...team, teamRole: 'USER' } satisfies MyTeam;
      });
    }),
  ];
}
