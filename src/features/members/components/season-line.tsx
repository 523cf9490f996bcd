/**
 * One line of a member's season in the member panel (their 자체전, MOM and attendance lines): a titled
 * section, the season's table read once for the team, and the member's own line from it or a quiet
 * "nothing yet". Each line says only how it reads its table and words its row.
 */
import { seoulDate } from '#contract/seoul-time.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import * as css from '../members.css.ts';

/** The Seoul year of `now`: the season a member panel shows. */
export const panelSeason = (now: () => number = Date.now) => Number(seoulDate(now()).slice(0, 4));

export interface SeasonLineProps<T> {
  heading: string;
  query: UseQueryResult<T>;
  failed: string;
  /** The member's line from the table, or null when they have none yet. */
  line: (data: T) => string | null;
  empty: string;
}

export function SeasonLine<T>({ heading, query, failed, line, empty }: SeasonLineProps<T>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css.summaryHead}>
      <h3 id={headingId} className={css.subHeading}>
        {heading}
      </h3>
      <QueryState query={query} failed={failed}>
        {(data) => {
          const text = line(data);
          return text === null ? <p className={css.muted}>{empty}</p> : <p>{text}</p>;
        }}
      </QueryState>
    </section>
  );
}
