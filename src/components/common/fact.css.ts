/** One fact of a `<dl>` on a quiet tile: a small muted label over its value. */
import { style } from '@vanilla-extract/css';
import { stack } from '#src/styles/layout.css.ts';
import { tile } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';

export const fact = style([stack({ gap: 1 }), tile(), { minWidth: 0 }]);
export const label = text({ size: 'xs', tone: 'muted', weight: 'semibold' });
export const value = style([text({ weight: 'semibold' }), { margin: 0, overflowWrap: 'anywhere' }]);
