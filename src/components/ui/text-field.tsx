import { Input, Label, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField';
import * as css from './text-field.css.ts';
import { field, fieldLabel } from '#src/styles/field.css.ts';
import { FieldHelp } from './field-help.tsx';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string;
  description?: string;
  /** A message to show under the field (server field errors); React Aria's own validation shows too. */
  errorMessage?: string;
  placeholder?: string;
  /** Several lines (a note): a text area that grows with the rows given. */
  multiline?: boolean;
  rows?: number;
}

/** A labelled text input with description and error message. */
export function TextField({ label, description, errorMessage, placeholder, multiline = false, rows = 4, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={field} isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}>
      <Label className={fieldLabel}>{label}</Label>
      {multiline ? (
        <TextArea className={`${css.input} ${css.textArea}`} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={css.input} placeholder={placeholder} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
