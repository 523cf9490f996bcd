import { style } from '@vanilla-extract/css';
import { alert } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';

export const note = style([alert({ tone: 'info' }), text({ size: 'sm' })]);
