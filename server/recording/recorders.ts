/**
 * The member a side's admin names to record one match (decision 054): amateur teams hand the phone to
 * whoever is not playing. Who may name whom is the pure rule of machines/match.ownership.ts
 * (`recorderNamingRefusal`); here the person is checked (a member of that very team who signs in) and
 * the match row keeps one recorder per side. Naming someone else replaces the one before. The role
 * ends at full time by the same rules (`recordingSides`), so nothing is cleared then: the row keeps
 * who recorded. Every change is a `match.changed` live message, so the named member's open match
 * page offers the record screen at once.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Match } from '#contract/matches.ts';
import { recorderNamingRefusal } from '#machines/match.ownership.ts';
import { matches, memberships, users } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { accessTo, findMatch, ownedMatch, refuseWith, sideOf } from '../matches/access.ts';
import type { DbOrTx } from '../db/client.ts';
import type { WriteOutcome } from './events.ts';
import { announceMatch } from './match-time.ts';

interface RecorderChange {
  userId: number;
  matchId: number;
  teamId: number;
  /** The member to name; null takes the role back. */
  recorderId: number | null;
  now: Date;
}

/** Whether the person is a current member of the team who signs in (a guest player never does): who may record a match or run a 자체전. */
export async function isSigningInMember(tx: DbOrTx, teamId: number, personId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.teamId, teamId),
        eq(memberships.userId, personId),
        ne(users.socialType, 'GUEST'),
        eq(users.lifecycle, 'ACTIVE'),
        isNull(users.withdrawnAt),
      ),
    );
  return row !== undefined;
}

/** A current member of the team who signs in, or 400 6039. */
async function requireRecorderCandidate(tx: DbOrTx, teamId: number, personId: number): Promise<void> {
  if (!(await isSigningInMember(tx, teamId, personId))) throw new ApiError('RECORDER_NOT_MEMBER');
}

/** `PUT` (a member) and `DELETE` (null) `/api/v1/matches/{id}/recorders/{teamId}`. */
export async function changeMatchRecorder(tx: DbOrTx, { userId, matchId, teamId, recorderId, now }: RecorderChange): Promise<WriteOutcome<Match>> {
  const access = await accessTo(tx, userId, await findMatch(tx, matchId, { forUpdate: true }));
  refuseWith(recorderNamingRefusal(ownedMatch(access), access, teamId));
  if (recorderId !== null) await requireRecorderCandidate(tx, teamId, recorderId);
  const column = sideOf(access.match, teamId) === 'home' ? { homeRecorderId: recorderId } : { awayRecorderId: recorderId };
  const [updated] = await tx.update(matches).set(column).where(eq(matches.id, matchId)).returning();
  const { detail, message } = await announceMatch(tx, updated, now);
  return { matchId, result: detail, message };
}
