import { ChevronDown } from 'lucide-react';
import { CheckboxGroup, Label } from 'react-aria-components/CheckboxGroup';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { Button } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { iconSmall } from './icon.css.ts';
import * as css from './multi-select.css.ts';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  /** The button's accessible name and the checkbox group's label. */
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Visible after the label when something is chosen, e.g. (2) => '2개 선택'. */
  countText: (n: number) => string;
  /** Shown instead of the checkboxes when there is nothing to choose. */
  emptyText?: string;
}

/**
 * A filter with several choices: a button that opens a popover with a group of checkboxes (Tab
 * and Space, Escape closes and returns focus). The button shows how many are chosen.
 */
export function MultiSelect({ label, options, value, onChange, countText, emptyText }: MultiSelectProps) {
  const count = value.length;
  return (
    <DialogTrigger>
      <Button variant="secondary" className={css.trigger} aria-label={label} data-active={count > 0 ? 'true' : undefined}>
        <span>{label}</span>
        {count > 0 ? <span className={css.count}>{countText(count)}</span> : null}
        <ChevronDown aria-hidden className={iconSmall} />
      </Button>
      <Popover className={css.popover} placement="bottom start">
        <Dialog className={css.dialog} aria-label={label}>
          {options.length === 0 && emptyText ? (
            <p className={css.empty}>{emptyText}</p>
          ) : (
            <CheckboxGroup value={[...value]} onChange={onChange} className={css.group}>
              <Label className={css.label}>{label}</Label>
              {options.map((o) => (
                <Checkbox key={o.value} value={o.value}>
                  {o.label}
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
