/** The refusal of a dues form, said where a screen reader hears it (the words are write-checks.ts's), and the end of a dues dialog's form. */
import type { ButtonProps } from '#src/components/ui/button.tsx';
import { FormButtons } from '#src/components/ui/form-buttons.tsx';
import { duesMessages as d } from '#src/lib/messages/dues.ts';
import * as css from '../dues.css.ts';

export function FormError({ message }: { message: string | null }) {
  return (
    <p role="alert" className={message ? css.error : undefined} hidden={!message}>
      {message}
    </p>
  );
}

/** The end of a dues dialog's form: the write's refusal, then 취소 and the button that sends it (pending while it is on its way). */
export function WriteFormEnd({
  write,
  submitLabel,
  variant,
  onCancel,
}: {
  write: { failureMessage: string | null; isSending: boolean };
  submitLabel: string;
  variant?: ButtonProps['variant'];
  onCancel: () => void;
}) {
  return (
    <>
      <FormError message={write.failureMessage} />
      <FormButtons
        cancelLabel={d.common.cancel}
        onCancel={onCancel}
        submitLabel={submitLabel}
        submitVariant={variant ?? 'secondary'}
        isPending={write.isSending}
      />
    </>
  );
}
