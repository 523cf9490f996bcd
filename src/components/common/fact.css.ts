/** One fact of a `<dl>` on a quiet tile (or bare): a small muted label over its value or figure. */
import { style } from '@vanilla-extract/css';
import { stack } from '#src/styles/layout.css.ts';
import { tile } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { truncate } from '#src/styles/utilities.css.ts';

export const bareFact = style([stack({ gap: 1 }), { minWidth: 0 }]);
export const fact = style([bareFact, tile()]);
export const label = text({ size: 'xs', tone: 'muted', weight: 'semibold' });
export const value = style([text({ weight: 'semibold' }), { margin: 0, overflowWrap: 'anywhere' }]);
export const figure = style([truncate, text({ size: 'xl', weight: 'heavy' }), { margin: 0 }]);
