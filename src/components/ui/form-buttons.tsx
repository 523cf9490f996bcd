import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import * as css from './form-buttons.css.ts';

/** The way out without sending (취소, 닫기), secondary; a form that stays on its page has none. */
type WayOut = { cancelLabel: string; onCancel: () => void } | { cancelLabel?: never; onCancel?: never };

export type FormButtonsProps = WayOut & {
  submitLabel: ReactNode;
  /** The submit's look (default primary). */
  submitVariant?: ButtonProps['variant'];
  /** The form is on its way: the submit shows it is pending. */
  isPending?: boolean;
  /** A write is under way: neither button takes a press. */
  isDisabled?: boolean;
  /** Buttons before the way out (e.g. a link dialog's 링크 삭제). */
  before?: ReactNode;
  /** Where the row sits in its parent (a grid column, a margin). */
  className?: string;
};

/** The end of a form: the way out (where it has one), then the button that sends it. */
export function FormButtons({ cancelLabel, onCancel, submitLabel, submitVariant = 'primary', isPending, isDisabled, before, className }: FormButtonsProps) {
  return (
    <div className={className ? `${css.formButtons} ${className}` : css.formButtons}>
      {before}
      {onCancel ? (
        <Button variant="secondary" onPress={onCancel} isDisabled={isDisabled}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button type="submit" variant={submitVariant} isPending={isPending} isDisabled={isDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
