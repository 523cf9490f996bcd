/** The list section of a paged, sortable table: heading and count, the order in words, the table, the pages. */
import { row, stack } from '#src/styles/layout.css.ts';
import { text } from '#src/styles/text.css.ts';

export const section = stack({ gap: 3 });
/** With a sort picker (a labelled field) the line sits on the picker's box; without, it centres. */
export const toolbar = {
  plain: row({ gap: 2, align: 'center', justify: 'between', wrap: true }),
  withPicker: row({ gap: 2, align: 'end', justify: 'between', wrap: true }),
};
export const sortLine = {
  plain: row({ gap: 2, align: 'center', wrap: true }),
  withPicker: row({ gap: 2, align: 'end', wrap: true }),
};
export const heading = text({ size: 'lg', weight: 'bold' });
export const note = text({ size: 'sm', tone: 'muted', weight: 'regular' });
