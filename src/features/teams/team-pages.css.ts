/** The team registration and join pages: a narrow column of cards. */
import { style } from '@vanilla-extract/css';
import { pageColumn, row, stack } from '#src/styles/layout.css.ts';
import { alert, card } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';

export const page = pageColumn({ gap: 4 });
/** The join page's cards: a form's width. */
export const narrowPage = pageColumn({ gap: 4, width: 'narrow' });
export const lead = text({ tone: 'muted' });
export const panel = style([stack({ gap: 4 }), card({ pad: 5 })]);
export const heading = text({ size: 'lg', weight: 'bold' });
export const error = style([alert({ tone: 'danger' }), text({ size: 'sm', weight: 'medium' })]);
export const actions = row({ gap: 2, align: 'center', wrap: true });
export const muted = text({ size: 'sm', tone: 'muted' });
