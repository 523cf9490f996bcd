import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], maxWidth: vars.size.contentMax, width: '100%' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular });
export const error = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3], flexWrap: 'wrap',
  padding: vars.space[4], borderRadius: vars.radius.md, backgroundColor: vars.color.dangerSoft, color: vars.color.dangerHover,
});
export const empty = style({ padding: vars.space[8], textAlign: 'center', color: vars.color.textMuted, borderRadius: vars.radius.lg, backgroundColor: vars.color.surfaceMuted });

// ---- list ------------------------------------------------------------------------------------
export const toolbar = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[3],
  padding: vars.space[4], borderRadius: vars.radius.lg, border: `${vars.size.hairline} solid ${vars.color.border}`, backgroundColor: vars.color.surface,
});
export const searchCell = style({ flex: '1 1 16rem', minWidth: 0 });
export const toolbarEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], flexWrap: 'wrap' });
export const headerRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3], flexWrap: 'wrap' });
export const sectionHeading = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, margin: 0, display: 'flex', alignItems: 'baseline', gap: vars.space[2] });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const busy = style({ opacity: 0.6 });
export const item = style({
  position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space[1],
  padding: vars.space[4], borderRadius: vars.radius.md, border: `${vars.size.hairline} solid ${vars.color.border}`, backgroundColor: vars.color.surface,
  selectors: { '&:focus-within': { borderColor: vars.color.primary } },
});
export const pinnedItem = style([item, { backgroundColor: vars.color.primarySoft, borderColor: vars.color.primarySoft }]);
export const itemTitleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], minWidth: 0 });
export const itemTitle = style({
  fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, color: vars.color.text, textDecoration: 'none',
  overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', outline: 'none',
  selectors: {
    // The whole card is the link's target area; the focus ring goes round the card.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&[data-focus-visible]::after': focusRing,
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});
export const preview = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

// ---- detail ----------------------------------------------------------------------------------
export const article = style({
  display: 'flex', flexDirection: 'column', gap: vars.space[4],
  padding: vars.space[5], borderRadius: vars.radius.lg, border: `${vars.size.hairline} solid ${vars.color.border}`, backgroundColor: vars.color.surface,
  '@media': { [media.md]: { padding: vars.space[8] } },
});
export const articleHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], paddingBottom: vars.space[4], borderBottom: `${vars.size.hairline} solid ${vars.color.border}` });
export const articleTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.heavy, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });
export const metaList = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: `${vars.space[1]} ${vars.space[4]}`, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const metaPair = style({ display: 'flex', gap: vars.space[1] });
globalStyle(`${metaPair} dt`, { fontWeight: vars.font.weight.semibold });
globalStyle(`${metaPair} dd`, { margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap', justifyContent: 'space-between' });
export const actionGroup = style({ display: 'flex', gap: vars.space[2] });

/** The stored body: readable prose typography for the few elements the sanitizer lets through. */
export const body = style({ fontSize: vars.font.size.md, lineHeight: 1.75, color: vars.color.text, overflowWrap: 'anywhere' });
globalStyle(`${body} > * + *`, { marginTop: vars.space[3] });
globalStyle(`${body} p`, { margin: 0 });
globalStyle(`${body} h2`, { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, margin: `${vars.space[6]} 0 0`, lineHeight: vars.font.lineHeight.tight });
globalStyle(`${body} h3`, { fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, margin: `${vars.space[5]} 0 0`, lineHeight: vars.font.lineHeight.tight });
globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} ul, ${body} ol`, { margin: 0, paddingInlineStart: vars.space[6] });
globalStyle(`${body} li + li`, { marginTop: vars.space[1] });
globalStyle(`${body} li > p`, { margin: 0 });
globalStyle(`${body} blockquote`, { margin: 0, paddingInlineStart: vars.space[4], borderInlineStart: `${vars.space[1]} solid ${vars.color.border}`, color: vars.color.textMuted });
globalStyle(`${body} a`, { color: vars.color.primary, textDecoration: 'underline', textUnderlineOffset: '0.2em' });
globalStyle(`${body} a:focus-visible`, focusRing);
globalStyle(`${body} strong`, { fontWeight: vars.font.weight.bold });
