/**
 * Writes into every cached range of a team's schedule (the page's months and the profile's
 * preview share them), so an answer shows at once everywhere; a snapshot restores them on failure.
 */
import type { AttendanceAnswer } from '#contract/enums.ts';
import type { Schedule } from '#contract/schedules.ts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { scheduleKeys } from '#src/lib/queries/keys.ts';

type Snapshot = [QueryKey, unknown][];

/** Only the range lists: the attendance lists share the prefix but are not arrays. */
const isRange = (data: unknown): data is Schedule[] => Array.isArray(data);

function mapItems(queryClient: QueryClient, teamId: number, scheduleId: number, change: (item: Schedule) => Schedule): Snapshot {
  const snapshot = queryClient.getQueriesData({ queryKey: scheduleKeys.all(teamId) });
  for (const [key, data] of snapshot) {
    if (!isRange(data) || !data.some((s) => s.id === scheduleId)) continue;
    queryClient.setQueryData(
      key,
      data.map((s) => (s.id === scheduleId ? change(s) : s)),
    );
  }
  return snapshot;
}

/** The caller's new answer and the counts it moves, before the server confirms. */
export function applyAnswer(item: Schedule, answer: AttendanceAnswer): Schedule {
  const counts = { ...item.attendance };
  const slot = { ATTEND: 'attend', ABSENT: 'absent', UNDECIDED: 'undecided' } as const;
  if (counts.myAnswer) counts[slot[counts.myAnswer]] = Math.max(0, counts[slot[counts.myAnswer]] - 1);
  counts[slot[answer]] += 1;
  return { ...item, attendance: { ...counts, myAnswer: answer } };
}

export function answerOptimistically(queryClient: QueryClient, teamId: number, scheduleId: number, answer: AttendanceAnswer): Snapshot {
  return mapItems(queryClient, teamId, scheduleId, (item) => applyAnswer(item, answer));
}

/** The server's own copy of an item, in every range that holds it. */
export function replaceItem(queryClient: QueryClient, teamId: number, item: Schedule): void {
  mapItems(queryClient, teamId, item.id, () => item);
}

export function restore(queryClient: QueryClient, snapshot: Snapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
