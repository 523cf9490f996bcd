/**
 * The reminder sweeps' figures (decision 097): runs per sweep and result, and per kind the reminders
 * claimed (at most once per member) and those that reached a device — so a push service that is down,
 * or a sweep that keeps failing, shows as a gap between the two counters.
 */
import type { PushOutcome } from '../push/notifier.ts';
import { reminderSweeps, remindersClaimed, remindersSent } from './registry.ts';

/** Runs one sweep, counting it as ok or failed by its name. */
export async function countedSweep<R>(sweep: string, run: () => Promise<R>): Promise<R> {
  try {
    const result = await run();
    reminderSweeps.inc({ sweep, result: 'ok' });
    return result;
  } catch (error) {
    reminderSweeps.inc({ sweep, result: 'failed' });
    throw error;
  }
}

/** One claim's reminders: the members claimed, and of them those some outcome reached. */
export function countReminders(kind: 'rsvp' | 'dues', claimedUserIds: readonly number[], outcomes: readonly PushOutcome[]): void {
  const reached = new Set(outcomes.flatMap((o) => o.reachedUserIds));
  remindersClaimed.inc({ kind }, claimedUserIds.length);
  remindersSent.inc({ kind }, claimedUserIds.filter((id) => reached.has(id)).length);
}
