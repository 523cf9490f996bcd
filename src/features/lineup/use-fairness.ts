/**
 * The lineup editor's fair playing time for one side (decision 056): the team's minutes
 * over its last few matches and the match's attendance answers, read only for a side this admin is
 * setting (a temporary team has neither), and what the admin chose to see: how many matches, and
 * the pool's order. The editor never waits for them: the lists show the figures once they are here.
 */
import { fairnessFacts, type FairnessFacts, type PoolOrder } from '#machines/lineup.fairness.ts';
import { matchAttendanceQuery } from '#src/lib/queries/schedules.ts';
import { defaultRecentMatches, recentMinutesQuery } from '#src/lib/queries/season.ts';
import { useServices } from '#src/lib/services.tsx';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

export interface Fairness {
  /** Null until the minutes are here (or when their read failed). */
  facts: FairnessFacts | null;
  matches: number;
  setMatches: (matches: number) => void;
  order: PoolOrder;
  setOrder: (order: PoolOrder) => void;
  /** The first read, or another period's, is under way. */
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export function useFairness(teamId: number, matchId: number, enabled: boolean): Fairness {
  const { http } = useServices();
  const [matches, setMatches] = useState(defaultRecentMatches);
  const [order, setOrder] = useState<PoolOrder>('team');
  const [recent, attendance] = useQueries({
    queries: [
      // The figures of the period before stay on screen while another period loads.
      { ...recentMinutesQuery(http, teamId, matches), enabled, placeholderData: keepPreviousData },
      { ...matchAttendanceQuery(http, teamId, matchId), enabled },
    ],
  });
  const facts = useMemo(() => (recent.data ? fairnessFacts(recent.data, attendance.data ?? null) : null), [recent.data, attendance.data]);
  return {
    facts,
    matches,
    setMatches,
    order,
    setOrder,
    loading: enabled && (recent.isPending || recent.isPlaceholderData),
    failed: recent.isError,
    retry: () => void recent.refetch(),
  };
}
