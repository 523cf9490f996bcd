import { Check } from 'lucide-react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components/Checkbox';
import * as css from './checkbox.css.ts';

export type CheckboxProps = Omit<AriaCheckboxProps, 'className' | 'children'> & { children: string };

/** A labelled checkbox. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={css.checkbox}>
      {({ isSelected }) => (
        <>
          <span className={css.box} aria-hidden>
            {isSelected ? <Check className={css.mark} /> : null}
          </span>
          <span>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
