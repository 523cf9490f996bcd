/**
 * `/teams/{teamId}/matches` (기록 관리): the season summary, the filters and the team's matches,
 * with the whole view in the URL (docs/product.md §2.3), and the side panel of `selectedMatchId`.
 */
import { matchSortFields, type MatchListItem } from '#contract/matches.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import type { MatchesSearch } from '#src/lib/search-params.ts';
import { PagedTableSection } from '#src/components/common/paged-table-section.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { useMatchLive } from '#src/lib/live-stream.ts';
import { matchRecordsMessages } from '#src/lib/messages/match-records.ts';
import { useServices } from '#src/lib/services.tsx';
import { cycleSort, pageCountFor, useUrlTableSearch } from '#src/lib/url-table.ts';
import { useViewer } from '#src/lib/use-viewer.ts';
import { useQuery } from '@tanstack/react-query';
import { teamMatchesQuery } from '#src/lib/queries/team-matches.ts';
import { MatchDetailPanel } from './components/match-detail-panel.tsx';
import { MatchRequestsPanel } from './components/match-requests-panel.tsx';
import { RecordsFilters } from './components/records-filters.tsx';
import { RecordsSummary } from './components/records-summary.tsx';
import { RecordsTable, sortDescription } from './components/records-table.tsx';
import * as css from './match-records.css.ts';
import { listQueryFor, recordsTable, type MatchSortField } from './records-search.ts';

const m = matchRecordsMessages;

const inPlay = new Set<MatchListItem['matchState']>(['PLAY_FIRST_HALF', 'HALF_TIME', 'PLAY_SECOND_HALF']);

/**
 * How many in-play matches of the page are followed live. The browser talks HTTP/1.1 to the server,
 * six connections per origin, and a live stream holds one for as long as it is open: six matches left
 * in play (recordings nobody ended) took every connection, and the page's own requests — accepting a
 * match request, say — waited forever. A team plays one match at a time; the first two in play are
 * followed, and while more are in play the list re-reads itself every `pollMs` instead.
 */
const followedAtMost = 2;
const pollMs = 30_000;

/** Follows one in-play match of the page (renders nothing): its messages patch the lists (src/lib/live-lists.ts). */
function FollowMatch({ matchId }: { matchId: number }) {
  useMatchLive(matchId);
  return null;
}

export function MatchRecordsPage({ params, search: rawSearch }: PageProps) {
  const teamId = Number(params.teamId);
  const search = rawSearch as MatchesSearch;
  const sort = search.sort ?? [];
  const { http } = useServices();
  const { update, updateTyped } = useUrlTableSearch(recordsTable, search);
  const list = useQuery({
    ...teamMatchesQuery(http, teamId, listQueryFor(search)),
    refetchInterval: (query) => ((query.state.data?.content.filter((item) => inPlay.has(item.matchState)).length ?? 0) > followedAtMost ? pollMs : false),
  });
  const followed = (list.data?.content ?? []).filter((item) => inPlay.has(item.matchState)).slice(0, followedAtMost);
  const { isAdmin } = useViewer(teamId);
  // Every sort field of docs/product.md §2.3, also those without a column of their own (picked here).
  const sortOptions = matchSortFields.map((f) => {
    const at = sort.findIndex((s) => s.field === f);
    const state = at === -1 ? '' : ` (${at + 1}. ${m[sort[at].direction]})`;
    return { value: f, label: `${m.columns[f]}${state}` };
  });

  return (
    <div className={css.page}>
      {isAdmin ? <MatchRequestsPanel teamId={teamId} /> : null}
      <RecordsSummary teamId={teamId} />
      <RecordsFilters teamId={teamId} search={search} onChange={(change) => update(change)} onSearchTitle={(title) => updateTyped({ searchTitle: title })} />
      <PagedTableSection
        labels={m}
        query={list}
        sortText={sortDescription(sort)}
        onClearSort={sort.length > 0 ? () => update({ sort: [] }) : undefined}
        sortPicker={
          <div className={css.sortPicker}>
            <Select
              label={m.sortLabel}
              options={sortOptions}
              value={null}
              placeholder={m.sortFields}
              onChange={(f) => f && update({ sort: cycleSort(sort, f as MatchSortField) })}
            />
          </div>
        }
        page={search.page ?? 1}
        pageCount={pageCountFor(list.data?.totalElements ?? 0, recordsTable.pageSize)}
        onPage={(p) => update({ page: p })}
      >
        {(matches, names) => (
          <RecordsTable
            teamId={teamId}
            matches={matches}
            sort={sort}
            onSortColumn={(field) => update({ sort: cycleSort(sort, field) })}
            onOpen={(matchId) => update({ selectedMatchId: matchId })}
            busy={list.isPlaceholderData}
            {...names}
          />
        )}
      </PagedTableSection>
      <MatchDetailPanel matchId={search.selectedMatchId} onClose={() => update({ selectedMatchId: undefined })} />
      {followed.map((item) => (
        <FollowMatch key={item.id} matchId={item.id} />
      ))}
    </div>
  );
}
