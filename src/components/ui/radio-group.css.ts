import { style } from '@vanilla-extract/css';
import { row, stack } from '#src/styles/layout.css.ts';
import { focusRing, vars } from '#src/styles/theme.css.ts';

export const group = stack({ gap: 2 });
export const options = row({ gap: 2, wrap: true });
export const chip = style([
  row({ inline: true, align: 'center' }),
  {
    minHeight: vars.space[10],
    paddingInline: vars.space[4],
    borderRadius: vars.radius.full,
    border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.primary },
      '&[data-selected]': {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
        fontWeight: vars.font.weight.semibold,
      },
      '&[data-focus-visible]': focusRing,
      '&[data-invalid]:not([data-selected])': { borderColor: vars.color.danger },
      '&[data-disabled]': { backgroundColor: vars.color.disabledSurface, color: vars.color.disabledText, cursor: 'not-allowed' },
    },
  },
]);
