/**
 * Lineups before kick-off (docs/architecture.md §3.2: rows are match-scoped, occupancy is per side): adding
 * people in a batch, moving them on the grid or to the bench in a batch, taking one out.
 *
 * Each row may only be changed by a TEAM_ADMIN of that row's own team, and only while the match is
 * SCHEDULED (after kick-off, substitutions change who plays). Each write runs in one transaction that
 * first locks the match row, so edits of one match run one after another, and ends with the per-side
 * checks of matches/lineup.ts: any refusal rolls the whole batch back. Once committed, its
 * `lineup.changed` message goes to this process's live hub at once (others hear of it through NOTIFY).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Position } from '#contract/enums.ts';
import { matchUsers, memberships, users } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { appendLiveMessage } from '../live/log.ts';
import { requireLineupEdit, requireMatchAdmin, requireScheduled, tempTeamsOf } from '../matches/access.ts';
import { checkLineup, requireGridFitsRole } from '../matches/lineup.ts';
import { matchPlayers } from '../matches/queries.ts';
import type { AppDeps } from './deps.ts';

const guestKey = (teamId: number, name: string, number: number | null) => `${teamId}\u0000${name}\u0000${number ?? ''}`;

/** The lineup endpoints of the table. */
export function lineupEndpoints({ db, clock }: AppDeps, hub: LiveHub): Implementation[] {
  return [
    implement('addMatchUsers', async (_c, { params, body, userId }) => {
      const { ids, message } = await db.transaction(async (tx) => {
        const access = await requireMatchAdmin(tx, userId, params.id, { forUpdate: true });
        const { match } = access;
        const temp = await tempTeamsOf(tx, match);
        for (const p of body.players) requireLineupEdit(access, p.teamId, temp);
        requireScheduled(match);

        const named = body.players.flatMap((p) => (p.userId === null ? [] : [p.userId]));
        const members =
          named.length === 0
            ? []
            : await tx
                .select({ userId: memberships.userId, teamId: memberships.teamId, position: memberships.position })
                .from(memberships)
                .innerJoin(users, eq(users.id, memberships.userId))
                .where(and(inArray(memberships.userId, named), inArray(memberships.teamId, [match.homeTeamId, match.awayTeamId]), isNull(users.withdrawnAt)));
        const existing = await tx
          .select({ teamId: matchUsers.teamId, userId: matchUsers.userId, guestName: matchUsers.guestName, guestNumber: matchUsers.guestNumber })
          .from(matchUsers)
          .where(eq(matchUsers.matchId, match.id));
        // A person at most once per match, on either side; a guest at most once per team (same name and number).
        const people = new Set(existing.flatMap((u) => (u.userId === null ? [] : [u.userId])));
        const guests = new Set(existing.flatMap((u) => (u.guestName === null ? [] : [guestKey(u.teamId, u.guestName, u.guestNumber)])));

        const values = body.players.map((p) => {
          requireGridFitsRole(p.role, p.matchGrid);
          const base = { matchId: match.id, teamId: p.teamId, role: p.role, matchGrid: p.matchGrid };
          if (p.userId !== null) {
            if (p.name !== null || p.number !== null) throw new ApiError('INVALID_LINEUP_PERSON');
            const member = members.find((m) => m.userId === p.userId && m.teamId === p.teamId);
            if (!member) throw new ApiError('NOT_CURRENT_MEMBER');
            if (people.has(p.userId)) throw new ApiError('ALREADY_REGISTERED_MATCH_USER');
            people.add(p.userId);
            // The member's usual position unless the admin names one (docs/domain.md §4.1).
            const matchPosition: Position | null = p.matchPosition ?? member.position;
            return { ...base, userId: p.userId, guestName: null, guestNumber: null, matchPosition };
          }
          // Only a temporary opponent, which has no members in the app, fields guests by name and number.
          if (!temp.has(p.teamId) || p.name === null) throw new ApiError('INVALID_LINEUP_PERSON');
          const key = guestKey(p.teamId, p.name, p.number);
          if (guests.has(key)) throw new ApiError('ALREADY_REGISTERED_MATCH_USER');
          guests.add(key);
          return { ...base, userId: null, guestName: p.name, guestNumber: p.number, matchPosition: p.matchPosition };
        });

        const inserted = await tx.insert(matchUsers).values(values).returning({ id: matchUsers.id });
        await checkLineup(tx, match.id);
        const { message } = await appendLiveMessage(tx, match.id, { type: 'lineup.changed' }, clock.now());
        // Serial ids follow the order of the rows given.
        return { ids: inserted.map((r) => r.id).sort((a, b) => a - b), message };
      });
      hub.publish(message, params.id);
      return ids;
    }),

    implement('updateMatchGrid', async (_c, { params, body, userId }) => {
      const { players, message } = await db.transaction(async (tx) => {
        const access = await requireMatchAdmin(tx, userId, params.id, { forUpdate: true });
        const ids = body.changes.map((c) => c.matchUserId);
        const repeated = ids.findIndex((id, i) => ids.indexOf(id) !== i);
        if (repeated >= 0)
          throw new ApiError('BAD_REQUEST', [{ field: `changes.${repeated}.matchUserId`, message: '같은 선수를 한 번에 두 번 옮길 수 없습니다.' }]);
        const rows = await tx
          .select({ id: matchUsers.id, teamId: matchUsers.teamId })
          .from(matchUsers)
          .where(and(inArray(matchUsers.id, ids), eq(matchUsers.matchId, access.match.id), eq(matchUsers.isTeamPlaceholder, false)));
        const teamOf = new Map(rows.map((r) => [r.id, r.teamId]));
        const temp = await tempTeamsOf(tx, access.match);
        for (const change of body.changes) {
          const teamId = teamOf.get(change.matchUserId);
          if (teamId === undefined) throw new ApiError('NOTFOUND_MATCHUSER');
          requireLineupEdit(access, teamId, temp);
        }
        requireScheduled(access.match);
        for (const change of body.changes) {
          requireGridFitsRole(change.role, change.matchGrid);
          // No position named: the player keeps the one they have.
          await tx
            .update(matchUsers)
            .set({ role: change.role, matchGrid: change.matchGrid, ...(change.matchPosition === null ? {} : { matchPosition: change.matchPosition }) })
            .where(eq(matchUsers.id, change.matchUserId));
        }
        await checkLineup(tx, access.match.id);
        const { message } = await appendLiveMessage(tx, access.match.id, { type: 'lineup.changed' }, clock.now());
        return { players: await matchPlayers(tx, access.match), message };
      });
      hub.publish(message, params.id);
      return players;
    }),

    implement('removeMatchUser', async (_c, { params, userId }) => {
      const message = await db.transaction(async (tx) => {
        const access = await requireMatchAdmin(tx, userId, params.id, { forUpdate: true });
        const [row] = await tx
          .select({ teamId: matchUsers.teamId })
          .from(matchUsers)
          .where(and(eq(matchUsers.id, params.matchUserId), eq(matchUsers.matchId, access.match.id), eq(matchUsers.isTeamPlaceholder, false)));
        if (!row) throw new ApiError('NOTFOUND_MATCHUSER');
        requireLineupEdit(access, row.teamId, await tempTeamsOf(tx, access.match));
        requireScheduled(access.match);
        await tx.delete(matchUsers).where(eq(matchUsers.id, params.matchUserId));
        return (await appendLiveMessage(tx, access.match.id, { type: 'lineup.changed' }, clock.now())).message;
      });
      hub.publish(message, params.id);
      return null;
    }),
  ];
}
