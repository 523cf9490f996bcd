import { row } from '#src/styles/layout.css.ts';

/** At the form's end, on the right; on a narrow phone the second button goes onto the next line instead of squeezing. */
export const formButtons = row({ gap: 2, justify: 'end', wrap: true });
