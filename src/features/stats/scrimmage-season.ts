/**
 * The season's 자체전 tab's one read (decisions 080, 082): `getScrimmageSeasonStats` — each member's
 * finished scrimmages of the season summed on the server with machines/scrimmage.rollup.ts, guests
 * left out, apart from the matches' 시즌 기록.
 */
import type { ScrimmageSeasonStats } from '#contract/scrimmage-extras.ts';
import { scrimmageKeys } from '#src/lib/queries/keys.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { queryOptions } from '@tanstack/react-query';

export function scrimmageSeasonQuery(http: HttpApi, teamId: number, season: number) {
  return queryOptions({
    queryKey: scrimmageKeys.season(teamId, season),
    queryFn: ({ signal }): Promise<ScrimmageSeasonStats> => http.call('getScrimmageSeasonStats', { params: { id: teamId }, query: { season }, signal }),
  });
}
