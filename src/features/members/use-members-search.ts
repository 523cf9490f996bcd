/**
 * Reads and writes the members page's URL state. Every change is a history entry (Back and
 * Forward walk through them); the debounced name search replaces its own previous entry.
 */
import type { PlayersSearch } from '#src/app/search-params.ts';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { applySearchChange, playersSearchString } from './members-search.ts';

export function useMembersSearch(search: PlayersSearch) {
  const [path, navigate] = useLocation();
  const update = useCallback(
    (change: Partial<PlayersSearch>, options: { replace?: boolean } = {}) => {
      const qs = playersSearchString(applySearchChange(search, change));
      navigate(qs ? `${path}?${qs}` : path, { replace: options.replace ?? false });
    },
    [search, path, navigate],
  );
  return update;
}
