/** What the scrimmage page (src/features/scrimmage) mounts from playing the games (decision 082). */
export { NowNextCard, type NowNextCardProps } from './now-next-card.tsx';
export { ScrimmageResults, type ScrimmageResultsProps } from './scrimmage-results.tsx';
export { useScrimmageLive, scrimmagePollMs } from './use-scrimmage-live.ts';
