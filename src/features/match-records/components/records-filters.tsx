/**
 * The filters of the records table: the title search (300 ms after the last key, Enter at once),
 * opponents, states and types (several each). Every change is in the URL and resets the page.
 */
import { matchStates, type MatchState } from '#contract/enums.ts';
import type { MatchesSearch } from '#src/lib/search-params.ts';
import { Button } from '#src/components/ui/button.tsx';
import { MultiSelect } from '#src/components/ui/multi-select.tsx';
import { messages } from '#src/lib/messages.ts';
import { matchRecordsMessages } from '#src/lib/messages/match-records.ts';
import { useServices } from '#src/lib/services.tsx';
import { UrlSearchField } from '#src/components/common/url-search-field.tsx';
import { useQuery } from '@tanstack/react-query';
import { opponentsQuery } from '#src/lib/queries/team-matches.ts';
import * as css from '../match-records.css.ts';

const m = matchRecordsMessages;
const labels = messages.matchLabels;

const routeMatchTypes = ['LEAGUE', 'TOURNAMENT', 'FRIENDLY'] as const;
type RouteMatchType = (typeof routeMatchTypes)[number];
const stateOptions = matchStates.map((s) => ({ value: s, label: labels.states[s] }));
const typeOptions = routeMatchTypes.map((t) => ({ value: t, label: labels.types[t] }));

export interface RecordsFiltersProps {
  teamId: number;
  search: MatchesSearch;
  onChange: (change: Partial<MatchesSearch>) => void;
  onSearchTitle: (title: string | undefined) => void;
}

export function RecordsFilters({ teamId, search, onChange, onSearchTitle }: RecordsFiltersProps) {
  const { http } = useServices();
  const opponents = useQuery(opponentsQuery(http, teamId));
  const chosenOpponents = search.opponentTeamIds ?? [];
  const opponentOptions = [
    ...(opponents.data ?? []).map((o) => ({ value: String(o.id), label: o.name })),
    // A team in the URL that is not among the latest opponents still shows (and can be unticked).
    ...chosenOpponents.filter((id) => !opponents.data?.some((o) => o.id === id)).map((id) => ({ value: String(id), label: `#${id}` })),
  ];
  const hasFilters = chosenOpponents.length > 0 || (search.matchStates ?? []).length > 0 || (search.matchTypes ?? []).length > 0 || Boolean(search.searchTitle);
  return (
    <div role="group" aria-label={m.filtersLabel} className={css.filters}>
      <div className={css.searchCell}>
        <UrlSearchField texts={m} value={search.searchTitle} onCommit={onSearchTitle} maxLength={100} />
      </div>
      <div className={css.filterButtons}>
        <MultiSelect
          label={m.opponents}
          options={opponentOptions}
          value={chosenOpponents.map(String)}
          onChange={(ids) => onChange({ opponentTeamIds: ids.map(Number) })}
          countText={m.selectedCount}
          emptyText={m.noOpponents}
        />
        <MultiSelect
          label={m.states}
          options={stateOptions}
          value={search.matchStates ?? []}
          onChange={(v) => onChange({ matchStates: v as MatchState[] })}
          countText={m.selectedCount}
        />
        <MultiSelect
          label={m.types}
          options={typeOptions}
          value={search.matchTypes ?? []}
          onChange={(v) => onChange({ matchTypes: v as RouteMatchType[] })}
          countText={m.selectedCount}
        />
        <Button
          variant="ghost"
          isDisabled={!hasFilters}
          onPress={() => onChange({ opponentTeamIds: [], matchStates: [], matchTypes: [], searchTitle: undefined })}
        >
          {m.resetFilters}
        </Button>
      </div>
    </div>
  );
}
