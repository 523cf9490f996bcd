import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { row } from '#src/styles/layout.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrap = style([
  row({ gap: 3, align: 'center', justify: 'center' }),
  { minHeight: vars.space[16], padding: vars.space[8], color: vars.color.textMuted, fontSize: vars.font.size.sm },
]);
export const fullScreen = style({ minHeight: '100dvh' });
export const spinner = style({
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.full,
  border: `${vars.size.focusWidth} solid ${vars.color.border}`,
  borderTopColor: vars.color.pitch,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
