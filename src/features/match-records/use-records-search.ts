/**
 * Reads and writes the records page's URL state. Every change is a history entry (Back and
 * Forward walk through them); the debounced title search replaces its own previous entry.
 */
import type { MatchesSearch } from '#src/app/search-params.ts';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { applySearchChange, matchesSearchString } from './records-search.ts';

export function useRecordsSearch(search: MatchesSearch) {
  const [path, navigate] = useLocation();
  return useCallback(
    (change: Partial<MatchesSearch>, options: { replace?: boolean } = {}) => {
      const qs = matchesSearchString(applySearchChange(search, change));
      navigate(qs ? `${path}?${qs}` : path, { replace: options.replace ?? false });
    },
    [search, path, navigate],
  );
}
