/**
 * `/teams/{teamId}/players` (멤버 관리): the summary, the filters and the members table, with the
 * whole view in the URL (docs/product.md §2.3), and the detail panel of `selectedMemberId`; an admin also finds
 * 멤버 초대 and 게스트 선수 추가 here.
 */
import type { PlayersSearch } from '#src/lib/search-params.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import { PagedTableSection } from '#src/components/common/paged-table-section.tsx';
import { membersMessages } from '#src/lib/messages/members.ts';
import { useServices } from '#src/lib/services.tsx';
import { cycleSort, pageCountFor, useUrlTableSearch } from '#src/lib/url-table.ts';
import { useQuery } from '@tanstack/react-query';
import { membersQuery } from '#src/lib/queries/members.ts';
import { attendanceSeasonQuery } from '#src/lib/queries/attendance.ts';
import { seoulDate } from '#contract/seoul-time.ts';
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
  // 참석률 and 노쇼 of this season beside each member (decision 092); the table shows – until they arrive.
  const attendance = useQuery(attendanceSeasonQuery(http, teamId, Number(seoulDate(Date.now()).slice(0, 4))));
  const page = search.page ?? 1;

  return (
    <div className={css.page}>
      {viewer.isAdmin ? <MemberAdminActions teamId={teamId} /> : null}
      <MemberStatsSummary teamId={teamId} />
      <MemberFilters search={search} onChange={(change) => update(change)} onSearchName={(name) => updateTyped({ searchName: name })} />
      <PagedTableSection
        labels={m}
        query={list}
        sortText={sortDescription(sort)}
        onClearSort={sort.length > 0 ? () => update({ sort: [] }) : undefined}
        page={page}
        pageCount={pageCountFor(list.data?.totalElements ?? 0, membersTable.pageSize)}
        onPage={(p) => update({ page: p })}
      >
        {(members, names) => (
          <MemberTable
            members={members}
            firstRowNumber={(page - 1) * membersTable.pageSize + 1}
            sort={sort}
            onSortColumn={(field) => update({ sort: cycleSort(sort, field) })}
            onOpen={(userId) => update({ selectedMemberId: userId })}
            viewerId={viewer.userId}
            attendance={attendance.data?.players}
            busy={list.isPlaceholderData}
            {...names}
          />
        )}
      </PagedTableSection>
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
