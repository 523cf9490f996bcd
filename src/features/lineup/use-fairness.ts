/**
 * The lineup editor's fair playing time for one side (decision 056): the team's minutes
 * over its last few matches, the match's attendance answers and who is injured or on leave that day, read only for a side this admin is
 * setting (a temporary team has neither), and what the admin chose to see: how many matches, and
 * the pool's order. The editor never waits for them: the lists show the figures once they are here.
 */
import { fairnessFacts, type FairnessFacts, type PoolOrder } from '#machines/lineup.fairness.ts';
import { statusesOn } from '#machines/member-status.ts';
import { memberPoolQuery } from '#src/lib/queries/members.ts';
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

export function useFairness(teamId: number, match: { id: number; matchDate: string }, enabled: boolean): Fairness {
  const { http } = useServices();
  const [matches, setMatches] = useState(defaultRecentMatches);
  const [order, setOrder] = useState<PoolOrder>('team');
  const [recent, attendance, pool] = useQueries({
    queries: [
      // The figures of the period before stay on screen while another period loads.
      { ...recentMinutesQuery(http, teamId, matches), enabled, placeholderData: keepPreviousData },
      { ...matchAttendanceQuery(http, teamId, match.id), enabled },
      // The pool's own read (already here): each member's status, for who is away that day (decision 091).
      { ...memberPoolQuery(http, teamId, false), enabled },
    ],
  });
  const facts = useMemo(
    () => (recent.data ? fairnessFacts(recent.data, attendance.data ?? null, statusesOn(pool.data ?? [], match.matchDate)) : null),
    [recent.data, attendance.data, pool.data, match.matchDate],
  );
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
