/** The settings dialog: its sections (the account, the teams), each a titled column. */
import { row, stack } from '#src/styles/layout.css.ts';
import { text } from '#src/styles/text.css.ts';

export const section = stack({ gap: 3 });
export const sectionTitle = text({ size: 'md', weight: 'bold' });
export const fieldLine = row({ gap: 2, align: 'end' });
export const buttons = row({ gap: 2, wrap: true });
export const empty = text({ size: 'sm', tone: 'muted' });
export const footer = row({ justify: 'end' });
