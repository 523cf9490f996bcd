import { Label, Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components/RadioGroup';
import * as css from './radio-group.css.ts';
import { fieldLabel } from '#src/styles/field.css.ts';
import { FieldHelp } from './field-help.tsx';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** A single choice shown as a row of chips: every option visible at once, arrow keys move between them. */
export function RadioGroup({ label, options, value, onChange, description, errorMessage, isRequired, isDisabled }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      className={css.group}
      value={value}
      onChange={onChange}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      orientation="horizontal"
    >
      <Label className={fieldLabel}>{label}</Label>
      <div className={css.options}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={css.chip}>
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
