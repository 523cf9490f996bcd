import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import type { ComponentPropsWithoutRef, MouseEvent as ReactMouseEvent } from 'react';
import { button, type ButtonVariants } from './button.css.ts';

export type ButtonProps = Omit<AriaButtonProps, 'className'> & ButtonVariants & { className?: string };

/** The app's button: React Aria's Button with the theme's variants (TapButton below for the record screen's counters). */
export function Button({ variant, size, fullWidth, className, ...props }: ButtonProps) {
  const cls = button({ variant, size, fullWidth });
  return <AriaButton {...props} className={className ? `${cls} ${className}` : cls} />;
}

/**
 * React Aria's Button with no look of its own, for a control that is a whole surface (a team card,
 * a sidebar item): its class says how it looks; the press, focus and keyboard behaviour are React Aria's.
 */
export function PlainButton({ className, ...props }: Omit<AriaButtonProps, 'className'> & { className: string }) {
  return <AriaButton {...props} className={className} />;
}

export type TapButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'className' | 'disabled' | 'onClick' | 'onMouseDown' | 'type'> &
  ButtonVariants & { className?: string; isDisabled?: boolean; onPress: () => void };

/**
 * A button a finger taps many times in a row where every frame counts: the record screen's counters
 * and 팀 기록 (decision 105). A native button, looking as the Button: React Aria's press state, hover
 * state and focus ring are React state, drawn in a render of their own on pointerdown and again on the
 * focus changes before the click, which held a tap's click back by 20–30 ms on a phone. Here the
 * browser gives those looks (`:active`, `:hover`, `:focus-visible`; button.css.ts) and React renders
 * only the press itself. A press with a pointer leaves the focus where it was (as React Aria's
 * `preventFocusOnPress`): no focus events in the tap; Tab, Enter and Space reach it as any button.
 */
export function TapButton({ variant, size, fullWidth, className, isDisabled, onPress, ...props }: TapButtonProps) {
  const cls = button({ variant, size, fullWidth });
  return (
    <button
      {...props}
      type="button"
      className={className ? `${cls} ${className}` : cls}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      data-tap=""
      onMouseDown={keepFocus}
      onClick={onPress}
    />
  );
}

/** A mouse button or finger press does not move the focus (the browser's default on mousedown). */
const keepFocus = (event: ReactMouseEvent) => event.preventDefault();
