// @vitest-environment jsdom
/**
 * The shared figure columns and cells (src/components/ui/table-figures.tsx): React Aria builds the
 * table from what they render, so each figure is a column header and a cell of its row, in order,
 * with its column's name for the card layout; a sortable table sorts by them, one figure can stay fixed.
 */
import type { SortOrder } from '#contract/params.ts';
import { FigureCells, FigureColumns, type Figures } from '#src/components/ui/table-figures.tsx';
import { Cell, Column, Row, SortedTable, TableBody, TableHeader } from '#src/components/ui/table.tsx';
import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';

type Field = 'sessions' | 'goals' | 'points';
const figures: Figures<Field> = [
  ['sessions', '참가'],
  ['goals', '골'],
  ['points', '승점'],
];
const players = [
  { id: 1, name: '김민수', sessions: 3, goals: 1, points: 1200 },
  { id: 2, name: '이영희', sessions: 2, goals: 4, points: 7 },
];

function Board({ sortable }: { sortable: boolean }) {
  const [order, setOrder] = useState<SortOrder<Field>[]>([]);
  return (
    <SortedTable<Field> sort={order} onSortColumn={(field) => setOrder([{ field, direction: 'desc' }])} busy={false} labelledBy="board" describedBy="board">
      <TableHeader>
        <Column id="name" isRowHeader>
          이름
        </Column>
        <FigureColumns figures={figures} order={sortable ? order : undefined} fixed="sessions" />
      </TableHeader>
      <TableBody items={players}>
        {(p) => (
          <Row id={p.id} textValue={p.name}>
            <Cell>{p.name}</Cell>
            <FigureCells figures={figures} of={p} />
          </Row>
        )}
      </TableBody>
    </SortedTable>
  );
}

describe('figure columns and cells', () => {
  test('each figure is a column and a cell of its row, in order, named for the card and written in Korean digits', () => {
    render(<Board sortable={false} />);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['이름', '참가', '골', '승점']);
    const row = screen.getByRole('row', { name: /김민수/ });
    expect(
      within(row)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['참가3', '골1', '승점1,200']);
  });

  test('a sortable table sorts by a figure from its header, the fixed one does not sort', () => {
    render(<Board sortable />);
    const goals = screen.getByRole('columnheader', { name: '골' });
    expect(screen.getByRole('columnheader', { name: '참가' }).getAttribute('aria-sort')).toBeNull();
    expect(goals.getAttribute('aria-sort')).toBe('none');
    act(() => goals.click());
    expect(goals.getAttribute('aria-sort')).toBe('descending');
  });

  test('a table that does not sort has no sortable figure', () => {
    render(<Board sortable={false} />);
    expect(screen.getAllByRole('columnheader').map((c) => c.getAttribute('aria-sort'))).toEqual([null, null, null, null]);
  });
});
