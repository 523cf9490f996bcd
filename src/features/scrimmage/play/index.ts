/** What the scrimmage page (src/features/scrimmage) mounts from playing the games (decision 082); its live read is ./use-scrimmage-live.ts. */
export { NowNextCard } from './now-next-card.tsx';
export { ScrimmageResults } from './scrimmage-results.tsx';
