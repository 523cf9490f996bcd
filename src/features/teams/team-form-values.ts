/**
 * The team form's values (what the person edits) and their mapping to the contract's
 * TeamWriteRequest, which is the one set of rules: the form validates with it, so the browser
 * refuses exactly what the server would.
 */
import { OrganizationType } from '#contract/enums.ts';
import { HexColor, ImageUrl } from '#contract/fields.ts';
import { defaultMomVoteHours } from '#contract/mom-hours.ts';
import { TeamWriteRequest, type Team } from '#contract/teams.ts';
import * as v from 'valibot';
import { checkRequest, isRefusal, refusalFormErrors } from '#src/lib/form-errors.ts';
import { BadRequestError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';

/** Field name → Korean message. */
export type FieldErrors = Partial<Record<keyof TeamFormValues, string>>;

export const TeamFormValues = v.object({
  name: v.pipe(v.string(), v.maxLength(200)),
  description: v.pipe(v.string(), v.maxLength(200)),
  organizationType: v.nullable(OrganizationType),
  region: v.nullable(v.pipe(v.string(), v.maxLength(50))),
  foundedYear: v.nullable(v.pipe(v.number(), v.integer())),
  teamColor: HexColor,
  bottomColor: HexColor,
  stockingColor: HexColor,
  logoImgUrl: v.nullable(ImageUrl),
  /** MOM vote hours (decision 093); NaN while the field is empty (the contract then says why). */
  momVoteHours: v.number(),
});
export type TeamFormValues = v.InferOutput<typeof TeamFormValues>;

export const emptyTeamForm: TeamFormValues = {
  name: '',
  description: '',
  organizationType: null,
  region: null,
  foundedYear: null,
  teamColor: '#0043FF',
  bottomColor: '#FFFFFF',
  stockingColor: '#0043FF',
  logoImgUrl: null,
  momVoteHours: defaultMomVoteHours,
};

/** A team as the edit form starts. */
export function formValuesFromTeam(team: Team): TeamFormValues {
  return {
    name: team.name,
    description: team.description ?? '',
    organizationType: team.organizationType,
    region: team.region,
    foundedYear: team.foundedYear,
    teamColor: team.teamColor,
    bottomColor: team.bottomColor,
    stockingColor: team.stockingColor,
    logoImgUrl: team.logoImgUrl,
    momVoteHours: team.momVoteHours,
  };
}

/** What is sent: empty text becomes null. */
export function toTeamWriteInput(values: TeamFormValues): v.InferInput<typeof TeamWriteRequest> {
  return {
    name: values.name,
    description: values.description.trim() === '' ? null : values.description,
    organizationType: values.organizationType,
    region: values.region,
    foundedYear: values.foundedYear,
    teamColor: values.teamColor,
    bottomColor: values.bottomColor,
    stockingColor: values.stockingColor,
    logoImgUrl: values.logoImgUrl,
    momVoteHours: values.momVoteHours,
  };
}

/** The request, or the first Korean message per field. */
export function validateTeamForm(values: TeamFormValues): { ok: true; request: TeamWriteRequest } | { ok: false; errors: FieldErrors } {
  return checkRequest(TeamWriteRequest, toTeamWriteInput(values), teamFieldOf);
}

const fieldNames = new Set<string>(Object.keys(TeamFormValues.entries));

/** The form field a request field is shown on: the team form is the request, field by field. */
const teamFieldOf = (field: string) => (fieldNames.has(field) ? (field as keyof TeamFormValues) : null);

/**
 * The field errors a failed write carries: a 400's field list, or the 409 duplicate name on the
 * name field. Null when the failure is not about a field (the caller shows a toast).
 */
export function teamFieldErrorsFrom(error: unknown): FieldErrors | null {
  if (error instanceof BadRequestError) return refusalFormErrors(error, teamFieldOf);
  if (isRefusal(error, ['DUPLICATE_TEAMNAME'])) {
    return { name: error.message || messages.teamCreate.duplicateName };
  }
  return null;
}
