import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

/** Sizes for lucide icons: the stroke follows currentColor, the box follows the theme. */
export const icon = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });
export const iconSmall = style({ width: vars.size.iconSmall, height: vars.size.iconSmall, flexShrink: 0 });
