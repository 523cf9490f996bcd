/** A list of notices as cards: the title (a link over the whole card), a preview, the author and the date. */
import type { NoticeListItem } from '#contract/notices.ts';
import { Link } from '#src/components/ui/link.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { noticeMessages } from '#src/lib/messages/notices.ts';
import { formatNoticeDate } from '../notice-format.ts';
import * as css from '../notices.css.ts';

const m = noticeMessages;

export interface NoticeListProps {
  teamId: number;
  notices: NoticeListItem[];
  labelledBy: string;
  pinned?: boolean;
  busy?: boolean;
}

export function NoticeList({ teamId, notices, labelledBy, pinned = false, busy = false }: NoticeListProps) {
  return (
    <ul className={busy ? `${css.list} ${css.busy}` : css.list} aria-labelledby={labelledBy} aria-busy={busy || undefined}>
      {notices.map((n) => (
        <li key={n.id} className={pinned ? css.pinnedItem : css.item}>
          <div className={css.itemTitleRow}>
            {n.isImportant ? <Tag tone="blue">{m.importantMark}</Tag> : null}
            <Link href={`/teams/${teamId}/notices/${n.id}`} className={css.itemTitle}>
              {n.title}
            </Link>
          </div>
          {n.preview ? <p className={css.preview}>{n.preview}</p> : null}
          <span className={css.meta}>
            {n.authorName} · <time dateTime={n.createdAt}>{formatNoticeDate(n.createdAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
