/**
 * The records page over the streams of its matches in play (the shared client,
 * src/lib/live-stream.ts): what a message does to the team's cached lists. The page only follows.
 */
import type { MatchEvent, MatchListItem } from '#contract/matches.ts';
import { scoreOf } from '#machines/match.scoring.ts';
import type { LiveMessage } from '#src/lib/live-stream.ts';
import type { QueryClient } from '@tanstack/react-query';
import { resultKeys, teamMatchKeys } from '#src/lib/queries/keys.ts';

/** A list row with the goals of `events` added if it is match `matchId`, by the log's own rules (an own goal is the other side's). */
export function withLiveGoals(item: MatchListItem, matchId: number, events: readonly Pick<MatchEvent, 'teamId' | 'eventType'>[]): MatchListItem {
  if (item.id !== matchId) return item;
  const added = scoreOf(events, item.homeTeamId, item.awayTeamId);
  if (added.home.goalCount === 0 && added.away.goalCount === 0) return item;
  return { ...item, homeScore: item.homeScore + added.home.goalCount, awayScore: item.awayScore + added.away.goalCount };
}

/**
 * Keeps the team's lists in step with one match's stream: a goal moves the score in every cached
 * page at once; a cancel or a state change (which also moves the season summary) refetches them.
 */
export function patchTeamLists(queryClient: QueryClient, teamId: number, matchId: number, message: LiveMessage): void {
  if (message.type === 'events.recorded') {
    queryClient.setQueriesData({ queryKey: teamMatchKeys.all(teamId) }, (data: unknown) => {
      if (!data || typeof data !== 'object' || !('content' in data) || !Array.isArray(data.content)) return data;
      return { ...data, content: (data.content as MatchListItem[]).map((item) => withLiveGoals(item, matchId, message.events)) };
    });
  } else if (message.type === 'events.cancelled' || message.type === 'match.changed') {
    void queryClient.invalidateQueries({ queryKey: teamMatchKeys.all(teamId) });
    if (message.type === 'match.changed') void queryClient.invalidateQueries({ queryKey: resultKeys.all(teamId) });
  }
}
