/** The one line that says how to get a file the browser cannot save, with its copy button. */
import { style } from '@vanilla-extract/css';
import { row } from '#src/styles/layout.css.ts';
import { alert } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';

export const copyNote = style([
  alert({ tone: 'info' }),
  row({ gap: 3, align: 'center', justify: 'between', wrap: true }),
  text({ size: 'sm' }),
  // A line of its own under the buttons it stands among.
  { flexBasis: '100%' },
]);
