/**
 * The order of a 자체전 roll-up table (a session's results, the season's 자체전 tab): one column at a
 * time, figures most first, names from 가. Pure, so both tables sort one way.
 */
import type { RollupLine } from '#machines/scrimmage.rollup.ts';

export type RollupField = 'name' | keyof RollupLine;
export type RollupSort = { field: RollupField; direction: 'asc' | 'desc' };

/** A header press: another column sorts most first (a name from 가), the same column turns around. */
export function nextRollupSort(current: RollupSort | undefined, field: RollupField): RollupSort {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: field === 'name' ? 'asc' : 'desc' };
}

/** Rows in the table's order; unsorted, as given (the roll-up's own: points, goals, assists). Ties by name. */
export function sortRollup<T extends RollupLine & { name: string }>(rows: readonly T[], sort: RollupSort | undefined): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const order = sort.field === 'name' ? a.name.localeCompare(b.name, 'ko') : a[sort.field] - b[sort.field];
    return sign * order || a.name.localeCompare(b.name, 'ko');
  });
}
