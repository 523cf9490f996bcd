/**
 * The season's 출석 tab (decision 092): per member over the season's items that counted — 대상 일정,
 * 출석, 노쇼, 참석률 — sortable, cards on a phone, and the same table as a CSV file (machines/exports.attendance.ts).
 */
import type { AttendanceSeasonRow, AttendanceSortField } from '#contract/attendance.ts';
import { attendanceColumns, attendanceFile, nextAttendanceSort, sortAttendance, type AttendanceSort } from '#machines/exports.attendance.ts';
import { ExportButton } from '#src/components/common/export-button.tsx';
import { QueryState } from '#src/components/common/query-state.tsx';
import { CardLabel, Cell, Column, Row, SortedTable, TableBody, TableHeader } from '#src/components/ui/table.tsx';
import { attendanceMessages as m } from '#src/lib/messages/attendance.ts';
import { attendanceSeasonQuery } from '#src/lib/queries/attendance.ts';
import { useServices } from '#src/lib/services.tsx';
import { sortStateOf } from '#src/lib/url-table.ts';
import { text } from '#src/styles/text.css.ts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as css from '../stats.css.ts';

export function AttendanceSeasonTab({ teamId, teamName, season }: { teamId: number; teamName: string; season: number }) {
  const { http } = useServices();
  const query = useQuery(attendanceSeasonQuery(http, teamId, season));
  const [sort, setSort] = useState<AttendanceSort | undefined>(undefined);
  const headingId = useId();
  const orderId = useId();
  const order = sort ? [sort] : [];
  return (
    <QueryState query={query} failed={m.seasonLoadFailed}>
      {(data) => (
        <section aria-labelledby={headingId} className={css.page}>
          <div className={css.toolbar}>
            <p className={text({ tone: 'muted' })} role="status">
              {m.summary(data.season, data.itemCount)}
            </p>
            <ExportButton
              variant="secondary"
              teamId={teamId}
              request={{ kind: 'SEASON_ATTENDANCE', params: { season: data.season, sort } }}
              file={() => attendanceFile(teamName, data.season, data.players, sort)}
            >
              {m.download}
            </ExportButton>
          </div>
          <h2 id={headingId} className={text({ size: 'lg', weight: 'bold' })}>
            {m.table}
          </h2>
          <p id={orderId} className={text({ tone: 'muted', size: 'sm' })}>
            {sort ? m.sortedBy(m.columns[sort.field === 'name' ? 'player' : sort.field], sort.direction === 'desc') : ''}
          </p>
          <SortedTable<AttendanceSortField>
            sort={order}
            onSortColumn={(field) => setSort(nextAttendanceSort(sort, field))}
            busy={false}
            cardsFrame={css.tableFrame}
            labelledBy={headingId}
            describedBy={orderId}
          >
            <TableHeader>
              <Column id="name" isRowHeader allowsSorting sortState={sortStateOf(order, 'name')}>
                {m.columns.player}
              </Column>
              {attendanceColumns.map((field) => (
                <Column key={field} id={field} allowsSorting sortState={sortStateOf(order, field)} align="end">
                  {m.columns[field]}
                </Column>
              ))}
            </TableHeader>
            <TableBody
              items={sortAttendance(data.players, sort).map((p) => ({ ...p, id: p.userId }))}
              renderEmptyState={() => <p className={css.empty}>{m.empty(data.season)}</p>}
            >
              {(p: AttendanceSeasonRow & { id: number }) => (
                <Row id={p.userId} textValue={p.name}>
                  <Cell data-card="lead">{p.name}</Cell>
                  {attendanceColumns.map((field) => (
                    <Cell key={field} align="end">
                      <CardLabel>{m.columns[field]}</CardLabel>
                      <span className={css.number}>{field === 'rate' ? m.rate(p.rate) : p[field]}</span>
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
