/**
 * A list of lines, each with a thin bar under it as long as its figure's share of the largest: a
 * leaderboard (1. 김민준 7골), a player's matches (5. 3. 관악 유나이티드 82분 · 1골). The bar only
 * repeats the value written on the line, so screen readers skip it and read the line.
 */
import type { ReactNode } from 'react';
import * as css from './meter-list.css.ts';

export interface MeterLine {
  key: number;
  /** A rank, a date. */
  lead: ReactNode;
  label: ReactNode;
  value: ReactNode;
  /** The bar's length, 0–1. */
  share: number;
}

export function MeterList({ lines, label }: { lines: readonly MeterLine[]; label?: string }) {
  return (
    <ol className={css.list} aria-label={label}>
      {lines.map((line) => (
        <li key={line.key} className={css.item}>
          <span className={css.lead}>{line.lead}</span>
          <span className={css.label}>{line.label}</span>
          <span className={css.value}>{line.value}</span>
          <span className={css.track} aria-hidden>
            <span className={css.fill} style={{ inlineSize: `${Math.round(Math.min(1, Math.max(0, line.share)) * 100)}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
