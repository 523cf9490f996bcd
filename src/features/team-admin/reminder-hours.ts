/**
 * The team's reminder setting as the form holds it (on, hours) and as the contract takes it
 * (`hoursBefore`: 1–168, or null for off), checked with the contract's own schema and its Korean messages.
 */
import * as v from 'valibot';
import { defaultReminderHours, ReminderHours } from '#contract/notifications.ts';

export interface ReminderForm {
  on: boolean;
  /** NaN while the field is empty. */
  hours: number;
}

export function reminderForm(hoursBefore: number | null): ReminderForm {
  return { on: hoursBefore !== null, hours: hoursBefore ?? defaultReminderHours };
}

export type CheckedReminder = { ok: true; hoursBefore: number | null } | { ok: false; error: string };

export function checkReminderForm({ on, hours }: ReminderForm): CheckedReminder {
  if (!on) return { ok: true, hoursBefore: null };
  const parsed = v.safeParse(ReminderHours, hours);
  return parsed.success ? { ok: true, hoursBefore: parsed.output } : { ok: false, error: parsed.issues[0].message };
}
