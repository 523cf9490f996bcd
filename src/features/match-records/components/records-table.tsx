/**
 * The team's matches: a server-side page, multi-column sort from the headers (aria-sort on the
 * primary column; the whole order is written above the table), rows open the side panel. Where the
 * columns do not fit, the same table shows one card per match with the score on its first line
 * (match-records.css.ts; the result cell is marked `data-card="end"`).
 */
import type { MatchListItem } from '#contract/matches.ts';
import { Cell, Column, Row, SortedTable, TableBody, TableHeader, type SortedTableProps } from '#src/components/ui/table.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { TeamEmblem } from '#src/components/ui/team-emblem.tsx';
import { compactDate, resultFor, shortTime } from '#src/lib/match-format.ts';
import { messages, teamDisplayName } from '#src/lib/messages.ts';
import { matchRecordsMessages } from '#src/lib/messages/match-records.ts';
import { teamQuery } from '#src/lib/queries/teams.ts';
import { useServices } from '#src/lib/services.tsx';
import { sortStateOf } from '#src/lib/url-table.ts';
import { useQueries } from '@tanstack/react-query';
import type { MatchSort, MatchSortField } from '../records-search.ts';
import * as css from '../match-records.css.ts';
import { RequestStateTag } from './request-state-tag.tsx';
import { ResultChip } from '#src/components/common/result-chip.tsx';

const m = matchRecordsMessages;
const c = m.columns;
const labels = messages.matchLabels;

export function sortDescription(sort: MatchSort): string {
  if (sort.length === 0) return m.sortNone;
  return m.sortSummary(sort.map((s) => `${c[s.field]} ${m[s.direction]}`).join(', '));
}

const stateTone = { SCHEDULED: 'outline', PLAY_FIRST_HALF: 'blue', HALF_TIME: 'yellow', PLAY_SECOND_HALF: 'blue', FINISHED: 'neutral' } as const;

/** The sort, busy state, names and row action go to SortedTable as they are. */
export interface RecordsTableProps extends Omit<SortedTableProps<MatchSortField>, 'cardsFrame' | 'children'> {
  teamId: number;
  matches: MatchListItem[];
  sort: MatchSort;
  onOpen: (matchId: number) => void;
}

export function RecordsTable({ teamId, matches, ...table }: RecordsTableProps) {
  const { sort } = table;
  const { http } = useServices();
  const opponentIds = [...new Set(matches.map((x) => (x.homeTeamId === teamId ? x.awayTeamId : x.homeTeamId)))];
  // The list carries names and the temporary flag ('[임시]'): marks come from each opponent's profile (cached).
  const profiles = useQueries({ queries: opponentIds.map((id) => ({ ...teamQuery(http, id), staleTime: 5 * 60_000 })) });
  const profileOf = (id: number) => profiles[opponentIds.indexOf(id)]?.data;

  const stateOf = (field: MatchSortField) => sortStateOf(sort, field);
  const showOrder = sort.length > 1;

  return (
    <SortedTable {...table} cardsFrame={css.tableFrame}>
      <TableHeader>
        <Column id="matchDate" allowsSorting sortState={stateOf('matchDate')} showSortOrder={showOrder}>
          {c.matchDate}
        </Column>
        <Column id="title" isRowHeader allowsSorting sortState={stateOf('title')} showSortOrder={showOrder}>
          {c.title}
        </Column>
        <Column id="matchType" allowsSorting sortState={stateOf('matchType')} showSortOrder={showOrder}>
          {c.matchType}
        </Column>
        <Column id="opponent">{c.opponent}</Column>
        <Column id="matchState" allowsSorting sortState={stateOf('matchState')} showSortOrder={showOrder}>
          {c.matchState}
        </Column>
        <Column id="result">{c.result}</Column>
        <Column id="stadium">{c.stadium}</Column>
      </TableHeader>
      <TableBody items={matches} renderEmptyState={() => <p className={css.empty}>{m.empty}</p>}>
        {(match) => {
          const home = match.homeTeamId === teamId;
          const opponentId = home ? match.awayTeamId : match.homeTeamId;
          const opponentName = home ? match.awayTeamName : match.homeTeamName;
          const profile = profileOf(opponentId);
          const opponent = {
            name: opponentName,
            isTemp: home ? match.awayTeamIsTemp : match.homeTeamIsTemp,
            logoImgUrl: profile?.logoImgUrl ?? null,
            teamColor: profile?.teamColor ?? null,
          };
          const ours = home ? match.homeScore : match.awayScore;
          const theirs = home ? match.awayScore : match.homeScore;
          return (
            <Row id={match.id} textValue={match.title}>
              <Cell>
                <span className={css.dateCell}>
                  <span>{compactDate(match.matchDate)}</span>
                  <span className={css.muted}>{shortTime(match.plannedStartTime)}</span>
                </span>
              </Cell>
              <Cell>
                {/* Beside the title, the first thing in view on a phone: where a request of ours stands. */}
                <span className={css.titleCell}>
                  <span>{match.title}</span>
                  <RequestStateTag state={match.requestState} />
                </span>
              </Cell>
              <Cell>
                {/* Home or away is our side of the match, so it stands with the match's kind, not the opponent's name. */}
                <span className={css.teamCell}>
                  <Tag tone="blue">{labels.types[match.matchType]}</Tag>
                  <span className={css.muted}>{m.playedAt(home ? labels.homeSide : labels.awaySide)}</span>
                </span>
              </Cell>
              <Cell>
                <span className={css.teamCell}>
                  <TeamEmblem team={opponent} size="sm" />
                  <span>{teamDisplayName(opponent)}</span>
                </span>
              </Cell>
              <Cell>
                <Tag tone={stateTone[match.matchState]}>{labels.states[match.matchState]}</Tag>
              </Cell>
              <Cell data-card="end">
                {match.matchState === 'SCHEDULED' ? (
                  <span className={css.muted}>{labels.none}</span>
                ) : (
                  <span className={css.resultCell}>
                    {match.matchState === 'FINISHED' ? <ResultChip result={resultFor(teamId, match)} /> : null}
                    <span className={css.score}>{labels.score(ours, theirs)}</span>
                  </span>
                )}
              </Cell>
              <Cell>{match.stadium}</Cell>
            </Row>
          );
        }}
      </TableBody>
    </SortedTable>
  );
}
