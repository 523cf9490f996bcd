import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '#src/styles/theme.css.ts';

/**
 * A variant's background under the pointer and while pressed; a disabled button keeps the disabled look.
 * React Aria's Button says so in data attributes; a TapButton (button.tsx, `data-tap`) has no such state
 * and takes the browser's own `:active`, and `:hover` only where the pointer can hover (no hover stuck on
 * a phone after a tap).
 */
const pressBackgrounds = (hovered: string, pressed: string) => ({
  '&[data-hovered]:not([data-disabled])': { backgroundColor: hovered },
  '&[data-pressed]:not([data-disabled])': { backgroundColor: pressed },
  '&[data-tap]:active:not([data-disabled])': { backgroundColor: pressed },
});
const tapHover = (hovered: string) => ({
  '@media': { '(hover: hover)': { selectors: { '&[data-tap]:hover:not([data-disabled]):not(:active)': { backgroundColor: hovered } } } },
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    minHeight: vars.size.control,
    paddingInline: vars.space[4],
    borderRadius: vars.radius.md,
    border: `${vars.size.hairline} solid transparent`,
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible], &[data-tap]:focus-visible': focusRing,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.border,
        color: vars.color.disabledText,
      },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: pressBackgrounds(vars.color.primaryHover, vars.color.primaryPressed),
        ...tapHover(vars.color.primaryHover),
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: pressBackgrounds(vars.color.surfaceMuted, vars.color.surfaceSunken),
        ...tapHover(vars.color.surfaceMuted),
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: pressBackgrounds(vars.color.surfaceMuted, vars.color.surfaceSunken),
        ...tapHover(vars.color.surfaceMuted),
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: pressBackgrounds(vars.color.dangerHover, vars.color.dangerHover),
        ...tapHover(vars.color.dangerHover),
      },
    },
    size: {
      sm: { minHeight: vars.space[8], paddingInline: vars.space[3], fontSize: vars.font.size.xs },
      md: {},
      lg: { minHeight: vars.space[12], paddingInline: vars.space[6], fontSize: vars.font.size.md },
      icon: { minHeight: vars.space[8], minWidth: vars.space[8], paddingInline: vars.space[1] },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'secondary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
