import { style } from '@vanilla-extract/css';

/** The rules of `visuallyHidden`, for places that must apply them by selector (a class cannot be). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, still read by screen readers (and still the element's accessible name). */
export const visuallyHidden = style(visuallyHiddenRules);
