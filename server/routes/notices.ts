/**
 * Team notices, the reads (docs/product.md §2.3, §7.6): any member lists them (paged, important filter, newest or
 * oldest first, keyword over title and body text) and reads one. Bodies are stored as sanitized HTML
 * (server/notices/sanitize.ts); the list carries a plain-text preview. The writes: notice-writes.ts.
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Notice, NoticeListItem } from '#contract/notices.ts';
import { notices, users } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from './deps.ts';
import { teamGuards } from '../teams/access.ts';
import { escapeLike } from './teams.ts';

export const previewLength = 80;
const unknownAuthor = '알 수 없음';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML → plain text: tags dropped (block ends become spaces), common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|h[1-6]|tr|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : null;
      if (code !== null) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first ~80 characters of the body as plain text, with an ellipsis when cut. */
export function noticePreview(html: string): string {
  const chars = [...htmlToText(html)];
  return chars.length <= previewLength ? chars.join('') : `${chars.slice(0, previewLength).join('').trimEnd()}…`;
}

const listColumns = {
  id: notices.id,
  title: notices.title,
  content: notices.content,
  isImportant: notices.isImportant,
  authorId: notices.authorId,
  authorName: users.name,
  createdAt: notices.createdAt,
  updatedAt: notices.updatedAt,
};
type Row = Omit<NoticeListItem, 'preview' | 'authorName' | 'createdAt' | 'updatedAt'> & {
  content: string;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const toListItem = ({ content, ...row }: Row): NoticeListItem => ({
  ...row,
  preview: noticePreview(content),
  authorName: row.authorName ?? unknownAuthor,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** One notice of a team, with its author's name; 404 5010 when the team has no such notice. */
export async function findNotice(db: Db, teamId: number, noticeId: number): Promise<Notice> {
  const [row] = await db
    .select(listColumns)
    .from(notices)
    .leftJoin(users, eq(users.id, notices.authorId))
    .where(and(eq(notices.id, noticeId), eq(notices.teamId, teamId)));
  if (!row) throw new ApiError('NOTFOUND_NOTICE');
  return { ...toListItem(row), content: row.content };
}

/** The notice read endpoints of the table. */
export function noticeEndpoints({ db }: AppDeps): Implementation[] {
  const guards = teamGuards(db);

  return [
    implement('listNotices', async (_c, { params, query, userId }) => {
      await guards.requireMember(userId, params.id);
      const conditions: SQL[] = [eq(notices.teamId, params.id)];
      if (query.isImportant !== undefined) conditions.push(eq(notices.isImportant, query.isImportant));
      if (query.searchKeyword) {
        const pattern = `%${escapeLike(query.searchKeyword)}%`;
        // The body's text, not its markup: searching "strong" must not find every bold word.
        const bodyText = sql`regexp_replace(${notices.content}, '<[^>]*>', ' ', 'g')`;
        conditions.push(or(ilike(notices.title, pattern), sql`${bodyText} ilike ${pattern}`)!);
      }
      const where = and(...conditions);
      const order = query.sortType === 'OLDEST' ? [asc(notices.createdAt), asc(notices.id)] : [desc(notices.createdAt), desc(notices.id)];
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(notices)
        .where(where);
      const rows = await db
        .select(listColumns)
        .from(notices)
        .leftJoin(users, eq(users.id, notices.authorId))
        .where(where)
        .orderBy(...order)
        .limit(query.size)
        .offset(query.page * query.size);
      return { content: rows.map(toListItem), page: query.page, size: query.size, totalElements: total };
    }),

    implement('getNotice', async (_c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      return findNotice(db, params.id, params.noticeId);
    }),
  ];
}
