/**
 * A callout card: a short message above a screen's content, with its actions. `muted` explains a
 * state (a match request waiting for an answer); `primary` asks for attention (requests to answer).
 */
import { recipe } from '@vanilla-extract/recipes';
import { stack } from '#src/styles/layout.css.ts';
import { media, vars } from '#src/styles/theme.css.ts';

export const callout = recipe({
  // stack() gives the flex column and its gap (layout.css.ts is in the app shell's stylesheet, loaded
  // before this one); direction and alignment stay written here, beside the `inline` media query that overrides them.
  base: [
    stack({ gap: 2 }),
    {
      flexDirection: 'column',
      alignItems: 'flex-start',
      padding: vars.space[4],
      borderRadius: vars.radius.lg,
      color: vars.color.text,
    },
  ],
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
