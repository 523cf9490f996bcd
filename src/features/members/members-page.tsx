/**
 * `/teams/{teamId}/players` (멤버 관리): the summary, the filters and the members table, with the
 * whole view in the URL (docs/product.md §2.3), and the detail panel of `selectedMemberId`; an admin also finds
 * 멤버 초대 and 게스트 선수 추가 here.
 */
import type { PlayersSearch } from '#src/lib/search-params.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { Pagination } from '#src/components/ui/pagination.tsx';
import { membersMessages } from '#src/lib/messages/members.ts';
import { useServices } from '#src/lib/services.tsx';
import { cycleSort, pageCountFor, useUrlTableSearch } from '#src/lib/url-table.ts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { membersQuery } from '#src/lib/queries/members.ts';
import { MemberAdminActions } from './components/member-admin-actions.tsx';
import { MemberDetailPanel } from './components/member-detail-panel.tsx';
import { MemberFilters } from './components/member-filters.tsx';
import { MemberStatsSummary } from './components/member-stats-summary.tsx';
import { MemberTable, sortDescription } from './components/member-table.tsx';
import { listQueryFor, membersTable } from './members-search.ts';
import * as css from './members.css.ts';
import { useViewer } from '#src/lib/use-viewer.ts';

const m = membersMessages;

export function MembersPage({ params, search: rawSearch }: PageProps) {
  const teamId = Number(params.teamId);
  const search = rawSearch as PlayersSearch;
  const sort = search.sort ?? [];
  const { http } = useServices();
  const viewer = useViewer(teamId);
  const { update, updateTyped } = useUrlTableSearch(membersTable, search);
  const list = useQuery(membersQuery(http, teamId, listQueryFor(search)));
  const headingId = useId();
  const sortId = useId();

  const page = search.page ?? 1;
  const total = list.data?.totalElements ?? 0;
  const pageCount = pageCountFor(total, membersTable.pageSize);

  return (
    <div className={css.page}>
      {viewer.isAdmin ? <MemberAdminActions teamId={teamId} /> : null}
      <MemberStatsSummary teamId={teamId} />
      <MemberFilters search={search} onChange={(change) => update(change)} onSearchName={(name) => updateTyped({ searchName: name })} />
      <section className={css.summaryHead} aria-labelledby={headingId}>
        <div className={css.toolbar}>
          <h2 id={headingId} className={css.sectionHeading}>
            {m.tableLabel}{' '}
            <span className={css.muted} role="status">
              {list.data ? m.resultCount(total) : ''}
            </span>
          </h2>
          <div className={css.sortLine}>
            <span id={sortId} className={css.muted}>
              {sortDescription(sort)}
            </span>
            {sort.length > 0 ? (
              <Button variant="ghost" size="sm" onPress={() => update({ sort: [] })}>
                {m.clearSort}
              </Button>
            ) : null}
          </div>
        </div>
        <p className={css.muted}>{m.sortHint}</p>
        {list.isPending ? (
          <Loading />
        ) : list.isError && !list.data ? (
          <div role="alert" className={css.error}>
            <span>{m.loadFailed}</span>
            <Button size="sm" onPress={() => void list.refetch()}>
              {m.retry}
            </Button>
          </div>
        ) : (
          <MemberTable
            members={list.data.content}
            firstRowNumber={(page - 1) * membersTable.pageSize + 1}
            sort={sort}
            onSortColumn={(field) => update({ sort: cycleSort(sort, field) })}
            onOpen={(userId) => update({ selectedMemberId: userId })}
            viewerId={viewer.userId}
            busy={list.isPlaceholderData}
            labelledBy={headingId}
            describedBy={sortId}
          />
        )}
        <Pagination page={page} pageCount={pageCount} onChange={(p) => update({ page: p })} labels={m.pages} />
      </section>
      <MemberDetailPanel
        teamId={teamId}
        memberId={search.selectedMemberId}
        pageMembers={list.data?.content}
        viewerId={viewer.userId}
        viewerIsAdmin={viewer.isAdmin}
        onClose={() => update({ selectedMemberId: undefined })}
      />
    </div>
  );
}
