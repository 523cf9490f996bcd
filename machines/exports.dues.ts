/**
 * The dues files (decisions 071, 084): the board (a row per member, a column per month, 미납 합계 and
 * 선납 each ≥ 0) and the ledger (signed amounts with an ASCII `-` a spreadsheet reads, the balance
 * after each entry, recorded when in Seoul). The page's blob download and the server's signed link
 * both write them from here, so the bytes are the same for the same reads.
 */
import type { DuesBoard, LedgerEntry } from '#contract/dues.ts';
import { seoulDateTime } from '#contract/seoul-time.ts';
import { csvFileName, csvText, type CsvFile } from './exports.csv.ts';
import { duesFileWords as w } from './exports.words.ts';

/** What an entry of the ledger is about, in Korean (the screen's 내용 too). */
export function entryWhat(entry: LedgerEntry): string {
  switch (entry.kind) {
    case 'PAYMENT': {
      const months = entry.months.map((m) => m.month);
      const method = entry.method ? ` (${w.methods[entry.method]})` : '';
      return `${entry.userName ?? ''}${months.length ? ` · ${w.months(months)}` : ''}${method}`;
    }
    case 'COST':
      return `${entry.category ? w.categories[entry.category] : ''} · ${w.sharesOf(entry.shares.length)}`;
    case 'INCOME':
    case 'EXPENSE':
      return entry.label ?? '';
    case 'REVERSAL':
      return `${entry.reversesId !== null ? w.reverses(entry.reversesId) : ''}${entry.label ? ` · ${entry.label}` : ''}`;
  }
}

/**
 * The board as CSV: a row per member, a column per month (`납부 30000/30000`), what they owe and what
 * they paid ahead, each in its own column and never negative (the screen's 미납 / 선납, decision 071).
 */
export function boardCsv(board: DuesBoard): string {
  const rows = board.members.map((m) => [
    m.name,
    m.backNumber,
    ...m.cells.map((c) => w.cell(w.status[c.status], c.paid, c.due)),
    Math.max(0, m.owed),
    Math.max(0, -m.owed),
  ]);
  return csvText(w.boardHeader(board.months), rows);
}

/** The ledger as CSV: every entry with its signed amount and the balance after it, recorded when in Seoul as on the screen. */
export function ledgerCsv(entries: readonly LedgerEntry[]): string {
  const rows = entries.map((e) => [
    e.id,
    e.occurredOn,
    w.kinds[e.kind],
    entryWhat(e),
    e.amount,
    e.balance,
    e.recordedByName,
    seoulDateTime(e.recordedAt),
    e.reversedById !== null ? w.reversedBy(e.reversedById) : '',
  ]);
  return csvText(w.ledgerHeader, rows);
}

/** `2026-06~2026-11` for the board's file name. */
export const boardRange = (months: readonly string[]) => (months.length ? `${months[0]}~${months[months.length - 1]}` : '');

/** `FC 한강_회비_2026-06~2026-11.csv`. */
export const boardFile = (teamName: string, board: DuesBoard): CsvFile => ({
  fileName: csvFileName([teamName, w.boardFile, boardRange(board.months)]),
  text: boardCsv(board),
});

/** `FC 한강_장부_2026.csv`. */
export const ledgerFile = (teamName: string, year: number, entries: readonly LedgerEntry[]): CsvFile => ({
  fileName: csvFileName([teamName, w.ledgerFile, year]),
  text: ledgerCsv(entries),
});
