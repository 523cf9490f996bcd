/**
 * The month × member board: a row per member (the viewer's own only, while the team keeps status
 * private), a column per month, each cell 납부 / 일부 납부 / 미납 / 면제 / – with its amounts, and what
 * each still owes. It scrolls sideways inside its own frame with the names kept in view (a phone
 * never scrolls the page sideways). For an admin each cell is a button: 납부 기록 for that member and
 * month in one tap. People who withdrew and still count follow under 탈퇴한 회원, without a name.
 */
import { memberStatusMessages } from '#src/lib/messages/member-status.ts';
import type { MemberStatusKind } from '#contract/enums.ts';
import { StatusKindTag } from '#src/components/common/member-status-badge.tsx';
import type { DuesBoard as Board } from '#contract/dues.ts';
import { useLayoutEffect, useRef } from 'react';
import { PlainButton } from '#src/components/ui/button.tsx';
import { duesMessages as d, monthLabel, shortMonth, won } from '#src/lib/messages/dues.ts';
import * as css from '../dues.css.ts';

const b = d.board;

interface DuesBoardProps {
  board: Board;
  labelledBy: string;
  /** Admins: a cell opens 납부 기록 for its member and month. */
  onRecord?: (userId: number, month: string) => void;
  /** userId → status today, for those not plain 활동 (decision 091). */
  statuses?: ReadonlyMap<number, MemberStatusKind>;
}

/**
 * One width for every column right of the names (the months and 미납 합계), chosen so whole columns
 * fill the room beside the names: wherever the frame rests (it snaps to a column's start, dues.css.ts),
 * it shows whole columns, where one half under the sticky names read as another month (11월 as 1월).
 * Their widest natural width is the floor; undefined when every column fits anyway.
 */
export function wholeColumnWidth(room: number, natural: number, columns: number): number | undefined {
  if (natural <= 0 || columns * natural <= room) return undefined;
  return room / Math.max(1, Math.floor(room / natural));
}

/** Sizes the columns right of the names (wholeColumnWidth) for the frame's width now. */
function fitWholeColumns(frame: HTMLDivElement) {
  const [names, ...columns] = [...frame.querySelectorAll<HTMLTableCellElement>('thead th')];
  if (!names || columns.length === 0) return;
  frame.style.removeProperty(css.columnWidthVar);
  const natural = Math.max(...columns.map((th) => th.getBoundingClientRect().width));
  const namesWidth = names.getBoundingClientRect().width;
  const width = wholeColumnWidth(frame.clientWidth - namesWidth, natural, columns.length);
  if (width !== undefined) frame.style.setProperty(css.columnWidthVar, `${width}px`);
  frame.style.setProperty(css.namesWidthVar, `${namesWidth}px`);
}

export function DuesBoardTable({ board, labelledBy, onRecord, statuses }: DuesBoardProps) {
  // On a phone the latest months are what matter: the frame starts scrolled to its end (names stay put).
  const frame = useRef<HTMLDivElement>(null);
  const range = board.months.join();
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const fit = () => {
      fitWholeColumns(element);
      element.scrollLeft = element.scrollWidth;
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fit();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [range]);
  return (
    <div ref={frame} className={css.boardFrame} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={css.board} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col" className={css.nameCell}>
              {b.member}
            </th>
            {board.months.map((month) => (
              <th key={month} scope="col" abbr={monthLabel(month)}>
                {shortMonth(month)}
              </th>
            ))}
            <th scope="col">{b.owed}</th>
          </tr>
        </thead>
        <tbody>
          {board.members.length === 0 ? (
            <tr>
              <td colSpan={board.months.length + 2}>{b.empty}</td>
            </tr>
          ) : null}
          {board.members.map((member) => (
            <BoardRow
              key={member.userId}
              name={member.name}
              status={statuses?.get(member.userId)}
              cells={member.cells}
              owed={member.owed}
              onRecord={onRecord ? (month) => onRecord(member.userId, month) : undefined}
            />
          ))}
        </tbody>
        {board.formerMembers.length > 0 ? (
          // People who withdrew still owe what they owe (decision 072): no name, no 납부 기록 (they are no member to record for).
          <tbody>
            <tr>
              <th scope="rowgroup" colSpan={board.months.length + 2} className={css.groupCell}>
                <span className={css.groupLabel}>{b.formerHeading}</span>
              </th>
            </tr>
            {board.formerMembers.map((former, i) => (
              <BoardRow key={former.userId} name={b.formerName(i, board.formerMembers.length)} cells={former.cells} owed={former.owed} />
            ))}
          </tbody>
        ) : null}
        {board.visibility === 'ALL' ? (
          <tfoot>
            <tr>
              <th scope="row" className={css.nameCell}>
                {b.total}
              </th>
              {board.totals.map((t) => (
                <td key={t.month} className={css.amount}>
                  {won(t.collected)} / {won(t.expected)}
                </td>
              ))}
              <td />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

interface BoardRowProps {
  name: string;
  /** The member's status today when not plain 활동 (decision 091), under the name. */
  status?: MemberStatusKind;
  cells: Board['members'][number]['cells'];
  owed: number;
  /** Admins, on a member's row: a cell opens 납부 기록 for that month. */
  onRecord?: (month: string) => void;
}

function BoardRow({ name, status, cells, owed, onRecord }: BoardRowProps) {
  return (
    <tr data-member={name}>
      <th scope="row" className={css.nameCell}>
        {name}
        {status ? (
          <span className={css.nameStatus}>
            <StatusKindTag kind={status} />
          </span>
        ) : null}
      </th>
      {cells.map((cell) => {
        // A month paused by the member's leave says why (decision 091): 휴회, not 면제.
        const status = cell.onLeave ? memberStatusMessages.dues.onLeave : b.status[cell.status];
        const face = (
          <>
            <span className={`${css.status} ${css.statusTone[cell.status]}`}>{status}</span>
            {cell.due > 0 || cell.paid > 0 ? (
              <span className={css.amount}>
                {won(cell.paid)}
                {cell.due > 0 ? ` / ${won(cell.due)}` : ''}
              </span>
            ) : null}
          </>
        );
        const label = b.cellLabel(name, cell.month, cell.status === 'NONE' ? b.noneSpoken : status, cell.paid, cell.due);
        return (
          <td key={cell.month}>
            {onRecord ? (
              <PlainButton className={css.cellButton} aria-label={`${label} ${b.recordHint}`} onPress={() => onRecord(cell.month)}>
                {face}
              </PlainButton>
            ) : (
              <span className={css.cellStatic} aria-label={label} role="img">
                {face}
              </span>
            )}
          </td>
        );
      })}
      <td className={`${css.number} ${owed > 0 ? css.missing : ''}`}>{owed < 0 ? b.paidAhead(-owed) : won(owed)}</td>
    </tr>
  );
}
