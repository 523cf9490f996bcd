import { style } from '@vanilla-extract/css';
import { row } from '#src/styles/layout.css.ts';
import { focusRing, vars } from '#src/styles/theme.css.ts';

export const toolbar = style([
  row({ gap: 1, align: 'center', wrap: true }),
  { padding: vars.space[1], borderBottom: `${vars.size.hairline} solid ${vars.color.border}`, backgroundColor: vars.color.surfaceMuted },
]);

export const separator = style({ alignSelf: 'stretch', width: vars.size.hairline, marginInline: vars.space[1], backgroundColor: vars.color.border });

export const tool = style([
  row({ inline: true, align: 'center', justify: 'center' }),
  {
    minWidth: vars.size.control,
    minHeight: vars.size.control,
    paddingInline: vars.space[2],
    border: `${vars.size.hairline} solid transparent`,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceSunken },
      '&[data-selected]': { backgroundColor: vars.color.primarySoft, color: vars.color.primaryPressed, borderColor: vars.color.primarySoft },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    },
  },
]);
