/** The team a join code found: its emblem beside its name and facts. */
import { style } from '@vanilla-extract/css';
import { row, stack } from '#src/styles/layout.css.ts';
import { text } from '#src/styles/text.css.ts';

export const team = style([row({ gap: 4, align: 'center' }), { minWidth: 0 }]);
export const teamText = style([stack({ gap: 1 }), { minWidth: 0 }]);
export const teamName = style([text({ size: 'xl', weight: 'bold' }), { overflowWrap: 'anywhere' }]);
