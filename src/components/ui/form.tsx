import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components/Form';
import * as css from './form.css.ts';

export type FormProps = Omit<AriaFormProps, 'className'>;

/** A form; server field errors go in `validationErrors` ({ field: message }). */
export function Form(props: FormProps) {
  return <AriaForm {...props} className={css.form} />;
}

/** Moves focus to the first field marked invalid, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(root: HTMLElement | null) {
  const invalid = root?.querySelector<HTMLElement>('[data-invalid]');
  if (!invalid) return;
  const target = invalid.matches('input, textarea, button') ? invalid : invalid.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, button, [role="spinbutton"]');
  target?.focus();
}
