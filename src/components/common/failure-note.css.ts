/** A read that failed: the message on the danger alert with its 다시 시도 at the line's end. */
import { style } from '@vanilla-extract/css';
import { row } from '#src/styles/layout.css.ts';
import { alert } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';

export const failure = style([alert({ tone: 'danger' }), row({ gap: 3, align: 'center', justify: 'between', wrap: true }), text({ size: 'sm' })]);
