/**
 * A server-paged table whose whole view lives in the URL (docs/product.md §2.3): sort (several fields), filters,
 * a debounced text search and a `page` counted from 1. Pure helpers read and write that state, so a
 * link reproduces the view and the rules (sort cycling, page reset) are testable without React; the
 * hooks write it to the location. Each feature keeps its own fields, page size and labels in a
 * {@link UrlTable} description.
 */
import type { SortOrder } from '#contract/params.ts';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

/** What every URL-held table search has: a sort list and a 1-based page (absent is the first). */
export interface UrlTableSearch {
  sort?: SortOrder<string>[];
  page?: number;
}

/** One table's URL parameters: the feature's specifics. */
export interface UrlTable<TSearch extends UrlTableSearch> {
  /** Every parameter, in the order the search string writes them (a stable order). */
  params: readonly (keyof TSearch & string)[];
  /** Parameters whose change shows a different set of rows: changing one goes back to page 1. */
  resetsPage: readonly (keyof TSearch & string)[];
  /** Rows per page. */
  pageSize: number;
}

/**
 * A paged table with a row selection: the sort and the filters show a different set of rows, so they
 * reset the page; the page and the selected row do not.
 */
export function pagedTable<TSearch extends UrlTableSearch>(
  filters: readonly (keyof TSearch & string)[],
  selection: keyof TSearch & string,
  pageSize: number,
): UrlTable<TSearch> {
  const resetsPage = ['sort', ...filters] as (keyof TSearch & string)[];
  return { params: [...resetsPage, 'page', selection] as (keyof TSearch & string)[], resetsPage, pageSize };
}

/** Milliseconds the text search waits after the last key (Enter commits at once). */
export const searchDebounceMs = 300;

/**
 * A click on a sortable header (or a sort pick): an unsorted field joins the end of the list
 * ascending, an ascending one turns descending in place, a descending one leaves; the other fields
 * keep their order.
 */
export function cycleSort<TField extends string>(sort: SortOrder<TField>[], field: NoInfer<TField>): SortOrder<TField>[] {
  const at = sort.findIndex((s) => s.field === field);
  if (at === -1) return [...sort, { field, direction: 'asc' }];
  if (sort[at].direction === 'asc') return sort.map((s, i) => (i === at ? { field, direction: 'desc' } : s));
  return sort.filter((_, i) => i !== at);
}

/** Applies a change; a filter, search or sort change resets the page unless the change sets one. */
export function applySearchChange<TSearch extends UrlTableSearch>(table: UrlTable<TSearch>, current: TSearch, change: Partial<TSearch>): TSearch {
  const next = { ...current, ...change };
  if (!('page' in change) && table.resetsPage.some((f) => f in change)) next.page = undefined;
  return next;
}

function isSortOrder(value: unknown): value is SortOrder<string> {
  return typeof value === 'object' && value !== null && 'field' in value && 'direction' in value;
}

/**
 * The URL search string (without '?') for a state, in the table's parameter order. Defaults are
 * left out: empty text and lists, undefined values and page 1. Lists repeat the name (a sort item is
 * `field,direction`), so the route's schema reads the string back to the same state.
 */
export function toSearchString<TSearch extends UrlTableSearch>(table: UrlTable<TSearch>, search: Partial<TSearch>): string {
  const params = new URLSearchParams();
  for (const name of table.params) {
    const value: unknown = search[name];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(name, isSortOrder(item) ? `${item.field},${item.direction}` : String(item));
    } else if (name === 'page') {
      if (typeof value === 'number' && value > 1) params.set(name, String(value));
    } else {
      params.set(name, String(value));
    }
  }
  return params.toString();
}

/** The API's page for the URL state (the URL counts pages from 1, the API from 0). */
export function apiPage(search: UrlTableSearch): number {
  return Math.max(0, (search.page ?? 1) - 1);
}

/** How many pages `total` rows fill (at least one, so an empty table still shows page 1). */
export function pageCountFor(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A column's place in the sort list: its 1-based order and direction, or null when unsorted. */
export function sortStateOf<TField extends string>(sort: SortOrder<TField>[], field: TField) {
  const at = sort.findIndex((s) => s.field === field);
  return at === -1 ? null : { order: at + 1, direction: sort[at].direction };
}

export interface UrlTableUpdate<TSearch extends UrlTableSearch> {
  /** Writes a change as a new history entry (Back and Forward walk through them), or in place with `replace`. */
  update: (change: Partial<TSearch>, options?: { replace?: boolean }) => void;
  /**
   * Writes a change from the debounced text search: it replaces the entry it made itself, so typing
   * leaves one history entry; once anything else has changed the URL it starts a new one.
   */
  updateTyped: (change: Partial<TSearch>) => void;
}

/** Reads and writes a table's URL state at the current path. */
export function useUrlTableSearch<TSearch extends UrlTableSearch>(table: UrlTable<TSearch>, search: TSearch): UrlTableUpdate<TSearch> {
  const [path, navigate] = useLocation();
  const currentSearch = useSearch();
  const update = useCallback(
    (change: Partial<TSearch>, options: { replace?: boolean } = {}) => {
      const qs = toSearchString(table, applySearchChange(table, search, change));
      navigate(qs ? `${path}?${qs}` : path, { replace: options.replace ?? false });
    },
    [table, search, path, navigate],
  );

  // The search string the text search wrote last: the URL still holding it means the entry is its own.
  const typed = useRef<string | null>(null);
  const updateTyped = useCallback(
    (change: Partial<TSearch>) => {
      const replace = typed.current !== null && typed.current === new URLSearchParams(currentSearch).toString();
      typed.current = toSearchString(table, applySearchChange(table, search, change));
      update(change, { replace });
    },
    [table, search, currentSearch, update],
  );
  return { update, updateTyped };
}

/**
 * The draft of a debounced text search bound to a URL value: the draft commits (trimmed, empty as
 * undefined) {@link searchDebounceMs} after the last change, or at once through `commit` (Enter).
 * A URL change from elsewhere (Back, a reset) replaces the draft.
 */
export function useDebouncedSearch(value: string | undefined, onCommit: (text: string | undefined) => void) {
  const [draft, setDraft] = useState(value ?? '');
  // What the URL holds from this field.
  const committed = useRef(value ?? '');
  useEffect(() => {
    if ((value ?? '') !== committed.current) {
      committed.current = value ?? '';
      setDraft(value ?? '');
    }
  }, [value]);

  const commit = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onCommit(trimmed || undefined);
  };

  // Only a new draft restarts the wait; the commit when it ends reads the latest props.
  const commitLater = useEffectEvent(commit);
  useEffect(() => {
    if (draft.trim() === committed.current) return;
    const timer = setTimeout(() => commitLater(draft), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [draft]);

  return { draft, setDraft, commit };
}
