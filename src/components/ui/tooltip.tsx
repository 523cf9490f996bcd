import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import { constants } from '#src/lib/constants.ts';
import * as css from './tooltip.css.ts';

export interface TooltipProps {
  /** The text shown. */
  content: ReactNode;
  /** A focusable element (a Button or Link of these wrappers). */
  children: ReactElement;
  /** Milliseconds before it shows: 700 by default, 0 in the sidebar (docs/product.md §9). */
  delay?: number;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  isDisabled?: boolean;
}

/** A tooltip on hover and keyboard focus. */
export function Tooltip({ content, children, delay = constants.tooltip.delayMs, placement = 'top', isDisabled }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={0} isDisabled={isDisabled}>
      {children}
      <AriaTooltip className={css.tooltip} placement={placement} offset={6}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
