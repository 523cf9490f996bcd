/** The line above the team page that says match requests wait for an answer. */
import { style } from '@vanilla-extract/css';
import { row } from '#src/styles/layout.css.ts';
import { text } from '#src/styles/text.css.ts';

export const message = style([row({ gap: 2, align: 'center' }), text({ weight: 'bold' })]);
