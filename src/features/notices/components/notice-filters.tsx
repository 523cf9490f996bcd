/**
 * The search conditions of the notices page, all in the URL: the keyword (300 ms after the last key,
 * Enter at once), newest or oldest first, and '중요' for the important notices only.
 */
import { noticeSortTypes, type NoticeSortType } from '#contract/enums.ts';
import type { NoticesSearch } from '#src/lib/search-params.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Checkbox } from '#src/components/ui/checkbox.tsx';
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx';
import { noticeMessages } from '#src/lib/messages/notices.ts';
import { UrlSearchField } from '#src/components/common/url-search-field.tsx';
import * as css from '../notices.css.ts';

const m = noticeMessages;
const sortOptions = noticeSortTypes.map((id) => ({ id, label: m.sort[id] }));

export interface NoticeFiltersProps {
  search: NoticesSearch;
  onChange: (change: Partial<NoticesSearch>) => void;
  onKeyword: (keyword: string | undefined) => void;
}

export function NoticeFilters({ search, onChange, onKeyword }: NoticeFiltersProps) {
  const filtered = Boolean(search.searchKeyword) || search.isImportant !== undefined || search.sortType !== 'LATEST';
  return (
    <div role="group" aria-label={m.filtersLabel} className={css.toolbar}>
      <div className={css.searchCell}>
        <UrlSearchField texts={m} value={search.searchKeyword} onCommit={onKeyword} maxLength={100} />
      </div>
      <div className={css.toolbarEnd}>
        <SegmentedControl label={m.sortLabel} options={sortOptions} value={search.sortType} onChange={(id) => onChange({ sortType: id as NoticeSortType })} />
        <Checkbox isSelected={search.isImportant === true} onChange={(on) => onChange({ isImportant: on ? true : undefined })} aria-label={m.importantOnlyHint}>
          {m.importantOnly}
        </Checkbox>
        <Button variant="ghost" isDisabled={!filtered} onPress={() => onChange({ searchKeyword: undefined, isImportant: undefined, sortType: 'LATEST' })}>
          {m.resetFilters}
        </Button>
      </div>
    </div>
  );
}
