/**
 * The app icon's badge (decision 083): what waits for the person — each upcoming schedule item they
 * have not answered, and each team they owe dues — counted from reads the app already holds.
 */
import type { Schedule } from '#contract/schedules.ts';
import type { MyTeamListItem } from '#contract/users.ts';
import type { Query, QueryClient } from '@tanstack/react-query';
import { scheduleKeys, userKeys } from '#src/lib/queries/keys.ts';

export interface BadgeSources {
  /** Every cached range of every team's schedule; an item in two ranges counts once. */
  scheduleRanges: readonly (readonly Schedule[])[];
  teams: readonly Pick<MyTeamListItem, 'id' | 'duesOwed'>[];
  now: number;
}

/**
 * Unanswered = no answer at all (미정 is an answer). Dues count one per team owing: the teams list
 * carries the amount owed, not its months, and no other read is made for the badge.
 */
export function appBadgeCount({ scheduleRanges, teams, now }: BadgeSources): number {
  const waiting = new Set<number>();
  for (const range of scheduleRanges) {
    for (const item of range) {
      if (item.attendance.myAnswer === null && new Date(item.startAt).getTime() > now) waiting.add(item.id);
    }
  }
  return waiting.size + teams.filter((team) => (team.duesOwed ?? 0) > 0).length;
}

/** What the badge API needs of `navigator`: present in Chrome's installed apps and iOS's home-screen apps. */
export interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** Sets the badge to `count`, clears it at 0; nothing where the platform has no badge. */
export function showAppBadge(nav: BadgeNavigator, count: number): void {
  // A refused badge (no notification permission on iOS) is not the person's problem: nothing to show.
  const ignore = () => undefined;
  if (count > 0) nav.setAppBadge?.(count).catch(ignore);
  else nav.clearAppBadge?.().catch(ignore);
}

const schedulesPart = scheduleKeys.all(0).at(-1);
const isScheduleRange = (query: Query) => query.queryKey[2] === schedulesPart && Array.isArray(query.state.data);

/**
 * Keeps the badge to what waits for `userId`, each time a read it counts changes in the query cache
 * (their teams, a team's schedule range): no read of its own and no timer. Answers the unsubscribe.
 */
export function followAppBadge(queryClient: QueryClient, userId: number, nav: BadgeNavigator): () => void {
  const cache = queryClient.getQueryCache();
  let shown = -1;
  const update = () => {
    const count = appBadgeCount({
      scheduleRanges: cache.findAll({ predicate: isScheduleRange }).map((q) => q.state.data as Schedule[]),
      teams: queryClient.getQueryData<MyTeamListItem[]>(userKeys.teams(userId)) ?? [],
      now: Date.now(),
    });
    if (count === shown) return;
    shown = count;
    showAppBadge(nav, count);
  };
  update();
  return cache.subscribe((event) => {
    if (event.type === 'updated' && (isScheduleRange(event.query) || userKeys.isAnyonesTeams(event.query.queryKey))) update();
  });
}
