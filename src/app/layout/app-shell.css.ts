import { style } from '@vanilla-extract/css';
import { row, stack } from '#src/styles/layout.css.ts';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100dvh',
  '@media': { [media.md]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

const open = '[data-sidebar-open="true"]';

export const sidebar = style({
  position: 'fixed',
  insetBlock: 0,
  left: 0,
  zIndex: vars.z.sidebar,
  display: 'flex',
  flexDirection: 'column',
  width: `min(${vars.size.sidebarOpen}, 86vw)`,
  backgroundColor: vars.color.sidebar,
  borderRight: `${vars.size.hairline} solid ${vars.color.border}`,
  overflowY: 'auto',
  overflowX: 'hidden',
  transform: 'translateX(-100%)',
  visibility: 'hidden',
  transition: `transform ${vars.motion.fast}, width ${vars.motion.fast}`,
  selectors: {
    [`${open} &`]: { transform: 'none', visibility: 'visible', boxShadow: vars.shadow.lg },
  },
  '@media': {
    [media.md]: {
      position: 'sticky',
      top: 0,
      height: '100dvh',
      width: vars.size.sidebarCollapsed,
      transform: 'none',
      visibility: 'visible',
      selectors: { [`${open} &`]: { width: vars.size.sidebarOpen, boxShadow: 'none' } },
    },
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.backdrop,
  border: 'none',
  padding: 0,
  backgroundColor: vars.color.overlay,
  cursor: 'pointer',
  '@media': { [media.md]: { display: 'none' } },
});

export const column = style([stack(), { minWidth: 0 }]);

export const topBar = style([
  row({ gap: 3, align: 'center' }),
  {
    position: 'sticky',
    top: 0,
    zIndex: vars.z.backdrop,
    height: vars.size.navbarHeight,
    paddingInline: vars.space[3],
    backgroundColor: vars.color.surface,
    borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
    '@media': { [media.md]: { paddingInline: vars.space[5] } },
  },
]);

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userChip = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  '@media': { [media.md]: { display: 'inline-flex' } },
});

export const main = style({
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: vars.space[4],
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
  '@media': { [media.md]: { padding: vars.space[6] } },
});
