import { globalStyle } from '@vanilla-extract/css';
import { focusRing, vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceMuted,
  WebkitFontSmoothing: 'antialiased',
  wordBreak: 'keep-all',
  // No grey flash over what a finger taps: every control shows its own press (:active, decision 105).
  // A visible tap highlight is also a layer the browser builds and paints inside the tap's task (decision 108).
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('#root', { minHeight: '100dvh' });

globalStyle('h1, h2, h3, h4, p', { margin: 0 });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

globalStyle(':focus-visible', focusRing);

globalStyle('a', { color: vars.color.primary });

// A server-rendered screen before the app has taken it over (decision 104): its controls take no
// pointer (a tap reaches the page behind them), and nothing looks pressable that has no handler yet;
// src/app/boot.tsx lifts the mark once the hydration has committed.
globalStyle('#root[data-hydrating] *', { pointerEvents: 'none' });
