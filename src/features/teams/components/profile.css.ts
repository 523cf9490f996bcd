import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], width: '100%', maxWidth: vars.size.contentMax, marginInline: 'auto' });

export const header = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [media.md]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', padding: vars.space[6] } },
});
export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });
export const nameRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], flexWrap: 'wrap' });
export const teamName = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.heavy, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });
export const badge = style({
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.pitchSoft,
  color: vars.color.pitchStrong,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});
export const description = style({ color: vars.color.textMuted });
export const facts = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  marginBlockStart: vars.space[2],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted });
export const factLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const kit = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[2] });
export const kitLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
export const headerActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space[2], gridColumn: '1 / -1' });

export const columns = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});
export const sectionHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3] });
export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const moreLink = style({ fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });
export const empty = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, paddingBlock: vars.space[2] });
export const failed = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3], color: vars.color.dangerHover, fontSize: vars.font.size.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});
export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0, flex: 1 });
export const itemTitle = style({ fontWeight: vars.font.weight.semibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const itemMeta = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const plainLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-hovered]': { textDecoration: 'underline' }, '&[data-focus-visible]': focusRing },
});

export const resultCards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const resultCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const resultTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });
export const score = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.heavy, fontVariantNumeric: 'tabular-nums' });

const chipBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space[8],
  height: vars.space[8],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});
export const resultChip = styleVariants({
  WIN: [chipBase, { backgroundColor: vars.color.pitchStrong, color: vars.color.onPitch }],
  DRAW: [chipBase, { backgroundColor: vars.color.surfaceSunken, color: vars.color.text }],
  LOSE: [chipBase, { backgroundColor: vars.color.danger, color: vars.color.onDanger }],
});
export const kindChip = style({
  flexShrink: 0,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primaryPressed,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});
export const dateBox = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: vars.space[16],
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.pitchSoft,
  color: vars.color.pitchStrong,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const summaryGrid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});
export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted, minWidth: 0 });
export const statWide = style({ gridColumn: '1 / -1', '@media': { [media.md]: { gridColumn: 'auto' } } });
export const statFull = style({ gridColumn: '1 / -1' });
export const statLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
export const statValue = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const donutWrap = style({ display: 'flex', alignItems: 'center', gap: vars.space[4] });
export const donut = style({ width: vars.size.avatarLarge, height: vars.size.avatarLarge, flexShrink: 0 });
export const donutTrack = style({ stroke: vars.color.surfaceSunken });
export const donutSegment = styleVariants({
  WIN: { stroke: vars.color.pitchStrong },
  DRAW: { stroke: vars.color.borderStrong },
  LOSE: { stroke: vars.color.danger },
});
export const donutText = style({ fontSize: '0.5rem', fontWeight: vars.font.weight.bold, fill: vars.color.text });
export const legend = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1], fontSize: vars.font.size.sm });
const dot = style({ display: 'inline-block', width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full, marginInlineEnd: vars.space[1] });
export const legendDot = styleVariants({
  WIN: [dot, { backgroundColor: vars.color.pitchStrong }],
  DRAW: [dot, { backgroundColor: vars.color.borderStrong }],
  LOSE: [dot, { backgroundColor: vars.color.danger }],
});

export const bars = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const barRow = style({ display: 'grid', gridTemplateColumns: '3em minmax(0, 1fr) 2.5em', alignItems: 'center', gap: vars.space[2], fontSize: vars.font.size.sm });
export const barLabel = style({ color: vars.color.textMuted });
export const barTrack = style({ width: '100%', height: vars.space[3], backgroundColor: vars.color.surfaceSunken, borderRadius: vars.radius.sm });
export const barFor = style({ fill: vars.color.primary });
export const barAgainst = style({ fill: vars.color.danger });
export const barValue = style({ fontWeight: vars.font.weight.bold, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space[2], flexWrap: 'wrap' });
