/** Small rules that are neither a layout nor a surface: hidden but read, a list without its bullets, one line with an ellipsis. */
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

/** A list without its bullets and indent: a list of cards, chips or rows that is still a list to screen readers. */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** One line: what does not fit ends in an ellipsis (a name in a card, a title in a list). */
export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
