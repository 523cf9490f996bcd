/**
 * The one place where raw colours and lengths live. Everything else styles through `vars`.
 * Colours follow docs/domain.md §5.11 (blue #0043FF, pitch green #43A151, card yellow #FFEA00,
 * red #D91920); text-on-colour pairs are chosen to pass WCAG 2 AA contrast.
 */
import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { palette } from './palette.ts';

export const vars = createThemeContract({
  color: {
    primary: null,
    primaryHover: null,
    primaryPressed: null,
    primarySoft: null,
    onPrimary: null,
    pitch: null,
    pitchStrong: null,
    pitchSoft: null,
    onPitch: null,
    /** Lineup editor: the pitch's lines, its darker mowing stripe, a highlighted drop place, the old page's neutral grey. */
    pitchLine: null,
    pitchStripe: null,
    pitchTarget: null,
    lineupNeutral: null,
    /** The current team's colour; components override it inline per team (see team-color.ts). */
    team: null,
    cardYellow: null,
    danger: null,
    dangerHover: null,
    dangerSoft: null,
    onDanger: null,
    success: null,
    surface: null,
    surfaceMuted: null,
    surfaceSunken: null,
    sidebar: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textOnDark: null,
    textOnLight: null,
    disabledText: null,
    disabledSurface: null,
    focusRing: null,
    overlay: null,
    toastInfo: null,
  },
  space: { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 8: null, 10: null, 12: null, 16: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: {
    family: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
    weight: { regular: null, medium: null, semibold: null, bold: null, heavy: null },
    lineHeight: { tight: null, normal: null },
  },
  size: {
    navbarHeight: null,
    sidebarOpen: null,
    sidebarCollapsed: null,
    toggle: null,
    icon: null,
    iconSmall: null,
    avatar: null,
    avatarLarge: null,
    control: null,
    selectItem: null,
    selectListMax: null,
    contentMax: null,
    dialog: null,
    dialogWide: null,
    toast: null,
    hairline: null,
    focusWidth: null,
    /** Lineup editor: the half-pitch's widest size and a player marker's disc. */
    pitchMax: null,
    marker: null,
  },
  shadow: { sm: null, md: null, lg: null },
  z: { sidebar: null, backdrop: null, overlay: null, toast: null },
  motion: { fast: null },
});

createGlobalTheme(':root', vars, {
  color: {
    primary: palette.primary,
    primaryHover: '#0036CC',
    primaryPressed: '#002A9E',
    primarySoft: '#E8EEFF',
    onPrimary: '#FFFFFF',
    pitch: '#43A151',
    pitchStrong: '#2B6E35',
    pitchSoft: '#E9F5EB',
    onPitch: '#FFFFFF',
    pitchLine: 'rgba(255, 255, 255, 0.7)',
    pitchStripe: '#3C9249',
    pitchTarget: 'rgba(255, 234, 0, 0.45)',
    lineupNeutral: '#E5E5EC',
    team: '#43A151',
    cardYellow: '#FFEA00',
    danger: '#D91920',
    dangerHover: '#B3141A',
    dangerSoft: '#FDECEC',
    onDanger: '#FFFFFF',
    success: '#2B6E35',
    surface: palette.surface,
    surfaceMuted: '#F4F6F9',
    surfaceSunken: '#EBEEF3',
    sidebar: '#FFFFFF',
    border: '#D9DEE6',
    borderStrong: '#8A94A6',
    text: '#161A22',
    textMuted: '#4F5969',
    textOnDark: '#FFFFFF',
    textOnLight: '#161A22',
    disabledText: '#6B7483',
    disabledSurface: '#EEF0F4',
    focusRing: '#0043FF',
    overlay: 'rgba(22, 26, 34, 0.45)',
    toastInfo: '#161A22',
  },
  space: { 0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '20px', 6: '24px', 8: '32px', 10: '40px', 12: '48px', 16: '64px' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    // The device's own Korean face, no web font (decision 036): a web font cost 235–263 KB and held the
    // largest paint on a phone network. iOS and macOS: the system face with Apple SD Gothic Neo;
    // Windows: Malgun Gothic; Android and Linux: Noto Sans CJK KR (Noto Sans KR where installed).
    family:
      "-apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', 'Noto Sans CJK KR', system-ui, 'Segoe UI', " +
      'Roboto, sans-serif',
    size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px', display: '40px' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700', heavy: '800' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  size: {
    navbarHeight: '60px',
    sidebarOpen: '360px',
    sidebarCollapsed: '60px',
    toggle: '16px',
    icon: '20px',
    iconSmall: '16px',
    avatar: '40px',
    avatarLarge: '96px',
    control: '40px',
    selectItem: '38px',
    selectListMax: '208px',
    contentMax: '1200px',
    dialog: '480px',
    dialogWide: '720px',
    toast: '360px',
    hairline: '1px',
    focusWidth: '2px',
    pitchMax: '520px',
    marker: '36px',
  },
  shadow: {
    sm: '0 1px 2px rgba(22, 26, 34, 0.08)',
    md: '0 4px 16px rgba(22, 26, 34, 0.12)',
    lg: '0 12px 40px rgba(22, 26, 34, 0.2)',
  },
  z: { sidebar: '20', backdrop: '19', overlay: '40', toast: '50' },
  motion: { fast: '150ms' },
});

/** Breakpoints (mobile first). `wide` is the sidebar threshold of docs/product.md §2.4. */
export const media = {
  md: 'screen and (min-width: 768px)',
  lg: 'screen and (min-width: 1024px)',
  wide: 'screen and (min-width: 1740px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** The device's own insets (an iPhone's home indicator): a bar fixed to the bottom keeps its buttons above them. */
export const safeArea = { bottom: 'env(safe-area-inset-bottom, 0px)' } as const;

/** The visible focus ring every control shows on keyboard focus. */
export const focusRing = {
  outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusWidth,
} as const;
