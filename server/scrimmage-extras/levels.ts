/**
 * Members' levels and the pairs the balancer keeps apart or together (decision 080): the team's
 * admins' notes, read only by admin (or runner) calls. Both live beside the membership and go with it.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Position } from '#contract/enums.ts';
import type { MemberLevel, ScrimmagePair } from '#contract/scrimmage-extras.ts';
import type { Db } from '../db/client.ts';
import { memberships } from '../db/schema.ts';
import { scrimmagePairs, teamMemberLevels } from '../db/schema-scrimmage.ts';
import { ApiError } from '../http/errors.ts';

/** Every current member of the team with their level (null: none set), by userId. */
export async function memberLevels(db: Db, teamId: number): Promise<MemberLevel[]> {
  return db
    .select({ userId: memberships.userId, level: teamMemberLevels.level })
    .from(memberships)
    .leftJoin(teamMemberLevels, and(eq(teamMemberLevels.teamId, memberships.teamId), eq(teamMemberLevels.userId, memberships.userId)))
    .where(eq(memberships.teamId, teamId))
    .orderBy(asc(memberships.userId));
}

/** Sets (or with null clears) a member's level; 404 5009 for someone not in the team. */
export async function setMemberLevel(db: Db, teamId: number, userId: number, level: number | null, setBy: number, now: Date): Promise<MemberLevel> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
    if (!member) throw new ApiError('NOTFOUND_TEAM_MEMBER');
    if (level === null) {
      await tx.delete(teamMemberLevels).where(and(eq(teamMemberLevels.teamId, teamId), eq(teamMemberLevels.userId, userId)));
    } else {
      await tx
        .insert(teamMemberLevels)
        .values({ teamId, userId, level, setBy, setAt: now })
        .onConflictDoUpdate({ target: [teamMemberLevels.teamId, teamMemberLevels.userId], set: { level, setBy, setAt: now } });
    }
    return { userId, level };
  });
}

/** The team's pairs, `userA < userB`, in order. */
export async function pairsOf(db: Db, teamId: number): Promise<ScrimmagePair[]> {
  return db
    .select({ userA: scrimmagePairs.userA, userB: scrimmagePairs.userB, rule: scrimmagePairs.rule })
    .from(scrimmagePairs)
    .where(eq(scrimmagePairs.teamId, teamId))
    .orderBy(asc(scrimmagePairs.userA), asc(scrimmagePairs.userB));
}

/**
 * Replaces the team's pairs. 400 12050 names the first pair of one person, or a pair given twice
 * (either way round); 404 5009 when someone in a pair is not in the team.
 */
export async function replacePairs(db: Db, teamId: number, pairs: readonly ScrimmagePair[]): Promise<ScrimmagePair[]> {
  const seen = new Set<string>();
  const rows = pairs.map((pair, i) => {
    const [userA, userB] = pair.userA < pair.userB ? [pair.userA, pair.userB] : [pair.userB, pair.userA];
    const key = `${userA}:${userB}`;
    if (userA === userB || seen.has(key)) {
      throw new ApiError('INVALID_SCRIMMAGE_PAIR', [
        { field: `pairs.${i}`, message: userA === userB ? '서로 다른 두 멤버를 골라주세요.' : '이미 정한 짝입니다.' },
      ]);
    }
    seen.add(key);
    return { teamId, userA, userB, rule: pair.rule };
  });
  return db.transaction(async (tx) => {
    const people = [...new Set(rows.flatMap((r) => [r.userA, r.userB]))];
    if (people.length > 0) {
      const found = await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.teamId, teamId), inArray(memberships.userId, people)));
      if (found.length !== people.length) throw new ApiError('NOTFOUND_TEAM_MEMBER');
    }
    await tx.delete(scrimmagePairs).where(eq(scrimmagePairs.teamId, teamId));
    if (rows.length > 0) await tx.insert(scrimmagePairs).values(rows);
    return rows.map(({ userA, userB, rule }) => ({ userA, userB, rule })).sort((a, b) => a.userA - b.userA || a.userB - b.userB);
  });
}

/** Levels and profile positions of some members of the team (members only; a missing id is no longer in it). */
export async function balanceFactsOf(
  db: Db,
  teamId: number,
  userIds: readonly number[],
): Promise<Map<number, { level: number | null; positions: Position[] }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: memberships.userId, position: memberships.position, level: teamMemberLevels.level })
    .from(memberships)
    .leftJoin(teamMemberLevels, and(eq(teamMemberLevels.teamId, memberships.teamId), eq(teamMemberLevels.userId, memberships.userId)))
    .where(and(eq(memberships.teamId, teamId), inArray(memberships.userId, [...userIds])));
  return new Map(rows.map((r) => [r.userId, { level: r.level, positions: r.position ? [r.position] : [] }]));
}
