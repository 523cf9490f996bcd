import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components/Form';
import * as css from './form.css.ts';

export type FormProps = Omit<AriaFormProps, 'className'>;

/** A form; server field errors go in `validationErrors` ({ field: message }). */
export function Form(props: FormProps) {
  return <AriaForm {...props} className={css.form} />;
}
