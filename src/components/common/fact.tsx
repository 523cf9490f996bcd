/**
 * One fact of a details list (`<dl>`): its label and its value, on a tile. The list's grid is the page's.
 * `figure` shows the value as a headline number (a summary's counts); `bare` drops the tile where the
 * list already stands on a card of its own (a request, the members' summary). Decision 089.
 */
import type { ReactNode } from 'react';
import * as css from './fact.css.ts';

export function Fact({ label, figure = false, bare = false, children }: { label: string; figure?: boolean; bare?: boolean; children: ReactNode }) {
  return (
    <div className={bare ? css.bareFact : css.fact}>
      <dt className={css.label}>{label}</dt>
      <dd className={figure ? css.figure : css.value}>{children}</dd>
    </div>
  );
}
