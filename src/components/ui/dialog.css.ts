import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '#src/styles/theme.css.ts';
import { overlay as overlayRecipe } from './overlay.css.ts';

export const overlay = overlayRecipe({ from: 'centre' });

export const modal = style({
  width: '100%',
  maxHeight: '90dvh',
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  borderTopLeftRadius: vars.radius.lg,
  borderTopRightRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': {
    [media.md]: { maxWidth: vars.size.dialog, borderRadius: vars.radius.lg },
  },
});

export const wide = style({ '@media': { [media.md]: { maxWidth: vars.size.dialogWide } } });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[6],
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});
