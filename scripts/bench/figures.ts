/**
 * The shape every benchmark section reports in, and what `npm run bench` makes of N runs: the
 * median of each figure with its spread (min–max), one table on stdout and reports/bench.json.
 * Nothing here asserts anything (decision 023).
 */

/** One measured quantity of one run. */
export interface Figure {
  /** The row's label, unique within its section. */
  name: string;
  value: number;
  unit: 'ms' | 'KB' | 'count' | 'events/s' | 'MiB';
}

/** A section of the table: set up once, run N times, torn down. */
export interface BenchSection {
  id: string;
  title: string;
  /** What one run does, in one line (printed under the section's title and kept in the JSON). */
  describe: string;
  /** Left out of a run without --only (a long one, the soak). */
  optIn?: boolean;
  /** Runs at most this often whatever --runs says (the soak: one long run is the measurement). */
  maxRuns?: number;
  setUp(): Promise<{ run(): Promise<Figure[]>; tearDown(): Promise<void> }>;
}

export interface Row {
  section: string;
  name: string;
  unit: Figure['unit'];
  median: number;
  min: number;
  max: number;
  values: number[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return (sorted[Math.floor(middle)] + sorted[Math.ceil(middle)]) / 2;
}

/** The `p`-quantile (0 < p ≤ 1) by the nearest-rank method; NaN for no values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

/** Folds the figures of every run of a section into rows, in the order they first appeared. */
export function rowsOf(section: string, runs: readonly Figure[][]): Row[] {
  const byName = new Map<string, { unit: Figure['unit']; values: number[] }>();
  for (const figures of runs) {
    for (const { name, value, unit } of figures) {
      const row = byName.get(name) ?? { unit, values: [] };
      row.values.push(value);
      byName.set(name, row);
    }
  }
  return [...byName].map(([name, { unit, values }]) => ({
    section,
    name,
    unit,
    values,
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
  }));
}

function format(value: number, unit: Figure['unit']): string {
  if (Number.isNaN(value)) return '—';
  if (unit === 'count') return Number.isInteger(value) ? String(value) : value.toFixed(1);
  if (unit === 'events/s') return value.toFixed(0);
  return value.toFixed(value >= 100 ? 0 : 1);
}

/** The table: one block per section, `figure  median  (min–max)  unit`. */
export function renderTable(sections: readonly { title: string; rows: readonly Row[] }[], runs: number): string {
  const nameWidth = Math.max(...sections.flatMap((s) => s.rows.map((r) => r.name.length)), 20);
  const lines = [`${'figure'.padEnd(nameWidth)}  ${'median'.padStart(9)}  ${'spread (min–max)'.padEnd(19)}  unit      (${runs} runs)`];
  for (const { title, rows } of sections) {
    lines.push('', title);
    for (const r of rows) {
      const spread = r.min === r.max ? 'same' : `${format(r.min, r.unit)}–${format(r.max, r.unit)}`;
      lines.push(`  ${r.name.padEnd(nameWidth - 2)}  ${format(r.median, r.unit).padStart(9)}  ${spread.padEnd(19)}  ${r.unit}`);
    }
  }
  return lines.join('\n');
}

/** Markdown of the same table (a bold row per section), for docs/benchmarks.md and the closing note. */
export function renderMarkdown(sections: readonly { title: string; rows: readonly Row[] }[]): string {
  const lines = ['| figure | median | spread (min–max) | unit |', '|---|---:|---|---|'];
  for (const { title, rows } of sections) {
    lines.push(`| **${title}** | | | |`);
    for (const r of rows) {
      const spread = r.min === r.max ? 'same' : `${format(r.min, r.unit)}–${format(r.max, r.unit)}`;
      lines.push(`| ${r.name} | ${format(r.median, r.unit)} | ${spread} | ${r.unit} |`);
    }
  }
  return lines.join('\n');
}
