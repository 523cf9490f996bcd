/**
 * The members table: server-side page of 20, multi-column sort from the headers (aria-sort on the
 * primary column; the order of all sort columns is written above the table), rows open the panel.
 * Where the columns do not fit, the same table shows one card per member (members.css.ts): the
 * cells say where they go (`data-card`) and carry a label only the card shows.
 */
import type { AttendanceSeasonRow } from '#contract/attendance.ts';
import type { TeamMember } from '#contract/teams.ts';
import { attendanceMessages as a } from '#src/lib/messages/attendance.ts';
import { CardLabel, Cell, Column, Row, SortedTable, TableBody, TableHeader, type SortedTableProps } from '#src/components/ui/table.tsx';
import { membersMessages } from '#src/lib/messages/members.ts';
import { sortStateOf } from '#src/lib/url-table.ts';
import { Crown } from 'lucide-react';
import { formatDate } from '../member-format.ts';
import type { MemberSort, MemberSortField } from '../members-search.ts';
import * as css from '../members.css.ts';
import { MemberPhoto, PositionTag, RoleTag } from '#src/components/common/member-bits.tsx';
import { MemberStatusBadge } from '#src/components/common/member-status-badge.tsx';
import { seoulDate } from '#contract/seoul-time.ts';

const m = membersMessages;
const c = m.columns;

/** The sort, busy state, names and row action go to SortedTable as they are. */
export interface MemberTableProps extends Omit<SortedTableProps<MemberSortField>, 'cardsFrame' | 'children'> {
  members: TeamMember[];
  /** Row number of the first row (page offset + 1). */
  firstRowNumber: number;
  sort: MemberSort;
  onOpen: (userId: number) => void;
  viewerId: number | null;
  /** This season's attendance lines (decision 092), by member; absent while loading. */
  attendance?: readonly AttendanceSeasonRow[];
}

export function sortDescription(sort: MemberSort): string {
  if (sort.length === 0) return m.sortNone;
  return m.sortSummary(sort.map((s) => `${c[s.field]} ${m[s.direction]}`).join(', '));
}

export function MemberTable({ members, firstRowNumber, viewerId, attendance, ...table }: MemberTableProps) {
  const lineOf = new Map(attendance?.map((line) => [line.userId, line]));
  const { sort } = table;
  const today = seoulDate(Date.now());
  const stateOf = (field: MemberSortField) => sortStateOf(sort, field);
  const showOrder = sort.length > 1;
  const sortable = (field: MemberSortField, align: 'start' | 'end' = 'start') => (
    <Column id={field} allowsSorting sortState={stateOf(field)} showSortOrder={showOrder} align={align}>
      {c[field]}
    </Column>
  );

  return (
    <SortedTable {...table} cardsFrame={css.tableFrame}>
      <TableHeader>
        <Column id="index" narrow align="end">
          {c.index}
        </Column>
        <Column id="name" isRowHeader allowsSorting sortState={stateOf('name')} showSortOrder={showOrder}>
          {c.name}
        </Column>
        {sortable('number', 'end')}
        <Column id="position">{c.position}</Column>
        <Column id="foot">{c.foot}</Column>
        <Column id="role">{c.role}</Column>
        <Column id="joinedAt">{c.joinedAt}</Column>
        {sortable('birthyear', 'end')}
        {sortable('height', 'end')}
        {sortable('weight', 'end')}
        <Column id="rate" align="end">
          {a.columns.rate}
        </Column>
        <Column id="noShows" align="end">
          {a.columns.noShows}
        </Column>
      </TableHeader>
      <TableBody items={members} dependencies={[attendance]} renderEmptyState={() => <p className={css.empty}>{m.empty}</p>}>
        {(member) => (
          <Row id={member.userId} textValue={member.name}>
            <Cell align="end" data-card="lead">
              <CardLabel>{c.index}</CardLabel>
              <span className={css.number}>{firstRowNumber + members.indexOf(member)}</span>
            </Cell>
            <Cell>
              <span className={css.nameCell}>
                <MemberPhoto name={member.name} src={member.profileImg} />
                <MemberStatusBadge status={member.status} day={today} />
                <span>{member.name}</span>
                {member.teamRole === 'TEAM_ADMIN' ? <Crown className={css.crown} role="img" aria-label={m.adminMark} /> : null}
                {member.userId === viewerId ? <span className={css.muted}>({m.me})</span> : null}
              </span>
            </Cell>
            <Cell align="end" data-card="end">
              <CardLabel>{c.number}</CardLabel>
              <span className={css.number}>{member.backNumber ?? m.none}</span>
            </Cell>
            <Cell>
              <PositionTag position={member.position} />
            </Cell>
            <Cell>{member.foot ? m.foot[member.foot] : m.none}</Cell>
            <Cell>
              <RoleTag member={member} />
            </Cell>
            <Cell>
              <CardLabel>{c.joinedAt}</CardLabel>
              {formatDate(member.joinedAt)}
            </Cell>
            <Cell align="end">
              <CardLabel>{c.birthyear}</CardLabel>
              {member.birthYear ?? m.none}
            </Cell>
            <Cell align="end">{member.height === null ? m.none : m.cm(member.height)}</Cell>
            <Cell align="end">{member.weight === null ? m.none : m.kg(member.weight)}</Cell>
            <Cell align="end">
              <CardLabel>{a.columns.rate}</CardLabel>
              <span className={css.number}>{a.rate(lineOf.get(member.userId)?.rate ?? null)}</span>
            </Cell>
            <Cell align="end">
              <CardLabel>{a.columns.noShows}</CardLabel>
              <span className={css.number}>{lineOf.get(member.userId)?.noShows ?? m.none}</span>
            </Cell>
          </Row>
        )}
      </TableBody>
    </SortedTable>
  );
}
