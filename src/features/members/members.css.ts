import { style, styleVariants } from '@vanilla-extract/css';
import { tableAsCards } from '#src/components/ui/table-cards.css.ts';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** 멤버 초대 / 게스트 선수 추가 (admins): at the end of the line, wrapping on a narrow phone. */
export const adminActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space[2] });

export const sectionHeading = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

// ---- summary --------------------------------------------------------------------------------
export const summary = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [media.md]: { gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start', gap: vars.space[6], padding: vars.space[5] } },
});
export const summaryHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const figures = style({ display: 'flex', gap: vars.space[6], margin: 0 });
export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const figureLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
export const figureValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.heavy });
export const bars = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const barsCaption = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
export const barList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const barItem = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space[12]} minmax(0, 1fr) ${vars.space[10]}`,
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
});
export const barTrack = style({ height: vars.space[2], borderRadius: vars.radius.full, backgroundColor: vars.color.surfaceSunken, overflow: 'hidden' });
export const barFill = styleVariants({
  pitch: { height: '100%', borderRadius: vars.radius.full, backgroundColor: vars.color.pitch },
  blue: { height: '100%', borderRadius: vars.radius.full, backgroundColor: vars.color.primary },
});
export const barCount = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

// ---- filters --------------------------------------------------------------------------------
export const filters = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'end',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr)) auto' } },
});
export const searchCell = style({ gridColumn: '1 / -1', '@media': { [media.lg]: { gridColumn: 'auto' } } });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const sortLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });

// ---- table cells ----------------------------------------------------------------------------
export const nameCell = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });
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
export const avatarLarge = style([avatar, { width: vars.size.avatarLarge, height: vars.size.avatarLarge, fontSize: vars.font.size.xxl }]);
export const crown = style({ color: vars.color.pitchStrong, width: vars.size.iconSmall, height: vars.size.iconSmall, flexShrink: 0 });
export const number = style({ fontVariantNumeric: 'tabular-nums' });
export const empty = style({ padding: vars.space[8], textAlign: 'center', color: vars.color.textMuted });
export const error = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerHover,
});

// ---- the table as cards ---------------------------------------------------------------------
// The ten columns need about 48rem; below it, one card per member (src/components/ui/table-cards.css.ts):
// # · name · back number on line one, the rest wrapping.
const membersCards = tableAsCards('members-table');
export const tableFrame = membersCards.frame;
/** A cell's column name, shown inside the card only (the table has its header for that). */
export const cardLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  '@container': { [membersCards.asCards]: { display: 'inline' } },
});
membersCards.cards('tbody tr', { rowGap: vars.space[1] });

// ---- detail panel ---------------------------------------------------------------------------
export const profile = style({ display: 'flex', alignItems: 'center', gap: vars.space[4] });
export const profileText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });
export const profileName = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] });
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[3], margin: 0 });
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted });
export const factLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.semibold });
export const subHeading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const matchTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const matchTh = style({ textAlign: 'start', padding: vars.space[2], color: vars.color.textMuted, fontWeight: vars.font.weight.semibold, borderBottom: `${vars.size.hairline} solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const matchTd = style({ padding: vars.space[2], textAlign: 'start', fontWeight: vars.font.weight.regular, borderBottom: `${vars.size.hairline} solid ${vars.color.border}`, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const matchScroller = style({ overflowX: 'auto', outline: 'none', selectors: { '&:focus-visible': focusRing } });
export const panelActions = style({ display: 'flex', gap: vars.space[2] });

// ---- edit dialog ----------------------------------------------------------------------------
export const formGrid = style({ display: 'grid', gap: vars.space[3], gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
export const full = style({ gridColumn: '1 / -1' });
export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2] });
export const formError = style({ margin: 0, padding: vars.space[3], borderRadius: vars.radius.md, backgroundColor: vars.color.dangerSoft, color: vars.color.dangerHover, fontSize: vars.font.size.sm });
