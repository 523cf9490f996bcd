/**
 * A team's name as every screen, push and link preview shows it: a temporary team (an opponent
 * registered on the spot, docs/product.md §1) carries the marker '[임시]' before its name. One rule
 * for the client (src/lib/messages.ts) and the server (push texts, the public link's preview).
 */
export const tempTeamMarker = '[임시]';

export function teamDisplayName(team: { name: string; isTemp: boolean }): string {
  return team.isTemp ? `${tempTeamMarker} ${team.name}` : team.name;
}
