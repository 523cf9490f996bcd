import { parseDate, type CalendarDate } from '@internationalized/date';
import { CalendarDays } from 'lucide-react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Group,
  Label,
  Popover,
} from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { iconSmall } from './icon.css.ts';
import * as css from './date-picker.css.ts';
import * as selectCss from './select.css.ts';
import { fieldLabel } from '#src/styles/field.css.ts';
import { FieldHelp } from './field-help.tsx';
import { MonthNav } from './month-nav.tsx';

export interface DatePickerProps {
  label: string;
  /** `YYYY-MM-DD`, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Days before it are shown unavailable in the calendar (validation stays the form's). */
  minValue?: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  /** Accessible names of the calendar button and month arrows. */
  labels: { open: string; previous: string; next: string };
}

function toDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/**
 * A date typed segment by segment (year, month, day are spin buttons: type digits or use the
 * arrow keys) or picked from a calendar. Korean order and labels come from the page's locale.
 */
export function DatePicker({ label, value, onChange, minValue, description, errorMessage, isRequired, labels }: DatePickerProps) {
  // Korean order and segment labels (년 월 일) whatever the device's language: the app speaks Korean.
  return (
    <I18nProvider locale="ko-KR">
      <AriaDatePicker
        className={selectCss.field}
        value={toDate(value)}
        onChange={(d) => onChange(d ? d.toString() : null)}
        isRequired={isRequired}
        isInvalid={errorMessage ? true : undefined}
        validationBehavior="aria"
        granularity="day"
      >
        <Label className={fieldLabel}>{label}</Label>
        <Group className={css.group}>
          <DateInput className={css.input}>{(segment) => <DateSegment segment={segment} className={css.segment} />}</DateInput>
          <Button className={css.button} aria-label={labels.open}>
            <CalendarDays aria-hidden className={iconSmall} />
          </Button>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Popover className={css.popover} placement="bottom start">
          <Dialog className={css.dialog}>
            <Calendar minValue={toDate(minValue) ?? undefined}>
              <header className={css.header}>
                <MonthNav labels={labels} buttonClassName={css.button} headingClassName={css.heading} />
              </header>
              <CalendarGrid className={css.grid}>{(date) => <CalendarCell date={date} className={css.cell} />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
