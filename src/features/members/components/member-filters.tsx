/**
 * The filters and the name search. Selects change the URL at once (one history entry each); the
 * search waits 300 ms after the last key, and Enter commits at once.
 */
import { footTypes, positions, teamRoles, type FootType, type Position, type TeamRole } from '#contract/enums.ts';
import type { PlayersSearch } from '#src/lib/search-params.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Select, type SelectOption } from '#src/components/ui/select.tsx';
import { messages } from '#src/lib/messages.ts';
import { membersMessages } from '#src/lib/messages/members.ts';
import { UrlSearchField } from '#src/components/common/url-search-field.tsx';
import * as css from '../members.css.ts';

const m = membersMessages;
const ALL = 'ALL';

const positionOptions: SelectOption[] = [{ value: ALL, label: m.all }, ...positions.map((p) => ({ value: p, label: p }))];
const roleOptions: SelectOption[] = [{ value: ALL, label: m.all }, ...teamRoles.map((r) => ({ value: r, label: messages.roles[r] }))];
const footOptions: SelectOption[] = [{ value: ALL, label: m.all }, ...footTypes.map((f) => ({ value: f, label: m.foot[f] }))];

function orUndefined<T extends string>(value: string | null): T | undefined {
  return value === null || value === ALL ? undefined : (value as T);
}

export interface MemberFiltersProps {
  search: PlayersSearch;
  onChange: (change: Partial<PlayersSearch>) => void;
  /** The debounced search: `replace` is up to the page (it replaces its own previous entry). */
  onSearchName: (name: string | undefined) => void;
}

export function MemberFilters({ search, onChange, onSearchName }: MemberFiltersProps) {
  const hasFilters = Boolean(search.position || search.teamRole || search.footType || search.searchName);
  return (
    <div role="group" aria-label={m.filtersLabel} className={css.filters}>
      <div className={css.searchCell}>
        <UrlSearchField texts={m} value={search.searchName} onCommit={onSearchName} maxLength={30} />
      </div>
      <Select label={m.position} options={positionOptions} value={search.position ?? ALL} onChange={(v) => onChange({ position: orUndefined<Position>(v) })} />
      <Select label={m.teamRole} options={roleOptions} value={search.teamRole ?? ALL} onChange={(v) => onChange({ teamRole: orUndefined<TeamRole>(v) })} />
      <Select label={m.footType} options={footOptions} value={search.footType ?? ALL} onChange={(v) => onChange({ footType: orUndefined<FootType>(v) })} />
      <Button
        variant="ghost"
        isDisabled={!hasFilters}
        onPress={() => onChange({ position: undefined, teamRole: undefined, footType: undefined, searchName: undefined })}
      >
        {m.resetFilters}
      </Button>
    </div>
  );
}
