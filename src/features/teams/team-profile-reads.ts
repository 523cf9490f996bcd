/**
 * The team page's reads (src/lib/page-reads.ts), in a module of their own: the client's data layer
 * starts them before the page's code has run (src/app/route-reads.ts, decision 038).
 */
import { teamQuery } from '#src/lib/queries/teams.ts';
import type { PageReads } from '#src/lib/page-reads.ts';
import { schedulesQuery } from '#src/lib/queries/schedules.ts';
import { recentResultsQuery, resultsSummaryQuery } from '#src/lib/queries/results.ts';
import { homeNoticesQuery } from '#src/lib/queries/notices.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import { addDays } from './seoul-dates.ts';

/** How far ahead the schedule section looks. */
const scheduleDays = 30;

/** The schedule section's days: today in Seoul and the `scheduleDays` after it. */
export function upcomingRange() {
  const start = seoulDate(new Date());
  return { start, end: addDays(start, scheduleDays) };
}

export const teamProfileReads: PageReads = ({ http, queryClient }, params) => {
  const teamId = Number(params.teamId);
  const range = upcomingRange();
  void queryClient.prefetchQuery(teamQuery(http, teamId));
  void queryClient.prefetchQuery(recentResultsQuery(http, teamId));
  void queryClient.prefetchQuery(resultsSummaryQuery(http, teamId));
  void queryClient.prefetchQuery(homeNoticesQuery(http, teamId));
  void queryClient.prefetchQuery(schedulesQuery(http, teamId, range.start, range.end));
};
