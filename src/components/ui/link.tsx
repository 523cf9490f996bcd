import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { button, type ButtonVariants } from './button.css.ts';
import { inlineLink } from './link.css.ts';

export type LinkProps = Omit<AriaLinkProps, 'className'> & { className?: string };

/**
 * A link. Navigation goes through the router (the RouterProvider in app/providers.tsx), so an
 * internal `href` never reloads the page.
 */
export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...props} className={className ? `${inlineLink} ${className}` : inlineLink} />;
}

export type ButtonLinkProps = Omit<AriaLinkProps, 'className'> & ButtonVariants & { className?: string };

/** A link that looks like a button (a navigation, not an action). */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  const cls = button({ variant, size, fullWidth });
  return <AriaLink {...props} className={className ? `${cls} ${className}` : cls} />;
}

/** React Aria's Link with no look of its own, for a whole surface (a sidebar item): its class says how it looks. */
export function PlainLink({ className, ...props }: Omit<AriaLinkProps, 'className'> & { className: string }) {
  return <AriaLink {...props} className={className} />;
}
