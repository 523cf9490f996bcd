import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { button, type ButtonVariants } from './button.css.ts';

export type ButtonProps = Omit<AriaButtonProps, 'className'> & ButtonVariants & { className?: string };

/** The one button of the app: React Aria's Button with the theme's variants. */
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
