import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '#src/styles/theme.css.ts';
import { row } from '#src/styles/layout.css.ts';

export const group = style([
  row({ gap: 1 }),
  {
    padding: vars.space[1],
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceSunken,
  },
]);

export const segment = style({
  flex: 1,
  minHeight: vars.size.control,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { backgroundColor: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
    '&[data-disabled][data-selected]': { color: vars.color.text },
  },
});
