/**
 * The 자체전 만들기 form (decision 081): the schedule item's day, times and place, and how the session
 * plays: the number of sides, the game length, the format (and, when the winner stays, who leaves
 * after a draw), who rests first, and a vest colour per side.
 */
import { vestColours, type ScrimmageDrawRule, type ScrimmageFormat, type VestColour } from '#contract/enums.ts';
import type { ScrimmageCreateRequest } from '#contract/scrimmages.ts';
import { useState } from 'react';
import { SideBadge } from '#src/components/common/side-badge.tsx';
import { FormButtons } from '#src/components/ui/form-buttons.tsx';
import { DatePicker } from '#src/components/ui/date-picker.tsx';
import { Form, useCheckedSubmit } from '#src/components/ui/form.tsx';
import { NumberField } from '#src/components/ui/number-field.tsx';
import { RadioGroup } from '#src/components/ui/radio-group.tsx';
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { sideLabel, vestLabel } from '#src/lib/vest.ts';
import { placeMax, titleMax } from '../schedule-form-values.ts';
import {
  formatsFor,
  validateScrimmageForm,
  withSideCount,
  type ScrimmageFieldErrors,
  type ScrimmageFormValues,
  type SideCount,
} from '../scrimmage-form-values.ts';
import { TimeRangeFields } from './time-range-fields.tsx';
import * as css from '../schedules.css.ts';

const f = scheduleMessages.form;
const s = scheduleMessages.scrimmageForm;
const vestOptions = vestColours.map((c) => ({ value: c, label: vestLabel(c) }));
const sideCountOptions = ([2, 3] as const).map((n) => ({ id: String(n), label: s.sideCounts[n] }));
const drawOptions = (['LONGER_ON_LEAVES', 'CHALLENGER_LEAVES'] as const).map((r) => ({ value: r, label: s.drawRules[r] }));

export interface ScrimmageFormProps {
  initialValues: ScrimmageFormValues;
  isSubmitting: boolean;
  /** Answers the server's field errors, or null when saved (or when the failure was a toast). */
  onSubmit: (request: ScrimmageCreateRequest) => Promise<ScrimmageFieldErrors | null>;
  onCancel: () => void;
}

export function ScrimmageForm({ initialValues, isSubmitting, onSubmit, onCancel }: ScrimmageFormProps) {
  const [values, setValues] = useState(initialValues);
  const { rootRef, errors, setErrors, submit: submitChecked } = useCheckedSubmit<ScrimmageCreateRequest, ScrimmageFieldErrors>(onSubmit);

  function update(next: ScrimmageFormValues, fields: (keyof ScrimmageFormValues)[]) {
    setValues(next);
    setErrors((current) => {
      const rest = { ...current };
      for (const key of fields) delete rest[key];
      return rest;
    });
  }
  const set = (change: Partial<ScrimmageFormValues>) => update({ ...values, ...change }, Object.keys(change) as (keyof ScrimmageFormValues)[]);
  const setVest = (side: number, colour: VestColour) => set({ vestColours: values.vestColours.map((c, i) => (i === side ? colour : c)) });
  const restOptions = values.vestColours.map((c, side) => ({ value: String(side), label: sideLabel(c) }));

  return (
    <div ref={rootRef}>
      <Form validationBehavior="aria" onSend={() => submitChecked(validateScrimmageForm(values))}>
        <div className={css.formGrid}>
          <div className={css.full}>
            <TextField label={s.name} value={values.title} onChange={(title) => set({ title })} maxLength={titleMax} isRequired errorMessage={errors.title} />
          </div>
          <DatePicker label={f.date} value={values.date} onChange={(date) => set({ date })} isRequired errorMessage={errors.date} labels={f.dateLabels} />
          <div className={css.fieldPair}>
            <TimeRangeFields values={values} onChange={set} errors={errors} />
          </div>
          <div className={css.full}>
            <TextField label={f.place} value={values.place} onChange={(place) => set({ place })} maxLength={placeMax} errorMessage={errors.place} />
          </div>
          <div className={css.choice}>
            <span className={css.choiceLabel}>{s.sideCount}</span>
            <SegmentedControl
              label={s.sideCount}
              options={sideCountOptions}
              value={String(values.sideCount)}
              onChange={(n) => update(withSideCount(values, Number(n) as SideCount), ['sideCount', 'format', 'vestColours', 'restFirst'])}
            />
          </div>
          <NumberField
            label={s.gameMinutes}
            description={s.gameMinutesHint}
            unit={s.minutesUnit}
            whole
            value={values.gameMinutes ?? Number.NaN}
            onChange={(n) => set({ gameMinutes: Number.isNaN(n) ? null : n })}
            isRequired
            errorMessage={errors.gameMinutes}
          />
          <div className={css.full}>
            {values.sideCount === 3 ? (
              <RadioGroup
                label={s.format}
                options={formatsFor[3].map((x) => ({ value: x, label: s.formats[x] }))}
                value={values.format}
                onChange={(format) => set({ format: format as ScrimmageFormat })}
                errorMessage={errors.format}
              />
            ) : (
              <div className={css.choice}>
                <span className={css.choiceLabel}>{s.format}</span>
                <span>{s.formats.FIXED_GAMES}</span>
                <p className={css.muted}>{s.fixedGames}</p>
              </div>
            )}
          </div>
          {values.sideCount === 3 && values.format === 'WINNER_STAYS' ? (
            <div className={css.full}>
              <RadioGroup
                label={s.drawRule}
                options={drawOptions}
                value={values.drawRule}
                onChange={(drawRule) => set({ drawRule: drawRule as ScrimmageDrawRule })}
                errorMessage={errors.drawRule}
              />
            </div>
          ) : null}
          {values.vestColours.map((colour, side) => (
            <Select
              key={side}
              label={s.vest(side + 1)}
              options={vestOptions}
              value={colour}
              onChange={(c) => (c ? setVest(side, c as VestColour) : undefined)}
              isRequired
              errorMessage={side === 0 ? errors.vestColours : undefined}
            />
          ))}
          <ul className={css.vestPreview} aria-label={s.sidesPreview}>
            {values.vestColours.map((colour, side) => (
              <li key={side}>
                <SideBadge colour={colour} />
              </li>
            ))}
          </ul>
          {values.sideCount === 3 ? (
            <div className={css.full}>
              <Select
                label={s.restFirst}
                options={restOptions}
                value={String(values.restFirst)}
                onChange={(side) => set({ restFirst: Number(side ?? 2) })}
                description={s.restHint}
                errorMessage={errors.restFirst}
              />
            </div>
          ) : null}
          <FormButtons cancelLabel={f.close} onCancel={onCancel} submitLabel={s.submit} isDisabled={isSubmitting} className={css.full} />
        </div>
      </Form>
    </div>
  );
}
