/**
 * The season table: one row per player, every column sortable from its header (one column at a
 * time, said in words above the table). Where the columns do not fit, one card per player
 * (stats.css.ts): the cells carry a label only the card shows.
 */
import type { PlayerSeasonRow } from '#contract/stats.ts';
import { FigureCells, FigureColumns } from '#src/components/ui/table-figures.tsx';
import { CardLabel, Cell, Column, Row, SortedTable, TableBody, TableHeader } from '#src/components/ui/table.tsx';
import { sortStateOf } from '#src/lib/url-table.ts';
import { statsMessages } from '#src/lib/messages/stats.ts';
import { badge } from '#src/styles/chips.css.ts';
import { figureColumns, kindOf, type StatsSort, type StatsSortField } from '../season-table.ts';
import * as css from '../stats.css.ts';

const s = statsMessages;
const c = s.columns;
const figures = figureColumns.map((column) => [column, c[column]] as const);

export interface SeasonTableViewProps {
  rows: readonly PlayerSeasonRow[];
  sort: StatsSort | undefined;
  onSort: (field: StatsSortField) => void;
  labelledBy: string;
  describedBy: string;
}

export function SeasonTableView({ rows, sort, onSort, labelledBy, describedBy }: SeasonTableViewProps) {
  const order = sort ? [sort] : [];
  const stateOf = (field: StatsSortField) => sortStateOf(order, field);
  return (
    <SortedTable sort={order} onSortColumn={onSort} busy={false} cardsFrame={css.tableFrame} labelledBy={labelledBy} describedBy={describedBy}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting sortState={stateOf('name')}>
          {c.player}
        </Column>
        <Column id="backNumber" allowsSorting sortState={stateOf('backNumber')} align="end">
          {c.backNumber}
        </Column>
        <Column id="position">{c.position}</Column>
        <FigureColumns figures={figures} order={order} />
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => <p className={css.empty}>{s.empty}</p>}>
        {(player) => (
          <Row id={player.userId} textValue={player.name}>
            <Cell data-card="lead">
              <span className={css.nameCell}>
                <span>{player.name}</span>
                {player.isGuest || !player.isMember ? <span className={badge({ tone: 'blue' })}>{kindOf(player)}</span> : null}
              </span>
            </Cell>
            <Cell align="end" data-card="end">
              <CardLabel>{c.backNumber}</CardLabel>
              <span className={css.number}>{player.backNumber ?? s.none}</span>
            </Cell>
            <Cell>
              <CardLabel>{c.position}</CardLabel>
              {player.position ?? s.positions.NONE}
            </Cell>
            <FigureCells figures={figures} of={player} />
          </Row>
        )}
      </TableBody>
    </SortedTable>
  );
}
