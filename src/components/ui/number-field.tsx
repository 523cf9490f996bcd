import { Group, Input, Label, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components/NumberField';
import * as css from './number-field.css.ts';
import { fieldLabel } from '#src/styles/field.css.ts';
import { FieldHelp } from './field-help.tsx';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'children'> {
  label: string;
  description?: string;
  /** Shown under the field; React Aria's own validation (and the Form's validationErrors by name) shows too. */
  errorMessage?: string;
  placeholder?: string;
  /** A unit after the input, e.g. 'cm' (read after the value). */
  unit?: string;
  /** Whole numbers only (a count, a day, a year, a back number): no decimal place. */
  whole?: boolean;
}

const wholeFormat = { useGrouping: false, maximumFractionDigits: 0 } as const;
const oneDecimal = { useGrouping: false, maximumFractionDigits: 1 } as const;

/**
 * A labelled number input. Empty is NaN (a nullable field's "none"); no grouping separators, so a
 * year reads 1996, not 1,996. Arrow keys step; no stepper buttons (they crowd phones).
 */
export function NumberField({ label, description, errorMessage, placeholder, unit, whole = false, formatOptions, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      formatOptions={formatOptions ?? (whole ? wholeFormat : oneDecimal)}
      className={css.field}
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
    >
      <Label className={fieldLabel}>{label}</Label>
      <Group className={css.group}>
        <Input className={css.input} placeholder={placeholder} />
        {unit ? (
          <span className={css.unit} aria-hidden>
            {unit}
          </span>
        ) : null}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
