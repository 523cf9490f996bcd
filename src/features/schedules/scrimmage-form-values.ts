/**
 * The 자체전 만들기 form (decision 081): the item's day, times and place, and the scrimmage's settings.
 * Checked as the server checks (contract ScrimmageCreateRequest, "ends after it starts", a format that
 * fits the number of sides, a distinct vest per side); the server's field errors come back onto it.
 */
import type { ScrimmageDrawRule, ScrimmageFormat, VestColour } from '#contract/enums.ts';
import { ScrimmageCreateRequest } from '#contract/scrimmages.ts';
import { checkRequest, refusalFormErrors } from '#src/lib/form-errors.ts';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { defaultVests, vestsDistinct } from '#src/lib/vest.ts';
import { seoulInstant } from './schedule-dates.ts';
import { validateScheduleForm, type ScheduleFieldErrors } from './schedule-form-values.ts';

const f = scheduleMessages.scrimmageForm;

export type SideCount = 2 | 3;

export interface ScrimmageFormValues {
  title: string;
  /** Seoul day `YYYY-MM-DD`. */
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  place: string;
  sideCount: SideCount;
  /** Whole minutes; null while the field is empty. */
  gameMinutes: number | null;
  format: ScrimmageFormat;
  drawRule: ScrimmageDrawRule;
  /** With three sides: the side that rests first (the rest order goes round from it). */
  restFirst: number;
  vestColours: VestColour[];
}

export type ScrimmageField = keyof ScrimmageFormValues;
export type ScrimmageFieldErrors = Partial<Record<ScrimmageField, string>>;

/** The formats each number of sides can play (the server refuses any other pair). */
export const formatsFor: Record<SideCount, readonly ScrimmageFormat[]> = { 2: ['FIXED_GAMES'], 3: ['WINNER_STAYS', 'FIXED_ROTATION'] };

/** A Sunday-morning session: two hours, three sides, 12-minute games, the winner stays, the third side rests first. */
export function emptyScrimmageForm(date: string): ScrimmageFormValues {
  return {
    title: f.defaultName,
    date,
    startTime: '08:00',
    endTime: '10:00',
    place: '',
    sideCount: 3,
    gameMinutes: 12,
    format: 'WINNER_STAYS',
    drawRule: 'LONGER_ON_LEAVES',
    restFirst: 2,
    vestColours: defaultVests(3),
  };
}

/** Another number of sides: the format and the vests follow (a colour already chosen stays on its side). */
export function withSideCount(values: ScrimmageFormValues, sideCount: SideCount): ScrimmageFormValues {
  const vests = [...values.vestColours.slice(0, sideCount)];
  for (const colour of defaultVests(3)) if (vests.length < sideCount && !vests.includes(colour)) vests.push(colour);
  const format = formatsFor[sideCount].includes(values.format) ? values.format : formatsFor[sideCount][0];
  return { ...values, sideCount, format, vestColours: vests, restFirst: Math.min(values.restFirst, sideCount - 1) };
}

/** The sides in the order they rest, from the one that rests first (three sides); two sides never rest. */
export function restOrderFrom(sideCount: SideCount, restFirst: number): number[] {
  return sideCount === 2 ? [] : [0, 1, 2].map((i) => (restFirst + i) % 3);
}

export type ScrimmageFormResult = { ok: true; request: ScrimmageCreateRequest } | { ok: false; errors: ScrimmageFieldErrors };

/** Checks the form as the server will, in the form's own Korean words. */
export function validateScrimmageForm(values: ScrimmageFormValues): ScrimmageFormResult {
  // The day, the times, the title, the place: the schedule form's own rules.
  const item = validateScheduleForm({ ...values, kind: 'OTHER', note: '', matchId: null });
  const errors: ScrimmageFieldErrors = item.ok ? {} : pickItemErrors(item.errors);
  if (values.gameMinutes === null || !Number.isInteger(values.gameMinutes) || values.gameMinutes < 5 || values.gameMinutes > 45) {
    errors.gameMinutes = f.errors.gameMinutes;
  }
  if (!vestsDistinct(values.vestColours)) errors.vestColours = f.errors.vestsDistinct;
  if (Object.keys(errors).length > 0 || !values.date || !values.startTime || !values.endTime) return { ok: false, errors };
  return checkRequest(
    ScrimmageCreateRequest,
    {
      title: values.title,
      startAt: seoulInstant(values.date, values.startTime),
      endAt: seoulInstant(values.date, values.endTime),
      place: values.place.trim() === '' ? null : values.place,
      note: null,
      sideCount: values.sideCount,
      gameMinutes: values.gameMinutes,
      format: values.format,
      drawRule: values.drawRule,
      restOrder: restOrderFrom(values.sideCount, values.restFirst),
      vestColours: values.vestColours,
    },
    formFieldOf,
  );
}

function pickItemErrors(errors: ScheduleFieldErrors): ScrimmageFieldErrors {
  const { title, date, startTime, endTime, place } = errors;
  return Object.fromEntries(Object.entries({ title, date, startTime, endTime, place }).filter(([, message]) => message !== undefined));
}

/** The form field a request field is shown on (the instants split into date and times, the rest order on its first side). */
function formFieldOf(field: string): ScrimmageField | null {
  switch (field) {
    case 'title':
    case 'place':
    case 'sideCount':
    case 'gameMinutes':
    case 'format':
    case 'drawRule':
    case 'vestColours':
      return field;
    case 'startAt':
      return 'startTime';
    case 'endAt':
      return 'endTime';
    case 'restOrder':
      return 'restFirst';
    default:
      return null;
  }
}

/** A refusal's field list on the form's fields; null when it names none of them (a toast instead). */
export function scrimmageFieldErrorsFrom(error: unknown): ScrimmageFieldErrors | null {
  return refusalFormErrors(error, formFieldOf);
}
