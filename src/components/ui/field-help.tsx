/**
 * What stands under every form field of the kit: its description, when it has one, and its error (a
 * server's message, or React Aria's own validation). Inside a React Aria field, which links both to
 * the input for screen readers.
 */
import { FieldError } from 'react-aria-components/FieldError';
import { Text } from 'react-aria-components/Text';
import { fieldDescription, fieldError } from '#src/styles/field.css.ts';

export function FieldHelp({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <>
      {description ? (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </>
  );
}
