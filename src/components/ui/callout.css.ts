/**
 * A callout card: a short message above a screen's content, with its actions. `muted` explains a
 * state (a match request waiting for an answer); `primary` asks for attention (requests to answer).
 */
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '#src/styles/theme.css.ts';

export const callout = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space[2],
    padding: vars.space[4],
    borderRadius: vars.radius.lg,
    color: vars.color.text,
  },
  variants: {
    tone: {
      muted: { border: `${vars.size.hairline} solid ${vars.color.border}`, backgroundColor: vars.color.surfaceMuted },
      primary: { border: `${vars.size.hairline} solid ${vars.color.primary}`, backgroundColor: vars.color.primarySoft },
    },
    /** From the tablet width on, the message and its action sit on one row. */
    inline: {
      true: { '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } } },
      false: {},
    },
  },
  defaultVariants: { tone: 'muted', inline: false },
});
