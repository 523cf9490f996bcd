/**
 * The team form (docs/domain.md §1.4): used by /teams/create and by the profile's edit dialog.
 * Validates with the contract's TeamWriteRequest; the caller sends the request and answers the
 * server's field errors (400 field list, 409 duplicate name), which show on their fields.
 */
import { organizationTypes } from '#contract/enums.ts';
import type { TeamWriteRequest } from '#contract/teams.ts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { ColorChoice } from '#src/components/ui/color-choice.tsx';
import { Form, useCheckedSubmit } from '#src/components/ui/form.tsx';
import { UploadImageField } from '#src/components/common/upload-image-field.tsx';
import { NumberField } from '#src/components/ui/number-field.tsx';
import { maxMomVoteHours, minMomVoteHours } from '#contract/mom-hours.ts';
import { momMessages } from '#src/lib/messages/mom.ts';
import { RadioGroup } from '#src/components/ui/radio-group.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { useImageUpload } from '#src/lib/image-upload.ts';
import { messages } from '#src/lib/messages.ts';
import { teamColorStyle, uniformPalette } from '#src/styles/team-color.ts';
import { validateTeamForm, type FieldErrors, type TeamFormValues } from '../team-form-values.ts';
import * as css from './team-form.css.ts';
import { Uniform } from './uniform.tsx';

export interface TeamFormProps {
  initialValues: TeamFormValues;
  submitLabel: string;
  /** Sends the request; answers the server's field errors, or null when done (or failed otherwise). */
  onSubmit: (request: TeamWriteRequest) => Promise<FieldErrors | null>;
  isSubmitting: boolean;
  /** Every change (the create page keeps a draft). */
  onValuesChange?: (values: TeamFormValues) => void;
  /** Shows '초기화', which empties the form. */
  onReset?: () => void;
  /** Shows '취소' (the edit dialog). */
  onCancel?: () => void;
  /** One column (inside a dialog). */
  compact?: boolean;
}

const thisYear = new Date().getFullYear();

export function TeamForm({ initialValues, submitLabel, onSubmit, isSubmitting, onValuesChange, onReset, onCancel, compact = false }: TeamFormProps) {
  const m = messages.teamForm;
  const [values, setValues] = useState<TeamFormValues>(initialValues);
  const { rootRef, errors, setErrors, submit: submitChecked } = useCheckedSubmit<TeamWriteRequest, FieldErrors>(onSubmit);
  const logo = useImageUpload((url) => update('logoImgUrl', url));

  // Report edits (not the initial values) to the caller, e.g. for the draft.
  const reported = useRef(values);
  useEffect(() => {
    if (reported.current === values) return;
    reported.current = values;
    onValuesChange?.(values);
  }, [values, onValuesChange]);

  function update<K extends keyof TeamFormValues>(key: K, value: TeamFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
  }

  const submit = () => submitChecked(validateTeamForm(values));

  return (
    <div ref={rootRef} className={compact ? `${css.root} ${css.compact}` : css.root}>
      <Form validationBehavior="aria" onSend={submit}>
        <div className={css.sections}>
          <InfoSection values={values} errors={errors} logo={logo} onChange={update} />

          <UniformSection values={values} errors={errors} onColor={(key, hex) => update(key, hex)} />
        </div>

        <div className={css.actions}>
          {onCancel ? (
            <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
              {m.cancel}
            </Button>
          ) : null}
          {onReset ? (
            <Button
              variant="ghost"
              isDisabled={isSubmitting}
              onPress={() => {
                setErrors({});
                logo.clearError();
                onReset();
              }}
            >
              {m.reset}
            </Button>
          ) : null}
          <Button type="submit" variant="primary" size="lg" isPending={isSubmitting} isDisabled={logo.isUploading}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** 팀 정보: the emblem, the name and the line under it, the kind of team, the region and the year it began. */
function InfoSection({
  values,
  errors,
  logo,
  onChange: update,
}: {
  values: TeamFormValues;
  errors: FieldErrors;
  logo: ReturnType<typeof useImageUpload>;
  onChange: <K extends keyof TeamFormValues>(key: K, value: TeamFormValues[K]) => void;
}) {
  const m = messages.teamForm;
  // A region typed elsewhere (older data, seed teams) stays choosable alongside the list.
  const regions: readonly string[] = messages.regions;
  const regionOptions = regions.map((r) => ({ value: r, label: r }));
  if (values.region && !regions.includes(values.region)) {
    regionOptions.unshift({ value: values.region, label: values.region });
  }

  return (
    <section className={css.section} aria-labelledby="team-form-info">
      <h2 id="team-form-info" className={css.sectionHeading}>
        {m.infoHeading}
      </h2>
      <UploadImageField
        label={m.logo}
        value={values.logoImgUrl}
        upload={logo}
        onRemove={() => update('logoImgUrl', null)}
        errorMessage={errors.logoImgUrl}
        placeholder={
          <span className={css.logoPlaceholder} style={teamColorStyle(values.teamColor)} aria-hidden>
            {Array.from(values.name.trim())[0] ?? ''}
          </span>
        }
      />
      <TextField
        name="name"
        label={m.name}
        placeholder={m.namePlaceholder}
        value={values.name}
        onChange={(v) => update('name', v)}
        errorMessage={errors.name}
        isRequired
        autoComplete="off"
      />
      <TextField
        name="description"
        label={m.description}
        value={values.description}
        onChange={(v) => update('description', v)}
        description={m.descriptionHint(values.description.trim().length)}
        errorMessage={errors.description}
      />
      <RadioGroup
        label={m.organizationType}
        options={organizationTypes.map((t) => ({ value: t, label: messages.organizationTypes[t] }))}
        value={values.organizationType}
        onChange={(v) => update('organizationType', v as TeamFormValues['organizationType'])}
        errorMessage={errors.organizationType}
      />
      <div className={css.pair}>
        <Select
          label={m.region}
          placeholder={m.regionPlaceholder}
          options={regionOptions}
          value={values.region}
          onChange={(v) => update('region', v)}
          errorMessage={errors.region}
        />
        <NumberField
          label={m.foundedYear}
          value={values.foundedYear ?? Number.NaN}
          onChange={(n) => update('foundedYear', Number.isNaN(n) ? null : n)}
          whole
          description={m.foundedYearHint(thisYear)}
          errorMessage={errors.foundedYear}
        />
      </div>
      <NumberField
        label={momMessages.hoursLabel}
        value={values.momVoteHours}
        onChange={(n) => update('momVoteHours', n)}
        whole
        minValue={minMomVoteHours}
        maxValue={maxMomVoteHours}
        unit={momMessages.hoursUnit}
        description={momMessages.hoursHint(minMomVoteHours, maxMomVoteHours)}
        errorMessage={errors.momVoteHours}
      />
    </section>
  );
}

type ColorKey = 'teamColor' | 'bottomColor' | 'stockingColor';

/** 유니폼: the kit as it will look, and a colour for the top, the bottom and the socks. */
function UniformSection({ values, errors, onColor }: { values: TeamFormValues; errors: FieldErrors; onColor: (key: ColorKey, hex: string) => void }) {
  const m = messages.teamForm;
  return (
    <section className={css.section} aria-labelledby="team-form-uniform">
      <h2 id="team-form-uniform" className={css.sectionHeading}>
        {m.uniformHeading}
      </h2>
      <div className={css.uniformLayout}>
        <div className={css.preview}>
          <Uniform colors={values} size="lg" />
        </div>
        <div className={css.colors}>
          {(
            [
              ['teamColor', m.top],
              ['bottomColor', m.bottom],
              ['stockingColor', m.socks],
            ] as const
          ).map(([key, part]) => (
            <ColorChoice
              key={key}
              label={part}
              swatchesLabel={m.colorOf(part)}
              customLabel={m.customColor(part)}
              customDescription={m.customColorHint}
              value={values[key]}
              onChange={(hex) => onColor(key, hex)}
              palette={uniformPalette}
              errorMessage={errors[key]}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
