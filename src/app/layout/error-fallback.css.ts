/** The error fallback: its own frame with the guest sidebar, the message, its actions and the error's details. */
import { style } from '@vanilla-extract/css';
import { row, stack } from '#src/styles/layout.css.ts';
import { text } from '#src/styles/text.css.ts';
import { media, vars } from '#src/styles/theme.css.ts';

export const body = style([stack({ gap: 4, align: 'start' }), { paddingBlock: vars.space[8] }]);
export const heading = text({ size: 'xxl', weight: 'bold' });
export const actions = row({ gap: 2, wrap: true });
export const details = style({
  width: '100%',
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** The fallback's own frame: a guest bar on top on phones, a left sidebar from md up. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  '@media': { [media.md]: { flexDirection: 'row' } },
});

export const guestSidebar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  backgroundColor: vars.color.sidebar,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  '@media': {
    [media.md]: {
      flexDirection: 'column',
      alignItems: 'stretch',
      justifyContent: 'flex-start',
      width: vars.size.sidebarOpen,
      flexShrink: 0,
      borderBottom: 'none',
      borderRight: `${vars.size.hairline} solid ${vars.color.border}`,
    },
  },
});

export const content = style({ flex: 1, minWidth: 0 });
