import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const root = style({ width: '100%' });
export const compact = style({});

export const sections = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
  selectors: { [`${compact} &`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  '@media': { [media.md]: { padding: vars.space[6] } },
  selectors: { [`${compact} &`]: { padding: 0, boxShadow: 'none' } },
});

export const sectionHeading = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const pair = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

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

export const colors = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], minWidth: 0, flex: 1 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  paddingBlockStart: vars.space[2],
});
