import type { ReactNode } from 'react';
import { CheckboxGroup as AriaCheckboxGroup, Label } from 'react-aria-components/CheckboxGroup';
import { fieldLabel } from '#src/styles/field.css.ts';
import { FieldHelp } from './field-help.tsx';

export interface CheckboxGroupProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  description?: string;
  errorMessage?: string;
  /** Between the label and the boxes (e.g. 모두 선택). */
  actions?: ReactNode;
  /** The boxes' frame (a grid of months, a list of people). */
  className?: string;
  'aria-describedby'?: string;
  /** The kit's Checkbox with a `value` each. */
  children: ReactNode;
}

/**
 * Several choices of one question (the months a payment pays, the people a cost is split among): a
 * labelled group of checkboxes, Tab moves between them and Space ticks one; its description and
 * error under it.
 */
export function CheckboxGroup({ label, value, onChange, description, errorMessage, actions, className, children, ...aria }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      value={value}
      onChange={onChange}
      isInvalid={errorMessage ? true : undefined}
      validationBehavior="aria"
      aria-describedby={aria['aria-describedby']}
    >
      <Label className={fieldLabel}>{label}</Label>
      {actions}
      <div className={className}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
