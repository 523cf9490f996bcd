/** The public scoreboard (/live/{token}): the score line on top, then the timeline and the two lineups. */
import { style } from '@vanilla-extract/css';
import { badge } from '#src/styles/chips.css.ts';
import { row, stack, twoColumns } from '#src/styles/layout.css.ts';
import { scoreLine, scoreSide } from '#src/styles/score.css.ts';
import { text } from '#src/styles/text.css.ts';
import { vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';

export const page = stack({ gap: 4 });
export const header = stack({ gap: 1 });
export const title = text({ size: 'xl', weight: 'bold' });
export const meta = text({ size: 'sm', tone: 'muted' });
export const statusLine = row({ gap: 2, align: 'center', wrap: true });
export const live = badge({ tone: 'green', weight: 'bold' });
export const waiting = badge({ tone: 'blue' });

export const board = scoreLine({ surface: 'gradient' });
export const side = scoreSide;
export const teamName = style([text({ size: 'md', weight: 'bold' }), { overflowWrap: 'anywhere' }]);
export const centre = stack({ gap: 1, align: 'center' });
export const score = style({ fontSize: vars.font.size.display, fontWeight: vars.font.weight.heavy, fontVariantNumeric: 'tabular-nums', lineHeight: 1 });
export const period = text({ size: 'sm', weight: 'semibold' });
export const clock = style([text({ size: 'lg', weight: 'bold' }), { fontVariantNumeric: 'tabular-nums', margin: 0 }]);
export const added = text({ size: 'sm', tone: 'danger', weight: 'bold' });

export const sectionTitle = text({ size: 'lg', weight: 'bold' });
export const section = stack({ gap: 2 });
export const timeline = style([bareList, stack({ gap: 1 })]);
export const timelineRow = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space[12]} minmax(0, 1fr)`,
  gap: vars.space[2],
  alignItems: 'baseline',
  paddingBlock: vars.space[1],
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});
export const minute = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
export const muted = text({ size: 'sm', tone: 'muted' });

export const lineups = twoColumns({ from: 'md', ratio: 'even', gap: 4 });
export const lineup = stack({ gap: 2 });
export const players = style([bareList, stack({ gap: 1 })]);
export const player = style({ display: 'grid', gridTemplateColumns: `${vars.space[8]} minmax(0, 1fr) auto`, gap: vars.space[2], fontSize: vars.font.size.sm });
export const number = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
export const footer = text({ size: 'xs', tone: 'muted' });
