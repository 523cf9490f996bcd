/**
 * The app icon's badge (decision 083), where the platform has one (src/lib/environment/app-badge.ts):
 * its code loads only there, so the team page's budget (decision 040) carries none of it elsewhere.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BadgeNavigator } from '#src/lib/environment/app-badge.ts';

export function useAppBadge(userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const nav = navigator as Navigator & BadgeNavigator;
    if (typeof nav.setAppBadge !== 'function' || userId === null) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('#src/lib/environment/app-badge.ts').then(({ followAppBadge }) => {
      if (!ended) stop = followAppBadge(queryClient, userId, nav);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [queryClient, userId]);
}
