/**
 * A 자체전's roll-up (GET …/results, machines/scrimmage.rollup.ts): per player their side's vest,
 * games, 승/무/패, goals, assists and points, sortable by any column; and per side. Cards on a
 * phone, a table where the columns fit.
 */
import type { VestColour } from '#contract/enums.ts';
import type { ScrimmageResults as Results } from '#contract/scrimmages.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
import { SideBadge } from '#src/components/common/side-badge.tsx';
import { CardLabel, Cell, Column, Row, SortedTable, TableBody, TableHeader } from '#src/components/ui/table.tsx';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import { scrimmageResultsQuery } from '#src/lib/queries/scrimmages.ts';
import { nextRollupSort, sortRollup, type RollupField, type RollupSort } from '#src/lib/rollup-order.ts';
import { useServices } from '#src/lib/services.tsx';
import { sortStateOf } from '#src/lib/url-table.ts';
import { sideVest } from '#src/lib/vest.ts';
import { badge } from '#src/styles/chips.css.ts';
import { text } from '#src/styles/text.css.ts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as css from './play.css.ts';

const c = m.columns;
const figures = [
  ['gamesPlayed', c.games],
  ['wins', c.wins],
  ['draws', c.draws],
  ['losses', c.losses],
  ['goals', c.goals],
  ['assists', c.assists],
  ['points', c.points],
] as const;
const sideFigures = [
  ['gamesPlayed', c.games],
  ['wins', c.wins],
  ['draws', c.draws],
  ['losses', c.losses],
  ['goals', c.goals],
  ['goalsAgainst', c.goalsAgainst],
  ['points', c.points],
] as const;

export interface ScrimmageResultsProps {
  teamId: number;
  scrimmageId: number;
  /** The scrimmage's vests by side, for a side the results do not colour. */
  vestColours: readonly VestColour[];
}

export function ScrimmageResults({ teamId, scrimmageId, vestColours }: ScrimmageResultsProps) {
  const { http } = useServices();
  const results = useQuery(scrimmageResultsQuery(http, teamId, scrimmageId));
  const headingId = useId();
  return (
    <section className={css.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sectionTitle}>
        {m.results}
      </h2>
      <QueryState query={results} failed={m.resultsFailed}>
        {(data) =>
          data.sides.length === 0 ? <p className={text({ tone: 'muted' })}>{m.resultsEmpty}</p> : <ResultTables data={data} vestColours={vestColours} />
        }
      </QueryState>
    </section>
  );
}

function ResultTables({ data, vestColours }: { data: Results; vestColours: readonly VestColour[] }) {
  const [sort, setSort] = useState<RollupSort | undefined>(undefined);
  const playersId = useId();
  const orderId = useId();
  const sidesId = useId();
  const order = sort ? [sort] : [];
  const colourOf = (side: number | null, own: VestColour | null = null) => own ?? (side === null ? null : sideVest(vestColours, side));
  const rows = sortRollup(data.players, sort);
  const columnName = (field: RollupField) => (field === 'name' ? c.player : (figures.find(([f]) => f === field)?.[1] ?? ''));
  return (
    <>
      <h3 id={playersId} className={text({ weight: 'bold' })}>
        {m.playersTable}
      </h3>
      <p id={orderId} className={text({ tone: 'muted', size: 'sm' })}>
        {sort ? m.sortedBy(columnName(sort.field)) : ''}
      </p>
      <SortedTable<RollupField>
        sort={order}
        onSortColumn={(field) => setSort(nextRollupSort(sort, field))}
        busy={false}
        cardsFrame={css.playersFrame}
        labelledBy={playersId}
        describedBy={orderId}
      >
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting sortState={sortStateOf(order, 'name')}>
            {c.player}
          </Column>
          <Column id="side">{c.side}</Column>
          {figures.map(([field, label]) => (
            <Column key={field} id={field} allowsSorting sortState={sortStateOf(order, field)} align="end">
              {label}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={rows}>
          {(p) => {
            const colour = colourOf(p.side);
            return (
              <Row id={p.attendeeId} textValue={p.name}>
                <Cell data-card="lead">
                  <span className={css.nameCell}>
                    <span>{p.name}</span>
                    {p.guest ? <span className={badge({ tone: 'blue' })}>{m.guest}</span> : null}
                  </span>
                </Cell>
                <Cell data-card="end">{colour ? <SideBadge colour={colour} /> : null}</Cell>
                {figures.map(([field, label]) => (
                  <Cell key={field} align="end">
                    <CardLabel>{label}</CardLabel>
                    <span className={css.number}>{p[field]}</span>
                  </Cell>
                ))}
              </Row>
            );
          }}
        </TableBody>
      </SortedTable>
      <h3 id={sidesId} className={text({ weight: 'bold' })}>
        {m.sidesTable}
      </h3>
      <SortedTable sort={[]} onSortColumn={() => undefined} busy={false} cardsFrame={css.sidesFrame} labelledBy={sidesId} describedBy={sidesId}>
        <TableHeader>
          <Column id="side" isRowHeader>
            {c.side}
          </Column>
          {sideFigures.map(([field, label]) => (
            <Column key={field} id={field} align="end">
              {label}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={data.sides.map((x) => ({ ...x, id: x.side, colour: colourOf(x.side, x.vestColour) }))}>
          {(x) => (
            <Row id={x.side} textValue={String(x.side)}>
              <Cell data-card="lead">{x.colour ? <SideBadge colour={x.colour} /> : null}</Cell>
              {sideFigures.map(([field, label]) => (
                <Cell key={field} align="end">
                  <CardLabel>{label}</CardLabel>
                  <span className={css.number}>{x[field]}</span>
                </Cell>
              ))}
            </Row>
          )}
        </TableBody>
      </SortedTable>
    </>
  );
}
