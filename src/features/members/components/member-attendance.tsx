/**
 * A member's attendance of the season in one line (decision 092): 참석률, present of the items that
 * counted, and no-shows, from the season's attendance table (the members list reads the same query).
 */
import { seoulDate } from '#contract/seoul-time.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
import { attendanceMessages as m } from '#src/lib/messages/attendance.ts';
import { attendanceSeasonQuery } from '#src/lib/queries/attendance.ts';
import { useServices } from '#src/lib/services.tsx';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import * as css from '../members.css.ts';

export function MemberAttendance({ teamId, userId }: { teamId: number; userId: number }) {
  const { http } = useServices();
  const season = Number(seoulDate(Date.now()).slice(0, 4));
  const table = useQuery(attendanceSeasonQuery(http, teamId, season));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css.summaryHead}>
      <h3 id={headingId} className={css.subHeading}>
        {m.memberHeading(season)}
      </h3>
      <QueryState query={table} failed={m.seasonLoadFailed}>
        {(data) => {
          const row = data.players.find((p) => p.userId === userId);
          return row && row.counted > 0 ? <p>{m.memberLine(row)}</p> : <p className={css.muted}>{m.memberEmpty}</p>;
        }}
      </QueryState>
    </section>
  );
}
