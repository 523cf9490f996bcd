/** The notices screens: the list with its filters, a notice, and the stored body's typography. */
import { globalStyle, style } from '@vanilla-extract/css';
import { pageColumn, row, stack } from '#src/styles/layout.css.ts';
import { card } from '#src/styles/surfaces.css.ts';
import { text } from '#src/styles/text.css.ts';
import { focusRing, vars } from '#src/styles/theme.css.ts';
import { bareList, truncate } from '#src/styles/utilities.css.ts';

export const page = pageColumn({ gap: 5 });
/** Quiet words, also beside a heading (a count): the regular weight. */
export const muted = text({ size: 'sm', tone: 'muted', weight: 'regular' });
export const empty = style([
  text({ tone: 'muted' }),
  { padding: vars.space[8], textAlign: 'center', borderRadius: vars.radius.lg, backgroundColor: vars.color.surfaceMuted },
]);

// ---- list ------------------------------------------------------------------------------------
export const toolbar = style([row({ gap: 3, align: 'end', wrap: true }), card({ edge: 'line', pad: 4 })]);
export const searchCell = style({ flex: '1 1 16rem', minWidth: 0 });
export const toolbarEnd = row({ gap: 3, align: 'center', wrap: true });
export const headerRow = row({ gap: 3, align: 'center', justify: 'between', wrap: true });
export const sectionHeading = style([row({ gap: 2, align: 'baseline' }), text({ size: 'lg', weight: 'bold' }), { margin: 0 }]);
export const section = stack({ gap: 3 });
export const list = style([bareList, stack({ gap: 2 })]);
export const busy = style({ opacity: 0.6 });
export const item = style([
  stack({ gap: 1 }),
  {
    position: 'relative',
    padding: vars.space[4],
    borderRadius: vars.radius.md,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    selectors: { '&:focus-within': { borderColor: vars.color.primary } },
  },
]);
export const pinnedItem = style([item, { backgroundColor: vars.color.primarySoft, borderColor: vars.color.primarySoft }]);
export const itemTitleRow = style([row({ gap: 2, align: 'center' }), { minWidth: 0 }]);
export const itemTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    // The whole card is the link's target area; the focus ring goes round the card.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&[data-focus-visible]::after': focusRing,
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});
export const preview = style([truncate, text({ size: 'sm', tone: 'muted' }), { margin: 0 }]);
export const meta = text({ size: 'xs', tone: 'muted' });

// ---- detail ----------------------------------------------------------------------------------
export const article = style([stack({ gap: 4 }), card({ edge: 'line', pad: 5, padFromMd: 8 })]);
export const articleHeader = style([stack({ gap: 2 }), { paddingBottom: vars.space[4], borderBottom: `${vars.size.hairline} solid ${vars.color.border}` }]);
export const articleTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.heavy,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const metaList = style([
  text({ size: 'sm', tone: 'muted' }),
  { margin: 0, display: 'flex', flexWrap: 'wrap', gap: `${vars.space[1]} ${vars.space[4]}` },
]);
// Its own class, not a recipe's: the rules below select inside it.
export const metaPair = style({ display: 'flex', gap: vars.space[1] });
globalStyle(`${metaPair} dt`, { fontWeight: vars.font.weight.semibold });
globalStyle(`${metaPair} dd`, { margin: 0 });
export const actions = row({ gap: 2, justify: 'between', wrap: true });
export const actionGroup = row({ gap: 2 });

/** The stored body: readable prose typography for the few elements the sanitizer lets through. */
export const body = style({ fontSize: vars.font.size.md, lineHeight: 1.75, color: vars.color.text, overflowWrap: 'anywhere' });
globalStyle(`${body} > * + *`, { marginTop: vars.space[3] });
globalStyle(`${body} p`, { margin: 0 });
globalStyle(`${body} h2`, {
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  margin: `${vars.space[6]} 0 0`,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${body} h3`, {
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  margin: `${vars.space[5]} 0 0`,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} ul, ${body} ol`, { margin: 0, paddingInlineStart: vars.space[6] });
globalStyle(`${body} li + li`, { marginTop: vars.space[1] });
globalStyle(`${body} li > p`, { margin: 0 });
globalStyle(`${body} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space[4],
  borderInlineStart: `${vars.space[1]} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${body} a`, { color: vars.color.primary, textDecoration: 'underline', textUnderlineOffset: '0.2em' });
globalStyle(`${body} a:focus-visible`, focusRing);
globalStyle(`${body} strong`, { fontWeight: vars.font.weight.bold });
