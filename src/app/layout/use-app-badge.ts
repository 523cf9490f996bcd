/**
 * The app icon's badge (decision 083), where the platform has one: kept to what waits for the person
 * each time a read it counts changes in the query cache (their teams, a team's schedule range). No
 * read of its own and no timer: it follows what the app reads anyway.
 */
import type { Schedule } from '#contract/schedules.ts';
import type { MyTeamListItem } from '#contract/users.ts';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appBadgeCount, showAppBadge, type BadgeNavigator } from '#src/lib/environment/app-badge.ts';
import { scheduleKeys, userKeys } from '#src/lib/queries/keys.ts';

const schedulesPart = scheduleKeys.all(0).at(-1);
const isScheduleRange = (query: Query) => query.queryKey[2] === schedulesPart && Array.isArray(query.state.data);

export function useAppBadge(userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const nav = navigator as Navigator & BadgeNavigator;
    if (typeof nav.setAppBadge !== 'function' || userId === null) return;
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
  }, [queryClient, userId]);
}
