/** The team page (team-profile-page.tsx): the team's card with its facts and kit, and the sections below it. */
import { style, styleVariants } from '@vanilla-extract/css';
import { badge as badgeRecipe } from '#src/styles/chips.css.ts';
import { pageColumn, row, stack, twoColumns } from '#src/styles/layout.css.ts';
import { card, tile } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';
import { bareList, truncate } from '#src/styles/utilities.css.ts';

export const page = pageColumn({ gap: 4 });

// ---- the team's card ------------------------------------------------------------------------------
export const header = style([
  card({ pad: 5, padFromMd: 6 }),
  {
    display: 'grid',
    gap: vars.space[4],
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.md]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center' } },
  },
]);
export const identity = style([stack({ gap: 2 }), { minWidth: 0 }]);
export const nameRow = row({ gap: 3, align: 'center', wrap: true });
export const teamName = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.heavy,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const badge = badgeRecipe();
export const description = text({ tone: 'muted' });
export const facts = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  marginBlockStart: vars.space[2],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const fact = style([stack({ gap: 1 }), tile()]);
export const factLabel = text({ size: 'xs', tone: 'muted', weight: 'semibold' });
export const factValue = style([text({ weight: 'bold' }), { margin: 0 }]);
export const kit = stack({ gap: 2, align: 'center' });
export const headerActions = style([row({ gap: 2, justify: 'end', wrap: true }), { gridColumn: '1 / -1' }]);

// ---- the sections ---------------------------------------------------------------------------------
export const columns = twoColumns({ from: 'lg', ratio: '3:2', gap: 4 });
export const column = style([stack({ gap: 4 }), { minWidth: 0 }]);
export const section = style([stack({ gap: 3 }), card({ pad: 5 }), { minWidth: 0 }]);
export const moreLink = style({ fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });
export const empty = style([text({ size: 'sm', tone: 'muted' }), { paddingBlock: vars.space[2] }]);

export const list = style([bareList, stack()]);
export const listItem = style([
  row({ gap: 3, align: 'center' }),
  {
    paddingBlock: vars.space[3],
    borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
    minWidth: 0,
    selectors: { '&:last-child': { borderBlockEnd: 'none' } },
  },
]);
export const itemMain = style([stack({ gap: 1 }), { minWidth: 0, flex: 1 }]);
// Its own weight, not text()'s: on a Link it must win over the link's own.
export const itemTitle = style([truncate, { fontWeight: vars.font.weight.semibold }]);
export const itemMeta = text({ size: 'xs', tone: 'muted' });
export const plainLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-hovered]': { textDecoration: 'underline' }, '&[data-focus-visible]': focusRing },
});

// ---- recent results ---------------------------------------------------------------------------------
export const resultCards = style([
  bareList,
  {
    display: 'grid',
    gap: vars.space[3],
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);
export const resultCard = style([
  stack({ gap: 2 }),
  { padding: vars.space[4], borderRadius: vars.radius.md, border: `${vars.size.hairline} solid ${vars.color.border}` },
]);
export const resultTop = row({ gap: 2, align: 'center', justify: 'between' });
export const score = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.heavy, fontVariantNumeric: 'tabular-nums' });

// ---- the schedule -----------------------------------------------------------------------------------
export const kindChip = style([badgeRecipe({ tone: 'blue' }), { flexShrink: 0 }]);
export const dateBox = style([
  stack({ align: 'center' }),
  text({ size: 'xs', weight: 'semibold' }),
  {
    flexShrink: 0,
    minWidth: vars.space[16],
    padding: vars.space[2],
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.pitchSoft,
    color: vars.color.pitchStrong,
  },
]);

// ---- the results summary ----------------------------------------------------------------------------
export const summaryGrid = style({ display: 'grid', gap: vars.space[3], gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
export const stat = style([stack({ gap: 2 }), tile(), { minWidth: 0 }]);
export const statWide = style({ gridColumn: '1 / -1', '@media': { [media.md]: { gridColumn: 'auto' } } });
export const statFull = style({ gridColumn: '1 / -1' });
export const statValue = style([text({ size: 'lg', weight: 'bold' }), { overflowWrap: 'anywhere' }]);

export const donutWrap = row({ gap: 4, align: 'center' });
export const donut = style({ width: vars.size.avatarLarge, height: vars.size.avatarLarge, flexShrink: 0 });
export const donutTrack = style({ stroke: vars.color.surfaceSunken });
export const donutSegment = styleVariants({
  WIN: { stroke: vars.color.pitchStrong },
  DRAW: { stroke: vars.color.borderStrong },
  LOSE: { stroke: vars.color.danger },
});
export const donutText = style({ fontSize: '0.5rem', fontWeight: vars.font.weight.bold, fill: vars.color.text });
export const legend = style([bareList, stack({ gap: 1 }), text({ size: 'sm' })]);
const dot = style({ display: 'inline-block', width: vars.space[2], height: vars.space[2], borderRadius: vars.radius.full, marginInlineEnd: vars.space[1] });
export const legendDot = styleVariants({
  WIN: [dot, { backgroundColor: vars.color.pitchStrong }],
  DRAW: [dot, { backgroundColor: vars.color.borderStrong }],
  LOSE: [dot, { backgroundColor: vars.color.danger }],
});

export const bars = stack({ gap: 2 });
export const barRow = style([
  text({ size: 'sm' }),
  { display: 'grid', gridTemplateColumns: '3em minmax(0, 1fr) 2.5em', alignItems: 'center', gap: vars.space[2] },
]);
export const barLabel = text({ tone: 'muted' });
export const barTrack = style({ width: '100%', height: vars.space[3], backgroundColor: vars.color.surfaceSunken, borderRadius: vars.radius.sm });
export const barFor = style({ fill: vars.color.primary });
export const barAgainst = style({ fill: vars.color.danger });
export const barValue = style({ fontWeight: vars.font.weight.bold, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const chips = style([bareList, row({ gap: 2, wrap: true })]);
