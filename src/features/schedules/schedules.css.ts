import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], width: '100%', maxWidth: vars.size.contentMax, marginInline: 'auto' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], justifyContent: 'flex-end' });

/** Phone: calendar above the day; from lg up side by side. */
export const columns = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  '@media': { [media.md]: { padding: vars.space[5] } },
});
export const busy = style({ opacity: 0.6 });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none', fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });

// ---- chips in a day cell --------------------------------------------------------------------
const chipBase = style({
  display: 'block',
  minWidth: 0,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // A phone cell is ~50 px wide: a coloured bar says "something here"; the panel says what.
  height: vars.space[1],
  color: 'transparent',
  '@media': { [media.md]: { height: 'auto', paddingInline: vars.space[1], paddingBlock: vars.size.hairline } },
});
export const chip = styleVariants({
  MATCH: [chipBase, { backgroundColor: vars.color.primary, '@media': { [media.md]: { backgroundColor: vars.color.primarySoft, color: vars.color.primaryPressed } } }],
  TRAINING: [chipBase, { backgroundColor: vars.color.pitch, '@media': { [media.md]: { backgroundColor: vars.color.pitchSoft, color: vars.color.pitchStrong } } }],
  SOCIAL: [chipBase, { backgroundColor: vars.color.cardYellow, '@media': { [media.md]: { color: vars.color.textOnLight } } }],
  OTHER: [chipBase, { backgroundColor: vars.color.borderStrong, '@media': { [media.md]: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text } } }],
});
export const dot = styleVariants({
  MATCH: { width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full, backgroundColor: vars.color.primary },
  TRAINING: { width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full, backgroundColor: vars.color.pitch },
  SOCIAL: { width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full, backgroundColor: vars.color.cardYellow, border: `${vars.size.hairline} solid ${vars.color.borderStrong}` },
  OTHER: { width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full, backgroundColor: vars.color.borderStrong },
});
export const more = style({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.bold, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.tight });

// ---- the day panel --------------------------------------------------------------------------
export const panelHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space[2], flexWrap: 'wrap' });
export const panelTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const empty = style({ margin: 0, paddingBlock: vars.space[6], textAlign: 'center', color: vars.color.textMuted });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.font.weight.medium });
export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const itemHead = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap' });
export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space[1]} ${vars.space[3]}`, margin: 0, fontSize: vars.font.size.sm });
export const factLabel = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
export const itemActions = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap' });

// ---- attendance -----------------------------------------------------------------------------
export const attendance = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], paddingBlockStart: vars.space[2], borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}` });
export const attendanceLabel = style({ display: 'flex', alignItems: 'center', gap: vars.space[1], margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
export const counts = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' });
export const whoGroups = style({ display: 'grid', gap: vars.space[2], margin: 0, fontSize: vars.font.size.sm });
export const whoGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const whoLabel = style({ fontWeight: vars.font.weight.semibold });
export const whoNames = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

// ---- the form and the feed dialog -----------------------------------------------------------
export const formGrid = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const full = style({ gridColumn: '1 / -1' });
export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2], gridColumn: '1 / -1' });
export const feedBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const feedUrlRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const feedUrlLine = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2], flexWrap: 'wrap' });
export const feedUrl = style({ flex: `1 1 calc(5 * ${vars.space[12]})`, minWidth: 0 });
export const howTo = style({ margin: 0, paddingInlineStart: vars.space[5], display: 'flex', flexDirection: 'column', gap: vars.space[1], fontSize: vars.font.size.sm });
export const subHeading = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });
