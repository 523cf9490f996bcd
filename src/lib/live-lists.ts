/**
 * The lists that show a match, kept in step with its live stream wherever it is followed (the match
 * page, the record screen, the records page): every team's cached match lists and what is counted
 * from finished matches. The match page's stream once left 팀 경기 기록 as read before kick-off, and the
 * list painted a match its viewer had just watched end as 경기 전 (decision 073).
 */
import type { MatchEvent, MatchListItem, LiveMessage } from '#contract/matches.ts';
import { scoreOf } from '#machines/match.scoring.ts';
import type { QueryClient } from '@tanstack/react-query';
import { memberKeys, resultKeys, teamMatchKeys } from './queries/keys.ts';

/** A list row with the goals of `events` added if it is match `matchId`, by the log's own rules (an own goal is the other side's). */
export function withLiveGoals(item: MatchListItem, matchId: number, events: readonly Pick<MatchEvent, 'teamId' | 'eventType'>[]): MatchListItem {
  if (item.id !== matchId) return item;
  const added = scoreOf(events, item.homeTeamId, item.awayTeamId);
  if (added.home.goalCount === 0 && added.away.goalCount === 0) return item;
  return { ...item, homeScore: item.homeScore + added.home.goalCount, awayScore: item.awayScore + added.away.goalCount };
}

type Page = { content: MatchListItem[] };
const isPage = (data: unknown): data is Page => typeof data === 'object' && data !== null && 'content' in data && Array.isArray(data.content);
const listFilter = { predicate: (query: { queryKey: readonly unknown[] }) => teamMatchKeys.isUnderAnyTeam(query.queryKey) };

/** Every cached page of every team's match lists, each row passed through `row` (a page keeps its identity when no row changes). */
function patchRows(queryClient: QueryClient, row: (item: MatchListItem) => MatchListItem): void {
  queryClient.setQueriesData(listFilter, (data: unknown) => {
    if (!isPage(data)) return data;
    const content = data.content.map(row);
    return content.every((item, i) => item === data.content[i]) ? data : { ...data, content };
  });
}

/**
 * One stream message over the lists: a goal moves the row's score at once; a state change (kick-off,
 * full time) sets the row's state and score from the message and reads the lists again, with the
 * results and member figures that count finished matches; a cancel reads the lists again.
 */
export function patchListsOfMatch(queryClient: QueryClient, matchId: number, message: LiveMessage): void {
  switch (message.type) {
    case 'events.recorded':
      patchRows(queryClient, (item) => withLiveGoals(item, matchId, message.events));
      return;
    case 'match.changed': {
      const { matchState, homeScore, awayScore, homeTeamId, awayTeamId } = message.match;
      patchRows(queryClient, (item) => (item.id === matchId ? { ...item, matchState, homeScore, awayScore } : item));
      void queryClient.invalidateQueries(listFilter);
      for (const teamId of [homeTeamId, awayTeamId]) {
        void queryClient.invalidateQueries({ queryKey: resultKeys.all(teamId) });
        void queryClient.invalidateQueries({ queryKey: memberKeys.all(teamId) });
      }
      return;
    }
    case 'events.cancelled':
    case 'exchange.undone':
      void queryClient.invalidateQueries(listFilter);
      return;
    default:
  }
}
