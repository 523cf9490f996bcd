/**
 * The names of what the client keeps in web storage (read and checked by src/lib/storage.ts). Apart,
 * so the entry can see whether a person was signed in without loading the checks (src/lib/early-renewal.ts).
 */
export const storageKeys = {
  lastLoggedInUserId: 'lastLoggedInUserId',
  currentTeamId: 'currentTeamId',
  loginRedirectUrl: 'loginRedirectUrl',
  loginState: 'loginState',
  homeScreenGuideDismissed: 'homeScreenGuideDismissed',
  lineupProgress: (matchId: number) => `lineupProgress:${matchId}`,
} as const;
