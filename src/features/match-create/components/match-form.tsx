/**
 * The match form (docs/domain.md §5.10): our team and side, the opponent, the details, the halves
 * and the referees. Checks run on submit (the contract's schema plus the server's cross-field
 * rules); errors stay on their fields and the first invalid field takes the focus.
 */
import { matchTypes, type MatchType } from '#contract/enums.ts';
import type { MatchCreateRequest } from '#contract/matches.ts';
import type { MyTeam } from '#contract/users.ts';
import { Button } from '#src/components/ui/button.tsx';
import { DatePicker } from '#src/components/ui/date-picker.tsx';
import { Form, useCheckedSubmit } from '#src/components/ui/form.tsx';
import { NumberField } from '#src/components/ui/number-field.tsx';
import { RadioGroup } from '#src/components/ui/radio-group.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { TextField } from '#src/components/ui/text-field.tsx';
import { seoulDate } from '#contract/seoul-time.ts';
import { messages } from '#src/lib/messages.ts';
import { matchCreateMessages } from '#src/lib/messages/match-create.ts';
import { useState, type FormEvent } from 'react';
import { halfHourOptions, validateMatchForm, type MatchFieldErrors, type MatchFormValues } from '../match-form-values.ts';
import * as css from '../match-create.css.ts';
import { OpponentField } from './opponent-field.tsx';
import { Section } from '#src/components/common/section.tsx';

const m = matchCreateMessages;
const labels = messages.matchLabels;

const typeOptions = matchTypes.map((t) => ({ value: t, label: labels.types[t] }));
const sideOptions = [
  { value: 'home', label: labels.homeSide },
  { value: 'away', label: labels.awaySide },
];
const timeOptions = halfHourOptions.map((t) => ({ value: t, label: t }));

export interface MatchFormProps {
  initialValues: MatchFormValues;
  /** The teams the person administers (temporary ones left out). */
  adminTeams: MyTeam[];
  /** Sends the request; answers field errors from the server, or null. */
  onSubmit: (request: MatchCreateRequest, values: MatchFormValues) => Promise<MatchFieldErrors | null>;
  isSubmitting: boolean;
  onValuesChange: (values: MatchFormValues) => void;
  onReset: () => void;
}

export function MatchForm({ initialValues, adminTeams, onSubmit, isSubmitting, onValuesChange, onReset }: MatchFormProps) {
  const [values, setValues] = useState<MatchFormValues>(initialValues);
  const { rootRef, errors, setErrors, submit: submitChecked } = useCheckedSubmit<MatchCreateRequest, MatchFieldErrors>((request) => onSubmit(request, values));

  const update = <K extends keyof MatchFormValues>(key: K, value: MatchFormValues[K]) => {
    setValues((prev) => {
      const next = { ...prev, [key]: value };
      onValuesChange(next);
      return next;
    });
    if (key !== 'side' && errors[key as keyof MatchFieldErrors]) setErrors(({ [key as keyof MatchFieldErrors]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await submitChecked(validateMatchForm(values, seoulDate(Date.now())));
  };

  const teamOptions = adminTeams.map((t) => ({ value: String(t.id), label: t.name }));
  const hasErrors = Object.keys(errors).length > 0;
  const today = seoulDate(Date.now());

  return (
    <div ref={rootRef} className={css.root}>
      <Form onSubmit={submit} validationBehavior="aria">
        {hasErrors ? (
          <p role="alert" className={css.formError}>
            {m.fixErrors}
          </p>
        ) : null}
        <div className={css.sections}>
          <div className={css.leftColumn}>
            <Section title={m.teamsHeading} className={css.first}>
              <div className={css.pair}>
                <Select
                  label={m.ownTeam}
                  options={teamOptions}
                  value={values.ownTeamId === null ? null : String(values.ownTeamId)}
                  onChange={(id) => update('ownTeamId', id === null ? null : Number(id))}
                  placeholder={m.teamPlaceholder}
                  errorMessage={errors.ownTeamId}
                  isRequired
                />
                <RadioGroup label={m.side} options={sideOptions} value={values.side} onChange={(s) => update('side', s as MatchFormValues['side'])} />
              </div>
              <OpponentField
                value={values.opponent}
                onChange={(team) => update('opponent', team)}
                ownTeamId={values.ownTeamId}
                errorMessage={errors.opponent}
              />
            </Section>

            <RefereesSection values={values} errors={errors} onChange={update} />
          </div>

          <Section title={m.infoHeading} className={css.second}>
            <TextField
              label={m.title}
              name="title"
              value={values.title}
              onChange={(t) => update('title', t)}
              placeholder={m.titlePlaceholder}
              maxLength={100}
              errorMessage={errors.title}
              isRequired
            />
            <RadioGroup
              label={m.matchType}
              options={typeOptions}
              value={values.matchType}
              onChange={(t) => update('matchType', t as MatchType)}
              errorMessage={errors.matchType}
              isRequired
            />
            <DatePicker
              label={m.date}
              value={values.matchDate}
              onChange={(d) => update('matchDate', d)}
              minValue={today}
              errorMessage={errors.matchDate}
              isRequired
              labels={{ open: m.calendar, previous: m.previousMonth, next: m.nextMonth }}
            />
            <div className={css.pair}>
              <Select
                label={m.start}
                options={timeOptions}
                value={values.plannedStartTime}
                onChange={(t) => update('plannedStartTime', t)}
                placeholder={m.timePlaceholder}
                errorMessage={errors.plannedStartTime}
                isRequired
              />
              <Select
                label={m.end}
                options={timeOptions}
                value={values.plannedEndTime}
                onChange={(t) => update('plannedEndTime', t)}
                placeholder={m.timePlaceholder}
                errorMessage={errors.plannedEndTime}
                isRequired
              />
            </div>
            <TextField
              label={m.stadium}
              name="stadium"
              value={values.stadium}
              onChange={(t) => update('stadium', t)}
              placeholder={m.stadiumPlaceholder}
              maxLength={100}
              errorMessage={errors.stadium}
              isRequired
            />
            <div className={css.pair}>
              <NumberField
                label={m.firstHalf}
                value={values.firstHalfPeriod ?? Number.NaN}
                onChange={(n) => update('firstHalfPeriod', n)}
                description={m.halfHint}
                errorMessage={errors.firstHalfPeriod}
                whole
                isRequired
              />
              <NumberField
                label={m.secondHalf}
                value={values.secondHalfPeriod ?? Number.NaN}
                onChange={(n) => update('secondHalfPeriod', n)}
                description={m.halfHint}
                errorMessage={errors.secondHalfPeriod}
                whole
                isRequired
              />
            </div>
          </Section>
        </div>
        <div className={css.actions}>
          <Button variant="secondary" onPress={onReset} isDisabled={isSubmitting}>
            {m.reset}
          </Button>
          <Button variant="primary" type="submit" isDisabled={isSubmitting}>
            {m.submit}
          </Button>
        </div>
      </Form>
    </div>
  );
}

const refereeFields = [
  ['mainRefereeName', m.mainReferee],
  ['assistantReferee1', m.assistant1],
  ['assistantReferee2', m.assistant2],
  ['fourthReferee', m.fourthReferee],
] as const;

/** 심판: the four referees, each optional. */
function RefereesSection({
  values,
  errors,
  onChange: update,
}: {
  values: MatchFormValues;
  errors: MatchFieldErrors;
  onChange: <K extends keyof MatchFormValues>(key: K, value: MatchFormValues[K]) => void;
}) {
  return (
    <Section title={m.refereesHeading} className={css.third}>
      <div className={css.pair}>
        {refereeFields.map(([field, label]) => (
          <TextField key={field} label={label} value={values[field]} onChange={(t) => update(field, t)} maxLength={30} errorMessage={errors[field]} />
        ))}
      </div>
    </Section>
  );
}
