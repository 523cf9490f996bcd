import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], maxWidth: vars.size.contentMax });
export const root = style({ width: '100%' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
export const notice = style({ padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.primarySoft, color: vars.color.primaryPressed, margin: 0 });
export const formError = style({ padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.dangerSoft, color: vars.color.dangerHover, fontWeight: vars.font.weight.semibold, margin: 0 });

export const sections = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  '@media': { [media.md]: { padding: vars.space[6] } },
});
export const sectionHeading = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, margin: 0 });
export const subHeading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, margin: 0 });
export const pair = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2], flexWrap: 'wrap' });
export const rowActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2] });

export const opponent = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const teamOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });
export const chosen = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], margin: 0, fontWeight: vars.font.weight.semibold });
export const tempPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted,
});
/** Phones: teams, details, referees in that order; wide screens: teams and referees on the left. */
export const leftColumn = style({ display: 'contents', '@media': { [media.lg]: { display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 } } });
export const first = style({ order: 1 });
export const second = style({ order: 2 });
export const third = style({ order: 3 });
