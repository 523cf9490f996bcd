/** The season's 자체전 tab: per member over the season's finished scrimmages — 참가, 경기, 승/무/패, 골, 도움, 승점 — sortable, cards on a phone. */
import { QueryState } from '#src/components/common/query-state.tsx';
import { CardLabel, Cell, Column, Row, SortedTable, TableBody, TableHeader } from '#src/components/ui/table.tsx';
import { scrimmagePlayMessages } from '#src/lib/messages/scrimmage-play.ts';
import { nextRollupSort, sortRollup, type RollupField, type RollupSort } from '#src/lib/rollup-order.ts';
import { useServices } from '#src/lib/services.tsx';
import { sortStateOf } from '#src/lib/url-table.ts';
import { text } from '#src/styles/text.css.ts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { scrimmageSeasonQuery, type ScrimmageSeasonRow } from '../scrimmage-season.ts';
import * as css from '../stats.css.ts';

const m = scrimmagePlayMessages;
const c = m.columns;
type Field = RollupField | 'scrimmages';
const figures = [
  ['scrimmages', m.season.sessions],
  ['gamesPlayed', c.games],
  ['wins', c.wins],
  ['draws', c.draws],
  ['losses', c.losses],
  ['goals', c.goals],
  ['assists', c.assists],
  ['points', c.points],
] as const;

export function ScrimmageSeasonTab({ teamId, season }: { teamId: number; season: number }) {
  const { http } = useServices();
  const query = useQuery(scrimmageSeasonQuery(http, teamId, season));
  const [sort, setSort] = useState<RollupSort | undefined>(undefined);
  const headingId = useId();
  const orderId = useId();
  const order = sort ? [sort] : [];
  return (
    <QueryState query={query} failed={m.season.loadFailed}>
      {(data) => (
        <section aria-labelledby={headingId} className={css.page}>
          <p className={text({ tone: 'muted' })} role="status">
            {m.season.summary(data.season, data.scrimmageCount)}
          </p>
          <h2 id={headingId} className={text({ size: 'lg', weight: 'bold' })}>
            {m.season.table}
          </h2>
          <p id={orderId} className={text({ tone: 'muted', size: 'sm' })}>
            {sort ? m.sortedBy(sort.field === 'name' ? c.player : (figures.find(([f]) => f === sort.field)?.[1] ?? '')) : ''}
          </p>
          <SortedTable<Field>
            sort={order}
            onSortColumn={(field) => setSort(field === 'scrimmages' ? { field: 'gamesPlayed', direction: 'desc' } : nextRollupSort(sort, field))}
            busy={false}
            cardsFrame={css.tableFrame}
            labelledBy={headingId}
            describedBy={orderId}
          >
            <TableHeader>
              <Column id="name" isRowHeader allowsSorting sortState={sortStateOf(order, 'name')}>
                {c.player}
              </Column>
              {figures.map(([field, label]) => (
                <Column
                  key={field}
                  id={field}
                  allowsSorting={field !== 'scrimmages'}
                  sortState={field === 'scrimmages' ? null : sortStateOf(order, field)}
                  align="end"
                >
                  {label}
                </Column>
              ))}
            </TableHeader>
            <TableBody
              items={sortRollup(data.players, sort).map((p) => ({ ...p, id: p.userId }))}
              renderEmptyState={() => <p className={css.empty}>{m.season.empty(data.season)}</p>}
            >
              {(p: ScrimmageSeasonRow & { id: number }) => (
                <Row id={p.userId} textValue={p.name}>
                  <Cell data-card="lead">{p.name}</Cell>
                  {figures.map(([field, label]) => (
                    <Cell key={field} align="end">
                      <CardLabel>{label}</CardLabel>
                      <span className={css.number}>{p[field]}</span>
                    </Cell>
                  ))}
                </Row>
              )}
            </TableBody>
          </SortedTable>
        </section>
      )}
    </QueryState>
  );
}
