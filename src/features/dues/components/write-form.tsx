/** The refusal of a dues form, said where a screen reader hears it (the words are write-checks.ts's). */
import * as css from '../dues.css.ts';

export function FormError({ message }: { message: string | null }) {
  return (
    <p role="alert" className={message ? css.error : undefined} hidden={!message}>
      {message}
    </p>
  );
}
