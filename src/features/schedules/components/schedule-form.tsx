/**
 * The schedule item form (create and edit): title, kind, day, start and end in Seoul, place, note
 * and, for a match day, the team's scheduled match it stands for. Checked as the server checks
 * (the contract plus "ends after it starts"); the server's field errors come back onto the fields.
 */
import { plainScheduleKinds, type ScheduleKind } from '#contract/enums.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormButtons } from '#src/components/ui/form-buttons.tsx';
import { DatePicker } from '#src/components/ui/date-picker.tsx';
import { Form, useCheckedSubmit } from '#src/components/ui/form.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { useServices } from '#src/lib/services.tsx';
import type { ScheduleWriteRequest } from '#contract/schedules.ts';
import { scheduledMatchesQuery } from '#src/lib/queries/team-matches.ts';
import { noteMax, placeMax, titleMax, validateScheduleForm, type ScheduleFieldErrors, type ScheduleFormValues } from '../schedule-form-values.ts';
import { TimeRangeFields } from './time-range-fields.tsx';
import * as css from '../schedules.css.ts';

const f = scheduleMessages.form;
const kindOptions = plainScheduleKinds.map((k) => ({ value: k, label: scheduleMessages.kinds[k] }));
const noMatch = 'none';

export interface ScheduleFormProps {
  teamId: number;
  initialValues: ScheduleFormValues;
  submitLabel: string;
  isSubmitting: boolean;
  /** Answers the server's field errors, or null when saved (or when the failure was a toast). */
  onSubmit: (request: ScheduleWriteRequest) => Promise<ScheduleFieldErrors | null>;
  onCancel: () => void;
}

export function ScheduleForm({ teamId, initialValues, submitLabel, isSubmitting, onSubmit, onCancel }: ScheduleFormProps) {
  const { http } = useServices();
  const [values, setValues] = useState(initialValues);
  const { rootRef, errors, setErrors, submit: submitChecked } = useCheckedSubmit<ScheduleWriteRequest, ScheduleFieldErrors>(onSubmit);
  const matches = useQuery({ ...scheduledMatchesQuery(http, teamId), enabled: values.kind === 'MATCH' });

  function update(change: Partial<ScheduleFormValues>) {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(change) as (keyof ScheduleFormValues)[]) delete rest[key];
      return rest;
    });
  }

  /** Choosing a match fills what the match already says (the day, kick-off, ground) and an empty title. */
  function chooseMatch(value: string | null) {
    const match = value && value !== noMatch ? matches.data?.content.find((x) => String(x.id) === value) : undefined;
    if (!match) return update({ matchId: null });
    update({
      matchId: match.id,
      date: match.matchDate,
      startTime: match.plannedStartTime.slice(0, 5),
      title: values.title.trim() ? values.title : match.title,
      place: values.place.trim() ? values.place : match.stadium,
    });
  }

  const submit = () => submitChecked(validateScheduleForm(values));

  const matchOptions = [
    { value: noMatch, label: f.matchNone },
    ...(matches.data?.content ?? []).map((x) => ({ value: String(x.id), label: f.matchOption(x.matchDate, x.plannedStartTime.slice(0, 5), x.title) })),
  ];
  // A linked match that is no longer scheduled (it kicked off) stays visible while editing.
  if (values.matchId !== null && !matchOptions.some((o) => o.value === String(values.matchId))) {
    matchOptions.push({ value: String(values.matchId), label: f.linkedMatch(values.matchId) });
  }

  return (
    <div ref={rootRef}>
      <Form validationBehavior="aria" onSend={submit}>
        <div className={css.formGrid}>
          <div className={css.full}>
            <TextField
              label={f.title}
              value={values.title}
              onChange={(title) => update({ title })}
              placeholder={f.titlePlaceholder}
              maxLength={titleMax}
              isRequired
              errorMessage={errors.title}
            />
          </div>
          <Select
            label={f.kind}
            options={kindOptions}
            value={values.kind}
            onChange={(kind) => update({ kind: kind as ScheduleKind | null, ...(kind === 'MATCH' ? {} : { matchId: null }) })}
            placeholder={f.kind}
            isRequired
            errorMessage={errors.kind}
          />
          <DatePicker label={f.date} value={values.date} onChange={(date) => update({ date })} isRequired errorMessage={errors.date} labels={f.dateLabels} />
          <TimeRangeFields values={values} onChange={update} errors={errors} placeholder={f.timePlaceholder} />
          {values.kind === 'MATCH' ? (
            <div className={css.full}>
              <Select
                label={f.match}
                options={matchOptions}
                value={values.matchId === null ? noMatch : String(values.matchId)}
                onChange={chooseMatch}
                description={f.matchHint}
                errorMessage={errors.matchId}
              />
            </div>
          ) : null}
          <div className={css.full}>
            <TextField label={f.place} value={values.place} onChange={(place) => update({ place })} maxLength={placeMax} errorMessage={errors.place} />
          </div>
          <div className={css.full}>
            <TextField
              label={f.note}
              value={values.note}
              onChange={(note) => update({ note })}
              maxLength={noteMax}
              multiline
              rows={3}
              errorMessage={errors.note}
            />
          </div>
          <FormButtons cancelLabel={f.close} onCancel={onCancel} submitLabel={submitLabel} isDisabled={isSubmitting} className={css.full} />
        </div>
      </Form>
    </div>
  );
}
