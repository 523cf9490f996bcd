/**
 * A list's search field bound to its URL value (useDebouncedSearch): the value commits 300 ms after the
 * last key, or at once on Enter. The records, members and notices filters share it.
 */
import { SearchField } from '#src/components/ui/search-field.tsx';
import { useDebouncedSearch } from '#src/lib/url-table.ts';

export interface UrlSearchFieldProps {
  /** The field's label, placeholder and clear button's name, from the screen's messages. */
  texts: { search: string; searchPlaceholder: string; clearSearch: string };
  value: string | undefined;
  onCommit: (text: string | undefined) => void;
  maxLength: number;
}

export function UrlSearchField({ texts, value, onCommit, maxLength }: UrlSearchFieldProps) {
  const { draft, setDraft, commit } = useDebouncedSearch(value, onCommit);
  return (
    <SearchField
      label={texts.search}
      placeholder={texts.searchPlaceholder}
      clearLabel={texts.clearSearch}
      value={draft}
      onChange={setDraft}
      onSubmit={commit}
      maxLength={maxLength}
    />
  );
}
