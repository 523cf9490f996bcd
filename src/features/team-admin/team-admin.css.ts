import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const page = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [media.md]: { padding: vars.space[5] } },
});

export const heading = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const subHeading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const lead = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const createForm = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});
export const full = style({ gridColumn: '1 / -1' });
export const usesGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const itemRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap', minWidth: 0 });
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
});
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none', color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], flexShrink: 0 });
export const expired = style({ opacity: 0.7 });

export const avatar = style({
  width: vars.space[8],
  height: vars.space[8],
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.pitchSoft,
  color: vars.color.pitchStrong,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
});
export const name = style({ fontWeight: vars.font.weight.semibold });
export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2] });
export const error = style({ padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.dangerSoft, color: vars.color.dangerHover, fontSize: vars.font.size.sm });
