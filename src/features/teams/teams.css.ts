import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });
export const heading = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const lead = style({ color: vars.color.textMuted });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const teamCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  width: '100%',
  padding: vars.space[4],
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-pressed]': { backgroundColor: vars.color.primarySoft },
    '&[data-focus-visible]': focusRing,
  },
});

export const cardText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const cardName = style({ fontWeight: vars.font.weight.bold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const role = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.pitchSoft,
  color: vars.color.pitchStrong,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', padding: vars.space[6] } },
});
export const heroText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

export const facts = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});
export const factLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
export const factValue = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const uniform = style({ display: 'flex', gap: vars.space[4], flexWrap: 'wrap' });
export const swatch = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], fontSize: vars.font.size.sm });
export const swatchColor = style({
  width: vars.space[6],
  height: vars.space[6],
  borderRadius: vars.radius.sm,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.team,
});
export const note = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
