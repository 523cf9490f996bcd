/** The sign-in pages' own parts: Kakao's button, the failure and its details. */
import { style } from '@vanilla-extract/css';
import { alert } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
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

export const error = style([alert({ tone: 'danger' }), text({ weight: 'medium' })]);

export const details = style([text({ size: 'xs', tone: 'muted' }), { overflowWrap: 'anywhere' }]);
