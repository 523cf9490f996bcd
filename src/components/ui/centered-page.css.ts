/** A page of its own, without the sidebar (sign-in, the public pages, status pages): the brand over one card. */
import { style } from '@vanilla-extract/css';
import { row, stack } from '#src/styles/layout.css.ts';
import { card as cardSurface } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const page = style([
  stack({ gap: 6, align: 'center' }),
  { justifyContent: 'center', minHeight: '100dvh', padding: vars.space[4], backgroundColor: vars.color.surfaceMuted },
]);

export const brand = style([
  text({ size: 'lg', weight: 'heavy' }),
  { display: 'inline-flex', alignItems: 'center', gap: vars.space[2], color: vars.color.text, textDecoration: 'none', borderRadius: vars.radius.sm },
]);

export const brandLogo = style({ width: vars.space[10], height: vars.space[10] });

export const card = style([stack({ gap: 4 }), cardSurface({ pad: 6, padFromMd: 8 }), { width: '100%', maxWidth: vars.size.dialog }]);

export const wide = style({ maxWidth: vars.size.contentMax });

export const heading = style([text({ size: 'xxl', weight: 'bold' }), { lineHeight: vars.font.lineHeight.tight }]);

export const lead = text({ tone: 'muted' });

export const actions = row({ gap: 2, wrap: true });
