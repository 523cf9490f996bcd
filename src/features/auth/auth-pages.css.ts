import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

/** Kakao's own button colours are brand colours, kept here with the theme's contrast rules. */
export const kakao = style({
  backgroundColor: vars.color.cardYellow,
  color: vars.color.textOnLight,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { filter: 'brightness(0.95)' },
    '&[data-pressed]:not([data-disabled])': { filter: 'brightness(0.9)' },
  },
});

export const error = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerHover,
  fontWeight: vars.font.weight.medium,
});

export const details = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });
