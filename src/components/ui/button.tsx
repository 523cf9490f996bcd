import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { button, type ButtonVariants } from './button.css.ts';

export type ButtonProps = Omit<AriaButtonProps, 'className'> & ButtonVariants & { className?: string };

/** The one button of the app: React Aria's Button with the theme's variants. */
export function Button({ variant, size, fullWidth, className, ...props }: ButtonProps) {
  const cls = button({ variant, size, fullWidth });
  return <AriaButton {...props} className={className ? `${cls} ${className}` : cls} />;
}
