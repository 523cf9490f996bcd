/**
 * A 자체전's roll-up (GET …/results, machines/scrimmage.rollup.ts): per player their side's vest,
 * games, 승/무/패, goals, assists and points, sortable by any column; and per side. Cards on a
 * phone, a table where the columns fit.
 */
import type { VestColour } from '#contract/enums.ts';
import type { ScrimmageResults as Results } from '#contract/scrimmages.ts';
import { QueryState } from '#src/components/common/query-state.tsx';
import { playerFigures, recordFigures, RollupTable } from '#src/components/common/rollup-table.tsx';
import { SideBadge } from '#src/components/common/side-badge.tsx';
import { FigureCells, FigureColumns } from '#src/components/ui/table-figures.tsx';
import { Cell, Column, Row, SortedTable, TableBody, TableHeader } from '#src/components/ui/table.tsx';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import { scrimmageResultsQuery } from '#src/lib/queries/scrimmages.ts';
import { useServices } from '#src/lib/services.tsx';
import { sideVest } from '#src/lib/vest.ts';
import { badge } from '#src/styles/chips.css.ts';
import { text } from '#src/styles/text.css.ts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Section } from '#src/components/common/section.tsx';
import * as css from './play.css.ts';

const c = m.columns;
const sideFigures = [...recordFigures, ['goalsAgainst', c.goalsAgainst], ['points', c.points]] as const;

export interface ScrimmageResultsProps {
  teamId: number;
  scrimmageId: number;
  /** The scrimmage's vests by side, for a side the results do not colour. */
  vestColours: readonly VestColour[];
}

export function ScrimmageResults({ teamId, scrimmageId, vestColours }: ScrimmageResultsProps) {
  const { http } = useServices();
  const results = useQuery(scrimmageResultsQuery(http, teamId, scrimmageId));
  return (
    <Section title={m.results} className={css.panel}>
      <QueryState query={results} failed={m.resultsFailed}>
        {(data) =>
          data.sides.length === 0 ? <p className={text({ tone: 'muted' })}>{m.resultsEmpty}</p> : <ResultTables data={data} vestColours={vestColours} />
        }
      </QueryState>
    </Section>
  );
}

function ResultTables({ data, vestColours }: { data: Results; vestColours: readonly VestColour[] }) {
  const playersId = useId();
  const sidesId = useId();
  const colourOf = (side: number | null, own: VestColour | null = null) => own ?? (side === null ? null : sideVest(vestColours, side));
  const badgeOf = (colour: VestColour | null) => (colour ? <SideBadge colour={colour} /> : null);
  return (
    <>
      <h3 id={playersId} className={text({ weight: 'bold' })}>
        {m.playersTable}
      </h3>
      <RollupTable
        rows={data.players.map((p) => ({ ...p, id: p.attendeeId }))}
        figures={playerFigures}
        name={(p) => (
          <span className={css.nameCell}>
            <span>{p.name}</span>
            {p.guest ? <span className={badge({ tone: 'blue' })}>{m.guest}</span> : null}
          </span>
        )}
        extra={{ label: c.side, cell: (p) => badgeOf(colourOf(p.side)) }}
        labelledBy={playersId}
        cardsFrame={css.playersFrame}
      />
      <h3 id={sidesId} className={text({ weight: 'bold' })}>
        {m.sidesTable}
      </h3>
      <SortedTable sort={[]} onSortColumn={() => undefined} busy={false} cardsFrame={css.sidesFrame} labelledBy={sidesId} describedBy={sidesId}>
        <TableHeader>
          <Column id="side" isRowHeader>
            {c.side}
          </Column>
          <FigureColumns figures={sideFigures} />
        </TableHeader>
        <TableBody items={data.sides.map((x) => ({ ...x, id: x.side, colour: colourOf(x.side, x.vestColour) }))}>
          {(x) => (
            <Row id={x.side} textValue={String(x.side)}>
              <Cell data-card="lead">{badgeOf(x.colour)}</Cell>
              <FigureCells figures={sideFigures} of={x} />
            </Row>
          )}
        </TableBody>
      </SortedTable>
    </>
  );
}
