import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

const base = style({ flexShrink: 0, overflow: 'visible' });
export const uniform = styleVariants({
  sm: [base, { width: vars.space[12], height: vars.space[16] }],
  md: [base, { width: vars.size.avatarLarge, height: '7.5rem' }],
  lg: [base, { width: '8rem', height: '10rem' }],
});
export const outline = style({ stroke: vars.color.borderStrong, strokeWidth: 1.5, strokeLinejoin: 'round' });
export const detail = style({ stroke: vars.color.borderStrong, strokeWidth: 1.5 });
