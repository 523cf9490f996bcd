/**
 * The team form (registration, and the edit dialog as `compact`): its sections side by side on a
 * wide screen, the kit's preview beside its colours.
 */
import { style } from '@vanilla-extract/css';
import { row, stack, twoColumns } from '#src/styles/layout.css.ts';
import { card } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { media, vars } from '#src/styles/theme.css.ts';

export const root = style({ width: '100%' });
/** In the edit dialog: one column, the sections without their cards. */
export const compact = style({});

export const sections = style([
  twoColumns({ from: 'lg', ratio: '3:2', gap: 4 }),
  { selectors: { [`${compact} &`]: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
]);

export const section = style([
  stack({ gap: 5 }),
  card({ pad: 5, padFromMd: 6 }),
  { minWidth: 0, selectors: { [`${compact} &`]: { padding: 0, boxShadow: 'none' } } },
]);

export const sectionHeading = text({ size: 'lg', weight: 'bold' });

export const pair = twoColumns({ from: 'md', ratio: 'even', gap: 4 });

export const logoPlaceholder = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.team,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});

// The preview beside the colours from the tablet width on: a row that is a column in the dialog.
export const uniformLayout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-start' } },
  selectors: { [`${compact} &`]: { flexDirection: 'column' } },
});

export const preview = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.pitchSoft,
  '@media': { [media.md]: { position: 'sticky', top: vars.space[4] } },
});

export const colors = style([stack({ gap: 5 }), { minWidth: 0, flex: 1 }]);

export const actions = style([row({ gap: 2, justify: 'end', wrap: true }), { paddingBlockStart: vars.space[2] }]);
