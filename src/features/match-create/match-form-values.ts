/**
 * The match form's values, its validation (the contract's MatchCreateRequest plus the cross-field
 * rules the server applies: no past date in Seoul, end after start, two different teams), and
 * the mapping of the server's refusals onto the form's fields.
 */
import { errorCodes } from '#contract/error-codes.ts';
import { MatchSide, MatchType } from '#contract/enums.ts';
import { Id } from '#contract/fields.ts';
import { MatchCreateRequest } from '#contract/matches.ts';
import { BadRequestError, HttpError } from '#src/lib/http/errors.ts';
import { formErrorsOf, issuesOf, refusalFormErrors } from '#src/lib/form-errors.ts';
import { matchCreateMessages } from '#src/lib/messages/match-create.ts';
import * as v from 'valibot';

const e = matchCreateMessages.errors;

/** The chosen opponent, kept whole so the draft can show it again after a reload. */
export const OpponentChoice = v.object({
  id: Id,
  name: v.pipe(v.string(), v.maxLength(50)),
  isTemp: v.boolean(),
  teamColor: v.pipe(v.string(), v.regex(/^#[0-9A-Fa-f]{6}$/)),
  logoImgUrl: v.nullable(v.string()),
});
export type OpponentChoice = v.InferOutput<typeof OpponentChoice>;

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const OptionalText = v.nullable(v.pipe(v.string(), v.regex(/^$|^\d{4}-\d{2}-\d{2}$|^\d{2}:\d{2}$/)));

/** What the form holds (also the sessionStorage draft's schema: read back through it). */
export const MatchFormValues = v.object({
  ownTeamId: v.nullable(Id),
  side: MatchSide,
  opponent: v.nullable(OpponentChoice),
  title: Text(200),
  matchType: v.nullable(MatchType),
  matchDate: OptionalText,
  plannedStartTime: OptionalText,
  plannedEndTime: OptionalText,
  stadium: Text(200),
  firstHalfPeriod: v.nullable(v.number()),
  secondHalfPeriod: v.nullable(v.number()),
  mainRefereeName: Text(60),
  assistantReferee1: Text(60),
  assistantReferee2: Text(60),
  fourthReferee: Text(60),
});
export type MatchFormValues = v.InferOutput<typeof MatchFormValues>;

export type MatchField = Exclude<keyof MatchFormValues, 'side'>;
export type MatchFieldErrors = Partial<Record<MatchField, string>>;

export const emptyMatchForm: MatchFormValues = {
  ownTeamId: null,
  side: 'home',
  opponent: null,
  title: '',
  matchType: null,
  matchDate: null,
  plannedStartTime: null,
  plannedEndTime: null,
  stadium: '',
  firstHalfPeriod: 45,
  secondHalfPeriod: 45,
  mainRefereeName: '',
  assistantReferee1: '',
  assistantReferee2: '',
  fourthReferee: '',
};

/** Every half hour of the day, 'HH:mm' (docs/domain.md §5.10: 30-minute options). */
export const halfHourOptions: string[] = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

const fieldNames = new Set<string>(Object.keys(emptyMatchForm));

/** The request field a form field becomes, by side: homeTeamId is our team when we play at home. */
function requestFieldToForm(field: string, side: MatchFormValues['side']): MatchField | null {
  if (field === 'homeTeamId') return side === 'home' ? 'ownTeamId' : 'opponent';
  if (field === 'awayTeamId') return side === 'home' ? 'opponent' : 'ownTeamId';
  return fieldNames.has(field) && field !== 'side' ? (field as MatchField) : null;
}

const blankToNull = (s: string) => (s.trim() === '' ? null : s);
const validHalf = (n: number | null) => n !== null && Number.isInteger(n) && n >= 1 && n <= 45;

export type MatchFormResult = { ok: true; request: MatchCreateRequest } | { ok: false; errors: MatchFieldErrors };

/** Checks the form as the server will; `today` is Seoul's `YYYY-MM-DD`. */
export function validateMatchForm(values: MatchFormValues, today: string): MatchFormResult {
  const errors: MatchFieldErrors = {};
  const ownId = values.ownTeamId;
  const opponentId = values.opponent?.id ?? null;
  const input = {
    title: values.title,
    homeTeamId: values.side === 'home' ? ownId : opponentId,
    awayTeamId: values.side === 'home' ? opponentId : ownId,
    matchType: values.matchType,
    stadium: values.stadium,
    matchDate: values.matchDate,
    plannedStartTime: values.plannedStartTime,
    plannedEndTime: values.plannedEndTime,
    firstHalfPeriod: values.firstHalfPeriod === null || Number.isNaN(values.firstHalfPeriod) ? undefined : values.firstHalfPeriod,
    secondHalfPeriod: values.secondHalfPeriod === null || Number.isNaN(values.secondHalfPeriod) ? undefined : values.secondHalfPeriod,
    mainRefereeName: blankToNull(values.mainRefereeName),
    assistantReferee1: blankToNull(values.assistantReferee1),
    assistantReferee2: blankToNull(values.assistantReferee2),
    fourthReferee: blankToNull(values.fourthReferee),
  };
  const parsed = v.safeParse(MatchCreateRequest, input);
  if (!parsed.success)
    Object.assign(
      errors,
      formErrorsOf(issuesOf(parsed.issues), (field) => requestFieldToForm(field, values.side)),
    );

  // Missing choices read better in the form's own words than in the schema's.
  if (ownId === null) errors.ownTeamId = e.ownTeam;
  if (opponentId === null) errors.opponent = e.opponent;
  if (!values.matchType) errors.matchType = e.matchType;
  if (!values.matchDate) errors.matchDate = e.date;
  if (!values.plannedStartTime) errors.plannedStartTime = e.start;
  if (!values.plannedEndTime) errors.plannedEndTime = e.end;
  for (const half of ['firstHalfPeriod', 'secondHalfPeriod'] as const) {
    const n = values[half];
    if (n === null || Number.isNaN(n)) errors[half] = e.half;
    else if (!validHalf(n)) errors[half] = e.halfRange;
  }

  // The cross-field rules of the server (6003, 6005, 6006), said before it has to.
  if (ownId !== null && opponentId !== null && ownId === opponentId) errors.opponent = e.sameTeam;
  if (values.matchDate && /^\d{4}-\d{2}-\d{2}$/.test(values.matchDate) && values.matchDate < today) errors.matchDate = e.pastDate;
  if (values.plannedStartTime && values.plannedEndTime && values.plannedEndTime <= values.plannedStartTime) errors.plannedEndTime = e.endBeforeStart;

  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, request: parsed.output };
}

/**
 * A refusal of createMatch on the form's fields: the codes of the match rules (6001, 6003, 6005,
 * 6006, 6018, 5002) and a 400's field list. Null when it is about none of the fields (a toast).
 */
export function matchFieldErrorsFrom(error: unknown, values: MatchFormValues): MatchFieldErrors | null {
  if (!(error instanceof HttpError)) return null;
  const c = errorCodes;
  switch (error.code) {
    case c.INVALID_TITLE.code:
      return { title: error.message };
    case c.SAME_TEAM_ERROR.code:
      return { opponent: e.sameTeam };
    case c.INVALID_DATE.code:
      return { matchDate: e.pastDate };
    case c.TIME_ORDER_INVALID.code:
      return { plannedEndTime: e.endBeforeStart };
    case c.INVALID_HALF_PERIOD.code: {
      const errors: MatchFieldErrors = {};
      if (!validHalf(values.firstHalfPeriod)) errors.firstHalfPeriod = e.halfRange;
      if (!validHalf(values.secondHalfPeriod)) errors.secondHalfPeriod = e.halfRange;
      return Object.keys(errors).length > 0 ? errors : { firstHalfPeriod: e.halfRange, secondHalfPeriod: e.halfRange };
    }
    case c.NOTFOUND_TEAM.code:
      return { opponent: e.teamNotFound };
    default:
      break;
  }
  return error instanceof BadRequestError ? refusalFormErrors(error, (field) => requestFieldToForm(field, values.side)) : null;
}
