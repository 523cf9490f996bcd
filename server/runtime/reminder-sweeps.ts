/**
 * The reminder sweeps of a server process (the lone process, or the cluster primary): the RSVP
 * reminders (decision 058) and the dues' due-day reminders (decision 060), each on the one reminder
 * runner (periodic-sweep.ts), both sending through ONE web-push sender signed with the host's VAPID
 * pair. Without a pair neither starts: a sweep that cannot send would still claim, and so lose, every
 * reminder.
 */
import { systemClock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { startDuesReminderSweep } from '../dues/reminder-sweep.ts';
import { logger } from '../observability/log.ts';
import { createWebPushNotifier } from '../push/sender.ts';
import { startReminderSweep } from '../reminders/sweep.ts';
import { startMomResultSweep } from '../mom/pushes.ts';

export interface ReminderSweeps {
  /** Stops both timers; settles when the runs under way have finished. */
  stop(): Promise<void>;
}

export function startServerReminderSweeps(db: Db, { vapid, pushEndpoints }: Pick<Config, 'vapid' | 'pushEndpoints'>): ReminderSweeps {
  if (!vapid) {
    logger.warn('reminders: no VAPID key pair, so no schedule or dues reminders are sent.');
    return { stop: async () => undefined };
  }
  const options = { db, clock: systemClock, notifier: createWebPushNotifier({ db, vapid, endpoints: pushEndpoints }) };
  // The MOM votes' results (decision 093) go out on the same runner once a vote's hours run out.
  const sweeps = [startReminderSweep(options), startDuesReminderSweep(options), startMomResultSweep(options)];
  return {
    stop: async () => {
      await Promise.all(sweeps.map((sweep) => sweep.stop()));
    },
  };
}
