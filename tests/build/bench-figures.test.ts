/** The bench's arithmetic (scripts/bench/figures.ts): medians, nearest-rank percentiles, rows of N runs. */
import { describe, expect, it } from 'vitest';
import { median, percentile, renderTable, rowsOf } from '../../scripts/bench/figures.ts';

describe('bench figures', () => {
  it('takes the median of an odd and an even number of values, unsorted', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('takes percentiles by nearest rank, NaN for nothing', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile(sorted, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('folds the runs of a section into one row per figure: median and spread', () => {
    const rows = rowsOf('pages', [
      [
        { name: 'requests', value: 25, unit: 'count' },
        { name: 'LCP', value: 900, unit: 'ms' },
      ],
      [
        { name: 'requests', value: 25, unit: 'count' },
        { name: 'LCP', value: 1500, unit: 'ms' },
      ],
      [
        { name: 'requests', value: 26, unit: 'count' },
        { name: 'LCP', value: 1100, unit: 'ms' },
      ],
    ]);
    expect(rows).toEqual([
      { section: 'pages', name: 'requests', unit: 'count', median: 25, min: 25, max: 26, values: [25, 25, 26] },
      { section: 'pages', name: 'LCP', unit: 'ms', median: 1100, min: 900, max: 1500, values: [900, 1500, 1100] },
    ]);
    const table = renderTable([{ title: 'cold visits', rows }], 3);
    expect(table).toMatch(/LCP\s+1100\s+900–1500\s+ms/);
    expect(table).toMatch(/requests\s+25\s+25–26\s+count/);
  });
});
