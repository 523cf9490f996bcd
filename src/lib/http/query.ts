/**
 * Turns a typed query (the output shape of the contract's query schemas) back into query-string
 * values: lists as repeated keys (`matchTypes=LEAGUE&matchTypes=FRIENDLY`), sort orders as repeated
 * `sort=field,direction`, booleans as `true`/`false`. Empty values are left out.
 */

export type QueryValue = string | number | boolean | null | undefined | SortItem | ReadonlyArray<string | number | boolean | SortItem>;
interface SortItem {
  field: string;
  direction: string;
}

function isSortItem(value: unknown): value is SortItem {
  return typeof value === 'object' && value !== null && 'field' in value && 'direction' in value;
}

function one(value: string | number | boolean | SortItem): string {
  if (isSortItem(value)) return `${value.field},${value.direction}`;
  return String(value);
}

/** `{ a: [1, 2], sort: [{ field: 'name', direction: 'asc' }] }` → `{ a: ['1', '2'], sort: ['name,asc'] }`. */
export function serialiseQuery(query: Record<string, QueryValue> | undefined): Record<string, string | string[]> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const items = (value as ReadonlyArray<string | number | boolean | SortItem>).map(one).filter((s) => s !== '');
      if (items.length > 0) out[key] = items;
    } else {
      out[key] = one(value as string | number | boolean | SortItem);
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
