/** One fact of a details list (`<dl>`): its label and its value, on a tile. The list's grid is the page's. */
import type { ReactNode } from 'react';
import * as css from './fact.css.ts';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.fact}>
      <dt className={css.label}>{label}</dt>
      <dd className={css.value}>{children}</dd>
    </div>
  );
}
