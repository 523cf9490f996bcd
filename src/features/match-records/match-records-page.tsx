/**
 * `/teams/{teamId}/matches` (기록 관리): the season summary, the filters and the team's matches,
 * with the whole view in the URL (spec §2), and the side panel of `selectedMatchId`.
 */
import { matchSortFields } from '#contract/matches.ts';
import type { PageProps } from '#src/app/lazy-page.ts';
import type { MatchesSearch } from '#src/app/search-params.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { Pagination } from '#src/components/ui/pagination.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { messages } from '#src/lib/messages.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useSearch } from 'wouter';
import { teamMatchesQuery } from './api/match-records.ts';
import { MatchDetailPanel } from './components/match-detail-panel.tsx';
import { RecordsFilters } from './components/records-filters.tsx';
import { RecordsSummary } from './components/records-summary.tsx';
import { RecordsTable, sortDescription } from './components/records-table.tsx';
import * as css from './match-records.css.ts';
import { applySearchChange, cycleSort, listQueryFor, matchesSearchString, recordsPageSize, type MatchSortField } from './records-search.ts';
import { useRecordsSearch } from './use-records-search.ts';

const m = messages.matchRecords;

export function MatchRecordsPage({ params, search: rawSearch }: PageProps) {
  const teamId = Number(params.teamId);
  const search = rawSearch as MatchesSearch;
  const sort = search.sort ?? [];
  const { http } = useServices();
  const update = useRecordsSearch(search);
  const currentSearch = useSearch();
  const list = useQuery(teamMatchesQuery(http, teamId, listQueryFor(search)));
  const headingId = useId();
  const sortId = useId();

  // The title search replaces the entry it made itself, so typing leaves one history entry.
  const typedSearch = useRef<string | null>(null);
  const onSearchTitle = (title: string | undefined) => {
    const replace = typedSearch.current !== null && typedSearch.current === new URLSearchParams(currentSearch).toString();
    typedSearch.current = matchesSearchString(applySearchChange(search, { searchTitle: title }));
    update({ searchTitle: title }, { replace });
  };

  const page = search.page ?? 1;
  const total = list.data?.totalElements ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / recordsPageSize));
  // Every sort field of spec §2, also those without a column of their own (picked here).
  const sortOptions = matchSortFields.map((f) => {
    const at = sort.findIndex((s) => s.field === f);
    const state = at === -1 ? '' : ` (${at + 1}. ${m[sort[at].direction]})`;
    return { value: f, label: `${m.columns[f]}${state}` };
  });

  return (
    <div className={css.page}>
      <RecordsSummary teamId={teamId} />
      <RecordsFilters teamId={teamId} search={search} onChange={(change) => update(change)} onSearchTitle={onSearchTitle} />
      <section className={css.listSection} aria-labelledby={headingId}>
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
            <div className={css.sortPicker}>
              <Select label={m.sortLabel} options={sortOptions} value={null} placeholder={m.sortFields} onChange={(f) => f && update({ sort: cycleSort(sort, f as MatchSortField) })} />
            </div>
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
          <p role="alert" className={css.error}>
            {m.loadFailed}
          </p>
        ) : (
          <RecordsTable
            teamId={teamId}
            matches={list.data.content}
            sort={sort}
            onSortColumn={(field) => update({ sort: cycleSort(sort, field) })}
            onOpen={(matchId) => update({ selectedMatchId: matchId })}
            busy={list.isPlaceholderData}
            labelledBy={headingId}
            describedBy={sortId}
          />
        )}
        <Pagination page={page} pageCount={pageCount} onChange={(p) => update({ page: p })} labels={m.pages} />
      </section>
      <MatchDetailPanel matchId={search.selectedMatchId} onClose={() => update({ selectedMatchId: undefined })} />
    </div>
  );
}
