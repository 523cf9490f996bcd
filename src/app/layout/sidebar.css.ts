import { style } from '@vanilla-extract/css';
import { badge } from '#src/styles/chips.css.ts';
import { row, stack } from '#src/styles/layout.css.ts';
import { text } from '#src/styles/text.css.ts';
import { focusRing, vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';

const open = '[data-sidebar-open="true"]';

export const header = style([
  row({ gap: 3, align: 'center' }),
  {
    minHeight: vars.size.navbarHeight,
    padding: vars.space[3],
    borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
    selectors: { [`${open} &`]: { padding: vars.space[4] } },
  },
]);

export const logo = style({
  width: vars.size.avatar,
  height: vars.size.avatar,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceMuted,
});

export const headerText = style([stack({ gap: 1 }), { minWidth: 0 }]);

export const teamName = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style([row({ gap: 2, align: 'center' }), text({ size: 'sm', tone: 'muted' })]);

export const roleBadge = badge();

export const nav = style({ flex: 1, padding: vars.space[2] });

export const list = style([bareList, stack({ gap: 1 })]);

export const separator = style({ height: vars.size.hairline, backgroundColor: vars.color.border, marginBlock: vars.space[2] });

export const item = style([
  row({ gap: 3, align: 'center' }),
  {
    position: 'relative',
    width: '100%',
    minHeight: vars.space[10],
    paddingInline: vars.space[3],
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceMuted },
      '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.surfaceSunken },
      '&[data-focus-visible]': focusRing,
      '&[data-current]': { backgroundColor: vars.color.primarySoft, color: vars.color.primary, fontWeight: vars.font.weight.bold },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
      ['[data-sidebar-open="false"] &']: { justifyContent: 'center', paddingInline: 0 },
    },
  },
]);

/** Why the item above is disabled: small, muted, aligned with the item's label (past its icon). */
export const reason = style({
  margin: 0,
  paddingInlineStart: `calc(${vars.space[3]} * 2 + ${vars.size.icon})`,
  paddingInlineEnd: vars.space[3],
  paddingBottom: vars.space[1],
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
});

/** 회비's amount owed beside its label, and the dot that stands for it on the collapsed rail. */
export const owedBadge = style([badge({ tone: 'red' }), { marginInlineStart: 'auto' }]);
export const dot = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  insetInlineEnd: vars.space[2],
  width: vars.space[2],
  height: vars.space[2],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
});
