/**
 * The schedule form's values, its validation (the contract's ScheduleWriteRequest plus "ends after
 * it starts"), and the mapping of the server's field errors back onto the form.
 */
import type { ScheduleKind } from '#contract/enums.ts';
import { ScheduleWriteRequest, type Schedule } from '#contract/schedules.ts';
import { checkRequest, refusalFormErrors } from '#src/lib/form-errors.ts';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { seoulDayOf, seoulInstant, seoulTimeOf } from './schedule-dates.ts';

const e = scheduleMessages.form.errors;

export interface ScheduleFormValues {
  title: string;
  kind: ScheduleKind | null;
  /** Seoul day `YYYY-MM-DD`. */
  date: string | null;
  /** Seoul wall-clock `HH:mm`. */
  startTime: string | null;
  endTime: string | null;
  place: string;
  note: string;
  matchId: number | null;
}

export type ScheduleField = keyof ScheduleFormValues;
export type ScheduleFieldErrors = Partial<Record<ScheduleField, string>>;

export const titleMax = 100;
export const placeMax = 100;
export const noteMax = 2000;

/** Every half hour of the day, 'HH:mm' (the same steps as the match form, docs/domain.md §5.10). */
export const halfHours: readonly string[] = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** A new item on the selected day, from 10:00 to 12:00 (a typical Sunday-league slot), kind unchosen. */
export function emptyScheduleForm(date: string): ScheduleFormValues {
  return { title: '', kind: null, date, startTime: '10:00', endTime: '12:00', place: '', note: '', matchId: null };
}

export function formValuesFromSchedule(item: Schedule): ScheduleFormValues {
  return {
    title: item.title,
    kind: item.kind,
    date: seoulDayOf(item.startAt).toString(),
    startTime: seoulTimeOf(item.startAt),
    endTime: seoulTimeOf(item.endAt),
    place: item.place ?? '',
    note: item.note ?? '',
    matchId: item.matchId,
  };
}

export type ScheduleFormResult = { ok: true; request: ScheduleWriteRequest } | { ok: false; errors: ScheduleFieldErrors };

const blankToNull = (s: string) => (s.trim() === '' ? null : s);

/** Checks the form as the server will, in the form's own Korean words. */
export function validateScheduleForm(values: ScheduleFormValues): ScheduleFormResult {
  const errors: ScheduleFieldErrors = {};
  if (values.title.trim() === '') errors.title = e.title;
  else if (values.title.trim().length > titleMax) errors.title = e.titleLength;
  if (!values.kind) errors.kind = e.kind;
  if (!values.date) errors.date = e.date;
  if (!values.startTime) errors.startTime = e.start;
  if (!values.endTime) errors.endTime = e.end;
  else if (values.startTime && values.endTime <= values.startTime) errors.endTime = e.endBeforeStart;
  if (values.place.trim().length > placeMax) errors.place = e.placeLength;
  if (values.note.length > noteMax) errors.note = e.noteLength;
  if (Object.keys(errors).length > 0 || !values.date || !values.startTime || !values.endTime) return { ok: false, errors };

  return checkRequest(
    ScheduleWriteRequest,
    {
      title: values.title,
      kind: values.kind,
      startAt: seoulInstant(values.date, values.startTime),
      endAt: seoulInstant(values.date, values.endTime),
      place: blankToNull(values.place),
      note: blankToNull(values.note),
      // Only a match item links to a match.
      matchId: values.kind === 'MATCH' ? values.matchId : null,
    },
    formFieldOf,
  );
}

/** The form field a request field is shown on (the instants split into date and times). */
function formFieldOf(field: string): ScheduleField | null {
  switch (field) {
    case 'title':
    case 'kind':
    case 'place':
    case 'note':
    case 'matchId':
      return field;
    case 'startAt':
      return 'startTime';
    case 'endAt':
      return 'endTime';
    default:
      return null;
  }
}

/** A refusal's field list on the form's fields; null when it names none of them (a toast instead). */
export function scheduleFieldErrorsFrom(error: unknown): ScheduleFieldErrors | null {
  return refusalFormErrors(error, formFieldOf);
}
