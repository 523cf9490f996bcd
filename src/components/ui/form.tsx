import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components/Form';
import * as css from './form.css.ts';

export type FormProps = Omit<AriaFormProps, 'className'> & {
  /** What sending the form does, the browser's own submit (a page load) prevented; a promise it returns is not awaited. */
  onSend?: () => unknown;
};

/** A form; server field errors go in `validationErrors` ({ field: message }). */
export function Form({ onSend, ...props }: FormProps) {
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSend?.();
  };
  return <AriaForm {...props} onSubmit={onSend ? send : props.onSubmit} className={css.form} />;
}

/** Moves focus to the first field marked invalid, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(root: HTMLElement | null) {
  const invalid = root?.querySelector<HTMLElement>('[data-invalid]');
  if (!invalid) return;
  const target = invalid.matches('input, textarea, button')
    ? invalid
    : invalid.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, button, [role="spinbutton"]');
  target?.focus();
}

/** A form's values checked against the contract: the request to send, or the errors per field. */
export type Checked<Request, Errors> = { ok: true; request: Request } | { ok: false; errors: Errors };

/**
 * The errors and the submit of a contract-checked form (the one way every form does it): `submit` takes
 * the checked values, shows their errors or sends the request and shows the server's field errors; each
 * failure moves the focus to the first invalid field inside `rootRef`.
 */
export function useCheckedSubmit<Request, Errors extends object>(send: (request: Request) => Promise<Errors | null | undefined>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<Partial<Errors>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(rootRef.current);
  }, [focusRequest]);

  const submit = async (checked: Checked<Request, Errors>) => {
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    const serverErrors = await send(checked.request);
    if (serverErrors && Object.keys(serverErrors).length > 0) {
      setErrors(serverErrors);
      setFocusRequest((n) => n + 1);
    }
  };
  return { rootRef, errors, setErrors, submit };
}
