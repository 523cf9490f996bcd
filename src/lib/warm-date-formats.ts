/**
 * The first `Intl` call of a page loads the ICU data behind it: on a phone's CPU (Lighthouse's 4×
 * slowdown) about 0.1–0.2 s. React Aria makes that call when its code is evaluated (it checks the
 * browser's locale) and the screens format Seoul dates right after, so on a cold visit the cost sat
 * between the app's last byte and its first paint (decision 041). The entry (src/main.tsx) calls this
 * once it has asked for the app's code, while the main thread would otherwise wait on the network:
 * the data is loaded once per page, so the later calls find it ready.
 */
export function warmDateFormats(): void {
  Intl.DateTimeFormat.supportedLocalesOf(['ko-KR']);
  // The locale, the calendar's Korean names and Seoul's time zone: what the screens' formats share.
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' }).format(0);
}
