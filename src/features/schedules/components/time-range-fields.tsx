/** The start and end of a schedule item or a 자체전, each picked from the day's half-hours. */
import { Select } from '#src/components/ui/select.tsx';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { halfHours } from '../schedule-form-values.ts';

const f = scheduleMessages.form;

/** The half-hour steps, plus a time an existing item already has (so editing never loses it). */
function timeOptions(current: string | null) {
  const list = current && !halfHours.includes(current) ? [...halfHours, current].sort() : halfHours;
  return list.map((t) => ({ value: t, label: t }));
}

type Times = { startTime: string | null; endTime: string | null };

export interface TimeRangeFieldsProps {
  values: Times;
  onChange: (change: Partial<Times>) => void;
  errors: { startTime?: string; endTime?: string };
  placeholder?: string;
}

const ends = [
  ['startTime', f.start],
  ['endTime', f.end],
] as const;

export function TimeRangeFields({ values, onChange, errors, placeholder }: TimeRangeFieldsProps) {
  return ends.map(([field, label]) => (
    <Select
      key={field}
      label={label}
      options={timeOptions(values[field])}
      value={values[field]}
      onChange={(time) => onChange({ [field]: time })}
      placeholder={placeholder}
      isRequired
      errorMessage={errors[field]}
    />
  ));
}
