/**
 * The brand's two colours outside CSS: the theme (theme.css.ts) and the web app manifest (vite.config.ts,
 * which cannot load a vanilla-extract file) read them here, so the home screen's splash and bar match
 * the app. index.html's theme-color repeats the primary; tests/build/web-manifest.test.ts holds them equal.
 */
export const palette = {
  primary: '#0043FF',
  surface: '#FFFFFF',
} as const;
