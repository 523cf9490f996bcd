import { ChevronDown } from 'lucide-react';
import type { Key } from 'react-aria-components/Select';
import { Button, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue } from 'react-aria-components/Select';
import * as css from './select.css.ts';
import { iconSmall } from './icon.css.ts';
import { fieldLabel } from '#src/styles/field.css.ts';
import { FieldHelp } from './field-help.tsx';

/** An option of a select (docs/product.md §3: value, label). */
export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  description?: string;
  /** A message under the field (validation or server field errors); marks it invalid. */
  errorMessage?: string;
  className?: string;
}

/** A single-choice dropdown with a visible label; options 38 px high, the list at most 208 px. */
export function Select({ label, options, value, onChange, placeholder, isDisabled, isRequired, description, errorMessage, className }: SelectProps) {
  return (
    <AriaSelect
      className={className ? `${css.field} ${className}` : css.field}
      value={value}
      onChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={errorMessage ? true : undefined}
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.value)}
    >
      <Label className={fieldLabel}>{label}</Label>
      <Button className={css.trigger}>
        <SelectValue className={css.value} />
        <ChevronDown aria-hidden className={iconSmall} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={css.popover} placement="bottom start">
        <ListBox className={css.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.value} className={css.item} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
