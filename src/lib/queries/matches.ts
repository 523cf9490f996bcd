/**
 * Query option factories for one match's reads, shared by the match guard, the records panel, the
 * match page and the record screen (whose live stream patches these caches). Every key sits under
 * matchKeys.all (keys.ts), so one prefix invalidation refreshes a whole match.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { readWithPosition } from '../live-position.ts';
import type { HttpApi } from '../services.tsx';
import { matchKeys, matchRequestKeys, resultKeys, scheduleKeys, teamMatchKeys } from './keys.ts';

/** A match read that the live stream patches: its data remembers the stream position it was read at (live-position.ts). */
function positionedRead<T, Key extends readonly unknown[]>(
  queryKey: Key,
  read: (options: { signal: AbortSignal; onHeaders: (headers: Headers) => void }) => Promise<T>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => readWithPosition((onHeaders) => read({ signal, onHeaders })) });
}

/**
 * The match itself. One query function for the match guard, the match pages and the records page's
 * side panel: a 404 or 403 is an answer its reader shows (the guard redirects to /404 or
 * /unauthorized, the panel says "not found" in place), never a navigation from inside the read.
 */
export function matchQuery(http: HttpApi, matchId: number) {
  return positionedRead(matchKeys.info(matchId), (options) =>
    http.call('getMatch', { params: { id: matchId }, ...options, navigateOnNotFound: false, navigateOnForbidden: false }),
  );
}

export function matchScoreQuery(http: HttpApi, matchId: number) {
  return positionedRead(matchKeys.score(matchId), (options) => http.call('getMatchScore', { params: { id: matchId }, ...options }));
}

export function matchPlayersQuery(http: HttpApi, matchId: number) {
  return positionedRead(matchKeys.players(matchId), (options) => http.call('getMatchPlayers', { params: { id: matchId }, ...options }));
}

export function matchHistoryQuery(http: HttpApi, matchId: number) {
  return positionedRead(matchKeys.history(matchId), (options) => http.call('getMatchHistory', { params: { id: matchId }, ...options }));
}

export function matchSummaryQuery(http: HttpApi, matchId: number) {
  return positionedRead(matchKeys.summary(matchId), (options) => http.call('getMatchSummary', { params: { id: matchId }, ...options }));
}

export function matchMemoQuery(http: HttpApi, matchId: number) {
  return positionedRead(matchKeys.memo(matchId), (options) => http.call('getMatchMemo', { params: { id: matchId }, ...options }));
}

/** The match's public scoreboard link, if an admin turned it on (decision 057). */
export function matchShareQuery(http: HttpApi, matchId: number) {
  return queryOptions({ queryKey: matchKeys.share(matchId), queryFn: ({ signal }) => http.call('getMatchShare', { params: { id: matchId }, signal }) });
}

/**
 * What registering, deleting or answering a match changes for each of its teams: the match lists,
 * the result figures, the calendar (decision 032: a match has its schedule items) and the requests
 * waiting for an answer (decision 029). The match's own keys are the caller's to handle.
 */
export function invalidateTeamMatches(queryClient: QueryClient, teamIds: readonly number[]): Promise<unknown> {
  const keys = [teamMatchKeys.all, resultKeys.all, scheduleKeys.all, matchRequestKeys.list];
  return Promise.all(teamIds.flatMap((teamId) => keys.map((key) => queryClient.invalidateQueries({ queryKey: key(teamId) }))));
}

/**
 * Starts a match's reads before its screen renders (a page's reads, src/lib/page-reads.ts): the
 * match, score, players, history and memo, and the summary where the screen shows it.
 */
export function prefetchMatchReads(queryClient: QueryClient, http: HttpApi, matchId: number, { summary = false } = {}): void {
  void queryClient.prefetchQuery(matchQuery(http, matchId));
  void queryClient.prefetchQuery(matchScoreQuery(http, matchId));
  void queryClient.prefetchQuery(matchPlayersQuery(http, matchId));
  void queryClient.prefetchQuery(matchHistoryQuery(http, matchId));
  void queryClient.prefetchQuery(matchMemoQuery(http, matchId));
  if (summary) void queryClient.prefetchQuery(matchSummaryQuery(http, matchId));
}
