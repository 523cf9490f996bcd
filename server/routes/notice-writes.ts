/**
 * Team notices, the writes (docs/product.md §6: TEAM_ADMIN creates and edits notices): post, edit, delete. The
 * guards answer in the house order (not a member 5005, a USER 5006), then an unknown notice or one of
 * another team is 404 5010. The body is cleaned by the allowlist before it is stored; one that holds
 * no text afterwards (only markup, or only a script) is refused like an empty one.
 */
import { and, eq } from 'drizzle-orm';
import { notices } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { sanitizeNoticeBody } from '../notices/sanitize.ts';
import type { AppDeps } from './deps.ts';
import { findNotice, htmlToText } from './notices.ts';
import { teamGuards } from '../teams/access.ts';

/** The message of the contract's own "missing body" rule, so both refusals read the same. */
export const emptyBodyMessage = '내용을 입력해주세요.';

/** The stored form of a body: sanitized, and refused when nothing readable is left. */
export function cleanNoticeBody(html: string): string {
  const clean = sanitizeNoticeBody(html);
  if (htmlToText(clean) === '') throw new ApiError('BAD_REQUEST', [{ field: 'content', message: emptyBodyMessage }]);
  return clean;
}

export function noticeWriteEndpoints({ db, clock }: AppDeps): Implementation[] {
  const guards = teamGuards(db);

  return [
    implement('createNotice', async (_c, { params, body, userId }) => {
      await guards.requireAdmin(userId, params.id);
      const now = clock.now();
      const [row] = await db
        .insert(notices)
        .values({
          teamId: params.id,
          authorId: userId,
          title: body.title,
          content: cleanNoticeBody(body.content),
          isImportant: body.isImportant,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: notices.id });
      return findNotice(db, params.id, row.id);
    }),

    implement('updateNotice', async (_c, { params, body, userId }) => {
      await guards.requireAdmin(userId, params.id);
      const change: Partial<typeof notices.$inferInsert> = {};
      if (body.title !== undefined) change.title = body.title;
      if (body.content !== undefined) change.content = cleanNoticeBody(body.content);
      if (body.isImportant !== undefined) change.isImportant = body.isImportant;
      const where = and(eq(notices.id, params.noticeId), eq(notices.teamId, params.id));
      // An empty patch changes nothing (not even the edit time) but still tells an unknown notice apart.
      if (Object.keys(change).length > 0) {
        const [updated] = await db
          .update(notices)
          .set({ ...change, updatedAt: clock.now() })
          .where(where)
          .returning({ id: notices.id });
        if (!updated) throw new ApiError('NOTFOUND_NOTICE');
      }
      return findNotice(db, params.id, params.noticeId);
    }),

    implement('deleteNotice', async (_c, { params, userId }) => {
      await guards.requireAdmin(userId, params.id);
      const [deleted] = await db
        .delete(notices)
        .where(and(eq(notices.id, params.noticeId), eq(notices.teamId, params.id)))
        .returning({ id: notices.id });
      if (!deleted) throw new ApiError('NOTFOUND_NOTICE');
      return null;
    }),
  ];
}
