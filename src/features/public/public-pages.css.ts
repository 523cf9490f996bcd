/** The public pages' own parts: the landing page's feature list, the privacy page's sections. */
import { style } from '@vanilla-extract/css';
import { stack } from '#src/styles/layout.css.ts';
import { text } from '#src/styles/text.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const features = style([stack({ gap: 2 }), { margin: 0, paddingInlineStart: vars.space[5], color: vars.color.text }]);
export const footnote = text({ size: 'sm', tone: 'muted' });
export const section = stack({ gap: 2 });
export const sectionTitle = text({ size: 'lg', weight: 'bold' });
