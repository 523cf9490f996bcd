/**
 * `/teams/{teamId}/notices` (공지사항): the important notices pinned on top (up to 100), then the
 * normal ones 20 a page, with the keyword, the order and the '중요' filter in the URL (docs/product.md §2.3, §9).
 * Admins get '작성하기'.
 */
import type { PageProps } from '#src/lib/page-props.ts';
import type { NoticesSearch } from '#src/lib/search-params.ts';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { Pagination } from '#src/components/ui/pagination.tsx';
import { useViewer } from '#src/lib/use-viewer.ts';
import { noticeMessages } from '#src/lib/messages/notices.ts';
import { useServices } from '#src/lib/services.tsx';
import { pageCountFor, useUrlTableSearch } from '#src/lib/url-table.ts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { noticeListQuery } from '#src/lib/queries/notices.ts';
import { NoticeFilters } from './components/notice-filters.tsx';
import { NoticeList } from './components/notice-list.tsx';
import { importantQueryFor, normalQueryFor, noticesTable } from './notices-search.ts';
import * as css from './notices.css.ts';
import { QueryState } from '#src/components/common/query-state.tsx';

const m = noticeMessages;

export function NoticesPage({ params, search: rawSearch }: PageProps) {
  const teamId = Number(params.teamId);
  const search = rawSearch as NoticesSearch;
  const { http } = useServices();
  const { isAdmin } = useViewer(teamId);
  const { update, updateTyped } = useUrlTableSearch(noticesTable, search);
  const importantQuery = importantQueryFor(search);
  const normalQuery = normalQueryFor(search);
  const important = useQuery(noticeListQuery(http, teamId, importantQuery ?? { page: 0, size: 1, sortType: 'LATEST' }, importantQuery !== null));
  const normal = useQuery(noticeListQuery(http, teamId, normalQuery ?? { page: 0, size: 1, sortType: 'LATEST' }, normalQuery !== null));
  const importantId = useId();
  const normalId = useId();

  const filtered = Boolean(search.searchKeyword) || search.isImportant !== undefined;
  const importantCount = importantQuery ? (important.data?.totalElements ?? 0) : 0;
  const normalCount = normalQuery ? (normal.data?.totalElements ?? 0) : 0;
  const settled = (!importantQuery || important.isSuccess) && (!normalQuery || normal.isSuccess);
  const nothing = settled && importantCount === 0 && normalCount === 0;
  const page = search.page ?? 1;

  return (
    <div className={css.page}>
      <div className={css.headerRow}>
        <p className={css.muted}>{m.editorLead}</p>
        {isAdmin ? (
          <ButtonLink href={`/teams/${teamId}/notices/create`} variant="primary">
            <Plus aria-hidden className={iconSmall} />
            {m.create}
          </ButtonLink>
        ) : null}
      </div>
      <NoticeFilters search={search} onChange={(change) => update(change)} onKeyword={(keyword) => updateTyped({ searchKeyword: keyword })} />

      {nothing ? (
        <p className={css.empty} role="status">
          {filtered ? m.noMatches : isAdmin ? m.emptyForAdmin : m.empty}
        </p>
      ) : null}

      {importantQuery && !nothing ? (
        <QueryState query={important} failed={m.loadFailed}>
          {(data) =>
            data.content.length > 0 ? (
              <section className={css.section} aria-labelledby={importantId}>
                <h2 id={importantId} className={css.sectionHeading}>
                  {m.importantHeading} <span className={css.muted}>{m.resultCount(data.totalElements)}</span>
                </h2>
                <NoticeList teamId={teamId} notices={data.content} labelledBy={importantId} pinned busy={important.isPlaceholderData} />
              </section>
            ) : null
          }
        </QueryState>
      ) : null}

      {normalQuery && !nothing ? (
        <QueryState query={normal} failed={m.loadFailed}>
          {(data) => (
            <section className={css.section} aria-labelledby={normalId}>
              <h2 id={normalId} className={css.sectionHeading}>
                {m.normalHeading} <span className={css.muted}>{m.resultCount(data.totalElements)}</span>
              </h2>
              {data.content.length > 0 ? (
                <NoticeList teamId={teamId} notices={data.content} labelledBy={normalId} busy={normal.isPlaceholderData} />
              ) : (
                <p className={css.empty}>{m.noMatches}</p>
              )}
              <Pagination
                page={page}
                pageCount={pageCountFor(data.totalElements, noticesTable.pageSize)}
                onChange={(p) => update({ page: p })}
                labels={m.pages}
              />
            </section>
          )}
        </QueryState>
      ) : null}
    </div>
  );
}
