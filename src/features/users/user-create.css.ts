/** Guest player registration: one card of a form's width. */
import { style } from '@vanilla-extract/css';
import { pageColumn, row, stack } from '#src/styles/layout.css.ts';
import { alert, card as cardSurface } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';

export const page = pageColumn({ width: 'narrow' });
export const card = style([stack({ gap: 4 }), cardSurface({ pad: 5 })]);
export const muted = text({ size: 'sm', tone: 'muted' });
export const error = style([alert({ tone: 'danger' }), text({ size: 'sm', weight: 'medium' })]);
export const actions = row({ gap: 2, wrap: true });
